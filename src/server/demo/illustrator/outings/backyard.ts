import { circle, ellipse, f, line, mirror, path, polygon, rect } from '../../../media/svg';
import { jitter, shade } from '../palette';
import type { Rng } from '../prng';
import { ground, sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { backdrop, outdoorLayout } from './layout';
import { smokePlume } from './smoke';
import { leafyTree } from './trees';

/* ------------------------------------------------------------------------------------------------ */
/* Backyard                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

/** A white picket fence across the frame, dark hedge showing between the pickets. */
function picketFence(w: number, top: number, height: number, paint: string): string {
  let out =
    rect(0, top + height * 0.25, w, height * 0.1, paint) +
    rect(0, top + height * 0.7, w, height * 0.1, paint);
  const pw = height * 0.16;
  for (let x = 0; x < w; x += pw * 1.7)
    out += polygon(
      [
        [x, top + height],
        [x, top + pw * 0.6],
        [x + pw / 2, top],
        [x + pw, top + pw * 0.6],
        [x + pw, top + height],
      ],
      paint,
    );
  return out;
}

/** A kettle barbecue on three legs, lid propped open, smoke rising off it. */
function grill(rng: Rng, x: number, base: number, size: number): string {
  const r = size * 0.32;
  const bowlY = base - size * 0.62;
  const iron = '#1e1e20';
  let out = ellipse(x, base, r * 1.3, size * 0.05, '#000000', 'opacity="0.25"');
  out += line(x - r * 0.6, bowlY + r * 0.5, x - r * 1.0, base, iron, size * 0.03);
  out += line(x + r * 0.6, bowlY + r * 0.5, x + r * 1.0, base, iron, size * 0.03);
  out += line(x, bowlY + r * 0.8, x, base, iron, size * 0.03);
  out += circle(x + r * 1.0, base - size * 0.04, size * 0.05, iron);
  out += path(`M${f(x - r)} ${f(bowlY)}A${f(r)} ${f(r)} 0 0 0 ${f(x + r)} ${f(bowlY)}Z`, iron);
  out += ellipse(x - r * 0.3, bowlY + r * 0.35, r * 0.25, r * 0.2, '#ffffff', 'opacity="0.18"');
  out += ellipse(x, bowlY, r, r * 0.18, '#3a3a3a');
  // Glowing coals and a few sausages on the grate.
  out += ellipse(x, bowlY, r * 0.85, r * 0.12, '#c8502a', 'opacity="0.8"');
  for (let i = 0; i < 3; i++)
    out += rect(
      x - r * 0.5 + i * r * 0.35,
      bowlY - r * 0.08,
      r * 0.25,
      r * 0.08,
      '#8a3a22',
      `rx="${f(r * 0.04)}"`,
    );
  // The open lid hangs on the far side.
  out += path(
    `M${f(x + r * 0.7)} ${f(bowlY - r * 0.05)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r * 1.05)} ${f(bowlY - r * 1.6)}L${f(x + r * 0.95)} ${f(bowlY - r * 0.1)}Z`,
    iron,
  );
  return out + smokePlume(rng, x, bowlY - r * 0.3, size * 0.4, 0.45);
}

/** A folding lawn chair with striped webbing, seen from the front. */
function lawnChair(x: number, base: number, size: number, webbing: string): string {
  const frame = '#b8bcc0';
  const seatY = base - size * 0.45;
  const cw = size * 0.5;
  let out = '';
  for (let i = 0; i < 5; i++) {
    out += rect(x, base - size + i * size * 0.11, cw, size * 0.08, i % 2 === 0 ? webbing : '#f4f1ea');
  }
  out += rect(x - cw * 0.05, seatY, cw * 1.1, size * 0.12, shade(webbing, -0.2));
  out +=
    rect(x - size * 0.03, base - size, size * 0.03, size, frame) +
    rect(x + cw, base - size, size * 0.03, size, frame);
  out +=
    rect(x - size * 0.08, seatY - size * 0.12, size * 0.12, size * 0.03, frame) +
    rect(x + cw - size * 0.04, seatY - size * 0.12, size * 0.12, size * 0.03, frame);
  out +=
    line(x, seatY + size * 0.1, x + cw, base, frame, size * 0.025) +
    line(x + cw, seatY + size * 0.1, x, base, frame, size * 0.025);
  return out;
}

export const backyard: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const horizon = h * rng.range(0.36, 0.46);
  const s = sky(input, horizon);
  const lawn = jitter(rng, palette.grass);
  let back = s.back;
  const hedge = shade(lawn, -0.45);
  if (rng.chance(0.5)) {
    // The house next door.
    const hx = w * rng.range(0.4, 0.7);
    const hw = w * rng.range(0.35, 0.5);
    const wall = jitter(rng, palette.walls);
    back +=
      polygon(
        [
          [hx - hw * 0.05, horizon - h * 0.12],
          [hx + hw / 2, horizon - h * 0.26],
          [hx + hw * 1.05, horizon - h * 0.12],
        ],
        '#4a403a',
      ) +
      rect(hx, horizon - h * 0.12, hw, h * 0.14, wall) +
      rect(hx + hw * 0.2, horizon - h * 0.09, hw * 0.15, h * 0.06, '#2a3038');
  }
  for (let x = -w * 0.05; x < w * 1.05; x += w * rng.range(0.15, 0.3))
    back += leafyTree(x, horizon + h * 0.02, h * rng.range(0.18, 0.3), shade(lawn, -0.2));
  back += rect(0, horizon - h * 0.02, w, h * 0.14, hedge);
  const fenceTop = horizon + h * rng.range(0.0, 0.02);
  const fenceH = h * rng.range(0.11, 0.14);
  back += rect(0, fenceTop + fenceH * 0.9, w, h - fenceTop, 'url(#o-lawn)');
  back += picketFence(w, fenceTop, fenceH, '#f6f3ec');
  // Mowing stripes.
  for (let i = 1; i < 6; i += 2) {
    const y0 = fenceTop + fenceH + (h - fenceTop - fenceH) * (i / 6) ** 1.2;
    const y1 = fenceTop + fenceH + (h - fenceTop - fenceH) * ((i + 1) / 6) ** 1.2;
    back += rect(0, y0, w, y1 - y0, shade(lawn, 0.08), 'opacity="0.6"');
  }
  let scene = '';
  const grillSize = h * rng.range(0.3, 0.36);
  const gx = people === 0 ? w * rng.range(0.3, 0.4) : Math.max(grillSize * 0.45, w * rng.range(0.1, 0.16));
  scene += grill(rng, gx, fenceTop + fenceH + h * rng.range(0.2, 0.26), grillSize);
  const chairs = rng.int(1, 2);
  const webbing = rng.pick(['#2f6a9a', '#2a8a5a', '#c8502a', '#d8a02a'] as const);
  for (let i = 0; i < chairs; i++)
    scene += lawnChair(
      w * (people === 0 ? 0.6 : 0.76) + i * h * 0.17,
      fenceTop + fenceH + h * rng.range(0.16, 0.2),
      h * 0.26,
      webbing,
    );
  back += mirror(scene, w, rng.chance(0.5));
  const layout = outdoorLayout(input, fenceTop + fenceH + h * 0.2);
  return backdrop(layout, { back, defs: s.defs + ground('o-lawn', lawn) });
};
