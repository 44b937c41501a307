import { circle, f, glowGradient, mirror, path, pattern, rect } from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import type { Rng } from '../prng';
import { room, windowPane } from '../scene-indoor';
import type { Backdrop, BackdropInput } from '../scene-types';
import { standing } from '../scene-types';
import { apart, CHROME, PARTY, WHITE } from './colours';
import { checkerFloor, plate, seated, tableTop } from './furniture';

// ---------------------------------------------------------------------------------------------
// Kitchen
// ---------------------------------------------------------------------------------------------

/** A row of cupboard doors with their handles; drawers when the row is short. */
function cupboards(x0: number, x1: number, top: number, bottom: number, colour: string, door: number) {
  const n = Math.max(1, Math.round((x1 - x0) / door));
  const dw = (x1 - x0) / n;
  const ch = bottom - top;
  const drawer = ch < dw * 0.6;
  let out = rect(x0, top, x1 - x0, ch, shade(colour, -0.45));
  for (let i = 0; i < n; i++) {
    const x = x0 + i * dw;
    out += rect(x + dw * 0.04, top + ch * 0.05, dw * 0.92, ch * 0.9, colour);
    out += drawer
      ? rect(x + dw * 0.4, top + ch * 0.4, dw * 0.2, ch * 0.18, '#2e2a26')
      : rect(i % 2 === 0 ? x + dw * 0.78 : x + dw * 0.16, top + ch * 0.42, dw * 0.06, ch * 0.16, '#2e2a26');
  }
  return out;
}

function fridge(x: number, bottom: number, fw: number, fh: number, colour: string): string {
  const top = bottom - fh;
  return (
    rect(x + fw * 0.04, top + fh * 0.02, fw, fh, '#000000', 'opacity="0.25"') +
    rect(x, top, fw, fh, colour, `rx="${f(fw * 0.14)}" stroke="#6a6660" stroke-width="1.5"`) +
    rect(x, top + fh * 0.32, fw, fh * 0.012, '#6a6660') +
    rect(x + fw * 0.8, top + fh * 0.12, fw * 0.06, fh * 0.14, '#4a4846') +
    rect(x + fw * 0.8, top + fh * 0.4, fw * 0.06, fh * 0.2, '#4a4846') +
    rect(x + fw * 0.1, bottom - fh * 0.06, fw * 0.8, fh * 0.04, '#3a3836')
  );
}

/** An enamel range: burners and a pot on top, knobs, an oven door with a dark window. */
function stove(x: number, top: number, bottom: number, sw: number, colour: string, pot: string): string {
  const sh = bottom - top;
  let out =
    rect(x, top - sh * 0.28, sw, sh * 0.28, colour, 'stroke="#6a6660" stroke-width="1"') +
    circle(x + sw * 0.5, top - sh * 0.14, sh * 0.08, '#2e2c2a') +
    rect(x, top, sw, sh, colour, 'stroke="#6a6660" stroke-width="1.5"') +
    rect(x, top, sw, sh * 0.05, '#2a2826');
  for (let i = 0; i < 4; i++) out += circle(x + sw * (0.2 + i * 0.2), top + sh * 0.12, sh * 0.035, '#2a2826');
  out +=
    rect(x + sw * 0.08, top + sh * 0.22, sw * 0.84, sh * 0.58, shade(colour, -0.06), 'stroke="#6a6660"') +
    rect(x + sw * 0.2, top + sh * 0.32, sw * 0.6, sh * 0.3, '#23211f') +
    rect(x + sw * 0.15, top + sh * 0.25, sw * 0.7, sh * 0.03, '#8a8a8a') +
    rect(x + sw * 0.08, top + sh * 0.85, sw * 0.84, sh * 0.1, shade(colour, -0.1));
  // A pot or kettle on the front burner.
  const pw = sw * 0.36;
  out +=
    rect(x + sw * 0.12, top - pw * 0.62, pw, pw * 0.62, pot, `rx="${f(pw * 0.08)}"`) +
    rect(x + sw * 0.1, top - pw * 0.68, pw * 1.1, pw * 0.1, shade(pot, -0.3)) +
    rect(x + sw * 0.12 + pw, top - pw * 0.5, pw * 0.5, pw * 0.07, '#2a2826');
  return out;
}

