import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
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
import type { OrderStatus, PaymentProviderName } from '../../../core/checkout';
import type { LicenseType } from '../../../core/pricing';
import { user } from './auth';
import { photos } from './catalogue';
import { companies, projects } from './personal';
import { createdAt, licenseTypeCheck, updatedAt } from './types';

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    coverPhotoId: uuid('cover_photo_id').references(() => photos.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(false),
    /** A published collection appears from this moment (null: at once) and until `unpublish_at`. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** Rises on every save: a save naming an older version is refused (two admins at once). */
    version: integer('version').notNull().default(1),
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

/**
 * Amounts are integer cents (STYLE.md §16); orders keep their history when a user goes. An order
 * snapshots what was licensed, for whom and for which production (issue 13): the certificate and
 * the invoice read only the order, never the photo or project as they are today.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as "BD-{number}" (core formatOrderNumber). */
    number: integer('number').notNull().generatedByDefaultAsIdentity({ startWith: 100001 }),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** Orders are priced in US dollars only: the one value ever written. */
    currency: text('currency').$type<'usd'>().notNull().default('usd'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** One order per checkout attempt: the page's key, unique per buyer. */
    idempotencyKey: text('idempotency_key'),
    /** The quote the order was placed from (core CheckoutQuote.fingerprint). */
    cartFingerprint: text('cart_fingerprint'),
    projectName: text('project_name'),
    productionTitle: text('production_title'),
    companyName: text('company_name'),
    /**
     * The company the order counts for once the back office renamed or merged it (issue 25);
     * null: the buyer's company named `company_name`. `company_name` itself is never rewritten:
     * the certificate and the invoice show the name at purchase.
     */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    billingName: text('billing_name'),
    billingAddress: text('billing_address'),
    billingEmail: text('billing_email'),
    /** ISO 3166-1 alpha-2: where the tax rate comes from (TAX_RATES), or Stripe Tax's answer. */
    billingCountry: text('billing_country'),
    /** The buyer's purchase-order number, printed on the invoice (issue 22). */
    poNumber: text('po_number'),
    /** Tax in basis points (2000 = 20%) from TAX_RATES; 0 when Stripe Tax computed the tax. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    /** Tax charged; total_cents = subtotal_cents - discount_cents + tax_cents. */
    taxCents: integer('tax_cents').notNull().default(0),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    paymentProvider: text('payment_provider').$type<PaymentProviderName>(),
    /** The provider's checkout session (Stripe `cs_…`, test provider `tps_…`). */
    paymentRef: text('payment_ref'),
    paymentUrl: text('payment_url'),
    /** The licence certificate's verification code (`/verify/{code}`), given when the order is paid. */
    certificateCode: text('certificate_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled', 'refunded', 'partially_refunded')`,
    ),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0 and ${t.refundedCents} between 0 and ${t.totalCents}`,
    ),
    check('orders_tax_nonnegative', sql`${t.taxCents} >= 0 and ${t.taxRateBp} >= 0`),
    check('orders_discount_percent_range', sql`${t.discountPercent} between 0 and 100`),
    uniqueIndex('orders_number_unique').on(t.number),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    // Two tabs paying the same cart meet at one order: a buyer has at most one awaiting payment.
    uniqueIndex('orders_one_pending_per_user').on(t.userId).where(sql`status = 'pending'`),
    uniqueIndex('orders_payment_ref_unique').on(t.paymentProvider, t.paymentRef),
    uniqueIndex('orders_certificate_code_unique').on(t.certificateCode),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    // The back office's list (issue 25): newest first or by total, a page at a time at 100k orders,
    // and a search of the names an order was placed under, by any part of them.
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.number.desc().nullsFirst()),
    index('orders_total_idx').on(t.totalCents, t.number),
    index('orders_names_trgm').using(
      'gin',
      sql`(coalesce(${t.billingName}, '') || ' ' || coalesce(${t.productionTitle}, '') || ' ' || coalesce(${t.companyName}, '')) gin_trgm_ops`,
    ),
    index('orders_company_idx').on(t.companyId),
    index('orders_project_idx').on(t.projectId),
    index('orders_user_company_name_idx').on(t.userId, sql`lower(${t.companyName})`),
  ],
);

