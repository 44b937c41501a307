import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePhoto } from '../../../test/test-images';
import { loadModels } from './detect-core';

const SLOW = 60_000;

type Loaded = Awaited<ReturnType<typeof loadModels>>;
type Forward = (input: unknown) => unknown;

/** face-api's own forward pass: the class's method, under the instance's fused one. */
function faceApisOwn(net: object): Forward {
  const own = (Object.getPrototypeOf(net) as { forwardInput: Forward }).forwardInput;
  return (input) => own.call(net, input);
}

function fused(net: object): Forward {
  return (input) => (net as { forwardInput: Forward }).forwardInput(input);
}

function largestDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  expect(a.length).toBe(b.length);
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return most;
}

async function pictureTensor({ tf }: Loaded, n: 1 | 2 | 3 | 4 | 5 | 6, side: number) {
  const { data, info } = await sharp(await readFile(samplePhoto(n)))
    .resize(side, side, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return tf.tensor3d(new Int32Array(data), [info.height, info.width, 3], 'int32');
}

describe('the fused forward passes give what face-api computes layer by layer', () => {
  let loaded: Loaded;
  beforeAll(async () => {
    loaded = await loadModels();
  }, SLOW);

  it(
    'the SSD detector: the same scores and boxes for every prior, on the six photographs',
    async () => {
      const { faceapi, tf } = loaded;
      const net = faceapi.nets.ssdMobilenetv1;
      expect(Object.hasOwn(net, 'forwardInput'), 'the fused pass is in place').toBe(true);
      for (const n of [1, 2, 3, 4, 5, 6] as const) {
        const picture = await pictureTensor(loaded, n, 512);
        const input = await faceapi.toNetInput(picture as never);
        type Output = {
          boxes: import('@tensorflow/tfjs').Tensor[];
          scores: import('@tensorflow/tfjs').Tensor[];
        };
        const theirs = faceApisOwn(net)(input) as Output;
        const ours = fused(net)(input) as Output;
        const [theirBoxes, ourBoxes, theirScores, ourScores] = [
          theirs.boxes[0],
          ours.boxes[0],
          theirs.scores[0],
          ours.scores[0],
        ].map((tensor) => tensor?.dataSync() ?? new Float32Array());
        expect(
          largestDifference(theirScores as Float32Array, ourScores as Float32Array),
          `sample ${n}`,
        ).toBeLessThan(1e-4);
        expect(
          largestDifference(theirBoxes as Float32Array, ourBoxes as Float32Array),
          `sample ${n}`,
        ).toBeLessThan(1e-4);
        // Not a pass of zeros: some prior is a face on every sample.
        expect(Math.max(...(ourScores as Float32Array))).toBeGreaterThan(0.5);
        tf.dispose([picture, ...theirs.boxes, ...theirs.scores, ...ours.boxes, ...ours.scores]);
      }
    },
    SLOW,
  );

  it(
    'the recognition net: the same 128 numbers for a batch of crops, downsampling blocks included',
    async () => {
      const { faceapi, tf } = loaded;
      const net = faceapi.nets.faceRecognitionNet;
      expect(Object.hasOwn(net, 'forwardInput'), 'the fused pass is in place').toBe(true);
      const picture = await pictureTensor(loaded, 3, 640);
      // Crops of odd sizes: the net resizes each to 150 px, and its pooling leaves a row short.
      const crops = [
        tf.slice(picture, [40, 60, 0], [150, 150, 3]),
        tf.slice(picture, [100, 200, 0], [171, 133, 3]),
      ];
      const input = await faceapi.toNetInput(crops as never);
      const theirs = (faceApisOwn(net)(input) as import('@tensorflow/tfjs').Tensor).dataSync();
      const ours = (fused(net)(input) as import('@tensorflow/tfjs').Tensor).dataSync();
      expect(ours).toHaveLength(256);
      expect(largestDifference(theirs, ours)).toBeLessThan(1e-5);
      expect(Math.max(...ours.map(Math.abs))).toBeGreaterThan(0.01);
      tf.dispose([picture, ...crops]);
    },
    SLOW,
  );
});
