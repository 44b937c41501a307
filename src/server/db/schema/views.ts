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
 * spec §3 "Photo (photos_details view)": a photo with its creator's storefront name, its event
 * names and face ids. The view itself is SQL (migrations 0002 and 0007); this declaration only
 * lets the typed builder read it (`existing()`: drizzle-kit leaves it alone).
 */
export const photosDetails = pgView('photos_details', {
  id: uuid('id').notNull(),
  photoid: integer('photoid').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  /** US dollars: price_cents / 100. */
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

const d = photosDetails;

/**
 * A photo as every list answers it (core/photo-row.ts PhotoRow, the fields a grid card needs), in
 * the API's snake_case: `db.select(photoRowFields).from(photosDetails)`.
 */
export const photoRowFields = {
  id: d.id,
  photoid: d.photoid,
  title: d.title,
  price: d.price,
  thumbnail_url: d.thumbnailUrl,
  preview_url: d.previewUrl,
  width: d.width,
  height: d.height,
  orientation: d.orientation,
  decade_taken: d.decadeTaken,
  location_city: d.locationCity,
  location_state_province: d.locationStateProvince,
  location_country: d.locationCountry,
  user_id: d.userId,
  storefront_name: d.storefrontName,
  tags: d.tags,
  event_names: d.eventNames,
  photo_status: d.photoStatus,
  featured: d.featured,
  created_at: d.createdAt,
  people_count: d.peopleCount,
  image_style: d.imageStyle,
  people_composition: d.peopleComposition,
  ethnicities: d.ethnicities,
};

/** The whole view in the API's snake_case (core/photo-row.ts PhotoDetailRow), for the photo page. */
export const photoDetailFields = {
  ...photoRowFields,
  description: d.description,
  price_cents: d.priceCents,
  date_taken: d.dateTaken,
  file_size: d.fileSize,
  friendly_print_size: d.friendlyPrintSize,
  event_ids: d.eventIds,
  emotions: d.emotions,
  age_groups: d.ageGroups,
  genders: d.genders,
  color_and_mood: d.colorAndMood,
  dominant_color: d.dominantColor,
  face_ids: d.faceIds,
  face_age_min: d.faceAgeMin,
  face_age_max: d.faceAgeMax,
  popularity: d.popularity,
  updated_at: d.updatedAt,
  image_key: d.imageKey,
};
