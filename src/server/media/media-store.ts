import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKGROUND_COUNT,
  type BackgroundFormat,
  type ImageRecipe,
  isBackgroundFormat,
  parseImageKey,
  renderBackground,
  renderPhoto,
} from '../demo/illustrator';
import type { DerivedImages } from './derive/derived-images';
import { isUploadImageKey } from './derive/upload-key';
import {
  CONTENT_TYPES,
  type ImageFormat,
  type ImageVariant,
  isImageFormat,
  isImageVariant,
} from './image-formats';
import { createRenderQueue, type RenderPriority, type RenderTicket } from './render-queue';

export interface MediaFile {
  path: string;
  contentType: string;
}

export interface WarmHandle {
  /** Stops after the render in progress; `done` then resolves. */
  stop(): void;
  /** Resolves when every file exists or the warm-up was stopped; never rejects. */
  done: Promise<void>;
}

/** Who asks for a file: a visitor (by client address) or the server's own warm-up. */
export interface Requester {
  client: string;
  /** Defaults by variant: a visitor's thumbnail first, then anything else a visitor opened. */
  priority?: RenderPriority;
}

export interface MediaStore {
  /**
   * The cached file of a photo image, rendered on first request; null for a key no photo uses, or
   * an invalid variant or format. Rejects with RenderQueueFullError when too much already waits.
   */
  get(key: string, variant: ImageVariant, format: ImageFormat, by?: Requester): Promise<MediaFile | null>;
  /** Home-page background 1..BACKGROUND_COUNT; null when out of range. */
  getBackground(index: number, format: BackgroundFormat, by?: Requester): Promise<MediaFile | null>;
  /**
   * Home-page backgrounds (webp) already drawn, by number, ascending: the hero picks only among
   * these, so no visitor waits for one to be drawn (issue 22).
   */
  readyBackgrounds(): Promise<number[]>;
  /** Draws every missing webp background ahead, two at a time, behind every visitor's request. */
  warmBackgrounds(): WarmHandle;
  /** Renders missing files in the background, one at a time, behind every visitor's request. */
  warm(keys: readonly string[], options?: WarmOptions): WarmHandle;
  /** Renders finished by this store (cache hits not counted). */
  renderCount(): number;
  /** Renders waiting for a free slot now. */
  waitingRenders(): number;
}

export interface WarmOptions {
  variants?: readonly ImageVariant[];
  formats?: readonly ImageFormat[];
  /** `warm` for the first screens, `idle` (default) for the rest of the catalogue. */
  priority?: Extract<RenderPriority, 'warm' | 'idle'>;
}

export interface MediaStoreOptions {
  dir: string;
  /** Whether some photo uses a key (see used-keys.ts); keys it denies are never rendered. */
  isUsedKey: (key: string) => Promise<boolean>;
  /** Renders in parallel; default 2 (one per core on the machines we develop on). */
  concurrency?: number;
  /** Renders waiting before new ones are refused (503); default 256. */
  maxWaiting?: number;
  /** Renders one client may have waiting; default 24, a few grids' worth of new thumbnails. */
  maxWaitingPerClient?: number;
  /** Told about failed warm-up renders, which have no request to fail. */
  onWarmError?: (error: unknown, file: string) => void;
  /** Replaces the photo renderer (tests count or slow down renders through it). */
  renderPhoto?: (recipe: ImageRecipe, variant: ImageVariant, format: ImageFormat) => Promise<Buffer>;
  /**
   * Images of uploaded photos (keys `u{photoid}-…`), read from the object store instead of drawn;
   * without it those keys answer 404.
   */
  uploaded?: DerivedImages;
  /** Replaces the background renderer, likewise. */
  renderBackground?: (index: number, format: BackgroundFormat) => Promise<Buffer>;
}

/** An uploaded photo whose derivative is not (yet) stored: answered 404. */
class MissingDerivative extends Error {}

const WARM_UP: Requester = { client: 'warm-up', priority: 'idle' };

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Images derived on first request and cached on disk under `dir/cache`. Files are written to a
 * temporary name and renamed into place, so a crash never leaves a half file that would then be
 * served forever; concurrent requests for one file share one render.
 */