/** An order's amounts in the API's snake_case (core/checkout.ts), for every select that answers them. */
export const orderAmountFields = {
  subtotal_cents: orders.subtotalCents,
  discount_percent: orders.discountPercent,
  discount_cents: orders.discountCents,
  tax_cents: orders.taxCents,
  tax_rate_bp: orders.taxRateBp,
  total_cents: orders.totalCents,
  refunded_cents: orders.refundedCents,
};

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
    licenseType: text('license_type').$type<LicenseType>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
    discountedPriceCents: integer('discounted_price_cents').notNull(),
    /** The line's share of the order's tax (shares add up to it); a refund gives it back with the line. */
    taxCents: integer('tax_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * On an upgrade's line (background dressing → hero usage, bought after the first purchase): the line of
     * the earlier order it upgrades. Its certificate then reads as amended.
     */
    upgradeOfItemId: uuid('upgrade_of_item_id'),
    /** The photo as it was licensed: its #photoid, title and creator. */
    photoNumber: integer('photo_number'),
    title: text('title'),
    creatorName: text('creator_name'),
  },
  (t) => [
    uniqueIndex('order_items_order_photo_license_unique').on(t.orderId, t.photoId, t.licenseType),
    index('order_items_photo_idx').on(t.photoId),
    index('order_items_upgrade_of_idx').on(t.upgradeOfItemId),
    // The back office finds orders by a photo's number or words of its title (issue 25).
    index('order_items_photo_number_idx').on(t.photoNumber),
    index('order_items_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    foreignKey({
      columns: [t.upgradeOfItemId],
      foreignColumns: [t.id],
      name: 'order_items_upgrade_of_fk',
    }).onDelete('set null'),
    check('order_items_license_type_check', sql.raw(`license_type in (${licenseTypeCheck})`)),
    check(
      'order_items_prices_nonnegative',
      sql`${t.priceCents} >= 0 and ${t.discountedPriceCents} between 0 and ${t.priceCents} and ${t.taxCents} >= 0 and ${t.refundedCents} between 0 and ${t.discountedPriceCents} + ${t.taxCents}`,
    ),
    check('order_items_quantity_one', sql`${t.quantity} = 1`),
  ],
);

/** An order's status history, oldest first on the order page. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Every event a payment provider delivered, stored by its id in the same transaction as its
 * effect: a second delivery finds the row and does nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** processed: applied; ignored: nothing to do (unknown session, already settled); failed: see error. */
    state: text('state').$type<'processed' | 'ignored' | 'failed'>().notNull(),
    error: text('error'),
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_received_idx').on(t.receivedAt.desc()),
    check('payment_events_state_check', sql`${t.state} in ('processed', 'ignored', 'failed')`),
  ],
);

/**
 * The built-in test provider's own sessions (development only): what Stripe would keep on its
 * side. The order is re-read from here the way a Stripe session is re-read.
 */
export const testPaymentSessions = pgTable(
  'test_payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'open' | 'complete' | 'failed' | 'expired'>().notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('test_payment_sessions_order_unique').on(t.orderId),
    check(
      'test_payment_sessions_status_check',
      sql`${t.status} in ('open', 'complete', 'failed', 'expired')`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
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
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    licenseType: text('license_type').$type<LicenseType>().notNull().default('background-dressing'),
    priceCents: integer('price_cents').notNull(),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('purchases_user_date_idx').on(t.userId, t.purchaseDate.desc()),
    uniqueIndex('purchases_order_item_unique').on(t.orderItemId),
    index('purchases_photo_idx').on(t.photoId).where(sql`deleted_at is null`),
    check('purchases_license_type_check', sql.raw(`license_type in (${licenseTypeCheck})`)),
    check('purchases_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * Download links (issue 13 item 4): a random token (stored hashed) that names the buyer, what it
 * opens (one purchase, an order or a project's purchases) and when it stops working. The file
 * behind it is served only to the signed-in buyer it names.
 */
export const downloadLinks = pgTable(
  'download_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<'purchase' | 'order' | 'project'>().notNull(),
    targetId: uuid('target_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('download_links_token_unique').on(t.tokenHash),
    index('download_links_expires_idx').on(t.expiresAt),
    check('download_links_scope_check', sql`${t.scope} in ('purchase', 'order', 'project')`),
  ],
);
