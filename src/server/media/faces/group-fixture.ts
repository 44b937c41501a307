import sharp, { type OverlayOptions } from 'sharp';
import { samplePhoto } from '../../../test/test-images';
import { boxIou, type DetectedFace, type FaceBoxFractions } from './face-types';

/**
 * The faces on face-api's six sample photographs, as fractions of each photo: boxes first
 * drawn by the detector on the full 1920 px photos (whole picture, no tiles), then checked by eye
 * on a drawing of them over the mosaic below: every face a person sees is here (22), and nothing
 * else. The group test images are mosaics of these photos made small, so their faces are 40–80
 * px; their boxes follow from these.
 */
export const SAMPLE_FACES: Record<1 | 2 | 3 | 4 | 5 | 6, FaceBoxFractions[]> = {
  1: [
    { x: 0.216, y: 0.277, width: 0.092, height: 0.187 },
    { x: 0.436, y: 0.329, width: 0.097, height: 0.178 },
    { x: 0.769, y: 0.156, width: 0.106, height: 0.188 },
  ],
  2: [
    { x: 0.754, y: 0.112, width: 0.101, height: 0.177 },
    { x: 0.47, y: 0.161, width: 0.079, height: 0.171 },
    { x: 0.188, y: 0.092, width: 0.08, height: 0.19 },
  ],
  3: [
    { x: 0.305, y: 0.244, width: 0.104, height: 0.201 },
    { x: 0.789, y: 0.216, width: 0.088, height: 0.207 },
    { x: 0.56, y: 0.159, width: 0.115, height: 0.222 },
  ],
  4: [
    { x: 0.346, y: 0.036, width: 0.097, height: 0.178 },
    { x: 0.134, y: 0.128, width: 0.084, height: 0.169 },
    { x: 0.515, y: 0.124, width: 0.088, height: 0.157 },
    { x: 0.665, y: 0.099, width: 0.076, height: 0.168 },
  ],
  5: [
    { x: 0.41, y: 0.078, width: 0.081, height: 0.152 },
    { x: 0.58, y: 0.142, width: 0.082, height: 0.169 },
    { x: 0.732, y: 0.279, width: 0.086, height: 0.194 },
    { x: 0.311, y: 0.297, width: 0.087, height: 0.178 },
    { x: 0.196, y: 0.615, width: 0.09, height: 0.215 },
  ],
  6: [
    { x: 0.355, y: 0.209, width: 0.083, height: 0.2 },
    { x: 0.615, y: 0.198, width: 0.098, height: 0.182 },
    { x: 0.774, y: 0.171, width: 0.11, height: 0.193 },
    { x: 0.13, y: 0.304, width: 0.109, height: 0.189 },
  ],
};

export interface Mosaic {
  bytes: Buffer;
  width: number;
  height: number;
  /** The hand-checked faces, in px of the mosaic. */
  faces: { x: number; y: number; width: number; height: number }[];
}

/**
 * A group photo made of `count` samples (1–6 in turn) in `columns` columns, each `cellWidth` px
 * wide and cropped to 2:3 of its width high, as a JPEG.
 */
export async function mosaic(count: number, columns: number, cellWidth: number): Promise<Mosaic> {
  const cellHeight = Math.round((cellWidth * 2) / 3);
  const rows = Math.ceil(count / columns);
  const width = columns * cellWidth;
  const height = rows * cellHeight;
  const composites: OverlayOptions[] = [];
  const faces: Mosaic['faces'] = [];
  for (let i = 0; i < count; i++) {
    const n = ((i % 6) + 1) as 1 | 2 | 3 | 4 | 5 | 6;
    const left = (i % columns) * cellWidth;
    const top = Math.floor(i / columns) * cellHeight;
    const meta = await sharp(samplePhoto(n)).metadata();
    const scale = cellWidth / (meta.width ?? 1);
    const scaledHeight = Math.round((meta.height ?? 1) * scale);
    const input = await sharp(samplePhoto(n))
      .resize(cellWidth)
      .extract({ left: 0, top: 0, width: cellWidth, height: Math.min(cellHeight, scaledHeight) })
      .toBuffer();
    composites.push({ input, left, top });
    for (const face of SAMPLE_FACES[n]) {
      const y = face.y * scaledHeight;
      const h = face.height * scaledHeight;
      // A face the crop cut off at the bottom is not in the mosaic.
      if (y + h > cellHeight) continue;
      faces.push({ x: left + face.x * cellWidth, y: top + y, width: face.width * cellWidth, height: h });
    }
  }
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .composite(composites)
    .jpeg({ quality: 90 })
    .toBuffer();
  return { bytes, width, height, faces };
}

/** Share of the marked faces larger than `minPx` that a detection overlaps (IoU above 0.4). */
export function recall(found: DetectedFace[], group: Mosaic, minPx = 40): { hit: number; of: number } {
  const marked = group.faces.filter((face) => Math.min(face.width, face.height) > minPx);
  const hit = marked.filter((face) => {
    const box = {
      x: face.x / group.width,
      y: face.y / group.height,
      width: face.width / group.width,
      height: face.height / group.height,
    };
    return found.some((detected) => boxIou(detected.box, box) > 0.4);
  }).length;
  return { hit, of: marked.length };
}
