import { z } from 'zod';

/**
 * One photo as every list answers it (search, taxonomy, popular, creator, similar): the fields of
 * spec §3's photos_details a grid card and its hover overlay need. The server parses its rows
 * through this schema, so `hc` gives the web typed fields instead of `Record<string, unknown>`.
 */
export const photoRowSchema = z.object({
  id: z.string(),
  photoid: z.number().int(),
  title: z.string().nullable(),
  /** US dollars (price_cents / 100). */
  price: z.number(),
  thumbnail_url: z.string().nullable(),
  preview_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  orientation: z.string().nullable(),
  decade_taken: z.string().nullable(),
  location_city: z.string().nullable(),
  location_state_province: z.string().nullable(),
  location_country: z.string().nullable(),
  user_id: z.string().nullable(),
  storefront_name: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  event_names: z.array(z.string()).nullable(),
  /** Same order as event_names, so a pill can link to /taxonomy/event/{id}. */
  event_ids: z.array(z.string()).nullable(),
  photo_status: z.string(),
  featured: z.boolean().nullable(),
  created_at: z.string(),
  people_count: z.number().int().nullable(),
  image_style: z.string().nullable(),
  people_composition: z.string().nullable(),
  ethnicities: z.array(z.string()).nullable(),
});

export type PhotoRow = z.infer<typeof photoRowSchema>;