/** Canisters, a toaster and a bread box: things that stand on a kitchen counter. */
function counterThings(rng: Rng, x: number, top: number, size: number, colour: string): string {
  let out = '';
  let cx = x;
  for (let i = 0; i < 3; i++) {
    const cw = size * (0.34 - i * 0.06);
    const ch = cw * 1.3;
    out +=
      rect(cx, top - ch, cw, ch, colour, `stroke="${shade(colour, -0.4)}" stroke-width="1"`) +
      rect(cx - cw * 0.05, top - ch - cw * 0.12, cw * 1.1, cw * 0.14, shade(colour, -0.45)) +
      rect(cx + cw * 0.2, top - ch * 0.6, cw * 0.6, ch * 0.22, WHITE, 'opacity="0.8"');
    cx += cw * 1.15;
  }
  if (rng.chance(0.6)) {
    const tw = size * 0.42;
    out +=
      rect(cx + size * 0.05, top - tw * 0.62, tw, tw * 0.62, CHROME, `rx="${f(tw * 0.18)}"`) +
      rect(cx + size * 0.05 + tw * 0.2, top - tw * 0.66, tw * 0.6, tw * 0.06, '#2a2826') +
      rect(cx + size * 0.05 + tw * 0.15, top - tw * 0.48, tw * 0.7, tw * 0.1, '#ffffff', 'opacity="0.6"');
  }
  return out;
}

/**
 * The kitchen wall: fridge at one end, base and wall cupboards along the rest, a sink under the
 * window and a stove; `s` scales furniture to how near the camera stands.
 */
function kitchenWall(input: BackdropInput, floorY: number, s: number, wall: string): string {
  const { rng, palette, width: w, height: h } = input;
  const u = Math.min(w, h);
  const painted = rng.chance(0.6);
  const cabinet = apart(
    painted
      ? mix(jitter(rng, palette.clothes), '#f4f0e6', rng.range(0.35, 0.7))
      : jitter(rng, palette.floors),
    wall,
    0.2,
  );
  const appliance = rng.pick(['#f2f0ea', '#f2f0ea', '#eae3c8', '#cfe3d8', '#f0d7d0'] as const);
  const counterTop = floorY - h * 0.26 * s;
  const slab = h * 0.02 * s;
  const upperBottom = counterTop - h * 0.2 * s;
  const fw = u * 0.21 * s;
  const fx = w * rng.range(0.01, 0.05);
  const fh = h * 0.52 * s;
  const wx = w * rng.range(0.44, 0.58);
  const ww = u * rng.range(0.24, 0.3) * s;
  const sw = u * 0.19 * s;
  const right = wx + ww * 0.8;
  const sx = right + sw + w * 0.02 < w ? rng.range(right, w - sw - w * 0.02) : fx + fw + w * 0.01;
  const door = u * 0.13 * s;
  const tile = mix(wall, '#ffffff', 0.45);
  let out =
    // Splashback tiles between the counter and the wall cupboards.
    rect(fx + fw, upperBottom, w - fx - fw, counterTop - upperBottom, 'url(#rm-tiles)') +
    windowPane(
      wx - ww / 2,
      upperBottom + h * 0.01,
      ww,
      counterTop - upperBottom - h * 0.04 * s,
      mix(palette.skyBottom, '#ffffff', 0.5),
      '#f4f1ea',
      rng.chance(0.5) ? mix(jitter(rng, palette.clothes), '#ffffff', 0.4) : '#f4efe4',
    );
  // Wall cupboards up to the ceiling, broken by the window.
  const gap0 = wx - ww * 0.9;
  const gap1 = wx + ww * 0.9;
  out +=
    cupboards(fx + fw + w * 0.005, gap0, -2, upperBottom, cabinet, door) +
    cupboards(gap1, w + 2, -2, upperBottom, cabinet, door) +
    cupboards(fx, fx + fw, -2, Math.max(h * 0.01, floorY - fh - h * 0.04 * s), cabinet, fw);
  // Base cupboards with a drawer row, a dark toe kick and a light counter slab on top.
  const base0 = fx + fw + w * 0.005;
  out +=
    cupboards(base0, w + 2, counterTop + slab, counterTop + slab + h * 0.05 * s, cabinet, door) +
    cupboards(base0, w + 2, counterTop + slab + h * 0.05 * s, floorY - h * 0.02 * s, cabinet, door) +
    rect(base0, floorY - h * 0.02 * s, w, h * 0.02 * s, '#1f1b18') +
    rect(base0 - w * 0.005, counterTop, w, slab, mix(tile, '#ffffff', 0.4)) +
    rect(base0 - w * 0.005, counterTop + slab * 0.75, w, slab * 0.25, shade(tile, -0.3));
  // The sink: a dark basin in the slab and a tall tap under the window.
  out +=
    rect(wx - ww * 0.32, counterTop + slab * 0.1, ww * 0.64, slab * 0.6, '#3a3a3a') +
    path(
      `M${f(wx)} ${f(counterTop)}V${f(counterTop - h * 0.06 * s)}Q${f(wx)} ${f(counterTop - h * 0.075 * s)} ${f(wx + u * 0.03 * s)} ${f(counterTop - h * 0.07 * s)}`,
      'none',
      `stroke="${CHROME}" stroke-width="${f(u * 0.008 * s)}"`,
    ) +
    stove(sx, counterTop, floorY, sw, appliance, rng.pick(PARTY)) +
    fridge(fx, floorY, fw, fh, appliance);
  // Jars on the counter wherever the stove and window leave room.
  const thingsX = sx > wx ? fx + fw + w * 0.03 : sx + sw + w * 0.03;
  if (thingsX + u * 0.2 * s < wx - ww * 0.4 || sx < wx)
    out += counterThings(rng, thingsX, counterTop, u * 0.22 * s, mix(rng.pick(PARTY), '#ffffff', 0.3));
  return out;
}

