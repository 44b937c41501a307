import { useEffect } from 'react';
import { DEFAULT_META, documentTitle, staticPageMeta } from '../../core/page-meta';

export const APP_TITLE = DEFAULT_META.title;

/**
 * Sets the tab title for a page ("{title} · Backdrop"; `null` keeps the site title) and the
 * page's meta description (when none is given: the public page's own from core/page-meta.ts, else
 * the site's). The server puts the same words in
 * the HTML it sends for public pages (core/page-meta.ts), for crawlers and link previews.
 */
export function useDocumentTitle(title: string | null, description?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
    const meta = document.querySelector('meta[name="description"]');
    const own = staticPageMeta(window.location.pathname)?.description;
    meta?.setAttribute('content', description ?? own ?? DEFAULT_META.description);
  }, [title, description]);
}
