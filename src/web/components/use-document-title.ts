import { useEffect } from 'react';
import { DEFAULT_META, documentTitle } from '../../core/site-meta';

export const APP_TITLE = DEFAULT_META.title;

/**
 * Sets the tab title for a page ("{title} · Backdrop"; `null` keeps the site title) and the
 * page's meta description (the site's when none is given). Crawlers and link previews read the
 * words the server puts in the HTML it sends (core/page-meta.ts); the static pages pass theirs.
 */
export function useDocumentTitle(title: string | null, description?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute('content', description ?? DEFAULT_META.description);
  }, [title, description]);
}
