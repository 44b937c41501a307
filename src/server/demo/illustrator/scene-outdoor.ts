import { ellipse, f, polygon, rect, verticalGradient } from '../../media/svg';
import { jitter, mix, type Palette, shade } from './palette';
import type { BackdropDrawer, BackdropInput } from './scene-types';
import { standing } from './scene-types';

/** Outdoors: a sky, a horizon and the ground people stand on. */

interface SkyOptions {
  top?: string;
  bottom?: string;
  /** Most clouds drawn; 0 for a clear sky. */
  clouds?: number;
  cloudColour?: string;
}

/** A graded sky down to the horizon with a few soft clouds. */
export function sky(
  input: BackdropInput,
  horizon: number,
  options: SkyOptions = {},
): { defs: string; back: string } {
  const { rng, palette, width: w } = input;
  const defs = verticalGradient('sky', [
    [0, options.top ?? palette.skyTop],
    [1, options.bottom ?? palette.skyBottom],
  ]);
  let back = rect(0, 0, w, horizon + 2, 'url(#sky)');
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

export function tree(x: number, groundY: number, size: number, leaf: string): string {
  return (
    rect(x - size * 0.06, groundY - size * 0.9, size * 0.12, size * 0.9, '#4a3526') +
    ellipse(x, groundY - size * 1.05, size * 0.45, size * 0.4, shade(leaf, -0.1)) +
    ellipse(x - size * 0.22, groundY - size * 0.9, size * 0.3, size * 0.28, leaf) +
    ellipse(x + size * 0.24, groundY - size * 0.92, size * 0.3, size * 0.27, shade(leaf, 0.08))
  );
}

/** The ground's gradient, darker far away and lighter near. */
export function ground(id: string, colour: string, far = -0.15, near = 0.12): string {
  return verticalGradient(id, [
    [0, shade(colour, far)],
    [1, shade(colour, near)],
  ]);
}

const garden: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const horizon = h * rng.range(0.42, 0.55);
  const s = sky(input, horizon);
  const lawn = jitter(rng, palette.grass);
  let back = s.back;
  for (let x = -w * 0.05; x < w * 1.05; x += w * rng.range(0.06, 0.1)) {
    back += ellipse(x, horizon, w * rng.range(0.05, 0.09), h * rng.range(0.08, 0.15), shade(lawn, -0.35));
  }
  back += rect(0, horizon, w, h - horizon, 'url(#lawn)');
  const fence = '#ece6da';
  const fy = horizon + h * 0.02;
  back += rect(0, fy + h * 0.03, w, h * 0.015, fence) + rect(0, fy + h * 0.08, w, h * 0.015, fence);
  for (let x = 0; x < w; x += w * 0.035)
    back += polygon(
      [
        [x, fy + h * 0.12],
        [x, fy],
        [x + w * 0.0105, fy - h * 0.015],
        [x + w * 0.021, fy],
        [x + w * 0.021, fy + h * 0.12],
      ],
      fence,
    );
  if (rng.chance(0.6))
    back += tree(w * rng.range(0.05, 0.95), horizon + h * 0.12, h * rng.range(0.3, 0.45), lawn);
  return { back, front: '', defs: s.defs + ground('lawn', lawn), ...standing(input, horizon, 0.15) };
};

const beach: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const horizon = h * rng.range(0.38, 0.5);
  const s = sky(input, horizon);
  const sea = mix(palette.skyTop, '#1f4f6f', 0.45);
  const shore = horizon + h * rng.range(0.12, 0.2);
  let back = s.back + rect(0, horizon, w, shore - horizon, 'url(#sea)');
  for (let i = 0; i < 5; i++) {
    const y = horizon + (shore - horizon) * (0.3 + i * 0.15);
    back += rect(w * rng.range(-0.1, 0.3), y, w * rng.range(0.4, 0.9), h * 0.004, '#ffffff', 'opacity="0.5"');
  }
  back +=
    rect(0, shore, w, h - shore, 'url(#sand)') + rect(0, shore, w, h * 0.012, '#ffffff', 'opacity="0.7"');
  if (rng.chance(0.5)) {
    const ux = w * rng.range(0.1, 0.9);
    back +=
      rect(ux, shore + h * 0.05, w * 0.004, h * 0.22, '#3a3a3a') +
      polygon(
        [
          [ux - w * 0.08, shore + h * 0.08],
          [ux + w * 0.08, shore + h * 0.08],
          [ux, shore + h * 0.03],
        ],
        jitter(rng, palette.clothes),
      );
  }
  const defs =
    s.defs +
    verticalGradient('sea', [
      [0, shade(sea, -0.2)],
      [1, shade(sea, 0.15)],
    ]) +
    ground('sand', '#dcc9a0');
  return { back, front: '', defs, ...standing(input, shore, 0.1) };
};

