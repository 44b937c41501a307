import { mix, type Palette, shade } from '../palette';
import type { BackdropInput } from '../scene-types';
import { ellipse, rect, verticalGradient } from '../svg';

export function groundGradient(id: string, colour: string, far = -0.15, near = 0.12): string {
  return verticalGradient(id, [
    [0, shade(colour, far)],
    [1, shade(colour, near)],
  ]);
}

interface SkyOptions {
  top?: string;
  bottom?: string;
  /** Most clouds drawn; 0 for a clear sky. */
  clouds?: number;
  cloudColour?: string;
}

/** A graded sky down to the horizon with a few soft clouds. */
export function skyLayer(input: BackdropInput, horizon: number, options: SkyOptions = {}) {
  const { rng, palette, width: w } = input;
  const defs = verticalGradient('o-sky', [
    [0, options.top ?? palette.skyTop],
    [1, options.bottom ?? palette.skyBottom],
  ]);
  let back = rect(0, 0, w, horizon + 2, 'url(#o-sky)');
  for (let i = rng.int(0, options.clouds ?? 3); i > 0; i--) {
    const cx = w * rng.next();
    const cy = horizon * rng.range(0.1, 0.5);
    const cw = w * rng.range(0.07, 0.15);
    for (let j = 0; j < 3; j++) {
      back += ellipse(
        cx + cw * rng.range(-0.6, 0.6),
        cy + cw * rng.range(-0.1, 0.1),
        cw * rng.range(0.35, 0.6),
        cw * rng.range(0.15, 0.25),
        options.cloudColour ?? '#ffffff',
        'opacity="0.55"',
      );
    }
  }
  return { defs, back };
}

/** A dusk sky: deep blue over an orange glow, for campfires and fairground lights. */
export function duskColours(palette: Palette) {
  return { top: mix(palette.skyTop, '#1c2450', 0.65), bottom: mix(palette.light, '#f08a3c', 0.55) };
}
