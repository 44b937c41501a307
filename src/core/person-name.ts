import { isDisplayText } from './plain-text';
import { z } from './zod';

/**
 * Names of people (first name, last name, the account's display name): one rule for the web forms,
 * the profile API and every auth path that stores a name.
 *
 * spec §5 gives company and entity names at most 100 characters and refuses `<` and `>`; people's
 * names follow it, with the spec's message wording ("… must be less than N characters", "… contains
 * invalid characters"). They do not take the entity rule's ban on quote marks: O'Brien and D'Arcy
 * are names. Control characters (NUL included) and lone surrogates are refused as in all plain text,
 * and so are line separators and bidi overrides, which could make a name display as something else.
 */
export const NAME_MAX_LENGTH = 100;

/** The account's display name is "First Last" (see fullName), so it holds two names and a space. */
export const FULL_NAME_MAX_LENGTH = 2 * NAME_MAX_LENGTH + 1;

export interface NameRule {
  /** How the messages call the field. */
  label: 'First name' | 'Last name' | 'Name';
  required: boolean;
  max: number;
}

export const FIRST_NAME: NameRule = { label: 'First name', required: true, max: NAME_MAX_LENGTH };
export const LAST_NAME: NameRule = { label: 'Last name', required: false, max: NAME_MAX_LENGTH };
export const FULL_NAME: NameRule = { label: 'Name', required: false, max: FULL_NAME_MAX_LENGTH };

/** `<` `>` (spec §5); line separators and bidi controls are refused as in all display text. */
const FORBIDDEN = /[<>]/;

/** More than `max` characters as people count them: code points, so an emoji counts once. */
function longerThan(text: string, max: number): boolean {
  // A code point is one or two UTF-16 units: only the middle range needs counting.
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  return [...text].length > max;
}

/** The first problem with a name, in the spec's words, or null when it passes. Leading and trailing spaces do not count. */
export function checkName(value: string, rule: NameRule): string | null {
  const name = value.trim();
  if (name === '') return rule.required ? `${rule.label} is required` : null;
  if (longerThan(name, rule.max)) return `${rule.label} must be less than ${rule.max} characters`;
  if (!isDisplayText(name) || FORBIDDEN.test(name)) return `${rule.label} contains invalid characters`;
  return null;
}

/** The same rule for request bodies: a string, trimmed, refused with checkName's message. */
export function nameSchema(rule: NameRule) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${rule.label} is required` : undefined) })
    .trim()
    .superRefine((name, ctx) => {
      const problem = checkName(name, rule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