export function createMediaStore(options: MediaStoreOptions): MediaStore {
  const cacheDir = path.join(options.dir, 'cache');
  // `_backgrounds` cannot collide with a photo key: keys never start with an underscore.
  const backgroundsDir = path.join(cacheDir, '_backgrounds');
  const queue = createRenderQueue({
    concurrency: options.concurrency ?? 2,
    maxWaiting: options.maxWaiting ?? 256,
    maxWaitingPerClient: options.maxWaitingPerClient ?? 24,
  });
  const draw = options.renderPhoto ?? renderPhoto;
  const drawBackground = options.renderBackground ?? renderBackground;
  const inFlight = new Map<string, Promise<MediaFile>>();
  const tickets = new Map<string, RenderTicket>();
  let renders = 0;

  const write = async (file: string, render: () => Promise<Buffer>) => {
    const data = await render();
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    renders++;
  };

  const produce = (
    file: string,
    contentType: string,
    by: Requester & { priority: RenderPriority },
    render: () => Promise<Buffer>,
  ): Promise<MediaFile> => {
    const pending = inFlight.get(file);
    if (pending) {
      // Already waiting, perhaps behind the warm-up: a visitor's request moves it up.
      tickets.get(file)?.promote(by.priority, by.client);
      return pending;
    }
    const task = (async () => {
      // Cached files are answered here, never queued behind renders.
      if (!(await exists(file))) {
        const ticket = queue.enqueue(() => write(file, render), by.priority, by.client);
        tickets.set(file, ticket);
        await ticket.done;
      }
      return { path: file, contentType };
    })();
    inFlight.set(file, task);
    // Forget the render once settled, failed ones included, so a later request can try again.
    const forget = () => {
      inFlight.delete(file);
      tickets.delete(file);
    };
    task.then(forget, forget);
    return task;
  };

  // An uploaded photo's derivative, copied from the object store into the same disk cache.
  const getUploaded = async (key: string, variant: ImageVariant, format: ImageFormat, by: Requester) => {
    const uploaded = options.uploaded;
    if (!uploaded || variant === 'original' || !isImageFormat(format)) return null;
    if (!(await options.isUsedKey(key))) return null;
    const file = path.join(cacheDir, key, `${variant}.${format}`);
    const priority = by.priority ?? (variant === 'thumb' ? 'thumb' : 'request');
    try {
      return await produce(file, CONTENT_TYPES[format], { ...by, priority }, async () => {
        const data = await uploaded.read(key, variant, format);
        if (!data) throw new MissingDerivative();
        return data;
      });
    } catch (error) {
      if (error instanceof MissingDerivative) return null;
      throw error;
    }
  };

  const get: MediaStore['get'] = async (key, variant, format, by = { client: 'unknown' }) => {
    if (isUploadImageKey(key)) return getUploaded(key, variant, format, by);
    const recipe = parseImageKey(key);
    if (!recipe || !isImageVariant(variant) || !isImageFormat(format)) return null;
    if (!(await options.isUsedKey(key))) return null;
    const file = path.join(cacheDir, key, `${variant}.${format}`);
    const priority = by.priority ?? (variant === 'thumb' ? 'thumb' : 'request');
    return produce(file, CONTENT_TYPES[format], { ...by, priority }, () => draw(recipe, variant, format));
  };

  const getBackground: MediaStore['getBackground'] = async (index, format, by = { client: 'unknown' }) => {
    if (!Number.isInteger(index) || index < 1 || index > BACKGROUND_COUNT || !isBackgroundFormat(format))
      return null;
    const file = path.join(backgroundsDir, `${index}.${format}`);
    const priority = by.priority ?? 'request';
    return produce(file, CONTENT_TYPES[format], { ...by, priority }, () => drawBackground(index, format));
  };

  const readyBackgrounds: MediaStore['readyBackgrounds'] = async () => {
    let files: string[];
    try {
      files = await readdir(backgroundsDir);
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
      throw error;
    }
    // Only finished files: a render in progress is a `.tmp` until it is renamed into place.
    return files
      .map((file) => /^([1-9]\d?)\.webp$/.exec(file)?.[1])
      .filter((index): index is string => index !== undefined)
      .map(Number)
      .filter((index) => index <= BACKGROUND_COUNT)
      .sort((a, b) => a - b);
  };

  const warmBackgrounds: MediaStore['warmBackgrounds'] = () => {
    let stopped = false;
    let next = 1;
    // Two loops share the numbers: both render slots work, and a client's waiting share is not exceeded.
    const loop = async () => {
      while (!stopped && next <= BACKGROUND_COUNT) {
        const index = next++;
        try {
          await getBackground(index, 'webp', { client: 'warm-up', priority: 'warm' });
        } catch (error) {
          options.onWarmError?.(error, `_backgrounds/${index}.webp`);
        }
      }
    };
    const done = Promise.all([loop(), loop()]).then(() => {});
    return {
      stop: () => {
        stopped = true;
      },
      done,
    };
  };

  const warm: MediaStore['warm'] = (keys, warmOptions = {}) => {
    const { variants = ['thumb'], formats = ['webp'], priority = 'idle' } = warmOptions;
    let stopped = false;
    const done = (async () => {
      for (const key of keys) {
        for (const variant of variants) {
          for (const format of formats) {
            if (stopped) return;
            try {
              await get(key, variant, format, { ...WARM_UP, priority });
            } catch (error) {
              options.onWarmError?.(error, `${key}/${variant}.${format}`);
            }
          }
        }
      }
    })();
    return {
      stop: () => {
        stopped = true;
      },
      done,
    };
  };

  return {
    get,
    getBackground,
    readyBackgrounds,
    warmBackgrounds,
    warm,
    renderCount: () => renders,
    waitingRenders: () => queue.stats().waiting,
  };
}
