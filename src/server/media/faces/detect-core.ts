import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { DetectedFace, FaceBoxFractions } from './face-types';
import { useFusedKernels } from './fused-nets';

/**
 * Face detection and embeddings on CPU (issue 27 item 1), synchronous inside: tfjs with its wasm
 * backend and face-api's models, all read from node_modules (nothing is fetched). This module runs
 * in the faces worker (faces-worker.ts); the server talks to it through detector.ts.
 *
 * How a picture is read: upright (EXIF orientation applied), three sRGB channels (greyscale and
 * sepia scans too), at most WORK_SIZE px on its long side. The SSD detector squeezes whatever it
 * is given into 512 × 512, so a face of 40 px in a 1920 px group photo would shrink to 11 px and
 * be missed: the whole picture is scanned once for large faces, then, when that pass saw a small
 * face, overlapping tiles of TILE_SIZE px each at the detector's resolution for the rest, and the
 * same face found twice is merged by overlap (non-maximum suppression). Each face's embedding is
 * face-api's 128-number descriptor of the dlib-aligned crop plus that of its mirror image, scaled
 * to length 1.
 */

type FaceApi = typeof import('@vladmandic/face-api');
type Tf = typeof import('@tensorflow/tfjs');
/** face-api's types carry their own copy of tfjs's: its tensors, as face-api's functions name them. */
type Tensor3D = Parameters<FaceApi['extractFaceTensors']>[0] & { shape: number[] };
const asFaceApi = (tensor: import('@tensorflow/tfjs').Tensor3D) => tensor as unknown as Tensor3D;
type FaceDetection = InstanceType<FaceApi['FaceDetection']>;
type FaceLandmarks68 = InstanceType<FaceApi['FaceLandmarks68']>;

/** Long side a picture is scanned at: larger pictures are reduced first. */
export const WORK_SIZE = 2048;
/** Side of one tile (px of the reduced picture); the SSD reads it at 512 px. */
export const TILE_SIZE = 768;
/** How much neighbouring tiles overlap: more than the largest face a tile alone must find. */
export const TILE_OVERLAP = 192;
/**
 * Tiles are scanned when the whole picture showed a face smaller than this (px of the reduced
 * picture): a photo of large faces only (a portrait, a small group) costs one pass, and so does a
 * photo without any face (a landscape). The cost: a crowd whose faces are all so small that the
 * whole-picture pass sees none of them (under ~35 px at 2048 px) is not tiled. In the 57-face
 * test crowd (39–59 px) that pass alone saw 41.
 */
export const TILE_WHEN_FACE_BELOW = 120;
/** Lowest detector confidence kept. */
export const MIN_CONFIDENCE = 0.5;
/** Most faces kept on one photo. */
export const MAX_FACES = 200;
/** Two detections overlapping more than this (intersection over the smaller box) are one face. */
const MERGE_IOU = 0.4;
/** The SSD detector's input side. */
const SSD_SIZE = 512;
/** Faces given to the landmark and recognition nets at once. */
const BATCH = 8;

const require = createRequire(import.meta.url);

let loading: Promise<{ faceapi: FaceApi; tf: Tf }> | null = null;