const houseFront: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const groundY = h * rng.range(0.66, 0.74);
  const s = sky(input, groundY);
  const siding = jitter(rng, palette.walls);
  const hx = -w * rng.range(0.0, 0.2);
  const hw = w * rng.range(0.9, 1.2);
  const roofY = h * rng.range(0.08, 0.18);
  let back =
    s.back +
    polygon(
      [
        [hx - w * 0.03, roofY + h * 0.08],
        [hx + hw / 2, roofY - h * 0.1],
        [hx + hw + w * 0.03, roofY + h * 0.08],
      ],
      shade(jitter(rng, palette.floors), -0.3),
    );
  back += rect(hx, roofY + h * 0.08, hw, groundY - roofY - h * 0.08, siding);
  for (let y = roofY + h * 0.1; y < groundY; y += h * 0.03)
    back += rect(hx, y, hw, h * 0.005, shade(siding, -0.18));
  for (const wx of [0.12, 0.72]) {
    back +=
      rect(w * wx, h * 0.3, w * 0.14, h * 0.18, '#f2eee4') +
      rect(w * (wx + 0.01), h * 0.31, w * 0.12, h * 0.16, mix(palette.skyTop, '#102030', 0.5));
  }
  back += rect(w * 0.42, h * 0.3, w * 0.14, groundY - h * 0.3, jitter(rng, palette.clothes));
  back +=
    rect(0, groundY, w, h - groundY, 'url(#lawn)') +
    rect(w * 0.38, groundY, w * 0.22, h - groundY, '#b8b2a6');
  return {
    back,
    front: '',
    defs: s.defs + ground('lawn', jitter(rng, palette.grass)),
    ...standing(input, groundY, 0.15),
  };
};

const park: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const horizon = h * rng.range(0.45, 0.58);
  const s = sky(input, horizon);
  const grass = jitter(rng, palette.grass);
  let back =
    s.back + ellipse(w * rng.range(0.1, 0.9), horizon + h * 0.05, w * 0.7, h * 0.14, shade(grass, -0.2));
  back += rect(0, horizon, w, h - horizon, 'url(#lawn)');
  const count = rng.int(3, 6);
  for (let i = 0; i < count; i++) {
    back += tree(
      w * rng.range(-0.05, 1.05),
      horizon + h * rng.range(0.0, 0.05),
      h * rng.range(0.18, 0.32),
      shade(grass, -0.25),
    );
  }
  back += polygon(
    [
      [w * 0.45, horizon + h * 0.02],
      [w * 0.52, horizon + h * 0.02],
      [w * 0.8, h],
      [w * 0.25, h],
    ],
    mix(grass, '#d8ccb0', 0.6),
    'opacity="0.8"',
  );
  return { back, front: '', defs: s.defs + ground('lawn', grass), ...standing(input, horizon, 0.1) };
};

const lake: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const horizon = h * rng.range(0.45, 0.55);
  const s = sky(input, horizon);
  const rock = mix(palette.skyTop, '#4a4a55', 0.6);
  let back = s.back;
  const peaks: [number, number][] = [[0, horizon]];
  for (let x = 0; x <= w; x += w * rng.range(0.12, 0.22))
    peaks.push([x, horizon - h * rng.range(0.08, 0.28)]);
  peaks.push([w, horizon - h * 0.1], [w, horizon]);
  back += polygon(peaks, rock);
  back += polygon(
    peaks.map(([x, y]) => [x, y + (horizon - y) * 0.35] as [number, number]),
    shade(rock, 0.15),
    'opacity="0.6"',
  );
  const shore = horizon + h * rng.range(0.14, 0.22);
  back += rect(0, horizon, w, shore - horizon, 'url(#water)');
  back += rect(0, shore, w, h - shore, 'url(#lawn)');
  for (let i = rng.int(2, 4); i > 0; i--)
    back += tree(
      w * rng.range(0, 1),
      shore + h * 0.01,
      h * rng.range(0.12, 0.2),
      shade(jitter(rng, palette.grass), -0.3),
    );
  const water = mix(palette.skyTop, '#203a4a', 0.35);
  const defs =
    s.defs +
    verticalGradient('water', [
      [0, shade(water, 0.2)],
      [1, shade(water, -0.15)],
    ]) +
    ground('lawn', jitter(rng, palette.grass));
  return { back, front: '', defs, ...standing(input, shore, 0.1) };
};

const road: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const horizon = h * rng.range(0.45, 0.55);
  const s = sky(input, horizon);
  const field = jitter(rng, palette.grass);
  let back = s.back + rect(0, horizon, w, h - horizon, 'url(#lawn)');
  const vx = w * rng.range(0.3, 0.7);
  back += polygon(
    [
      [vx - w * 0.01, horizon],
      [vx + w * 0.01, horizon],
      [w * 1.1, h],
      [-w * 0.1, h],
    ],
    '#5a5a5a',
  );
  for (let x = w * 0.05; x < w; x += w * 0.22)
    back += rect(x, horizon - h * 0.22, w * 0.006, h * 0.22, '#3a2e26');
  back += rect(0, horizon - h * 0.2, w, 1.2, '#2a2a2a');
  const cx = rng.chance(0.5) ? w * 0.02 : w * 0.55;
  const cw = w * 0.42;
  const cy = horizon + h * 0.14;
  const paint = jitter(rng, palette.clothes);
  back +=
    rect(cx, cy, cw, h * 0.12, paint, `rx="${f(h * 0.03)}"`) +
    rect(cx + cw * 0.2, cy - h * 0.08, cw * 0.55, h * 0.1, shade(paint, -0.1), `rx="${f(h * 0.03)}"`) +
    rect(cx + cw * 0.25, cy - h * 0.065, cw * 0.2, h * 0.07, '#9fb3c0') +
    rect(cx + cw * 0.5, cy - h * 0.065, cw * 0.2, h * 0.07, '#9fb3c0') +
    ellipse(cx + cw * 0.2, cy + h * 0.12, h * 0.045, h * 0.045, '#1a1a1a') +
    ellipse(cx + cw * 0.8, cy + h * 0.12, h * 0.045, h * 0.045, '#1a1a1a') +
    rect(cx, cy + h * 0.05, cw, h * 0.012, '#d8d8d8');
  return { back, front: '', defs: s.defs + ground('lawn', field), ...standing(input, cy + h * 0.16, 0.1) };
};

export const OUTDOOR_BACKDROPS = { garden, beach, houseFront, park, lake, road };
