import type { MediaStore, WarmHandle } from './media-store';

/**
 * The home page's backgrounds go first: the hero shows only those already drawn (issue 22), and
 * on a first start all 50 take about 20 s of both cores. Thumbnails render on first request
 * anyway; drawing them ahead makes a visitor's first grid instant. The first screens' keys go first, then the rest of `loadRest` (the most popular
 * photos'; a million photos' thumbnails are not worth drawing ahead), at the lowest priority:
 * any visitor's request overtakes them. Files already cached cost one stat each.
 */
export function warmCatalogue(
  media: MediaStore,
  loadRest: () => Promise<readonly string[]>,
  firstScreens: readonly string[],
  onError: (error: unknown) => void,
): WarmHandle {
  let current: WarmHandle | null = null;
  let stopped = false;
  const done = (async () => {
    current = media.warmBackgrounds();
    await current.done;
    if (stopped) return;
    current = media.warm(firstScreens, { priority: 'warm' });
    await current.done;
    if (stopped) return;
    let rest: readonly string[];
    try {
      const first = new Set(firstScreens);
      rest = (await loadRest()).filter((key) => !first.has(key));
    } catch (error) {
      onError(error);
      return;
    }
    if (stopped) return;
    current = media.warm(rest, { priority: 'idle' });
    await current.done;
  })();
  return {
    stop: () => {
      stopped = true;
      current?.stop();
    },
    done,
  };
}
