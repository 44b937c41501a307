import { isDisplayText } from './plain-text';

/**
 * Names of the things a buyer organises (spec §5): companies, projects and wishlists. One rule
 * for the web's forms and the API: body-schemas.ts wraps these checks in the zod schemas that the
 * server's routes and the web's forms (react-hook-form's zod resolver) both use. The forms' zod
 * arrives with the dialog that needs it, never with the photo page's first scripts.
 */

export const ENTITY_NAME_MIN = 2;
export const ENTITY_NAME_MAX = 100;
/** A wishlist's description: a note for the director or the lawyer, not an essay. */
export const DESCRIPTION_MAX = 1000;

/** spec §5: trimmed, and runs of whitespace collapse to one space ("Acme   Films " → "Acme Films"). */
export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** Characters as people count them (code points). */
function length(text: string): number {
  return [...text].length;
}

/** spec §5 company name; the value is normalised first. Null when it passes. */
export function companyNameProblem(value: string): string | null {
  const name = normalizeName(value);
  if (name === '') return 'Company name is required';
  if (length(name) < ENTITY_NAME_MIN)
    return `Company name must be at least ${ENTITY_NAME_MIN} characters long`;
  if (length(name) > ENTITY_NAME_MAX) return `Company name must be less than ${ENTITY_NAME_MAX} characters`;
  if (/[<>]/.test(name) || !isDisplayText(name)) return 'Company name contains invalid characters';
  return null;
}

/** spec §5 generic entity name (projects, wishlists): no < > " ' or backtick. Null when it passes. */
export function entityNameProblem(value: string): string | null {
  const name = normalizeName(value);
  if (name === '') return 'Name is required';
  if (length(name) < ENTITY_NAME_MIN) return `Name must be at least ${ENTITY_NAME_MIN} characters long`;
  if (length(name) > ENTITY_NAME_MAX) return `Name must be less than ${ENTITY_NAME_MAX} characters`;
  if (/[<>"'`]/.test(name) || !isDisplayText(name)) return 'Name contains invalid characters';
  return null;
}

/** A description may be empty; it may hold line breaks but no other control or reordering characters. */
export function descriptionProblem(value: string): string | null {
  if (length(value.trim()) > DESCRIPTION_MAX)
    return `Description must be less than ${DESCRIPTION_MAX} characters`;
  if (!isDisplayText(value.replace(/\r?\n/g, ' ')) || /[<>]/.test(value))
    return 'Description contains invalid characters';
  return null;
}
