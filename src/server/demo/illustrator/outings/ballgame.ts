import { circle, ellipse, f, line, mirror, type Point, path, polygon, rect } from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import type { Rng } from '../prng';
import { sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { backdrop, outdoorLayout } from './layout';

/* ------------------------------------------------------------------------------------------------ */
/* Ball game                                                                                        */
/* ------------------------------------------------------------------------------------------------ */

/** A floodlight tower: a thin mast topped by a bank of lamps. */
function lightTower(x: number, top: number, base: number, size: number): string {
  let out = rect(x - size * 0.04, top, size * 0.08, base - top, '#4a4a4e');
  out += rect(x - size * 0.5, top - size * 0.55, size, size * 0.6, '#3a3a3e');
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      out += circle(
        x - size * 0.36 + c * size * 0.24,
        top - size * 0.42 + r * size * 0.18,
        size * 0.08,
        '#f4f0dc',
      );
  return out;
}

/** Stepped aluminium bleachers rising to the frame's edge, with spectators dotted along them. */
function bleachers(
  rng: Rng,
  x0: number,
  x1: number,
  base: number,
  height: number,
  crowd: readonly string[],
): string {
  const rows = 7;
  let out = polygon(
    [
      [x0, base],
      [x1, base - height],
      [x1, base],
    ],
    '#5a5a5e',
  );
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    const y = base - height * t;
    const x = x0 + (x1 - x0) * t;
    out += rect(x, y - height / rows, x1 - x, height / rows, i % 2 === 0 ? '#cfd2d4' : '#a8acb0');
    out += rect(x, y - height / rows, x1 - x, height * 0.012, '#f0f2f2');
    for (let px = x + height * 0.06; px < x1; px += height * rng.range(0.06, 0.14)) {
      if (rng.chance(0.45)) continue;
      out += ellipse(
        px,
        y - height / rows - height * 0.02,
        height * 0.025,
        height * 0.04,
        rng.pick(crowd as [string, ...string[]]),
      );
      out += circle(px, y - height / rows - height * 0.075, height * 0.018, '#c89a78');
    }
  }
  return out;
}

/** A chain-link backstop: posts and a diamond mesh drawn as two sets of diagonal lines. */
function backstop(x0: number, x1: number, top: number, base: number): string {
  const step = (base - top) * 0.05;
  let d = '';
  for (let x = x0 - (base - top); x < x1; x += step) {
    d += `M${f(x)} ${f(base)}L${f(x + (base - top))} ${f(top)}`;
    d += `M${f(x)} ${f(top)}L${f(x + (base - top))} ${f(base)}`;
  }
  const clip = `<clipPath id="o-mesh"><rect x="${f(x0)}" y="${f(top)}" width="${f(x1 - x0)}" height="${f(base - top)}"/></clipPath>`;
  return (
    `<defs>${clip}</defs><g clip-path="url(#o-mesh)"><path d="${d}" stroke="#3a3a3a" stroke-width="${f(step * 0.12)}" fill="none" opacity="0.75"/></g>` +
    rect(x0, top, x1 - x0, step * 0.3, '#3a3a3a') +
    rect(x0, top, step * 0.35, base - top, '#3a3a3a') +
    rect(x1 - step * 0.35, top, step * 0.35, base - top, '#3a3a3a')
  );
}

