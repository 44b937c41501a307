import { circle, ellipse, f, glowGradient, line, mirror, pattern, polygon, rect } from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import type { Backdrop, BackdropInput } from '../scene-types';
import { standing } from '../scene-types';
import { seated } from './furniture';

// ---------------------------------------------------------------------------------------------
// Office
// ---------------------------------------------------------------------------------------------

/** A manual typewriter from the front: black body, rows of keys, roller and a sheet of paper. */
function typewriter(cx: number, bottom: number, tw: number): string {
  const th = tw * 0.42;
  const top = bottom - th;
  let out =
    rect(cx - tw * 0.3, top - th * 0.75, tw * 0.6, th * 0.8, '#fbfaf6', 'stroke="#999" stroke-width="0.8"') +
    rect(cx - tw * 0.52, top - th * 0.05, tw * 1.04, th * 0.2, '#1e1e1e', `rx="${f(th * 0.08)}"`) +
    rect(cx - tw * 0.58, top, tw * 0.07, th * 0.1, '#5a5a5a') +
    polygon(
      [
        [cx - tw * 0.45, top + th * 0.12],
        [cx + tw * 0.45, top + th * 0.12],
        [cx + tw * 0.5, bottom],
        [cx - tw * 0.5, bottom],
      ],
      '#242424',
    );
  for (let row = 0; row < 3; row++) {
    const y = top + th * (0.45 + row * 0.17);
    const n = 8 - row;
    for (let i = 0; i < n; i++) {
      const x = cx + (i - (n - 1) / 2) * tw * 0.1;
      out += circle(x, y, tw * 0.028, '#e8e4da');
    }
  }
  return out;
}

/** A grey steel filing cabinet, four drawers with handles and label slots. */
function filingCabinet(x: number, bottom: number, cw: number, ch: number, steel: string): string {
  let out = rect(x, bottom - ch, cw, ch, shade(steel, -0.35));
  for (let i = 0; i < 4; i++) {
    const y = bottom - ch + (ch * i) / 4;
    out +=
      rect(x + cw * 0.04, y + ch * 0.01, cw * 0.92, ch * 0.23, steel) +
      rect(x + cw * 0.38, y + ch * 0.05, cw * 0.24, ch * 0.04, '#f4f0e4') +
      rect(x + cw * 0.35, y + ch * 0.13, cw * 0.3, ch * 0.03, '#2e2e2e');
  }
  return out;
}

/** A window behind a venetian blind drawn most of the way down: light and dark slats, daylight below. */
function blinds(x: number, y: number, bw: number, bh: number, sky: string): string {
  return (
    rect(x - bw * 0.05, y - bw * 0.05, bw * 1.1, bh + bw * 0.1, '#e8e4dc') +
    rect(x, y, bw, bh, sky) +
    rect(x, y, bw, bh * 0.78, 'url(#rm-slats)') +
    line(x + bw * 0.85, y, x + bw * 0.85, y + bh * 0.9, '#777', 1) +
    rect(x - bw * 0.05, y + bh, bw * 1.1, bw * 0.05, '#d8d4cc')
  );
}

/** A steel desk seen from the front: a top and a modesty panel with a drawer pedestal. */
function desk(x: number, top: number, bottom: number, dw: number, steel: string): string {
  return (
    rect(x, top, dw, bottom - top, shade(steel, -0.15)) +
    rect(x + dw * 0.62, top + (bottom - top) * 0.1, dw * 0.34, (bottom - top) * 0.85, steel) +
    rect(x + dw * 0.72, top + (bottom - top) * 0.3, dw * 0.14, (bottom - top) * 0.04, '#2e2e2e') +
    rect(x + dw * 0.72, top + (bottom - top) * 0.65, dw * 0.14, (bottom - top) * 0.04, '#2e2e2e') +
    rect(x - dw * 0.02, top - (bottom - top) * 0.08, dw * 1.04, (bottom - top) * 0.1, '#4a4642')
  );
}