function tilesDef(wall: string, size: number): string {
  const tile = mix(wall, '#ffffff', 0.45);
  return pattern(
    'rm-tiles',
    size,
    size,
    rect(0, 0, size, size, shade(tile, -0.2)) + rect(1, 1, size - 2, size - 2, tile),
  );
}

export const kitchen = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h, people } = input;
  const u = Math.min(w, h);
  const atTable = people > 0 && rng.chance(0.4);
  const r = room(input, 0.7, 0.78);
  const checker = rng.chance(0.45);
  const defs = r.defs + tilesDef(r.wall, u * 0.035) + glowGradient('rm-glow', palette.light, 0.5);
  let back = r.back;
  if (atTable) {
    // Sitting at the kitchen table: the counters stand further back, higher in the frame.
    const floorY = h * 0.86;
    back += mirror(kitchenWall(input, floorY, 0.85, r.wall), w, rng.chance(0.5));
    const tableY = h * rng.range(0.7, 0.76);
    const cloth = rng.chance(0.5) ? '#f3efe6' : mix(jitter(rng, palette.clothes), '#ffffff', 0.3);
    let front = tableTop(w, h, tableY, cloth);
    if (rng.chance(0.5)) {
      const step = u * 0.045;
      let check = '';
      for (let x = -w * 0.05; x < w * 1.05; x += step * 2) check += rect(x, tableY, step, h - tableY, '#000');
      for (let y = tableY; y < h; y += step * 2) check += rect(-w * 0.05, y, w * 1.1, step, '#000');
      front += `<g opacity="0.16">${check}</g>`;
    }
    front +=
      plate(w * rng.range(0.2, 0.35), tableY + h * 0.08, u * 0.08) +
      plate(w * rng.range(0.62, 0.8), tableY + h * 0.09, u * 0.08) +
      rect(w * 0.48, tableY - h * 0.07, u * 0.04, h * 0.11, '#f4f6f6', 'stroke="#999" stroke-width="1"') +
      rect(w * 0.48, tableY - h * 0.07, u * 0.04, h * 0.02, '#c8c8c8');
    return { back, front, defs, ...seated(input, tableY) };
  }
  const floorY = r.floorY;
  if (checker)
    back += checkerFloor(w, h, floorY, shade(jitter(rng, palette.floors), -0.3), mix(r.wall, '#ffffff', 0.6));
  back += mirror(kitchenWall(input, floorY, rng.range(0.95, 1.1), r.wall), w, rng.chance(0.5));
  return { back, front: '', defs, ...standing(input, floorY, 0.25) };
};
