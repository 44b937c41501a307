import { paths } from './paths';
import type { PageMeta } from './site-meta';

export { VIEWER_ELEMENT_ID } from './page-answers';
export { DEFAULT_META, documentTitle, type PageMeta, SITE_NAME } from './site-meta';

/**
 * The public pages' own titles and descriptions, used by the server (the HTML it sends, which
 * crawlers and link previews read) and by the web app (the tab title as people navigate).
 */
export const STATIC_PAGE_META: Record<string, PageMeta> = {
  [paths.about.path]: {
    title: 'About Backdrop',
    description:
      'Why Backdrop exists: real family and archive photos, cleared for film, television and advertising.',
  },
  [paths.contact.path]: {
    title: 'Contact us',
    description:
      'Questions about a licence, a clearance or contributing your family photos? Write to the Backdrop team.',
  },
  [paths.privacy.path]: {
    title: 'Privacy policy',
    description: 'What Backdrop collects about you, why, and how to have it deleted.',
  },
  [paths.terms.path]: {
    title: 'Terms of service',
    description: 'The terms for using Backdrop and licensing its photos.',
  },
  [paths.cookies.path]: {
    title: 'Cookie policy',
    description: 'The one cookie and the few browser settings Backdrop keeps, and what each is for.',
  },
  [paths.license.path]: {
    title: 'Photo licences',
    description:
      'What a background-dressing and a hero-usage licence let a production do with a Backdrop photo.',
  },
  [paths.pricing.path]: {
    title: 'Pricing',
    description:
      'Licence prices for background dressing and hero usage, with volume discounts from 25 photos.',
  },
  [paths.sitemap.path]: { title: 'Sitemap', description: 'Every public page of Backdrop.' },
  [paths.photos.path]: {
    title: 'All photos',
    description: 'Browse every cleared family and archive photo on Backdrop.',
  },
  [paths.popular.path]: {
    title: 'Popular photos',
    description: 'The photos productions open most on Backdrop.',
  },
  [paths.newArrivals.path]: {
    title: 'New arrivals',
    description: 'The newest family and archive photos cleared for productions.',
  },
  [paths.search.path]: {
    title: 'Search photos',
    description: 'Search cleared family and archive photos by subject, decade, place, people and more.',
  },
  [paths.events.path]: {
    title: 'Events',
    description: 'Birthdays, weddings, holidays and more: family photos grouped by the moments they record.',
  },
  [paths.collections.path]: {
    title: 'Collections',
    description: 'Curated sets of cleared photos, ready to dress a set.',
  },
  [paths.apiDocs.path]: {
    title: 'API reference',
    description: 'The Backdrop API for integrators: every route, what it takes and what it answers.',
  },
};

/** The meta of a static public page, or null for pages that have none of their own. */
export function staticPageMeta(pathname: string): PageMeta | null {
  return STATIC_PAGE_META[pathname] ?? null;
}

/** A photo page's meta from its title and where and when it was taken. */
export function photoPageMeta(photo: {
  title: string | null;
  description: string | null;
  decade_taken: string | null;
  location_country: string | null;
}): PageMeta {
  const title = photo.title?.trim() || 'Photo';
  const about = [photo.decade_taken, photo.location_country].filter(Boolean).join(', ');
  const description =
    photo.description?.trim() ||
    `${title}${about ? ` (${about})` : ''}: a cleared family photo to license for film, television and advertising.`;
  return { title, description: description.slice(0, 300) };
}

/** The public pages, grouped as the sitemap page lists them; /sitemap.xml lists the same paths. */
export const SITEMAP_GROUPS: readonly { title: string; paths: readonly string[] }[] = [
  {
    title: 'Explore',
    paths: [
      paths.home.path,
      paths.search.path,
      paths.photos.path,
      paths.popular.path,
      paths.newArrivals.path,
      paths.events.path,
      paths.collections.path,
    ],
  },
  { title: 'Licensing', paths: [paths.pricing.path, paths.license.path] },
  { title: 'Company', paths: [paths.about.path, paths.contact.path] },
  { title: 'Legal', paths: [paths.terms.path, paths.privacy.path, paths.cookies.path, paths.sitemap.path] },
];

/** A public page's name in lists (the sitemap): its own title, or "Home". */
export function pageName(pathname: string): string {
  return pathname === paths.home.path ? 'Home' : (staticPageMeta(pathname)?.title ?? pathname);
}
