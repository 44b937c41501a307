import type { LicenseType } from './pricing';

/**
 * The licence terms in one place (issue 13 item 6): the /license page shows them and the licence
 * certificate prints them, so what a production is told and what it is granted cannot drift.
 * LICENSE_SUMMARY (pricing.ts) is the one-line version of each licence.
 */

/** What each licence allows on top of the licence below it; hero usage includes background dressing. */
export const LICENSE_ALLOWS: Record<LicenseType, readonly string[]> = {
  'background-dressing': [
    'Framed on a wall, standing on a shelf, stuck to a fridge, lying on a desk — anywhere in the set.',
    'Being visible, even in focus, as long as the shot is not about the photo.',
    'Printing as many copies as the set needs, at any size up to the file’s print size.',
  ],
  'hero-usage': [
    'Close-ups and inserts: a character holds the photo, talks about it, or the camera lingers on it.',
    'Story use: the photo stands for a character’s family, past or memory.',
    'Key art, trailers, posters and social posts that show the photo.',
  ],
};

/** The heading of each licence's list above. */
export const LICENSE_ALLOWS_HEADING: Record<LicenseType, string> = {
  'background-dressing': 'Background dressing allows',
  'hero-usage': 'Hero usage adds',
};

/** What neither licence allows. */
export const LICENSE_EXCLUSIONS: readonly string[] = [
  'Reselling or sharing the file outside the production.',
  'Using the people in the photo to endorse a product, a party or a cause.',
  'Sensitive portrayals (crime, illness, addiction) of the real people shown, unless we confirm it in writing.',
  'Training or feeding artificial-intelligence models.',
];

/** Term and territory of every licence. */
export const LICENSE_TERM =
  'A licence covers one production — a film, a series season or a campaign — worldwide, in all media, in perpetuity for that production and its own promotion.';

/** Everything a licence grants, in order: hero usage grants background dressing's rights too. */
export function licenseGrants(license: LicenseType): string[] {
  switch (license) {
    case 'background-dressing':
      return [...LICENSE_ALLOWS['background-dressing']];
    case 'hero-usage':
      return [...LICENSE_ALLOWS['background-dressing'], ...LICENSE_ALLOWS['hero-usage']];
  }
}