/** Loads tfjs-wasm and the three models once. */
export function loadModels(): Promise<{ faceapi: FaceApi; tf: Tf }> {
  loading ??= (async () => {
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof import('@tensorflow/tfjs-backend-wasm');
    // The same module face-api requires: one tfjs, one backend.
    const tf = require('@tensorflow/tfjs') as Tf;
    const wasmDir = path.dirname(
      require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
    );
    // `false`: a directory on disk, not an address to fetch (tfjs would fetch a prefix otherwise).
    wasm.setWasmPaths(`${wasmDir}/`, false);
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
    useFusedKernels(faceapi, tf);
    return { faceapi, tf };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Raised for bytes that are no picture sharp can read. */
export class UnreadableImage extends Error {
  override name = 'UnreadableImage';
}

export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The upright picture as RGB bytes, reduced to at most WORK_SIZE px on its long side. */
export async function decodeUpright(bytes: Uint8Array, workSize = WORK_SIZE): Promise<Pixels> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 300_000_000 })
      .rotate()
      .resize(workSize, workSize, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`${info.channels} channels`);
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new UnreadableImage(
      `The file could not be read as a picture (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

interface Found {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

function iou(a: Found, b: Found): number {
  const x1 = Math.max(a.x, b.x);
  const y1 = Math.max(a.y, b.y);
  const x2 = Math.min(a.x + a.width, b.x + b.width);
  const y2 = Math.min(a.y + a.height, b.y + b.height);
  const inter = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  if (inter === 0) return 0;
  // Intersection over the smaller box: a face cut in two by a tile edge is the same face.
  return inter / Math.min(a.width * a.height, b.width * b.height);
}

/** Keeps the best of each group of overlapping detections. */
function mergeOverlapping(found: Found[]): Found[] {
  const sorted = [...found].sort((a, b) => b.score - a.score);
  const kept: Found[] = [];
  for (const candidate of sorted) {
    const twin = kept.find((face) => iou(face, candidate) > MERGE_IOU);
    if (!twin) kept.push(candidate);
  }
  return kept;
}

/** Tile origins along one side: evenly spread, each TILE_SIZE long, overlapping at least TILE_OVERLAP. */
function tileStarts(length: number, size: number, overlap: number): number[] {
  if (length <= size) return [0];
  const count = Math.ceil((length - overlap) / (size - overlap));
  const step = (length - size) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(i * step));
}

export interface DetectOptions {
  minConfidence?: number;
  /** Scan tiles for small faces: always, never, or when the whole picture suggests it (default). */
  tiles?: 'auto' | 'always' | 'never';
  tileSize?: number;
  tileOverlap?: number;
  /** Faces per forward pass of the landmark and recognition nets. */
  batch?: number;
  /** Add the descriptor of the mirrored face (default true). */
  mirror?: boolean;
}

/** Faces on a decoded picture: boxes as fractions of it, unit-length 128-number embeddings. */
export async function detectOnPixels(pixels: Pixels, options: DetectOptions = {}): Promise<DetectedFace[]> {
  const { faceapi, tf } = await loadModels();
  const minConfidence = options.minConfidence ?? MIN_CONFIDENCE;
  const ssd = new faceapi.SsdMobilenetv1Options({ minConfidence, maxResults: 100 });
  const { width, height } = pixels;
  const found: Found[] = [];
  /**
   * One SSD pass over a region of the picture, reduced by sharp to the detector's 512 px first:
   * face-api would otherwise pad the region to a square of floats at full size (44 MB for a
   * 1920 px photo) before reducing it, and the wasm heap keeps its largest size for good.
   */
  const scan = async (left: number, top: number, regionWidth: number, regionHeight: number) => {
    const scale = Math.min(1, SSD_SIZE / Math.max(regionWidth, regionHeight));
    const region = await regionPixels(pixels, { left, top, width: regionWidth, height: regionHeight }, scale);
    const input = tf.tensor3d(region.data, [region.height, region.width, 3], 'int32');
    try {
      const detections: FaceDetection[] = await faceapi.nets.ssdMobilenetv1.locateFaces(
        asFaceApi(input),
        ssd,
      );
      for (const detection of detections) {
        const box = detection.box;
        found.push({
          x: left + box.x / scale,
          y: top + box.y / scale,
          width: box.width / scale,
          height: box.height / scale,
          score: detection.score,
        });
      }
    } finally {
      input.dispose();
    }
  };
  await scan(0, 0, width, height);
  const tiles = options.tiles ?? 'auto';
  const size = options.tileSize ?? TILE_SIZE;
  const overlap = options.tileOverlap ?? TILE_OVERLAP;
  const smallFaces = found.some((face) => face.height < TILE_WHEN_FACE_BELOW);
  if (tiles !== 'never' && (tiles === 'always' || smallFaces) && Math.max(width, height) > size * 1.25) {
    for (const top of tileStarts(height, size, overlap)) {
      for (const left of tileStarts(width, size, overlap)) {
        await scan(left, top, Math.min(size, width - left), Math.min(size, height - top));
      }
    }
  }
  const faces = mergeOverlapping(found)
    .map((face) => clampFound(face, width, height))
    .filter((face): face is Found => face !== null)
    .slice(0, MAX_FACES);
  if (faces.length === 0) return [];

  const detections = faces.map(
    (face) =>
      new faceapi.FaceDetection(
        face.score,
        new faceapi.Rect(face.x / width, face.y / height, face.width / width, face.height / height),
        { width, height },
      ),
  );
  const result: DetectedFace[] = [];
  const batchSize = options.batch ?? BATCH;
  // In batches: one forward pass of each net for several faces is cheaper than one per face.
  for (let at = 0; at < detections.length; at += batchSize) {
    const batch = detections.slice(at, at + batchSize);
    const crops = batch.map((detection) => cropTensor(tf, pixels, detection.box));
    let landmarks: FaceLandmarks68[];
    try {
      landmarks = (await faceapi.nets.faceLandmark68Net.detectLandmarks(crops)) as FaceLandmarks68[];
    } finally {
      for (const crop of crops) crop.dispose();
    }
    // Cropped the way face-api's own pipeline crops for its recognition net (dlib's alignment).
    const aligned = batch.map((detection, i) =>
      faceapi
        .extendWithFaceLandmarks(
          faceapi.extendWithFaceDetection({}, detection),
          landmarks[i] as FaceLandmarks68,
        )
        .landmarks.align(null, { useDlibAlignment: true }),
    );
    const faceImages = aligned.map((box) => cropTensor(tf, pixels, box));
    // Each face also seen in a mirror, and the two descriptors added: the net is not quite
    // symmetric, and a mirrored print or scan of the same face must still land near it. Both in
    // one forward pass.
    const mirrored =
      (options.mirror ?? true) ? faceImages.map((face) => asFaceApi(tf.reverse(face as never, 1))) : [];
    let descriptors: Float32Array[];
    try {
      const all = (await faceapi.nets.faceRecognitionNet.computeFaceDescriptor([
        ...faceImages,
        ...mirrored,
      ])) as Float32Array | Float32Array[];
      const list = Array.isArray(all) ? all : [all];
      descriptors = faceImages.map((_, i) => {
        const straight = list[i] as Float32Array;
        const other = mirrored.length > 0 ? list[faceImages.length + i] : undefined;
        return other ? straight.map((value, k) => value + (other[k] ?? 0)) : straight;
      });
    } finally {
      for (const face of [...faceImages, ...mirrored]) face.dispose();
    }
    batch.forEach((detection, i) => {
      const descriptor = descriptors[i];
      if (!descriptor) return;
      result.push({
        box: toFractions(detection.box, width, height),
        score: round(detection.score, 4),
        embedding: unitLength(descriptor),
      });
    });
  }
  return result;
}

/**
 * A region of the picture as RGB bytes, reduced by `scale` (≤ 1). Copied row by row in JS when
 * not reduced: tfjs-wasm's slice of a large tensor costs ~35 ms a face here, the copy well under 1.
 */
async function regionPixels(
  pixels: Pixels,
  region: { left: number; top: number; width: number; height: number },
  scale: number,
): Promise<Pixels> {
  if (scale === 1) return copyRegion(pixels, region);
  const { data, info } = await sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: 3 },
  })
    .extract(region)
    .resize(Math.max(1, Math.round(region.width * scale)), Math.max(1, Math.round(region.height * scale)), {
      fit: 'fill',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

function copyRegion(
  pixels: Pixels,
  region: { left: number; top: number; width: number; height: number },
): Pixels {
  const { left, top, width, height } = region;
  if (left === 0 && top === 0 && width === pixels.width && height === pixels.height) return pixels;
  const data = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row++) {
    const from = ((top + row) * pixels.width + left) * 3;
    data.set(pixels.data.subarray(from, from + width * 3), row * width * 3);
  }
  return { data, width, height };
}

/** A face's box of the picture as a tensor, clipped at the borders the way face-api clips it. */
function cropTensor(
  tf: Tf,
  pixels: Pixels,
  box: { x: number; y: number; width: number; height: number },
): Tensor3D {
  const left = Math.floor(Math.max(box.x, 0));
  const top = Math.floor(Math.max(box.y, 0));
  const right = Math.min(box.x + box.width, pixels.width);
  const bottom = Math.min(box.y + box.height, pixels.height);
  const width = Math.max(1, Math.floor(right - Math.max(box.x, 0)));
  const height = Math.max(1, Math.floor(bottom - Math.max(box.y, 0)));
  const region = copyRegion(pixels, {
    left: Math.min(left, pixels.width - 1),
    top: Math.min(top, pixels.height - 1),
    width: Math.min(width, pixels.width - left),
    height: Math.min(height, pixels.height - top),
  });
  return asFaceApi(tf.tensor3d(region.data, [region.height, region.width, 3], 'int32'));
}

function clampFound(face: Found, width: number, height: number): Found | null {
  const x = Math.max(0, face.x);
  const y = Math.max(0, face.y);
  const right = Math.min(width, face.x + face.width);
  const bottom = Math.min(height, face.y + face.height);
  if (right - x < 4 || bottom - y < 4) return null;
  return { x, y, width: right - x, height: bottom - y, score: face.score };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A box in pixels as fractions of the picture, clamped inside it (a face cut by the edge). */
export function toFractions(
  box: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
): FaceBoxFractions {
  const x = Math.min(1, Math.max(0, box.x / width));
  const y = Math.min(1, Math.max(0, box.y / height));
  const right = Math.min(1, Math.max(x, (box.x + box.width) / width));
  const bottom = Math.min(1, Math.max(y, (box.y + box.height) / height));
  // Rounded down so x + width never passes 1 by a rounding error.
  const floor6 = (v: number) => Math.floor(v * 1e6) / 1e6;
  return {
    x: floor6(x),
    y: floor6(y),
    width: Math.max(1e-6, floor6(right - x)),
    height: Math.max(1e-6, floor6(bottom - y)),
  };
}

/** The vector scaled to length 1 (zeros stay zeros). */
export function unitLength(vector: ArrayLike<number>): number[] {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += (vector[i] ?? 0) ** 2;
  const norm = Math.sqrt(sum) || 1;
  return Array.from(vector, (v) => v / norm);
}

/** Faces on a picture's bytes (any format sharp reads). */
export async function detectFacesInBytes(
  bytes: Uint8Array,
  options: DetectOptions = {},
): Promise<DetectedFace[]> {
  const pixels = await decodeUpright(bytes);
  return detectOnPixels(pixels, options);
}
