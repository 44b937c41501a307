/**
 * API answers carried in the served page. For the pages people land on (a search, a photo),
 * the server puts the answer to the app's first API request into the HTML, so the photos
 * appear as soon as the app has run instead of one more round trip later. The app takes each
 * answer once, for the same address; anything else goes to the network as usual.
 */
export const PAGE_ANSWERS_ELEMENT_ID = 'backdrop-answers';

/**
 * The served page's picture of what the app is about to draw (core/served-shell.ts). Here, with
 * the other ids the app reads on start, so its first script carries no more of that module.
 */
export const SERVED_SHELL_ELEMENT_ID = 'backdrop-served-shell';

/**
 * The id of the JSON block in the served page that says who is looking (the `GET /api/me`
 * answer, or null when signed out). Absent when the page did not come from our server (Vite's
 * dev server): the app then asks the API.
 */
export const VIEWER_ELEMENT_ID = 'backdrop-viewer';

/**
 * An API address in one spelling, whoever built it: the path, then its non-empty query
 * parameters sorted by name (the app and the server list them in different orders).
 */
export function answerKey(address: string): string {
  const url = new URL(address, 'http://page.invalid');
  const params = [...url.searchParams]
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
