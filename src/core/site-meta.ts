/**
 * The site's name, its own title and description, and how a page's tab title reads: all that every
 * page needs of page-meta.ts, apart so the first script a visitor loads carries none of the public
 * pages' descriptions (the home page's script budget, issue 22). page-meta.ts re-exports them.
 */

/** What a page tells search engines and link previews: its title and a one-sentence description. */
export interface PageMeta {
  title: string;
  description: string;
}

export const SITE_NAME = 'Backdrop';

export const DEFAULT_META: PageMeta = {
  title: 'Backdrop — cleared family & archive photos for productions',
  description:
    'Backdrop licenses cleared family and archive photos to film, television and commercial productions.',
};

/** The tab title of a page: "{title} · Backdrop", or the site's own title. */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : DEFAULT_META.title;
}
