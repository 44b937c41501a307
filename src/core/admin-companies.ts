import type { OrderStatus } from './checkout';

/**
 * The back office's companies (issue 25 item 3): every buyer's companies in one list, one
 * company's page, a rename and a merge of duplicates.
 *
 * A project belongs to a company by its id once the back office moved it (`projects.company_id`),
 * else, as spec §3 has it, to its owner's company of that name. An order counts for a company the
 * same way (`orders.company_id`, else the buyer's company named `company_name`). An order's
 * `company_name` is never rewritten: the certificate and the invoice show the name at purchase.
 */

/**
 * The sorts of `/api/admin/companies`: those an index answers. Sorting 30k companies by their
 * projects, orders or revenue counted every one of them (1.3–5.7 s); that needs stored figures.
 */
export const ADMIN_COMPANY_SORTS = ['name', 'owner', 'created_at'] as const;
export type AdminCompanySort = (typeof ADMIN_COMPANY_SORTS)[number];

/** What a company holds: its projects, their wishlists, its paid orders and their revenue. */
export interface CompanyStats {
  projects: number;
  wishlists: number;
  /** Paid orders (including those refunded since). */
  orders: number;
  /** Paid orders' totals minus their refunds, in cents. */
  revenue_cents: number;
}

/** One row of `/admin/companies`. */
export interface AdminCompanyRow extends CompanyStats {
  id: string;
  name: string;
  owner_id: string;
  owner_email: string;
  created_at: string;
}

export interface AdminCompanyProject {
  id: string;
  name: string;
  owner_email: string | null;
  wishlists: number;
  orders: number;
  revenue_cents: number;
}

export interface AdminCompanyOrder {
  id: string;
  order_number: string;
  status: OrderStatus;
  buyer_email: string | null;
  /** The name on the order, its certificate and its invoice: the company's name at purchase. */
  company_name: string | null;
  project_name: string | null;
  total_cents: number;
  refunded_cents: number;
  certificate_code: string | null;
  created_at: string;
  paid_at: string | null;
}

/** Someone who uses the company: its owner, or a buyer with projects or orders under it. */
export interface AdminCompanyPerson {
  id: string;
  email: string;
  name: string | null;
  owner: boolean;
  projects: number;
  orders: number;
}

/** `/api/admin/companies/{id}`; an id merged away answers its survivor (so `id` differs). */
export interface AdminCompanyDetail {
  id: string;
  name: string;
  logo: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  owner: { id: string; email: string; name: string | null };
  stats: CompanyStats;
  projects: AdminCompanyProject[];
  /** The newest orders (at most ORDERS_SHOWN), every status; `stats` counts all paid ones. */
  orders: AdminCompanyOrder[];
  people: AdminCompanyPerson[];
}

/** Orders shown on a company's page. */
export const ORDERS_SHOWN = 100;

/** What a merge of `from` into `into` moves (`/api/admin/companies/{id}/merge-preview`). */
export interface CompanyMergePreview {
  from: { id: string; name: string; version: number; owner_email: string };
  into: { id: string; name: string; version: number; owner_email: string };
  projects: number;
  wishlists: number;
  orders: number;
  certificates: number;
  /** The merged company's logo becomes the survivor's (it has none). */
  logo_moves: boolean;
  /** Project names the survivor already has for the same buyer: the merge is refused (409). */
  clashes: string[];
}

export const MERGE_INTO_ITSELF = 'A company cannot be merged into itself';

export function projectClashMessage(project: string, company: string): string {
  return `“${company}” already has a project named “${project}” for the same buyer. Rename one of them first.`;
}