export const ballgame: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const horizon = h * rng.range(0.34, 0.42);
  const s = sky(input, horizon, { clouds: 2 });
  let back = s.back;
  // Dark turf against pale dirt, so the diamond shows in black and white too.
  const turf = shade(mix(jitter(rng, palette.grass), '#2f6a2e', 0.5), -0.1);
  const dirt = mix('#d8b07a', palette.floors[0], 0.1);
  // Floodlights and a scoreboard over the outfield wall.
  back += lightTower(w * rng.range(0.06, 0.14), horizon * rng.range(0.2, 0.35), horizon, h * 0.09);
  back += lightTower(w * rng.range(0.86, 0.94), horizon * rng.range(0.2, 0.35), horizon, h * 0.09);
  if (rng.chance(0.6)) {
    const sbw = h * rng.range(0.22, 0.3);
    const sbx = w * rng.range(0.35, 0.65) - sbw / 2;
    const sby = horizon - h * 0.16;
    back +=
      rect(sbx + sbw * 0.45, sby, sbw * 0.1, h * 0.16, '#3a3a3a') +
      rect(sbx, sby - sbw * 0.3, sbw, sbw * 0.42, '#1f3a2a');
    for (let c = 0; c < 6; c++)
      back += rect(sbx + sbw * (0.08 + c * 0.145), sby - sbw * 0.2, sbw * 0.1, sbw * 0.14, '#f0f0e0');
  }
  back += rect(0, horizon, w, h * 0.04, '#24442e') + rect(0, horizon, w, h * 0.006, '#e8c43a');
  const fieldTop = horizon + h * 0.04;
  back += rect(0, fieldTop, w, h - fieldTop, turf);
  // Mowing stripes.
  for (let i = 0; i < 6; i += 2) {
    const y0 = fieldTop + (h - fieldTop) * (i / 6) ** 1.3;
    const y1 = fieldTop + (h - fieldTop) * ((i + 1) / 6) ** 1.3;
    back += rect(0, y0, w, y1 - y0, shade(turf, 0.1));
  }
  // The diamond in perspective: home plate near the bottom, second base far away.
  const hx = w * rng.range(0.42, 0.58);
  const hy = h * rng.range(0.9, 0.96);
  const depth = hy - fieldTop;
  const first: Point = [hx + w * 0.42, hy - depth * 0.36];
  const third: Point = [hx - w * 0.42, hy - depth * 0.36];
  const second: Point = [hx, hy - depth * 0.58];
  const arc = `M${f(hx)} ${f(hy + h * 0.03)}L${f(third[0] - w * 0.12)} ${f(third[1] + depth * 0.02)}Q${f(hx)} ${f(second[1] - depth * 0.35)} ${f(first[0] + w * 0.12)} ${f(first[1] + depth * 0.02)}Z`;
  back += path(arc, dirt);
  // The infield grass: the diamond shrunk towards home plate, leaving dirt base paths around it.
  const inset = 0.72;
  const lerp = (a: Point, t: number): Point => [hx + (a[0] - hx) * t, hy - h * 0.015 + (a[1] - hy) * t];
  back += polygon(
    [lerp([hx, hy], 1), lerp(first, inset), lerp(second, inset * 1.08), lerp(third, inset)],
    turf,
  );
  back += ellipse(hx, hy - depth * 0.3, w * 0.05, depth * 0.035, dirt);
  back += ellipse(hx, hy - depth * 0.3, w * 0.012, depth * 0.008, '#f4f4f0');
  back += ellipse(hx, hy, w * 0.11, depth * 0.07, dirt);
  // Foul lines from home plate out to the wall.
  const chalk = '#f6f6f0';
  back += line(hx, hy, -w * 0.1, fieldTop + depth * 0.05, chalk, h * 0.006);
  back += line(hx, hy, w * 1.1, fieldTop + depth * 0.05, chalk, h * 0.006);
  for (const [bx, by] of [first, second, third]) {
    const b = h * 0.018;
    back += polygon(
      [
        [bx, by - b * 0.5],
        [bx + b, by],
        [bx, by + b * 0.5],
        [bx - b, by],
      ],
      chalk,
    );
  }
  back += polygon(
    [
      [hx - h * 0.02, hy - h * 0.008],
      [hx + h * 0.02, hy - h * 0.008],
      [hx + h * 0.02, hy],
      [hx, hy + h * 0.01],
      [hx - h * 0.02, hy],
    ],
    chalk,
  );
  let side = bleachers(
    rng,
    w * rng.range(0.65, 0.75),
    w * 1.02,
    fieldTop + depth * 0.55,
    h * rng.range(0.3, 0.38),
    palette.clothes,
  );
  side += backstop(-w * 0.02, w * rng.range(0.18, 0.26), h * rng.range(0.12, 0.2), h * 1.02);
  back += mirror(side, w, rng.chance(0.5));
  const layout = outdoorLayout(input, fieldTop + h * 0.3);
  return backdrop(layout, { back, defs: s.defs });
};
