import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { photos } from './catalogue';
import { createdAt, licenseTypeCheck, updatedAt } from './types';

/** spec §3 companies: scoped by created_by; names unique case-insensitively per owner (spec §5). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyLogo: text('company_logo'),
    /** Rises on every back-office rename or merge: two admins at once are told (issue 25). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_owner_name_unique').on(t.createdBy, sql`lower(${t.name})`),
    check('companies_name_length', sql`char_length(${t.name}) between 2 and 100`),
    // The back office finds a company by part of its name across every buyer (issue 25).
    index('companies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    // The back office's company list, in name or creation order, a page at a time.
    index('companies_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('companies_created_idx').on(t.createdAt, t.id),
  ],
);

/** spec §3 projects: the company is kept as its name (text), as the original did. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    /**
     * The company this project belongs to when the back office merged it there from another
     * buyer's company (issue 25); null: the owner's company named `company` (spec §3), as before.
     */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_user_name_idx').on(t.userId, t.name),
    index('projects_company_idx').on(t.companyId),
    // spec §8: a project name is used once per company of an owner, ignoring case.
    uniqueIndex('projects_owner_company_name_unique').on(
      t.userId,
      sql`lower(${t.company})`,
      sql`lower(${t.name})`,
    ),
    check('projects_name_not_blank', sql`btrim(${t.name}) <> '' and btrim(${t.company}) <> ''`),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Deleting a project keeps its wishlists; they simply lose the grouping.
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    shareCode: text('share_code').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wishlists_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    index('wishlists_project_idx').on(t.projectId),
    check('wishlists_share_code_format', sql`${t.shareCode} ~ '^[0-9a-f]{10}$'`),
    check('wishlists_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    licenseType: text('license_type').notNull().default('background-dressing'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_wishlist_photo_unique').on(t.wishlistId, t.photoId),
    index('wishlist_items_photo_idx').on(t.photoId),
    check('wishlist_items_license_type_check', sql.raw(`license_type in (${licenseTypeCheck})`)),
  ],
);

/** spec §4 Cart: one row per (user, photo, licence); a duplicate insert fails with 23505. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    licenseType: text('license_type').notNull().default('background-dressing'),
    quantity: integer('quantity').notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_photo_license_unique').on(t.userId, t.photoId, t.licenseType),
    index('cart_items_user_added_idx').on(t.userId, t.addedAt.desc()),
    check('cart_items_license_type_check', sql.raw(`license_type in (${licenseTypeCheck})`)),
    check('cart_items_quantity_one', sql`${t.quantity} = 1`),
  ],
);
