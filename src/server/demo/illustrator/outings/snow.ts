import { circle, ellipse, f, line, mirror, polygon, rect, verticalGradient } from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import type { Rng } from '../prng';
import { sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { backdrop, outdoorLayout } from './layout';
import { bareTree, pine } from './trees';

/* ------------------------------------------------------------------------------------------------ */
/* Snow                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A snowman: three shaded balls, a black top hat, a scarf, coal eyes, a carrot nose, stick arms. */
function snowman(rng: Rng, x: number, base: number, size: number, scarf: string): string {
  const r1 = size * 0.2;
  const r2 = size * 0.15;
  const r3 = size * 0.11;
  const y1 = base - r1;
  const y2 = y1 - r1 - r2 * 0.7;
  const y3 = y2 - r2 - r3 * 0.75;
  const outline = `stroke="#9aa4b0" stroke-width="${f(size * 0.008)}"`;
  const ball = (cy: number, r: number) => circle(x, cy, r, 'url(#o-snowball)', outline);
  const stick = '#4a3322';
  const armY = y2 - r2 * 0.2;
  const tilt = rng.range(-0.2, 0.2);
  let out = ellipse(x + r1 * 0.4, base, r1 * 1.5, r1 * 0.22, '#6a7a90', 'opacity="0.35"');
  out += line(x - r2 * 0.8, armY, x - r2 * 2.1, armY - r2 * (0.8 + tilt), stick, size * 0.018);
  out += line(
    x - r2 * 1.8,
    armY - r2 * (0.6 + tilt),
    x - r2 * 2.1,
    armY - r2 * (0.3 + tilt),
    stick,
    size * 0.012,
  );
  out += line(x + r2 * 0.8, armY, x + r2 * 2.1, armY - r2 * (0.5 - tilt), stick, size * 0.018);
  out += line(
    x + r2 * 1.8,
    armY - r2 * (0.4 - tilt),
    x + r2 * 2.1,
    armY - r2 * (0.85 - tilt),
    stick,
    size * 0.012,
  );
  out += ball(y1, r1) + ball(y2, r2) + ball(y3, r3);
  for (const dy of [-0.4, 0, 0.4]) out += circle(x, y2 + r2 * dy, size * 0.014, '#1a1a1a');
  // Scarf round the neck with one end hanging down.
  const neck = y2 - r2 * 0.85;
  out += rect(x - r3 * 1.05, neck - size * 0.025, r3 * 2.1, size * 0.05, scarf, `rx="${f(size * 0.02)}"`);
  out += rect(
    x + r3 * 0.3,
    neck,
    size * 0.045,
    size * 0.13,
    shade(scarf, -0.15),
    `transform="rotate(-8 ${f(x + r3 * 0.3)} ${f(neck)})"`,
  );
  out +=
    circle(x - r3 * 0.38, y3 - r3 * 0.2, size * 0.013, '#1a1a1a') +
    circle(x + r3 * 0.38, y3 - r3 * 0.2, size * 0.013, '#1a1a1a');
  out += polygon(
    [
      [x, y3 - r3 * 0.08],
      [x + r3 * 0.9, y3 + r3 * 0.08],
      [x, y3 + r3 * 0.2],
    ],
    '#e8782a',
  );
  // Top hat.
  const brim = y3 - r3 * 0.75;
  out += rect(x - r3 * 1.05, brim - size * 0.02, r3 * 2.1, size * 0.03, '#151515');
  out += rect(x - r3 * 0.68, brim - size * 0.17, r3 * 1.36, size * 0.16, '#151515');
  out += rect(x - r3 * 0.68, brim - size * 0.06, r3 * 1.36, size * 0.025, scarf);
  return out;
}

/** A wooden sled with curled runners and a tow rope. */
function sled(x: number, base: number, size: number, wood: string): string {
  const runner = `M${f(x)} ${f(base)}L${f(x + size)} ${f(base)}Q${f(x + size * 1.18)} ${f(base)} ${f(x + size * 1.16)} ${f(base - size * 0.12)}Q${f(x + size * 1.12)} ${f(base - size * 0.2)} ${f(x + size * 1.04)} ${f(base - size * 0.12)}`;
  return (
    ellipse(x + size * 0.55, base + size * 0.02, size * 0.65, size * 0.05, '#6a7a90', 'opacity="0.3"') +
    `<path d="${runner}" fill="none" stroke="#2a2a2a" stroke-width="${f(size * 0.035)}"/>` +
    rect(x + size * 0.15, base - size * 0.12, size * 0.04, size * 0.12, '#2a2a2a') +
    rect(x + size * 0.8, base - size * 0.12, size * 0.04, size * 0.12, '#2a2a2a') +
    rect(x - size * 0.02, base - size * 0.22, size * 1.02, size * 0.11, wood) +
    rect(x - size * 0.02, base - size * 0.13, size * 1.02, size * 0.025, shade(wood, -0.35)) +
    `<path d="M${f(x + size * 1.04)} ${f(base - size * 0.12)}q${f(size * 0.25)} ${f(size * 0.2)} ${f(size * 0.5)} ${f(size * 0.12)}" fill="none" stroke="#8a6a4a" stroke-width="${f(size * 0.015)}"/>`
  );
}

/** A house in the distance with snow lying thick on its roof and lit windows. */
function snowyHouse(x: number, base: number, hw: number, wall: string, roof: string): string {
  const hh = hw * 0.55;
  const ry = base - hh;
  const peak = ry - hw * 0.35;
  return (
    rect(x, ry, hw, hh, wall) +
    polygon(
      [
        [x - hw * 0.08, ry + hw * 0.02],
        [x + hw / 2, peak],
        [x + hw * 1.08, ry + hw * 0.02],
      ],
      roof,
    ) +
    polygon(
      [
        [x - hw * 0.1, ry + hw * 0.03],
        [x + hw / 2, peak - hw * 0.05],
        [x + hw * 1.1, ry + hw * 0.03],
        [x + hw * 0.95, ry - hw * 0.03],
        [x + hw / 2, peak + hw * 0.04],
        [x + hw * 0.05, ry - hw * 0.03],
      ],
      '#f8fafc',
    ) +
    rect(x + hw * 0.15, ry + hh * 0.3, hw * 0.18, hh * 0.3, '#f2d27a') +
    rect(x + hw * 0.65, ry + hh * 0.3, hw * 0.18, hh * 0.3, '#f2d27a') +
    rect(x + hw * 0.42, ry + hh * 0.45, hw * 0.16, hh * 0.55, shade(wall, -0.35))
  );
}

export const snow: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const horizon = h * rng.range(0.5, 0.58);
  const overcast = rng.chance(0.5);
  const s = sky(
    input,
    horizon,
    overcast
      ? {
          top: mix(palette.skyTop, '#9aa0a8', 0.7),
          bottom: mix(palette.skyBottom, '#dfe3e6', 0.6),
          clouds: 0,
        }
      : { clouds: 2 },
  );
  let back = s.back;
  const evergreen = shade(mix(jitter(rng, palette.grass), '#1f3a2e', 0.6), -0.1);
  // Far woods and houses, dark so the white snow and the snowman stand out against them.
  for (let x = -w * 0.02; x < w * 1.02; x += w * rng.range(0.05, 0.08))
    back += pine(x, horizon + h * 0.01, h * rng.range(0.1, 0.18), mix(evergreen, '#8a96a0', 0.3), '#f4f7fa');
  let scene = '';
  const houses = rng.int(1, 2);
  for (let i = 0; i < houses; i++) {
    const hw = h * rng.range(0.2, 0.28);
    scene += snowyHouse(
      w * rng.range(0.45, 0.85) - hw / 2,
      horizon + h * 0.02,
      hw,
      shade(jitter(rng, palette.walls), -0.3),
      '#3a3030',
    );
  }
  back += rect(0, horizon, w, h - horizon, 'url(#o-snow)');
  for (let i = 0; i < 4; i++)
    back += ellipse(
      w * rng.next(),
      horizon + (h - horizon) * rng.range(0.1, 0.6),
      w * rng.range(0.15, 0.3),
      h * rng.range(0.02, 0.04),
      '#ffffff',
      'opacity="0.6"',
    );
  const bare = rng.int(1, 3);
  for (let i = 0; i < bare; i++)
    scene += bareTree(
      rng,
      w * rng.range(0.0, 0.2) + i * w * 0.35,
      horizon + h * rng.range(0.03, 0.08),
      h * rng.range(0.45, 0.6),
      '#2e2620',
    );
  const snowmanSize = h * rng.range(0.42, 0.5);
  const snowmanX =
    people === 0 ? w * rng.range(0.3, 0.5) : Math.max(snowmanSize * 0.3, w * rng.range(0.1, 0.16));
  const scarf = rng.pick(['#c8322a', '#2f6fc0', '#2a8a4a', '#e0a020'] as const);
  scene += snowman(rng, snowmanX, horizon + h * rng.range(0.2, 0.26), snowmanSize, scarf);
  // Sled tracks run towards the camera.
  scene += `<path d="M${f(w * 0.6)} ${f(horizon + h * 0.08)}Q${f(w * 0.7)} ${f(h * 0.8)} ${f(w * 0.95)} ${f(h)}M${f(w * 0.63)} ${f(horizon + h * 0.08)}Q${f(w * 0.76)} ${f(h * 0.8)} ${f(w * 1.05)} ${f(h)}" stroke="#b8c4d0" stroke-width="${f(h * 0.006)}" fill="none"/>`;
  const sledSize = h * rng.range(0.16, 0.2);
  scene += sled(
    people === 0 ? w * 0.6 : w * rng.range(0.72, 0.8),
    h * rng.range(0.86, 0.92),
    sledSize,
    rng.pick(['#b5402e', '#a0704a', '#c8322a'] as const),
  );
  back += mirror(scene, w, rng.chance(0.5));
  if (rng.chance(0.5)) {
    // Falling snow.
    let flakes = '';
    for (let i = 0; i < 32; i++)
      flakes += circle(w * rng.next(), h * rng.next(), h * rng.range(0.003, 0.007), '#ffffff');
    back += `<g opacity="0.8">${flakes}</g>`;
  }
  const defs =
    s.defs +
    verticalGradient('o-snow', [
      [0, '#dfe6ee'],
      [1, '#f7f9fb'],
    ]) +
    '<radialGradient id="o-snowball" cx="0.38" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#eef2f6"/><stop offset="1" stop-color="#b4c0cc"/></radialGradient>';
  const layout = outdoorLayout(input, horizon + h * 0.2);
  return { ...backdrop(layout, { back, defs }), attire: 'winter' };
};
