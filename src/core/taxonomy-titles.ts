import { normalizeTaxonomyType } from './taxonomy';

/**
 * spec §2 taxonomy page titles: creator "photos by X"; country, state and city "photos from X";
 * image style "{X} Style photos"; event, tag, ethnicity, decade, age group, mood and the rest
 * "{X} photos".
 */
export function taxonomyTitle(type: string, name: string): string {
  switch (normalizeTaxonomyType(type)) {
    case 'creator':
      return `photos by ${name}`;
    case 'country':
    case 'state':
    case 'city':
    case 'location':
      return `photos from ${name}`;
    case 'image_style':
      return `${name} Style photos`;
    case 'popular':
      return 'Popular photos';
    case 'featured':
      return 'Featured photos';
    default:
      return `${name} photos`;
  }
}

const count = new Intl.NumberFormat('en-US');
const roughly = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

/**
 * A number of photos as a buyer should read it: exact, or "about 530,000" when it is the search's
 * estimate (more than 10,000 matches), rounded so it does not pretend to be a count.
 */
export function photoCount(value: number, estimated = false): string {
  return estimated ? `about ${roughly.format(value)}` : count.format(value);
}

/** spec §2 subtitle "X of Y photos": what the page holds out of every live photo. */
export function taxonomySubtitle(matching: number, total: number, estimated = false): string {
  return `${photoCount(matching, estimated)} of ${count.format(total)} photos`;
}
