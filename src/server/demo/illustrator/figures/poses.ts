import type { Rng } from '../prng';
import type { ArmPose } from './person';

/** A snapshot pose: most people let their arms hang, some wave, clasp their hands or rest a hand on a hip. */
export function poseFor(rng: Rng, waving: number): readonly [ArmPose, ArmPose] {
  const roll = rng.next();
  const left = rng.chance(0.5);
  if (roll < waving) return left ? ['wave', 'down'] : ['down', 'wave'];
  if (roll < waving + 0.18) return ['hold', 'hold'];
  if (roll < waving + 0.26) return left ? ['hip', 'down'] : ['down', 'hip'];
  if (roll < waving + 0.3) return ['hip', 'hip'];
  return ['down', 'down'];
}
