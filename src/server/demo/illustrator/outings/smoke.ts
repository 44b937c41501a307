import { ellipse, f } from '../../../media/svg';
import type { Rng } from '../prng';

/** A soft column of smoke drifting up and sideways from (x, y). */
export function smokePlume(rng: Rng, x: number, y: number, size: number, opacity: number): string {
  // Puffs that widen and fade as they rise and sway one way then the other.
  const sway = size * rng.range(0.2, 0.45) * (rng.chance(0.5) ? 1 : -1);
  let out = '';
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    out += ellipse(
      x + sway * Math.sin(t * Math.PI * 1.2) + sway * t,
      y - size * 2.6 * t,
      size * (0.22 + t * 0.55),
      size * (0.3 + t * 0.3),
      '#d4d1ca',
      `opacity="${f(opacity * (1 - t * 0.75))}"`,
    );
  }
  return out;
}
