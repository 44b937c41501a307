import { BANNER_HTML, type PurifyRemoval, removedNames } from '../../../core/banner-markup';

/**
 * `html` sanitised as a visitor's browser does before showing it (layout/SiteBanner.tsx, with the
 * same settings), and the names of what was removed: the back office's live preview (issue 25
 * item 4). It lives here so that the visitor's layout does not carry the removal report.
 */
export async function sanitiseBannerHtml(html: string): Promise<{ content: string; removed: string[] }> {
  const { default: DOMPurify } = await import('dompurify');
  const content = DOMPurify.sanitize(html, BANNER_HTML);
  // FORCE_BODY's own `<remove>` placeholder comes first: not the admin's.
  const removed = DOMPurify.removed.filter(
    (item, index) => !(index === 0 && 'element' in item && item.element?.nodeName === 'REMOVE'),
  );
  return { content, removed: removedNames(removed as PurifyRemoval[]) };
}
