import {
  circle,
  ellipse,
  f,
  glowGradient,
  line,
  mirror,
  path,
  pattern,
  polygon,
  rect,
} from '../../../media/svg';
import { jitter, shade } from '../palette';
import type { Backdrop, BackdropInput } from '../scene-types';
import { standing } from '../scene-types';
import { DARK_WOOD, PARTY } from './colours';
import { pendant } from './furniture';

// ---------------------------------------------------------------------------------------------
// Workshop
// ---------------------------------------------------------------------------------------------

/** Tool silhouettes hung on a pegboard: hammer, saw, wrench, screwdrivers, pliers and a square. */
function tools(x: number, y: number, s: number): string {
  const metal = '#3c3e40';
  const handle = '#8a4a22';
  return (
    // Hammer.
    rect(x + s * 0.08, y + s * 0.1, s * 0.05, s * 0.5, handle) +
    rect(x, y + s * 0.06, s * 0.22, s * 0.08, metal) +
    // Saw.
    polygon(
      [
        [x + s * 0.32, y + s * 0.12],
        [x + s * 0.75, y + s * 0.12],
        [x + s * 0.75, y + s * 0.22],
        [x + s * 0.32, y + s * 0.34],
      ],
      '#9aa0a4',
    ) +
    rect(x + s * 0.75, y + s * 0.08, s * 0.14, s * 0.18, handle, `rx="${f(s * 0.04)}"`) +
    // Wrenches graded in size.
    line(x + s * 0.36, y + s * 0.45, x + s * 0.36, y + s * 0.8, metal, s * 0.04) +
    line(x + s * 0.46, y + s * 0.45, x + s * 0.46, y + s * 0.74, metal, s * 0.035) +
    line(x + s * 0.55, y + s * 0.45, x + s * 0.55, y + s * 0.68, metal, s * 0.03) +
    // Screwdrivers.
    rect(x + s * 0.66, y + s * 0.45, s * 0.04, s * 0.12, '#c8202e') +
    line(x + s * 0.68, y + s * 0.57, x + s * 0.68, y + s * 0.75, metal, s * 0.015) +
    rect(x + s * 0.76, y + s * 0.45, s * 0.04, s * 0.12, '#e8b820') +
    line(x + s * 0.78, y + s * 0.57, x + s * 0.78, y + s * 0.72, metal, s * 0.015) +
    // A square and a coil of cord.
    path(
      `M${f(x + s * 0.05)} ${f(y + s * 0.7)}H${f(x + s * 0.25)}V${f(y + s * 0.74)}H${f(x + s * 0.09)}V${f(y + s * 0.95)}H${f(x + s * 0.05)}Z`,
      '#b8bcc0',
    ) +
    circle(x + s * 0.92, y + s * 0.62, s * 0.08, 'none', `stroke="#e87020" stroke-width="${f(s * 0.03)}"`)
  );
}

function bicycle(x: number, floorY: number, size: number, paint: string): string {
  const r = size * 0.21;
  const y = floorY - r;
  const back = x + r;
  const fore = x + size - r;
  const crank = x + size * 0.45;
  const seatX = x + size * 0.38;
  const headX = x + size * 0.72;
  const top = y - r * 1.15;
  const s = `stroke="${paint}" stroke-width="${f(size * 0.025)}" stroke-linejoin="round"`;
  const tyre = `stroke="#1a1a1a" stroke-width="${f(size * 0.03)}"`;
  return (
    circle(back, y, r, 'none', tyre) +
    circle(fore, y, r, 'none', tyre) +
    circle(back, y, r * 0.12, '#888') +
    circle(fore, y, r * 0.12, '#888') +
    path(
      `M${f(back)} ${f(y)}L${f(crank)} ${f(y)}L${f(seatX)} ${f(top)}L${f(headX)} ${f(top)}L${f(fore)} ${f(y)}M${f(back)} ${f(y)}L${f(seatX)} ${f(top)}M${f(crank)} ${f(y)}L${f(headX)} ${f(top)}`,
      'none',
      s,
    ) +
    rect(
      seatX - size * 0.08,
      top - size * 0.06,
      size * 0.14,
      size * 0.04,
      '#1a1a1a',
      `rx="${f(size * 0.02)}"`,
    ) +
    line(headX, top, headX - size * 0.03, top - size * 0.1, '#555', size * 0.02) +
    line(headX - size * 0.1, top - size * 0.1, headX + size * 0.06, top - size * 0.12, '#333', size * 0.025)
  );
}

/** A wooden table radio with a round-topped cabinet, a cloth grille and a dial. */
function radio(x: number, bottom: number, rw: number, wood: string): string {
  const rh = rw * 0.7;
  const top = bottom - rh;
  return (
    path(
      `M${f(x)} ${f(bottom)}V${f(top + rh * 0.3)}Q${f(x)} ${f(top)} ${f(x + rw * 0.5)} ${f(top)}Q${f(x + rw)} ${f(top)} ${f(x + rw)} ${f(top + rh * 0.3)}V${f(bottom)}Z`,
      wood,
      `stroke="${shade(wood, -0.5)}" stroke-width="1.5"`,
    ) +
    ellipse(x + rw * 0.5, top + rh * 0.38, rw * 0.3, rh * 0.22, '#d8c8a0') +
    rect(x + rw * 0.2, top + rh * 0.7, rw * 0.6, rh * 0.1, '#f0e4c0') +
    circle(x + rw * 0.2, top + rh * 0.9, rw * 0.05, DARK_WOOD) +
    circle(x + rw * 0.8, top + rh * 0.9, rw * 0.05, DARK_WOOD)
  );
}

