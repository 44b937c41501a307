import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BACKGROUND_COUNT, type BackgroundFormat, isBackgroundFormat, renderBackground } from './backgrounds';
import {
  CONTENT_TYPES,
  type ImageFormat,
  type ImageVariant,
  isImageFormat,
  isImageVariant,
} from './image-formats';
import { type ImageRecipe, parseImageKey } from './image-key';
import { renderPhoto } from './render';
import { createTaskLimit } from './task-limit';

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

export interface MediaStore {
  /** The cached file of a photo image, rendered on first request; null for an invalid key, variant or format. */
  get(key: string, variant: ImageVariant, format: ImageFormat): Promise<MediaFile | null>;
  /** Home-page background 1..BACKGROUND_COUNT; null when out of range. */
  getBackground(index: number, format: BackgroundFormat): Promise<MediaFile | null>;
  /** Renders missing files in the background, one at a time, so requests keep priority. */
  warm(
    keys: readonly string[],
    variants?: readonly ImageVariant[],
    formats?: readonly ImageFormat[],
  ): WarmHandle;
  /** Renders finished by this store (cache hits not counted). */
  renderCount(): number;
}

export interface MediaStoreOptions {
  dir: string;
  /** Renders in parallel; default 2 (one per core on the machines we develop on). */
  concurrency?: number;
  /** Told about failed warm-up renders, which have no request to fail. */
  onWarmError?: (error: unknown, file: string) => void;
  /** Replaces the photo renderer (tests count or slow down renders through it). */
  renderPhoto?: (recipe: ImageRecipe, variant: ImageVariant, format: ImageFormat) => Promise<Buffer>;
  /** Replaces the background renderer, likewise. */
  renderBackground?: (index: number, format: BackgroundFormat) => Promise<Buffer>;
}

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
  const limit = createTaskLimit(options.concurrency ?? 2);
  const draw = options.renderPhoto ?? renderPhoto;
  const drawBackground = options.renderBackground ?? renderBackground;
  const inFlight = new Map<string, Promise<MediaFile>>();
  let renders = 0;

  const produce = (file: string, contentType: string, render: () => Promise<Buffer>): Promise<MediaFile> => {
    const pending = inFlight.get(file);
    if (pending) return pending;
    const task = (async () => {
      if (!(await exists(file))) {
        await limit(async () => {
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
        });
      }
      return { path: file, contentType };
    })();
    inFlight.set(file, task);
    // Forget the render once settled, failed ones included, so a later request can try again.
    task.then(
      () => inFlight.delete(file),
      () => inFlight.delete(file),
    );
    return task;
  };

  const get: MediaStore['get'] = async (key, variant, format) => {
    const recipe = parseImageKey(key);
    if (!recipe || !isImageVariant(variant) || !isImageFormat(format)) return null;
    const file = path.join(cacheDir, key, `${variant}.${format}`);
    return produce(file, CONTENT_TYPES[format], () => draw(recipe, variant, format));
  };

  const getBackground: MediaStore['getBackground'] = async (index, format) => {
    if (!Number.isInteger(index) || index < 1 || index > BACKGROUND_COUNT || !isBackgroundFormat(format))
      return null;
    // `_backgrounds` cannot collide with a photo key: keys never start with an underscore.
    const file = path.join(cacheDir, '_backgrounds', `${index}.${format}`);
    return produce(file, CONTENT_TYPES[format], () => drawBackground(index, format));
  };

  const warm: MediaStore['warm'] = (keys, variants = ['thumb'], formats = ['webp']) => {
    let stopped = false;
    const done = (async () => {
      for (const key of keys) {
        for (const variant of variants) {
          for (const format of formats) {
            if (stopped) return;
            try {
              await get(key, variant, format);
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

  return { get, getBackground, warm, renderCount: () => renders };
}
