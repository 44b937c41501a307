import { type ImageRecipe, parseImageKey } from '../media/image-key';
import { renderPhoto } from '../media/render';
import type { ObjectStore } from './object-store';

/** Draws the sold original of a recipe: unwatermarked, 2400 px on the long edge, JPEG. */
export type RenderOriginal = (recipe: ImageRecipe) => Promise<Buffer>;

const renderDemoOriginal: RenderOriginal = (recipe) => renderPhoto(recipe, 'original', 'jpg');

/** Where the original of an image is stored. */
export function originalKey(imageKey: string): string {
  return `originals/${imageKey}.jpg`;
}

// Per store: two buyers of one photo at the same moment share one render (about a second of CPU).
const inFlight = new WeakMap<ObjectStore, Map<string, Promise<string>>>();

/**
 * Makes sure the store holds the original of `imageKey` and returns its storage key. Demo
 * photos have no uploaded file, so the first call draws it from its recipe and stores it;
 * later calls find it. Null for a key that is not an image key (nothing to draw).
 */
export async function ensureOriginal(
  store: ObjectStore,
  imageKey: string,
  render: RenderOriginal = renderDemoOriginal,
): Promise<string | null> {
  const recipe = parseImageKey(imageKey);
  if (!recipe) return null;
  const key = originalKey(imageKey);
  let pending = inFlight.get(store);
  if (!pending) {
    pending = new Map();
    inFlight.set(store, pending);
  }
  const running = pending.get(key);
  if (running) return running;
  const work = (async () => {
    if (!(await store.has(key))) await store.put(key, await render(recipe), 'image/jpeg');
    return key;
  })();
  pending.set(key, work);
  try {
    return await work;
  } finally {
    pending.delete(key);
  }
}