export const workshop = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h } = input;
  const u = Math.min(w, h);
  const floorY = h * rng.range(0.68, 0.74);
  const block = rng.chance(0.5);
  const wallColour = block ? '#b8b4aa' : '#c8a878';
  const board = jitter(rng, ['#a07a50', '#b08a5a', '#8a6a44'] as const);
  const hole = u * 0.024;
  const defs =
    glowGradient('rm-glow', palette.light, 0.5) +
    pattern(
      'rm-wall',
      u * 0.16,
      u * 0.08,
      block
        ? rect(0, 0, u * 0.16, u * 0.08, '#8a8680') +
            rect(1, 1, u * 0.16 - 2, u * 0.04 - 2, wallColour) +
            rect(0, u * 0.04 + 1, u * 0.08 - 1, u * 0.04 - 2, wallColour) +
            rect(u * 0.08 + 1, u * 0.04 + 1, u * 0.08 - 1, u * 0.04 - 2, wallColour)
        : rect(0, 0, u * 0.16, u * 0.08, wallColour) + rect(0, 0, 1.2, u * 0.08, shade(wallColour, -0.3)),
    ) +
    pattern(
      'rm-peg',
      hole,
      hole,
      rect(0, 0, hole, hole, board) + circle(hole / 2, hole / 2, hole * 0.14, shade(board, -0.6)),
    );
  let back =
    rect(0, 0, w, floorY, 'url(#rm-wall)') +
    rect(0, floorY, w, h - floorY + 2, jitter(rng, ['#8a8680', '#7a766e', '#9a968c'] as const)) +
    ellipse(w * rng.range(0.2, 0.8), floorY + h * 0.15, w * 0.12, h * 0.03, '#000000', 'opacity="0.15"');
  const benchTop = floorY - h * 0.25;
  const benchX = w * rng.range(0.03, 0.12);
  const benchW = w * rng.range(0.6, 0.7);
  const pegTop = h * rng.range(0.1, 0.16);
  const pegH = benchTop - pegTop - h * 0.03;
  const pegW = Math.min(benchW, u * 0.95);
  const wood = jitter(rng, ['#b08050', '#9a6a3a', '#c8986a'] as const);
  let side =
    rect(benchX, pegTop, pegW, pegH, 'url(#rm-peg)', `stroke="${shade(board, -0.5)}" stroke-width="2"`) +
    tools(benchX + pegW * 0.05, pegTop + pegH * 0.08, Math.min(pegH * 0.85, pegW * 0.45));
  if (pegW > u * 0.6)
    side += tools(benchX + pegW * 0.52, pegTop + pegH * 0.08, Math.min(pegH * 0.85, pegW * 0.45));
  // The bench: a thick top, legs, a shelf of cans and a vise at the end.
  side +=
    rect(benchX + benchW * 0.03, benchTop, benchW * 0.05, floorY - benchTop, shade(wood, -0.3)) +
    rect(benchX + benchW * 0.92, benchTop, benchW * 0.05, floorY - benchTop, shade(wood, -0.3)) +
    rect(benchX, floorY - h * 0.08, benchW, h * 0.02, shade(wood, -0.2)) +
    rect(benchX - w * 0.01, benchTop, benchW + w * 0.02, h * 0.045, wood) +
    rect(benchX - w * 0.01, benchTop + h * 0.035, benchW + w * 0.02, h * 0.01, shade(wood, -0.4)) +
    rect(benchX + benchW * 0.85, benchTop - h * 0.05, u * 0.09, h * 0.05, '#4a5a4a') +
    rect(benchX + benchW * 0.82, benchTop - h * 0.035, u * 0.15, h * 0.015, '#5a5a5a');
  for (let i = 0; i < 4; i++)
    side += rect(
      benchX + benchW * (0.12 + i * 0.12),
      floorY - h * 0.15,
      u * 0.05,
      h * 0.07,
      rng.pick(['#8a8a8a', '#c8202e', '#3a6a9a', '#d8a020'] as const),
    );
  const box = rng.pick(['#c8202e', '#3a5a8a', '#2a6a3a'] as const);
  side +=
    rect(benchX + benchW * 0.3, benchTop - h * 0.07, u * 0.16, h * 0.07, box) +
    rect(
      benchX + benchW * 0.3 + u * 0.05,
      benchTop - h * 0.09,
      u * 0.06,
      h * 0.02,
      'none',
      'stroke="#333" stroke-width="2"',
    );
  if (rng.chance(0.45))
    side += radio(benchX + benchW * 0.55, benchTop, u * 0.15, jitter(rng, ['#6e4424', '#8a5a2a'] as const));
  side += bicycle(w - u * 0.52, floorY + h * 0.03, u * 0.5, rng.pick(PARTY));
  back += mirror(side, w, rng.chance(0.5));
  // A bare bulb under a metal shade.
  back += pendant(w * rng.range(0.35, 0.65), h * 0.08, u * 0.05, '#4a5a4a');
  return { back, front: '', defs, ...standing(input, floorY, 0.2) };
};
