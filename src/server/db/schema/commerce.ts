import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { photos } from './catalogue';
import { projects } from './personal';
import { createdAt, licenseTypeCheck, updatedAt } from './types';

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    coverPhotoId: uuid('cover_photo_id').references(() => photos.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(false),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('collections_name_not_blank', sql`btrim(${t.name}) <> ''`)],
);

export const collectionPhotos = pgTable(
  'collection_photos',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.photoId] }),
    index('collection_photos_order_idx').on(t.collectionId, t.position),
    index('collection_photos_photo_idx').on(t.photoId),
  ],
);

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;

/** Amounts are integer cents (STYLE.md §16); orders keep their history when a user goes. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    currency: text('currency').notNull().default('usd'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled', 'refunded')`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check('orders_discount_percent_range', sql`${t.discountPercent} between 0 and 100`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'restrict' }),
    licenseType: text('license_type').notNull(),
    quantity: integer('quantity').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
    discountedPriceCents: integer('discounted_price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('order_items_order_photo_license_unique').on(t.orderId, t.photoId, t.licenseType),
    index('order_items_photo_idx').on(t.photoId),
    check('order_items_license_type_check', sql.raw(`license_type in (${licenseTypeCheck})`)),
    check('order_items_prices_nonnegative', sql`${t.priceCents} >= 0 and ${t.discountedPriceCents} >= 0`),
    check('order_items_quantity_one', sql`${t.quantity} = 1`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    check('payments_provider_check', sql`${t.provider} in ('stripe', 'test')`),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded', 'cancelled')`,
    ),
    check('payments_amount_nonnegative', sql`${t.amountCents} >= 0`),
  ],
);

/** spec §3 Purchase: what a user licensed; soft-deleted through deleted_at. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    licenseType: text('license_type').notNull().default('background-dressing'),
    priceCents: integer('price_cents').notNull(),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('purchases_user_date_idx').on(t.userId, t.purchaseDate.desc()),
    index('purchases_photo_idx').on(t.photoId).where(sql`deleted_at is null`),
    check('purchases_license_type_check', sql.raw(`license_type in (${licenseTypeCheck})`)),
    check('purchases_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);
