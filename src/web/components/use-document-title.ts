import { useEffect } from 'react';

export const APP_TITLE = 'Backdrop — cleared family & archive photos for productions';

/** Sets the tab title for a page; `null` keeps the site title. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · Backdrop` : APP_TITLE;
  }, [title]);
}
