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

/** spec §2 subtitle "X of Y photos": what the page holds out of every live photo. */
export function taxonomySubtitle(matching: number, total: number): string {
  return `${count.format(matching)} of ${count.format(total)} photos`;
}
