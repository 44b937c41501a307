/**
 * The home hero's words (spec §1), drawn by the app (web/features/home/Hero.tsx) and, before the
 * app has run, by the served page (server/http/page-shells.ts): the headline is the page's largest
 * paint, and a phone should not wait for the scripts to see it.
 */
export const HERO_KICKER = 'For film, television & commercial productions';

export const HERO_HEADLINE = 'Cleared family photos, thousands available 24/7';

export const HERO_INTRO =
  'Real snapshots from real family albums and archives, cleared for the screen and ready to license for set dressing or a starring role.';
