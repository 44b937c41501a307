/** A face's box as fractions (0–1) of the upright picture. */
export interface FaceBoxFractions {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One face the detector found on a picture. */
export interface DetectedFace {
  box: FaceBoxFractions;
  /** Detector confidence, 0–1. */
  score: number;
  /** face-api's 128-number descriptor, scaled to unit length. */
  embedding: number[];
}

/** Cosine distance (1 − cosine similarity) of two unit-length embeddings. */
export function cosineDistance(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += (a[i] ?? 0) * (b[i] ?? 0);
  return 1 - dot;
}

/** Overlap of two boxes: intersection over union, 0–1. */
export function boxIou(a: FaceBoxFractions, b: FaceBoxFractions): number {
  const x1 = Math.max(a.x, b.x);
  const y1 = Math.max(a.y, b.y);
  const x2 = Math.min(a.x + a.width, b.x + b.width);
  const y2 = Math.min(a.y + a.height, b.y + b.height);
  const inter = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}

/** How the tiles for small faces are used (see detect-core.ts). */
export interface FaceScanOptions {
  tiles?: 'auto' | 'always' | 'never';
  minConfidence?: number;
}

/** A message from detector.ts to the faces worker. */
export type FaceWorkerRequest =
  | { id: number; type: 'warm' }
  | { id: number; type: 'detect'; bytes: ArrayBuffer; options?: FaceScanOptions };

/** The faces worker's answer to one request. */
export type FaceWorkerReply =
  | { id: number; ok: true; faces: DetectedFace[]; rss: number }
  | { id: number; ok: false; unreadable: boolean; message: string };
