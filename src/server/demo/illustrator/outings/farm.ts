import {
  circle,
  ellipse,
  f,
  line,
  mirror,
  type Point,
  path,
  polygon,
  polyline,
  rect,
} from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import type { Rng } from '../prng';
import { ground, sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { backdrop, outdoorLayout } from './layout';

/* ------------------------------------------------------------------------------------------------ */
/* Farm                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A red barn with a gambrel roof, white corner boards and the white X of its big doors. */
function barn(rng: Rng, x: number, base: number, wallH: number, red: string): string {
  const bw = wallH * rng.range(1.3, 1.6);
  const eave = base - wallH;
  const roof = shade(rng.pick(['#3d3a38', '#5a4a40', '#2e3236'] as const), rng.range(-0.05, 0.1));
  const trim = '#f4f1ea';
  const tw = wallH * 0.035;
  const overhang = bw * 0.04;
  const roofPoints: Point[] = [
    [x - overhang, eave],
    [x + bw * 0.1, eave - wallH * 0.42],
    [x + bw / 2, eave - wallH * 0.66],
    [x + bw * 0.9, eave - wallH * 0.42],
    [x + bw + overhang, eave],
  ];
  // The gable wall fills the roof outline; the roof itself shows as a dark band along its edge.
  let out = polygon(roofPoints, roof);
  const inset = wallH * 0.1;
  out += polygon(
    [
      [x, eave],
      [x + bw * 0.1 + inset * 0.3, eave - wallH * 0.42 + inset * 0.6],
      [x + bw / 2, eave - wallH * 0.66 + inset],
      [x + bw * 0.9 - inset * 0.3, eave - wallH * 0.42 + inset * 0.6],
      [x + bw, eave],
    ],
    red,
  );
  out += rect(x, eave, bw, wallH, red);
  // Vertical boards.
  for (let bx = x + bw * 0.08; bx < x + bw; bx += bw * 0.08)
    out += rect(bx, eave - wallH * 0.3, bw * 0.006, wallH * 1.3, shade(red, -0.2));
  out += polyline(
    [
      [x, eave],
      [x + bw * 0.1 + inset * 0.3, eave - wallH * 0.42 + inset * 0.6],
      [x + bw / 2, eave - wallH * 0.66 + inset],
      [x + bw * 0.9 - inset * 0.3, eave - wallH * 0.42 + inset * 0.6],
      [x + bw, eave],
    ],
    trim,
    tw,
  );
  out += rect(x, eave, tw, wallH, trim) + rect(x + bw - tw, eave, tw, wallH, trim);
  // Big sliding door with its white frame and X brace.
  const dw = bw * 0.36;
  const dh = wallH * 0.7;
  const dx = x + (bw - dw) / 2;
  const dy = base - dh;
  out += rect(dx, dy, dw, dh, shade(red, -0.12));
  out += line(dx, dy, dx + dw, base, trim, tw) + line(dx + dw, dy, dx, base, trim, tw);
  out += `<rect x="${f(dx)}" y="${f(dy)}" width="${f(dw)}" height="${f(dh)}" fill="none" stroke="${trim}" stroke-width="${f(tw * 1.2)}"/>`;
  // Hayloft door under the peak.
  const hw = bw * 0.16;
  const hh = wallH * 0.26;
  const hy = eave - wallH * 0.22;
  out += rect(x + (bw - hw) / 2, hy, hw, hh, '#2a1d18');
  out += `<rect x="${f(x + (bw - hw) / 2)}" y="${f(hy)}" width="${f(hw)}" height="${f(hh)}" fill="none" stroke="${trim}" stroke-width="${f(tw)}"/>`;
  // Side windows.
  for (const wx of [0.1, 0.78]) {
    out += rect(x + bw * wx, eave + wallH * 0.18, bw * 0.12, wallH * 0.18, '#2a2420');
    out += `<rect x="${f(x + bw * wx)}" y="${f(eave + wallH * 0.18)}" width="${f(bw * 0.12)}" height="${f(wallH * 0.18)}" fill="none" stroke="${trim}" stroke-width="${f(tw * 0.8)}"/>`;
  }
  return out;
}

/** A tall silo with a domed cap and hoops. */
function silo(x: number, base: number, height: number, colour: string): string {
  const sw = height * 0.24;
  let out = rect(x, base - height, sw, height, colour);
  out += rect(x + sw * 0.65, base - height, sw * 0.35, height, shade(colour, -0.18));
  out += ellipse(x + sw / 2, base - height, sw / 2, sw * 0.45, shade(colour, -0.05));
  for (let y = base - height * 0.9; y < base; y += height * 0.12)
    out += rect(x, y, sw, height * 0.012, shade(colour, -0.3));
  return out;
}

/** A round hay bale seen from its face: a gold disc with a spiral of darker rings. */
function hayBale(x: number, base: number, r: number): string {
  const hay = '#d8b25a';
  return (
    ellipse(x, base, r * 1.1, r * 0.18, '#000000', 'opacity="0.25"') +
    rect(x - r * 0.1, base - 2 * r, r * 1.1, 2 * r, shade(hay, -0.2), `rx="${f(r * 0.4)}"`) +
    circle(x, base - r, r, hay) +
    circle(x, base - r, r * 0.66, 'none', `stroke="${shade(hay, -0.3)}" stroke-width="${f(r * 0.07)}"`) +
    circle(x, base - r, r * 0.33, 'none', `stroke="${shade(hay, -0.3)}" stroke-width="${f(r * 0.07)}"`)
  );
}

/** A small old tractor in profile: a big lugged rear wheel under a fender, a long hood, a stack. */
function tractor(x: number, base: number, size: number, paint: string): string {
  const rearR = size * 0.36;
  const frontR = size * 0.19;
  const rx = x + rearR;
  const fx = x + size * 1.05;
  const tyre = '#1c1c1c';
  let out = ellipse(x + size * 0.6, base, size * 0.75, size * 0.06, '#000000', 'opacity="0.25"');
  out += rect(rx, base - size * 0.62, fx - rx + frontR * 0.6, size * 0.26, paint, `rx="${f(size * 0.05)}"`);
  out += rect(rx + size * 0.15, base - size * 0.4, size * 0.45, size * 0.14, shade(paint, -0.35));
  out += rect(fx - size * 0.12, base - size * 0.62, size * 0.08, size * 0.26, shade(paint, -0.2));
  out += rect(fx - size * 0.3, base - size * 0.86, size * 0.045, size * 0.26, '#2a2a2a');
  out += line(
    rx + size * 0.05,
    base - size * 0.62,
    rx + size * 0.2,
    base - size * 0.85,
    '#2a2a2a',
    size * 0.03,
  );
  out += ellipse(rx + size * 0.2, base - size * 0.86, size * 0.1, size * 0.025, '#2a2a2a');
  out += path(
    `M${f(rx - rearR * 1.05)} ${f(base - rearR)}A${f(rearR * 1.05)} ${f(rearR * 1.05)} 0 0 1 ${f(rx + rearR * 1.05)} ${f(base - rearR)}Z`,
    shade(paint, -0.15),
  );
  out += circle(
    rx,
    base - rearR,
    rearR,
    tyre,
    `stroke="#3a3a3a" stroke-width="${f(rearR * 0.16)}" stroke-dasharray="${f(rearR * 0.18)} ${f(rearR * 0.14)}"`,
  );
  out +=
    circle(rx, base - rearR, rearR * 0.5, shade(paint, 0.1)) + circle(rx, base - rearR, rearR * 0.14, tyre);
  out += circle(fx, base - frontR, frontR, tyre) + circle(fx, base - frontR, frontR * 0.5, shade(paint, 0.1));
  return out;
}

/** A post-and-rail fence across the frame. */
function railFence(w: number, top: number, height: number, colour: string): string {
  let out =
    rect(0, top + height * 0.15, w, height * 0.12, colour) +
    rect(0, top + height * 0.55, w, height * 0.12, colour);
  for (let x = w * 0.02; x < w; x += w * 0.11)
    out += rect(x, top, height * 0.16, height, shade(colour, -0.1));
  return out;
}

export const farm: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const horizon = h * rng.range(0.48, 0.56);
  const s = sky(input, horizon);
  const grass = jitter(rng, palette.grass);
  const wheat = mix('#d9bf6a', grass, rng.range(0, 0.3));
  let back = s.back;
  // Distant tree line and patchwork fields.
  for (let x = -w * 0.05; x < w * 1.05; x += w * rng.range(0.05, 0.08))
    back += ellipse(x, horizon, w * rng.range(0.04, 0.07), h * rng.range(0.03, 0.06), shade(grass, -0.45));
  back += rect(0, horizon, w, h - horizon, 'url(#o-field)');
  let y = horizon;
  for (let band = 0; band < 4; band++) {
    const bh = h * (0.015 + band * 0.012);
    back += rect(0, y, w, bh, band % 2 === 0 ? wheat : shade(grass, -0.1), 'opacity="0.85"');
    y += bh;
  }
  const barnBase = horizon + h * rng.range(0.05, 0.08);
  // Bigger with a bigger group, so the roof still shows above their heads.
  const wallH = h * (rng.range(0.19, 0.23) + people * 0.008);
  const red = shade(rng.pick(['#a8322a', '#9a2a22', '#b04a34', '#8c2f28'] as const), rng.range(-0.05, 0.05));
  const barnX = people === 0 ? w * rng.range(0.12, 0.35) : w * rng.range(-0.04, 0.12);
  let scene = barn(rng, barnX, barnBase, wallH, red);
  if (people >= 3 || rng.chance(0.75)) {
    // Beside the barn, or across the frame when a big group would hide both behind them.
    const siloH = wallH * rng.range(1.7, 2.1);
    const sx = people >= 3 ? w * rng.range(0.86, 0.92) - siloH * 0.12 : barnX + wallH * rng.range(1.65, 1.9);
    scene = silo(sx, barnBase, siloH, rng.pick(['#c9c4b8', '#9aa4ab', '#b8a890'] as const)) + scene;
  }
  const fenceTop = barnBase + h * rng.range(0.04, 0.07);
  const bales = rng.int(people === 0 ? 2 : 1, 3);
  for (let i = 0; i < bales; i++)
    scene += hayBale(
      w * rng.range(0.55, 0.95),
      barnBase + h * rng.range(0.01, 0.04),
      h * rng.range(0.035, 0.05),
    );
  if (rng.chance(0.45))
    scene += tractor(
      w * rng.range(0.55, 0.75),
      fenceTop - h * 0.005,
      h * rng.range(0.15, 0.2),
      rng.pick(['#b5322a', '#3f7a3a', '#c9a12a'] as const),
    );
  scene += railFence(w, fenceTop, h * 0.07, rng.pick(['#efebe2', '#8a6a4a', '#d8d0c0'] as const));
  back += mirror(scene, w, rng.chance(0.5));
  const layout = outdoorLayout(input, fenceTop + h * 0.08);
  return backdrop(layout, { back, defs: s.defs + ground('o-field', grass) });
};
