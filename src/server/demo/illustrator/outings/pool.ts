import { ellipse, f, mirror, polygon, rect, verticalGradient } from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import { sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { backdrop, outdoorLayout } from './layout';
import { leafyTree } from './trees';

/* ------------------------------------------------------------------------------------------------ */
/* Pool                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A pool ladder: two chrome rails arching over the coping and down into the water. */
function poolLadder(x: number, edge: number, size: number): string {
  let out = '';
  for (const dx of [0, size * 0.45]) {
    const d = `M${f(x + dx)} ${f(edge - size * 0.05)}L${f(x + dx)} ${f(edge - size * 0.55)}Q${f(x + dx)} ${f(edge - size * 0.8)} ${f(x + dx + size * 0.18)} ${f(edge - size * 0.8)}Q${f(x + dx + size * 0.36)} ${f(edge - size * 0.8)} ${f(x + dx + size * 0.36)} ${f(edge - size * 0.5)}L${f(x + dx + size * 0.36)} ${f(edge + size * 0.5)}`;
    out += `<path d="${d}" fill="none" stroke="#3a3a3a" stroke-width="${f(size * 0.09)}"/>`;
    out += `<path d="${d}" fill="none" stroke="#eef2f4" stroke-width="${f(size * 0.05)}"/>`;
  }
  for (let i = 1; i <= 2; i++)
    out += rect(
      x + size * 0.36,
      edge + size * 0.15 * i,
      size * 0.45,
      size * 0.04,
      '#d8e4e8',
      'opacity="0.7"',
    );
  return out;
}

/**
 * A springboard in profile on its stand at the pool's end, its plank reaching out over the water,
 * with the hand rails curving up behind it.
 */
function divingBoard(x: number, deck: number, length: number, paint: string): string {
  const lift = length * 0.14;
  const plank = length * 0.045;
  const tip = x + length;
  const rail = `M${f(x - length * 0.1)} ${f(deck)}L${f(x - length * 0.1)} ${f(deck - lift * 1.9)}Q${f(x - length * 0.1)} ${f(deck - lift * 2.4)} ${f(x + length * 0.08)} ${f(deck - lift * 2.2)}L${f(x + length * 0.18)} ${f(deck - lift * 1.2)}`;
  return (
    polygon(
      [
        [x - length * 0.06, deck],
        [x - length * 0.02, deck - lift],
        [x + length * 0.12, deck - lift],
        [x + length * 0.16, deck],
      ],
      '#7a7a76',
    ) +
    `<path d="${rail}" fill="none" stroke="#3a3a3a" stroke-width="${f(plank * 0.7)}"/>` +
    `<path d="${rail}" fill="none" stroke="#eef2f4" stroke-width="${f(plank * 0.35)}"/>` +
    polygon(
      [
        [x - length * 0.08, deck - lift],
        [tip, deck - lift * 1.25],
        [tip, deck - lift * 1.25 + plank],
        [x - length * 0.08, deck - lift + plank],
      ],
      paint,
    ) +
    polygon(
      [
        [x - length * 0.08, deck - lift + plank],
        [tip, deck - lift * 1.25 + plank],
        [tip, deck - lift * 1.25 + plank * 1.5],
        [x - length * 0.08, deck - lift + plank * 1.5],
      ],
      shade(paint, -0.45),
    ) +
    polygon(
      [
        [x + length * 0.2, deck + lift * 0.3],
        [tip + length * 0.05, deck + lift * 0.2],
        [tip + length * 0.05, deck + lift * 0.45],
        [x + length * 0.2, deck + lift * 0.5],
      ],
      '#0a2a3a',
      'opacity="0.25"',
    )
  );
}

/** A lounge chair on the deck, its slatted back raised. */
function lounger(x: number, base: number, size: number, colour: string): string {
  return (
    rect(x, base - size * 0.25, size, size * 0.08, colour) +
    polygon(
      [
        [x + size * 0.7, base - size * 0.25],
        [x + size * 0.95, base - size * 0.6],
        [x + size * 1.02, base - size * 0.56],
        [x + size * 0.8, base - size * 0.17],
      ],
      shade(colour, -0.1),
    ) +
    rect(x + size * 0.05, base - size * 0.17, size * 0.04, size * 0.17, '#6a6a6a') +
    rect(x + size * 0.85, base - size * 0.17, size * 0.04, size * 0.17, '#6a6a6a')
  );
}

export const pool: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const horizon = h * rng.range(0.3, 0.38);
  const s = sky(input, horizon, { clouds: 2 });
  const hedge = shade(jitter(rng, palette.grass), -0.4);
  let back = s.back;
  for (let x = w * rng.range(-0.1, 0.1); x < w * 1.05; x += w * rng.range(0.12, 0.3))
    back += leafyTree(x, horizon, h * rng.range(0.1, 0.18), shade(hedge, 0.15));
  back += rect(0, horizon - h * 0.04, w, h * 0.05, hedge);
  const deck = rng.pick(['#e4ddcc', '#d8d2c4', '#e8d8c0'] as const);
  back += rect(0, horizon, w, h - horizon, deck);
  // The pool is a trapezoid: far edge near the horizon, near edge close to the people's feet.
  const far = horizon + h * rng.range(0.06, 0.08);
  const near = h * rng.range(0.74, 0.8);
  const fl = w * rng.range(0.14, 0.22);
  const nl = fl - w * 0.1;
  const fr = w * 1.2;
  const coping = '#f8f6f0';
  const cw = h * 0.02;
  let scene = polygon(
    [
      [fl - cw * 2, far - cw],
      [fr, far - cw],
      [fr, near + cw * 1.6],
      [nl - cw * 3, near + cw * 1.6],
    ],
    coping,
  );
  scene += polygon(
    [
      [fl, far],
      [fr, far],
      [fr, near],
      [nl, near],
    ],
    'url(#o-water)',
  );
  // A dark tile band under the coping, then lane stripes on the floor of the pool.
  const tile = h * 0.02;
  const tiles = '#173a55';
  scene += rect(fl, far, fr - fl, tile, tiles);
  for (let x = fl + tile * 0.3; x < w; x += tile * 1.3)
    scene += rect(x, far + tile * 0.2, tile * 0.7, tile * 0.6, '#5a8aa8');
  scene += polygon(
    [
      [fl, far],
      [fl + w * 0.012, far],
      [nl + w * 0.016, near],
      [nl, near],
    ],
    tiles,
  );
  for (let i = 1; i <= 4; i++) {
    const t = i / 5;
    const topX = fl + (w - fl) * t;
    const bottomX = nl + (w * 1.1 - nl) * t;
    scene += polygon(
      [
        [topX - w * 0.005, far + h * 0.05],
        [topX + w * 0.005, far + h * 0.05],
        [bottomX + w * 0.012, near - h * 0.04],
        [bottomX - w * 0.012, near - h * 0.04],
      ],
      tiles,
      'opacity="0.4"',
    );
  }
  for (let i = 0; i < 16; i++) {
    const y = far + (near - far) * rng.range(0.1, 0.95);
    const x = w * rng.range(0, 1);
    const len = w * rng.range(0.03, 0.08) * (0.5 + (y - far) / (near - far));
    scene += `<path d="M${f(x)} ${f(y)}q${f(len / 4)} ${f(-h * 0.006)} ${f(len / 2)} 0t${f(len / 2)} 0" stroke="#ffffff" stroke-width="${f(h * 0.004)}" fill="none" opacity="0.65"/>`;
  }
  scene += poolLadder(w * rng.range(0.72, 0.86), far - cw * 0.3, h * rng.range(0.13, 0.16));
  if (rng.chance(0.5))
    scene += lounger(w * rng.range(0.35, 0.55), far - cw * 1.2, h * 0.12, jitter(rng, palette.clothes));
  if (rng.chance(0.5)) {
    // A ring float on the water.
    const rx = w * rng.range(0.3, 0.7);
    const ry = far + (near - far) * rng.range(0.3, 0.6);
    scene += ellipse(
      rx,
      ry,
      h * 0.045,
      h * 0.018,
      'none',
      `stroke="${rng.pick(['#e63946', '#f4c20d', '#ff7f2a'] as const)}" stroke-width="${f(h * 0.012)}"`,
    );
  }
  // The springboard stands on the deck at the pool's left end and reaches over the water.
  const boardY = far + (near - far) * rng.range(0.25, 0.4);
  const edgeX = fl + (nl - fl) * ((boardY - far) / (near - far));
  scene += divingBoard(
    edgeX - w * 0.05,
    boardY,
    w * rng.range(0.2, 0.26),
    rng.pick(['#f4f4ee', '#2f6fc0', '#d8e4ea'] as const),
  );
  back += mirror(scene, w, rng.chance(0.5));
  const defs =
    s.defs +
    verticalGradient('o-water', [
      [0, mix('#166a98', palette.skyTop, 0.12)],
      [1, mix('#3aa6d2', palette.skyTop, 0.12)],
    ]);
  const layout = outdoorLayout(input, near + h * 0.04, 0.08);
  return { ...backdrop(layout, { back, defs }), attire: 'swimwear' };
};
