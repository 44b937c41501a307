import { z } from './zod';

/**
 * One photo as every list answers it (search, taxonomy, popular, creator, similar): the fields of
 * spec §3's photos_details a grid card and its hover overlay need (GRID_COLUMNS on the server).
 * The server types its rows with it, so `hc` gives the web typed fields, and the integration
 * tests parse every list's rows through it, so the type cannot drift from the SQL.
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
  /** By name; a pill links to /taxonomy/event/{name} (event pages accept names). */
  event_names: z.array(z.string()).nullable(),
  photo_status: z.string(),
  featured: z.boolean().nullable(),
  created_at: z.string(),
  people_count: z.number().int().nullable(),
  image_style: z.string().nullable(),
  people_composition: z.string().nullable(),
  ethnicities: z.array(z.string()).nullable(),
});

export type PhotoRow = z.infer<typeof photoRowSchema>;

/** One photo as the detail page gets it: the whole photos_details view (spec §3). */
export const photoDetailRowSchema = photoRowSchema.extend({
  description: z.string().nullable(),
  price_cents: z.number().int(),
  date_taken: z.string().nullable(),
  file_size: z.number().nullable(),
  friendly_print_size: z.string().nullable(),
  event_ids: z.array(z.string()),
  emotions: z.array(z.string()).nullable(),
  age_groups: z.array(z.string()).nullable(),
  genders: z.array(z.string()).nullable(),
  color_and_mood: z.string().nullable(),
  dominant_color: z.string().nullable(),
  face_ids: z.array(z.string()),
  face_age_min: z.number().int().nullable(),
  face_age_max: z.number().int().nullable(),
  popularity: z.number().int(),
  updated_at: z.string(),
});

export type PhotoDetailRow = z.infer<typeof photoDetailRowSchema>;

/** `GET /api/photos/:key`: the photo, its detail sections, tag click counts and named events. */
export interface PhotoDetail {
  photo: PhotoDetailRow;
  /** The detail tab's sections (spec §2), every value a taxonomy the page can link to. */
  details: {
    basic: Record<string, unknown>;
    technical: Record<string, unknown>;
    people: Record<string, unknown>;
    style: Record<string, unknown>;
  };
  tag_clicks: { tag: string; clicks: number }[];
  /** The photo's events with their ids, by name: a pill opens the search filtered to one. */
  events: { id: string; name: string }[];
  /** The clearance summary a buyer reads (issue 26), only for a cleared file; null or absent otherwise. */
  clearance?: string | null;
}

/** spec §3 "Photo flags": what an admin marks on a photo. */
export interface PhotoFlags {
  photoshop: boolean;
  info_missing: boolean;
  missing_faces: boolean;
}

/** `GET /api/admin/photos/:key`: the Admin tab's flags, click analytics and sales overview (spec §2). */
export interface PhotoAdminView {
  flags: PhotoFlags;
  analytics: {
    total_clicks: number;
    unique_users: number;
    last_clicked_at: string | null;
    queued_clicks: number;
  };
  sales: {
    total_sales: number;
    revenue_cents: number;
    last_sale_at: string | null;
    average_price_cents: number | null;
  };
}
