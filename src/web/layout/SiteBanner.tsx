import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BANNER_HTML, type PurifyRemoval, removedNames } from '../../core/banner-html';
import { api, readJson } from '../api';
import { FRESHNESS } from '../query';

/** spec §4: dismissed banner ids persist in the browser under this key. */
export const DISMISSED_BANNERS_KEY = 'dismissedBanners';

interface Banner {
  id: string;
  content: string;
}

/**
 * `GET /api/banner`: the active banner with its HTML sanitised, or null (204) when there is none.
 * DOMPurify loads only when there is a banner to clean: most visits have none, and it would be
 * a sixth of the home page's JavaScript.
 */
async function getBanner(signal?: AbortSignal): Promise<Banner | null> {
  const response = await api.banner.$get(undefined, { init: { signal } });
  if (response.status === 204) return null;
  const banner = await readJson(response);
  const { default: DOMPurify } = await import('dompurify');
  return { id: banner.id, content: DOMPurify.sanitize(banner.content, BANNER_HTML) };
}

/**
 * `html` sanitised as a visitor's browser does before showing it, with the names of what was
 * removed: the back office's live preview (issue 25 item 4) uses exactly this.
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

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_BANNERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function storeDismissed(ids: string[]): void {
  try {
    localStorage.setItem(DISMISSED_BANNERS_KEY, JSON.stringify(ids));
  } catch {
    // Storage blocked: the banner stays hidden for this visit only.
  }
}

/**
 * spec §1/§4 site banner at the bottom of the layout: the admin's HTML, sanitised again here
 * (it was sanitised when saved), shown until the visitor dismisses it. Links only, no scripts,
 * styles or forms survive.
 */
export function SiteBanner() {
  const banner = useQuery({
    queryKey: ['banner'],
    queryFn: ({ signal }) => getBanner(signal),
    ...FRESHNESS.banner,
  });
  const [dismissed, setDismissed] = useState(readDismissed);
  const current = banner.data;
  if (!current || dismissed.includes(current.id)) return null;
  const dismiss = () => {
    const next = [...dismissed, current.id];
    storeDismissed(next);
    setDismissed(next);
  };
  return <BannerBar html={current.content} onDismiss={dismiss} />;
}

/**
 * The banner as visitors see it: sanitised `html` and a dismiss button. The back office's preview
 * renders this same bar (under another `label`, so the page keeps one "Announcement" landmark).
 */
export function BannerBar({
  html,
  onDismiss,
  label = 'Announcement',
  sticky = true,
}: {
  html: string;
  onDismiss: () => void;
  label?: string;
  sticky?: boolean;
}) {
  return (
    <aside
      aria-label={label}
      className={`${sticky ? 'sticky bottom-0 z-30 ' : ''}border-t border-sepia/30 bg-sepia-light/95 text-ink backdrop-blur`}
    >
      <div className="mx-auto flex max-w-7xl items-start gap-4 px-4 py-3 sm:px-6">
        <div
          className="flex-1 text-sm [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4 [&_p]:inline"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (BANNER_HTML) before it comes here.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss announcement"
          className="rounded-full px-2 text-lg leading-none text-ink-soft hover:bg-white/50 hover:text-ink"
        >
          ×
        </button>
      </div>
    </aside>
  );
}
