import { photoCount } from './taxonomy-titles';

/** What a guest's list says where it stops (spec §9: guests see the first 24 of any list). */
export interface GuestListEnd {
  /** How many more photos a signed-in buyer sees in this list. */
  hidden: number;
  /** The grid's status line: "Showing 24 of 94 photos". */
  status: string;
  /** "Sign in to see 70 more photos". */
  heading: string;
}

const count = new Intl.NumberFormat('en-US');

/** "photo" for exactly one, else "photos". */
export function photoNoun(value: number): 'photo' | 'photos' {
  return value === 1 ? 'photo' : 'photos';
}

/** "1 photo", "70 photos", "about 530,000 photos". */
export function photosText(value: number, estimated = false): string {
  return `${photoCount(value, estimated)} ${photoNoun(value)}`;
}

/**
 * The end of a guest's list (issue 22 item 6): how many of the list's photos a signed-in buyer
 * sees beyond the ones shown, or null when the guest sees the whole list, so no page claims more
 * is hidden than is. `total` may be the search's estimate (more than 10,000 matches).
 */
export function guestListEnd(shown: number, total: number, estimated = false): GuestListEnd | null {
  const hidden = total - shown;
  if (hidden <= 0) return null;
  return {
    hidden,
    status: `Showing ${count.format(shown)} of ${photosText(total, estimated)}`,
    heading: `Sign in to see ${photoCount(hidden, estimated)} more ${photoNoun(hidden)}`,
  };
}
