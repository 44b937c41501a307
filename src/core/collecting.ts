import type { GridPhoto } from './grid-photo';
import type { LicenseType } from './pricing';
import { ERROR_TOAST_MS, SIGN_IN_FOR_WISHLISTS } from './wishlist-sign-in';

/**
 * How a production organises what it will license (spec §3 companies, projects, wishlists,
 * wishlist_items; §4 company picker and project chooser; §8 their messages), as the API answers
 * it and the web shows it.
 */

export interface Company {
  id: string;
  name: string;
  company_logo: string | null;
  created_at: string;
  /** The owner's projects that name this company. */
  project_count: number;
}

export interface Project {
  id: string;
  name: string;
  /** spec §3: the company's name, as text. */
  company: string;
  last_used_at: string | null;
  created_at: string;
  wishlist_count: number;
}

/** GET /api/projects: by name, and the one the chooser selects by default (spec §4). */
export interface ProjectList {
  items: Project[];
  default_project_id: string | null;
}

export interface WishlistSummary {
  id: string;
  name: string;
  description: string | null;
  project_id: string | null;
  project_name: string | null;
  company: string | null;
  item_count: number;
  /** Up to four thumbnails of the newest photos, for the list's cover. */
  cover_urls: string[];
  /** Set while the owner shares the list: /shared-wishlist/{share_code}. */
  share_code: string | null;
  updated_at: string;
}

export interface WishlistPhoto {
  /** The wishlist_items row. */
  id: string;
  photo_id: string;
  license_type: LicenseType;
  added_at: string;
  photo: GridPhoto & { photo_status: string };
}

/** GET /api/wishlists/:id. */
export interface WishlistDetail {
  wishlist: WishlistSummary;
  items: WishlistPhoto[];
}

/** GET /api/shared-wishlists/:code: what anyone with the link sees, read-only. */
export interface SharedWishlist {
  wishlist: {
    name: string;
    description: string | null;
    /** The owner's first name, or null: never their e-mail. */
    owner_name: string | null;
    project_name: string | null;
    company: string | null;
    item_count: number;
    updated_at: string;
    /** The wishlist's id, only when the viewer is its owner (to open it rather than copy it). */
    own_wishlist_id: string | null;
  };
  items: WishlistPhoto[];
}

/** The company integrity check's three outcomes (spec §8). */
export interface IntegrityReport {
  ok: boolean;
  issues: { kind: 'duplicate-company' | 'unknown-company' | 'empty-name'; message: string }[];
}

/** spec §8, word for word; `{name}` and `{kind}` are filled in where shown. */
export const COLLECTING_TOASTS = {
  /** The description's three parts: the list's name (the middle one) shows in bold (spec §8). */
  addedToNamed: (name: string) => ['Added to wishlist', ['Photo added to ', name, ' wishlist']] as const,
  added: ['Added to wishlist', 'Photo added to your wishlist'],
  alreadyInWishlist: ['Error', 'Photo is already in this wishlist'],
  addFailed: ['Error', 'Failed to add photo to wishlist'],
  wishlistCreated: ['Wishlist created', 'New wishlist created and photo added successfully'],
  wishlistCreateFailed: ['Error', 'Failed to create wishlist'],
  signInForWishlists: SIGN_IN_FOR_WISHLISTS,
  projectCreated: ['Success', 'Project created successfully'],
  projectUpdated: ['Success', 'Project updated successfully'],
  projectDeleted: ['Success', 'Project deleted successfully'],
  projectCreateFailed: ['Error', 'Failed to create project'],
  projectUpdateFailed: ['Error', 'Failed to update project'],
  projectDeleteFailed: ['Error', 'Failed to delete project'],
  companyFound: (name: string) => ['Company found', `Selected existing company "${name}"`] as const,
  companyCreated: (name: string) => ['Company created', `Created new company "${name}"`] as const,
  companyError: ['Error with company'],
  companyUpdated: ['Company updated'],
  companyUpdateFailed: ['Error updating company'],
  companyDeleted: ['Company deleted'],
  companyDeleteFailed: ['Error deleting company'],
  integrityPassed: ['Data integrity check passed'],
  integrityIssues: ['Data integrity issues found'],
  integrityFailed: ['Data integrity check failed'],
  networkError: (kind: string) =>
    ['Network error', `Unable to check for existing ${kind}. Please try again.`] as const,
} as const;

/** spec §9: found/created toasts stay 3 s, error toasts 4 s. */
export const FOUND_TOAST_MS = 3000;
export { ERROR_TOAST_MS };

/** The company picker's timings (spec §4): "Saved!" shows 2 s; back to the list after 1 s. */
export const SAVED_BADGE_MS = 2000;
export const BACK_TO_LIST_MS = 1000;

/** spec §8 duplicate messages (23505). */
export function duplicateCompanyMessage(name: string, onRename = false): string {
  return `A company named "${name}" already exists${onRename ? ' in your account' : ''}`;
}

export function duplicateProjectMessage(name: string, company: string): string {
  return `A project named "${name}" already exists for ${company}`;
}
