import { ellipse, f, line, mirror, path, polygon, rect, verticalGradient } from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import type { Rng } from '../prng';
import { ground, sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { backdrop, outdoorLayout } from './layout';

/* ------------------------------------------------------------------------------------------------ */
/* Beach                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

/** A beach umbrella: a leaning pole and a domed canopy of alternating panels with a scalloped hem. */
function umbrella(rng: Rng, x: number, base: number, size: number, a: string, b: string): string {
  const lean = rng.range(-0.18, 0.18);
  const topX = x + size * lean;
  const topY = base - size;
  const r = size * 0.55;
  const hem = topY + size * 0.22;
  const panels = 8;
  let out = ellipse(x + size * 0.15, base + size * 0.02, r * 1.1, size * 0.07, '#000000', 'opacity="0.25"');
  out += line(x, base, topX, topY - size * 0.06, '#4a4440', size * 0.018);
  for (let i = 0; i < panels; i++) {
    const x0 = topX - r + ((2 * r) / panels) * i;
    const x1 = x0 + (2 * r) / panels;
    // Each panel runs from the apex to a scalloped hem that lifts a little towards the middle.
    const y0 = hem - size * 0.01 * Math.sin((Math.PI * i) / panels);
    const y1 = hem - size * 0.01 * Math.sin((Math.PI * (i + 1)) / panels);
    out += path(
      `M${f(topX)} ${f(topY - size * 0.04)}L${f(x0)} ${f(y0)}Q${f((x0 + x1) / 2)} ${f((y0 + y1) / 2 + size * 0.07)} ${f(x1)} ${f(y1)}Z`,
      i % 2 === 0 ? a : b,
    );
  }
  return out;
}

/** A sandcastle: a wall with crenellated towers, a flag, and a bucket beside it. */
function sandcastle(x: number, base: number, size: number, sand: string, bucket: string): string {
  const dark = shade(sand, -0.3);
  const tower = (tx: number, tw: number, th: number) => {
    const top = base - th;
    let t = rect(tx, top, tw, th, sand) + rect(tx + tw * 0.65, top, tw * 0.35, th, dark);
    for (let i = 0; i < 3; i++)
      t += rect(tx + (tw / 3) * i + tw * 0.04, top - tw * 0.18, tw * 0.2, tw * 0.18, i === 2 ? dark : sand);
    return t + rect(tx + tw * 0.4, top + th * 0.35, tw * 0.2, th * 0.25, shade(sand, -0.5));
  };
  let out = ellipse(x + size * 0.5, base, size * 0.7, size * 0.08, '#000000', 'opacity="0.2"');
  out +=
    rect(x, base - size * 0.35, size, size * 0.35, sand) +
    rect(x, base - size * 0.35, size, size * 0.05, shade(sand, 0.1));
  out += tower(x - size * 0.1, size * 0.32, size * 0.6) + tower(x + size * 0.78, size * 0.32, size * 0.55);
  out += tower(x + size * 0.3, size * 0.38, size * 0.85);
  out += line(
    x + size * 0.49,
    base - size * 1.0,
    x + size * 0.49,
    base - size * 1.35,
    '#3a3a3a',
    size * 0.02,
  );
  out += polygon(
    [
      [x + size * 0.49, base - size * 1.35],
      [x + size * 0.72, base - size * 1.27],
      [x + size * 0.49, base - size * 1.19],
    ],
    '#d8342c',
  );
  const bx = x + size * 1.3;
  out += polygon(
    [
      [bx, base - size * 0.42],
      [bx + size * 0.38, base - size * 0.42],
      [bx + size * 0.32, base],
      [bx + size * 0.06, base],
    ],
    bucket,
  );
  out += `<path d="M${f(bx + size * 0.02)} ${f(base - size * 0.4)}q${f(size * 0.17)} ${f(-size * 0.3)} ${f(size * 0.34)} 0" fill="none" stroke="${shade(bucket, -0.3)}" stroke-width="${f(size * 0.025)}"/>`;
  return out;
}

export const beach: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const horizon = h * rng.range(0.36, 0.46);
  const s = sky(input, horizon, { clouds: 3 });
  const sea = mix(palette.skyTop, '#15466a', 0.55);
  const shore = horizon + h * rng.range(0.14, 0.2);
  const sandColour = mix('#ecd9ac', palette.walls[0], 0.15);
  let back = s.back;
  if (rng.chance(0.6)) {
    // Gulls.
    for (let i = rng.int(2, 4); i > 0; i--) {
      const gx = w * rng.range(0.1, 0.9);
      const gy = horizon * rng.range(0.2, 0.7);
      const gs = h * rng.range(0.015, 0.025);
      back += `<path d="M${f(gx - gs)} ${f(gy)}q${f(gs * 0.5)} ${f(-gs * 0.6)} ${f(gs)} 0q${f(gs * 0.5)} ${f(-gs * 0.6)} ${f(gs)} 0" fill="none" stroke="#2a2a2a" stroke-width="${f(gs * 0.18)}"/>`;
    }
  }
  back += rect(0, horizon, w, shore - horizon, 'url(#o-sea)');
  if (rng.chance(0.5)) {
    // A sail on the horizon.
    const sx = w * rng.range(0.55, 0.9);
    back +=
      polygon(
        [
          [sx, horizon - h * 0.07],
          [sx + h * 0.035, horizon - h * 0.005],
          [sx - h * 0.005, horizon - h * 0.005],
        ],
        '#f6f4ee',
      ) + rect(sx - h * 0.02, horizon - h * 0.006, h * 0.06, h * 0.008, '#3a3a3a');
  }
  // Breaking waves: white crests that grow nearer the shore.
  for (let i = 0; i < 4; i++) {
    const t = (i + 1) / 5;
    const y = horizon + (shore - horizon) * t;
    const amp = h * 0.006 * (1 + i);
    let d = `M${f(-w * 0.05)} ${f(y)}`;
    const seg = w * (0.08 + i * 0.03);
    for (let x = -w * 0.05; x < w * 1.05; x += seg)
      d += `q${f(seg / 2)} ${f(-amp * rng.range(0.6, 1.4))} ${f(seg)} 0`;
    back += `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${f(h * (0.003 + i * 0.002))}" opacity="${f(0.45 + i * 0.12)}"/>`;
  }
  back += rect(0, shore, w, h - shore, 'url(#o-sand)');
  back += rect(0, shore, w, h * 0.04, shade(sandColour, -0.25), 'opacity="0.6"');
  // The surf: a frothy white edge washing over the wet sand.
  let foam = `M0 ${f(shore - h * 0.01)}`;
  for (let x = 0; x < w; x += w * 0.06)
    foam += `q${f(w * 0.03)} ${f(h * rng.range(0.015, 0.035))} ${f(w * 0.06)} 0`;
  back += path(
    `${foam}L${f(w)} ${f(shore - h * 0.015)}L0 ${f(shore - h * 0.015)}Z`,
    '#ffffff',
    'opacity="0.9"',
  );
  let scene = '';
  const colours = rng.pick<readonly [string, string]>([
    ['#d8342c', '#f6f2e8'],
    ['#2f6fc0', '#f6f2e8'],
    ['#f2b62e', '#d8342c'],
    ['#2a9a5a', '#f6f2e8'],
  ]);
  const uSize = h * rng.range(0.42, 0.52);
  const ux = people === 0 ? w * rng.range(0.3, 0.45) : Math.max(uSize * 0.4, w * rng.range(0.12, 0.2));
  const uBase = shore + h * rng.range(0.18, 0.24);
  // A striped towel under the umbrella.
  const towel = jitter(rng, palette.clothes);
  scene += polygon(
    [
      [ux - h * 0.02, uBase - h * 0.02],
      [ux + h * 0.2, uBase - h * 0.02],
      [ux + h * 0.26, uBase + h * 0.06],
      [ux - h * 0.01, uBase + h * 0.06],
    ],
    towel,
  );
  scene += umbrella(rng, ux, uBase, uSize, colours[0], colours[1]);
  let front = '';
  const layout = outdoorLayout(input, shore + h * 0.1);
  const castle = sandcastle(
    w * rng.range(0.7, 0.76),
    h * rng.range(0.94, 0.97),
    h * rng.range(0.14, 0.17),
    shade(sandColour, -0.08),
    rng.pick(['#d8342c', '#2f6fc0', '#f2c12e'] as const),
  );
  if (people > 0 && !layout.close) front = castle;
  else if (rng.chance(0.7)) scene += castle;
  const flip = rng.chance(0.5);
  back += mirror(scene, w, flip);
  const defs =
    s.defs +
    verticalGradient('o-sea', [
      [0, shade(sea, -0.25)],
      [1, shade(sea, 0.2)],
    ]) +
    ground('o-sand', sandColour, -0.05, 0.1);
  return backdrop(layout, { back, front: mirror(front, w, flip), defs });
};
