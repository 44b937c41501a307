import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  pgView,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * spec §3 "Photo (photos_details view)", as migrations 0002 and 0007 create it: a photo with its
 * price in dollars, its creator's storefront name and the names of its events. Declared here so
 * the builder can read it with typed columns (`.existing()`: the migrations own it, drizzle-kit
 * never writes it). Nullability follows the photos column each one comes from.
 *
 * It belongs with the tables in db/schema; it lives here until the data layer's move is merged
 * (issue 24), and other features reach it through the cart's index.
 */
export const photosDetails = pgView('photos_details', {
  id: uuid('id').notNull(),
  photoid: integer('photoid').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  /** price_cents / 100, in dollars. */
  price: doublePrecision('price').notNull(),
  priceCents: integer('price_cents').notNull(),
  thumbnailUrl: text('thumbnail_url').notNull(),
  previewUrl: text('preview_url').notNull(),
  imageKey: text('image_key').notNull(),
  width: integer('width'),
  height: integer('height'),
  fileSize: bigint('file_size', { mode: 'number' }),
  friendlyPrintSize: text('friendly_print_size'),
  orientation: text('orientation').notNull(),
  dateTaken: date('date_taken'),
  decadeTaken: text('decade_taken'),
  locationCity: text('location_city'),
  locationStateProvince: text('location_state_province'),
  locationCountry: text('location_country'),
  userId: uuid('user_id').notNull(),
  /** The creator's profile's, when they have one (a left join). */
  storefrontName: text('storefront_name'),
  tags: text('tags').array().notNull(),
  eventNames: text('event_names').array().notNull(),
  eventIds: uuid('event_ids').array().notNull(),
  emotions: text('emotions').array().notNull(),
  ethnicities: text('ethnicities').array().notNull(),
  ageGroups: text('age_groups').array().notNull(),
  genders: text('genders').array().notNull(),
  imageStyle: text('image_style'),
  colorAndMood: text('color_and_mood'),
  dominantColor: text('dominant_color'),
  faceIds: uuid('face_ids').array().notNull(),
  peopleCount: integer('people_count').notNull(),
  peopleComposition: text('people_composition'),
  faceAgeMin: integer('face_age_min'),
  faceAgeMax: integer('face_age_max'),
  photoStatus: text('photo_status').notNull(),
  featured: boolean('featured').notNull(),
  popularity: integer('popularity').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}).existing();
