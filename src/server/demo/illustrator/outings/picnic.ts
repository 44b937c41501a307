import { ellipse, f, mirror, type Point, polygon, rect } from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import { ground, sky } from '../scene-outdoor';
import { type BackdropDrawer, standing } from '../scene-types';
import { backdrop } from './layout';
import { leafyTree } from './trees';

/* ------------------------------------------------------------------------------------------------ */
/* Picnic                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

/**
 * A gingham blanket on the grass in perspective: see-through stripes both ways, so the crossings
 * come out darkest and the pattern reads in three greys.
 */
function blanket(x0: number, x1: number, top: number, bottom: number, skew: number, check: string): string {
  const cols = 9;
  const rows = 5;
  const at = (u: number, v: number): Point => {
    const narrow = (x1 - x0) * 0.12 * (1 - v);
    return [x0 + narrow + skew * (1 - v) + (x1 - x0 - 2 * narrow) * u, top + (bottom - top) * v];
  };
  const quad = (u0: number, v0: number, u1: number, v1: number) => [
    at(u0, v0),
    at(u1, v0),
    at(u1, v1),
    at(u0, v1),
  ];
  let out = polygon(quad(0, 0, 1, 1), '#f6f2e8');
  for (let c = 0; c < cols; c += 2)
    out += polygon(quad(c / cols, 0, (c + 1) / cols, 1), check, 'opacity="0.6"');
  for (let r = 0; r < rows; r += 2)
    out += polygon(quad(0, r / rows, 1, (r + 1) / rows), check, 'opacity="0.6"');
  const lip = (bottom - top) * 0.04;
  return (
    out +
    polygon(
      [at(0, 1), at(1, 1), [at(1, 1)[0], bottom + lip], [at(0, 1)[0], bottom + lip]],
      shade(check, -0.4),
    )
  );
}

/** A wicker picnic basket with its arched handle. */
function basket(x: number, base: number, size: number): string {
  const wicker = '#b0803e';
  let out = ellipse(x, base, size * 0.6, size * 0.08, '#000000', 'opacity="0.25"');
  out += `<path d="M${f(x - size * 0.35)} ${f(base - size * 0.5)}Q${f(x)} ${f(base - size * 1.15)} ${f(x + size * 0.35)} ${f(base - size * 0.5)}" fill="none" stroke="${shade(wicker, -0.35)}" stroke-width="${f(size * 0.07)}"/>`;
  out += polygon(
    [
      [x - size * 0.5, base - size * 0.5],
      [x + size * 0.5, base - size * 0.5],
      [x + size * 0.42, base],
      [x - size * 0.42, base],
    ],
    wicker,
  );
  for (let i = 1; i < 4; i++)
    out += rect(
      x - size * 0.47,
      base - size * 0.5 + i * size * 0.12,
      size * 0.94,
      size * 0.025,
      shade(wicker, -0.3),
    );
  out += rect(x - size * 0.54, base - size * 0.55, size * 1.08, size * 0.08, shade(wicker, -0.15));
  return out;
}

export const picnic: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const horizon = h * rng.range(0.4, 0.5);
  const s = sky(input, horizon);
  const grass = jitter(rng, palette.grass);
  let back = s.back;
  let groundTop = horizon;
  if (rng.chance(0.5)) {
    // A lake beyond the meadow.
    for (let x = -w * 0.05; x < w * 1.05; x += w * rng.range(0.05, 0.09))
      back += ellipse(x, horizon, w * rng.range(0.04, 0.08), h * rng.range(0.03, 0.06), shade(grass, -0.4));
    groundTop = horizon + h * rng.range(0.06, 0.1);
    back += rect(0, horizon, w, groundTop - horizon, mix(palette.skyTop, '#2a4a5a', 0.3));
    for (let i = 0; i < 5; i++)
      back += rect(
        w * rng.range(0, 0.8),
        horizon + (groundTop - horizon) * rng.range(0.2, 0.9),
        w * rng.range(0.1, 0.3),
        h * 0.003,
        '#ffffff',
        'opacity="0.5"',
      );
  } else {
    back += ellipse(w * rng.range(0.2, 0.8), horizon + h * 0.04, w * 0.7, h * 0.1, shade(grass, -0.2));
  }
  back += rect(0, groundTop, w, h - groundTop, 'url(#o-lawn)');
  const trees = rng.int(2, 4);
  let scene = '';
  for (let i = 0; i < trees; i++) {
    const size = h * rng.range(0.22, 0.34);
    const tx = i === 0 ? w * rng.range(0.02, 0.15) : w * rng.range(0.3, 1.0);
    scene += leafyTree(tx, groundTop + h * rng.range(0.02, 0.06), size, shade(grass, -0.3));
  }
  back += mirror(scene, w, rng.chance(0.5));
  const check = rng.pick(['#c8322a', '#2f5fa8', '#c8322a', '#2a7a4a'] as const);
  // People stand at the blanket's back edge, so it lies in front of them and shows whole.
  const base = standing(input, groundTop + h * 0.2, 0.08);
  const layout = base.close
    ? base
    : { ...base, baseY: h * rng.range(0.7, 0.76), adultHeight: h * rng.range(0.46, 0.54) };
  const top = people === 0 || layout.close ? h * rng.range(0.62, 0.68) : layout.baseY + h * 0.01;
  const bottom = Math.min(h * 0.98, top + h * rng.range(0.22, 0.28));
  const x0 = w * rng.range(0.04, 0.14);
  const x1 = w * rng.range(0.86, 0.96);
  const spread = blanket(x0, x1, top, bottom, w * rng.range(-0.05, 0.05), check);
  const hamper = basket(
    x0 + (x1 - x0) * rng.range(0.72, 0.82),
    top + (bottom - top) * 0.6,
    h * rng.range(0.13, 0.16),
  );
  let things = '';
  for (let i = 0; i < 2; i++)
    things += ellipse(
      x0 + (x1 - x0) * rng.range(0.15, 0.55),
      top + (bottom - top) * rng.range(0.3, 0.7),
      h * 0.035,
      h * 0.012,
      '#f8f8f4',
      `stroke="#9a9a94" stroke-width="${f(h * 0.002)}"`,
    );
  const laid = spread + things + hamper;
  const onTop = people > 0 && !layout.close;
  return backdrop(layout, {
    back: onTop ? back : back + laid,
    front: onTop ? laid : '',
    defs: s.defs + ground('o-lawn', grass),
  });
};
