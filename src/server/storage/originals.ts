import { type ImageRecipe, parseImageKey, renderPhoto } from '../demo/illustrator';
import type { ObjectStore } from './object-store';

/** Draws the sold original of a recipe: unwatermarked, 2400 px on the long edge, JPEG. */
export type RenderOriginal = (recipe: ImageRecipe) => Promise<Buffer>;

const renderDemoOriginal: RenderOriginal = (recipe) => renderPhoto(recipe, 'original', 'jpg');

/** Where the original of an image is stored. */
export function originalKey(imageKey: string): string {
  return `originals/${imageKey}.jpg`;
}

/** A stored original: where it is and how many bytes a buyer receives. */
export interface StoredOriginal {
  key: string;
  size: number;
}

// Per store: two buyers of one photo at the same moment share one render (about a second of CPU).
const inFlight = new WeakMap<ObjectStore, Map<string, Promise<StoredOriginal>>>();

/**
 * Makes sure the store holds the original of `imageKey` and returns its storage key and byte
 * size. Demo photos have no uploaded file, so the first call draws it from its recipe and
 * stores it; later calls find it. Null for a key that is not an image key (nothing to draw).
 */
export async function ensureOriginal(
  store: ObjectStore,
  imageKey: string,
  render: RenderOriginal = renderDemoOriginal,
): Promise<StoredOriginal | null> {
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
    const stored = await store.size(key);
    if (stored !== null) return { key, size: stored };
    const body = await render(recipe);
    await store.put(key, body, 'image/jpeg');
    return { key, size: body.length };
  })();
  pending.set(key, work);
  try {
    return await work;
  } finally {
    pending.delete(key);
  }
}
