/**
 * What every back-office list shares (issue 25): one page of rows with the exact number that
 * match, asked for with `?q=&sort=&dir=&offset=&limit=`, and the audit trail's entries.
 */

/** Rows per page of every back-office list. */
export const ADMIN_PAGE_SIZE = 50;

/** The longest search a back-office list accepts. */
export const ADMIN_SEARCH_MAX = 200;

export type SortDirection = 'asc' | 'desc';

export interface AdminPage<Row> {
  items: Row[];
  /** Rows matching the filters (exact). */
  total: number;
}

/** The message of a save based on a record someone else changed meanwhile (409 `changed`). */
export const STALE_EDIT =
  'Someone else changed this since you opened it. Reload to see their changes, then make yours again.';

/** One change an admin made (GET /api/admin/audit). */
export interface AuditEntry {
  id: number;
  actor_id: string | null;
  actor_email: string;
  /** `entity.verb`, e.g. `event.merge`. */
  action: string;
  entity_type: string;
  entity_id: string;
  /** One line a person reads, e.g. "Merged “Xmas 1975” into “Christmas 1975”". */
  summary: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** The kinds of record the trail names, as `entity_type`. */
export const AUDITED_ENTITIES = [
  'event',
  'collection',
  'company',
  'banner',
  'search_settings',
  'synonym',
  'account',
  'photo',
  'person',
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];
