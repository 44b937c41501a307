// The banner's markup rules without its schemas: the visitor's layout shows banners on every
// page and must not bring zod along (the home page's script budget, e2e/page-weight.spec.ts).

/**
 * What survives sanitising a site banner: text, emphasis and links. No scripts, styles, frames,
 * forms or event handlers; DOMPurify's own URI rule drops `javascript:` and other non-web links.
 * The server sanitises with this on save (DOMPurify on a jsdom window), the visitor's browser
 * again on display (SiteBanner.tsx), and the back office's preview with the very same settings.
 * FORCE_BODY keeps a leading `<style>` or `<script>` in the body, so it is reported as removed
 * rather than vanishing into the document's head unnoticed.
 */
export const BANNER_HTML = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'em', 'i', 'p', 'br', 'span'],
  ALLOWED_ATTR: ['href'],
  FORCE_BODY: true,
};

/** A banner is a line or two: its HTML at most this many characters (the request limit is 1 MB). */
export const BANNER_CONTENT_MAX = 10_000;
export const BANNER_TITLE_MAX = 100;

/** What DOMPurify reports in `removed` after a sanitise, in its own shape. */
export interface PurifyRemoval {
  element?: { nodeName?: string };
  attribute?: { name?: string; value?: string } | null;
}

/** Names of what sanitising removed, once each, e.g. `['script', 'onerror attribute', 'javascript: link']`. */
export function removedNames(removed: readonly PurifyRemoval[]): string[] {
  const names = new Set<string>();
  for (const item of removed) {
    if (item.attribute) {
      const name = (item.attribute.name ?? '').toLowerCase();
      const value = (item.attribute.value ?? '').replace(/[\p{Cc}\s]/gu, '').toLowerCase();
      if (name === 'href' && /^(javascript|vbscript|data):/.test(value))
        names.add(`${value.split(':')[0]}: link`);
      else if (name) names.add(`${name} attribute`);
    } else if (item.element) {
      const name = (item.element.nodeName ?? '').toLowerCase();
      // The parser's own wrappers are not the admin's.
      if (name && !['html', 'head', 'body', '#text'].includes(name))
        names.add(name === '#comment' ? 'comment' : name);
    }
  }
  return [...names];
}

/** Whether sanitised HTML still shows something: any text once the tags are gone. */
export function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}