function clock(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, '#f8f6f0', `stroke="#2a2a2a" stroke-width="${f(r * 0.15)}"`) +
    line(cx, cy, cx, cy - r * 0.7, '#1a1a1a', r * 0.08) +
    line(cx, cy, cx + r * 0.45, cy + r * 0.2, '#1a1a1a', r * 0.1)
  );
}

/** Papers, an in-tray and a black telephone on a desk top. */
function deskThings(x: number, top: number, s: number): string {
  return (
    rect(x, top - s * 0.12, s * 0.36, s * 0.12, '#7a6a4a') +
    rect(x + s * 0.02, top - s * 0.18, s * 0.32, s * 0.07, '#f4f0e4') +
    ellipse(x + s * 0.7, top - s * 0.05, s * 0.2, s * 0.07, '#1a1a1a') +
    rect(x + s * 0.56, top - s * 0.18, s * 0.28, s * 0.1, '#1a1a1a', `rx="${f(s * 0.04)}"`) +
    rect(x + s * 0.58, top - s * 0.13, s * 0.24, s * 0.09, '#2a2a2a')
  );
}

export const office = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h, people } = input;
  const u = Math.min(w, h);
  const wall = mix(jitter(rng, palette.walls), rng.pick(['#d8e0c8', '#e8e0c8', '#d0d8d8'] as const), 0.6);
  const floorY = h * rng.range(0.66, 0.72);
  const steel = rng.pick(['#8a9090', '#7a8a7a', '#9a968a'] as const);
  const slat = u * 0.018;
  const defs =
    glowGradient('rm-glow', palette.light, 0.45) +
    pattern(
      'rm-slats',
      slat,
      slat,
      rect(0, 0, slat, slat, '#f2efe6') + rect(0, slat * 0.75, slat, slat * 0.25, '#8a8478'),
    );
  let back =
    rect(0, 0, w, floorY, wall) +
    rect(0, floorY, w, h - floorY + 2, jitter(rng, palette.floors)) +
    rect(0, floorY - h * 0.02, w, h * 0.02, '#2a2622');
  const flip = rng.chance(0.5);
  const bw = u * rng.range(0.36, 0.44);
  let side =
    blinds(w * 0.06, h * 0.1, bw, h * 0.36, mix(palette.skyBottom, '#ffffff', 0.3)) +
    filingCabinet(w - u * 0.2, floorY + h * 0.01, u * 0.15, h * 0.4, steel) +
    filingCabinet(w - u * 0.36, floorY + h * 0.01, u * 0.15, h * 0.4, steel) +
    clock(w - u * 0.2, h * 0.14, u * 0.05);
  // Desks with typewriters along the back of the room.
  const deskTop = floorY - h * 0.16;
  side +=
    desk(w * 0.04, deskTop, floorY + h * 0.01, u * 0.4, steel) +
    typewriter(w * 0.04 + u * 0.14, deskTop - h * 0.01, u * 0.17);
  back += mirror(side, w, flip);
  const atDesk = people > 0 && rng.chance(0.45);
  if (atDesk) {
    // A desk in the foreground with its typewriter; the people sit or stand behind it.
    const tableY = h * rng.range(0.72, 0.78);
    const tx = w * rng.range(0.3, 0.7);
    const top = rng.pick(['#5a4632', '#6a6a60', '#7a5a3a'] as const);
    const front =
      rect(-w * 0.05, tableY, w * 1.1, h - tableY + 2, top) +
      rect(-w * 0.05, tableY, w * 1.1, h * 0.012, shade(top, 0.3)) +
      typewriter(tx, tableY + h * 0.1, u * 0.34) +
      deskThings(tx > w / 2 ? w * 0.04 : w * 0.96 - u * 0.32, tableY + h * 0.12, u * 0.32);
    return { back, front, defs, ...seated(input, tableY) };
  }
  return { back, front: '', defs, ...standing(input, floorY, 0.2) };
};
