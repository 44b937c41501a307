import type { MediaStore, WarmHandle } from './media-store';

/**
 * Thumbnails render on first request anyway; drawing them ahead makes a visitor's first grid
 * instant. The first screens' keys go first, then the rest of `loadRest` (the most popular
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
