import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BANNER_HTML } from '../../core/banner-markup';
import { api, readJson } from '../api';
import { FRESHNESS } from '../query';

// Loaded with the first banner to show (BannerBar.tsx).
const BannerBar = lazy(async () => ({ default: (await import('./BannerBar')).BannerBar }));

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
  return (
    <Suspense fallback={null}>
      <BannerBar html={current.content} onDismiss={dismiss} />
    </Suspense>
  );
}
