import { jitter, mix, shade } from './palette';
import type { Rng } from './prng';
import { frames, room, sofa, windowPane } from './scene-indoor';
import type { Backdrop, BackdropInput, SceneBackdrops } from './scene-types';
import { standing } from './scene-types';
import { ellipse, f, glowGradient, polygon, rect } from './svg';

/**
 * Indoor scenes with furniture and props that name the occasion: a birthday cake, a turkey, a crib.
 * Every landmark is drawn light-on-dark or dark-on-light so it still reads in a grey 200 px print,
 * and where people would hide it, it stands in front of them (a table, a crib) or above their heads.
 */

type Point = readonly [number, number];

// ---------------------------------------------------------------------------------------------
// Small drawing helpers
// ---------------------------------------------------------------------------------------------

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A repeating tile: one element paints a whole pegboard, tiled splashback or panelled wall. */
function pattern(id: string, w: number, h: number, body: string): string {
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(w)}" height="${f(h)}">${body}</pattern>`;
}

/** Mirrors markup left-to-right, so furniture drawn on the left can stand on either side. */
function mirror(markup: string, width: number, flip: boolean): string {
  return flip && markup ? `<g transform="matrix(-1 0 0 1 ${f(width)} 0)">${markup}</g>` : markup;
}

function lightness(hex: string): number {
  const v = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255;
}

/** Moves `colour` away from `against` in lightness, so the two still read apart in black and white. */
function apart(colour: string, against: string, gap = 0.2): string {
  const a = lightness(colour);
  const b = lightness(against);
  if (Math.abs(a - b) >= gap) return colour;
  const darker = b - gap > 0.05 && (a <= b || b + gap > 0.95);
  if (darker) return shade(colour, -Math.min(0.9, 1 - (b - gap) / Math.max(a, 0.01)));
  return shade(colour, Math.min(0.9, (b + gap - a) / Math.max(1 - a, 0.01)));
}

/** Strong colours of paper, balloons and candles: a party is never muted. */
const PARTY = ['#e63946', '#1d70d6', '#f4c20d', '#2a9d5c', '#ff7f2a', '#8e44ad', '#ff4fa0'] as const;
const DARK_WOOD = '#3a2618';
const CHROME = '#c9ccce';
const WHITE = '#f6f3ec';

/** People sitting behind a table or desk in `front`: its top hides them from the waist down. */
function seated(input: BackdropInput, tableY: number) {
  const adultHeight = input.height * input.rng.range(0.7, 0.8);
  return { baseY: tableY + adultHeight * 0.42, adultHeight, shadows: false, close: true };
}

/** A table running out of the frame at the bottom: its top seen from above, its cloth falling away. */
function tableTop(w: number, h: number, top: number, cloth: string): string {
  return (
    rect(-w * 0.05, top, w * 1.1, h - top + 2, cloth) +
    rect(-w * 0.05, top, w * 1.1, h * 0.012, shade(cloth, 0.35)) +
    rect(-w * 0.05, h * 0.93, w * 1.1, h * 0.07 + 2, '#000000', 'opacity="0.2"')
  );
}

/** A plate on a table seen at a low angle, with its rim. */
function plate(cx: number, cy: number, r: number, colour = WHITE): string {
  return (
    ellipse(cx, cy + r * 0.06, r, r * 0.3, '#000000', 'opacity="0.18"') +
    ellipse(cx, cy, r, r * 0.3, colour, 'stroke="#8a8580" stroke-width="1"') +
    ellipse(cx, cy, r * 0.66, r * 0.19, shade(colour, -0.06))
  );
}

/** A stroked capital on a 10-unit-high grid and its advance; <text> would depend on the machine's fonts. */
const GLYPHS: Record<string, readonly [string, number]> = {
  A: ['M0 10L3 0L6 10M1.2 6.4H4.8', 6],
  C: ['M6 1.5Q5 0 3.2 0Q0 0 0 5Q0 10 3.2 10Q5 10 6 8.5', 6],
  D: ['M0 0V10H2.5Q6.2 10 6.2 5Q6.2 0 2.5 0Z', 6.2],
  E: ['M5.4 0H0V10H5.4M0 5H4.4', 5.4],
  F: ['M5.4 0H0V10M0 5H4.4', 5.4],
  I: ['M0 0V10', 0],
  M: ['M0 10V0L3.3 6L6.6 0V10', 6.6],
  N: ['M0 10V0L6 10V0', 6],
  R: ['M0 10V0H3.5Q6 0 6 2.7Q6 5.4 3.5 5.4H0M3 5.4L6 10', 6],
  S: ['M5.6 1.4Q4.8 0 3 0Q0.3 0 0.3 2.6Q0.3 4.4 3 5Q5.8 5.6 5.8 7.6Q5.8 10 3 10Q1 10 0 8.4', 5.8],
  T: ['M0 0H6M3 0V10', 6],
  U: ['M0 0V6.8Q0 10 3 10Q6 10 6 6.8V0', 6],
};

/** Width of a word on the 10-unit glyph grid. */
function wordWidth(word: string): number {
  let x = 0;
  for (const ch of word) x += (GLYPHS[ch]?.[1] ?? 5) + 2.6;
  return x - 2.6;
}

/** A word in stroked capitals, `size` units high, centred on `cx`. */
function lettering(
  word: string,
  cx: number,
  top: number,
  size: number,
  stroke: string,
  weight = 1.5,
  extra = '',
): string {
  const gap = 2.6;
  let x = 0;
  let d = '';
  for (const ch of word) {
    const glyph = GLYPHS[ch];
    if (!glyph) {
      x += 5;
      continue;
    }
    d += glyph[0].replace(/([MLHVQZ])([^MLHVQZ]*)/g, (_m, cmd: string, args: string) => {
      if (cmd === 'Z') return 'Z';
      const nums = args
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      const moved = nums.map((n, i) => (cmd === 'V' || (cmd !== 'H' && i % 2 === 1) ? n : n + x));
      return cmd + moved.join(' ');
    });
    x += glyph[1] + gap;
  }
  const width = x - gap;
  const k = size / 10;
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(weight)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(${f(cx - (width * k) / 2)} ${f(top)}) scale(${k.toFixed(3)})"${extra ? ` ${extra}` : ''}/>`;
}

/** A hanging lamp: a cord from the ceiling, a shade and the pool of light under it. */
function pendant(x: number, bottom: number, size: number, shadeColour: string): string {
  return (
    line(x, -5, x, bottom - size * 0.5, '#2a2420', size * 0.04) +
    ellipse(x, bottom, size * 1.6, size * 1.3, 'url(#rm-glow)') +
    path(
      `M${f(x - size)} ${f(bottom)}Q${f(x - size * 0.9)} ${f(bottom - size * 0.7)} ${f(x)} ${f(bottom - size * 0.72)}Q${f(x + size * 0.9)} ${f(bottom - size * 0.7)} ${f(x + size)} ${f(bottom)}Z`,
      shadeColour,
    ) +
    ellipse(x, bottom, size * 0.35, size * 0.12, '#fffbe8')
  );
}

/**
 * A floor of squares in perspective: rows shrink towards the back wall and columns converge, so it
 * reads as a floor and not a flag.
 */
function checkerFloor(w: number, h: number, floorY: number, dark: string, light: string): string {
  let out = rect(0, floorY, w, h - floorY + 2, light);
  const far = (h - floorY) * 0.9;
  const near = far + (h - floorY);
  // Depth of a screen row is 1/(y - horizon); tiles are equal steps in depth.
  const dFar = 1 / far;
  const dNear = 1 / near;
  const step = (dFar - dNear) / 4.5;
  const horizon = floorY - far;
  const tile = w / 9;
  const vx = w / 2;
  for (let i = -1; dNear + i * step < dFar; i++) {
    const d0 = Math.max(dNear + i * step, 1e-6);
    const d1 = Math.min(dNear + (i + 1) * step, dFar);
    const y0 = horizon + 1 / d0;
    const y1 = horizon + 1 / d1;
    const xs = (d: number, k: number) => vx + k * tile * (dNear / d);
    const half = Math.ceil(w / 2 / (tile * (dNear / d1))) + 1;
    for (let j = -half; j < half; j++) {
      if ((((i + j) % 2) + 2) % 2 !== 0) continue;
      out += polygon(
        [
          [xs(d0, j), y0],
          [xs(d0, j + 1), y0],
          [xs(d1, j + 1), y1],
          [xs(d1, j), y1],
        ],
        dark,
      );
    }
  }
  return out;
}

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

const kitchen = (input: BackdropInput): Backdrop => {
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

// ---------------------------------------------------------------------------------------------
// Living room
// ---------------------------------------------------------------------------------------------

/** A console television on legs: a big rounded screen, a speaker grille and rabbit ears. */
function television(x: number, bottom: number, tw: number, wood: string): string {
  const th = tw * 0.9;
  const top = bottom - th;
  return (
    rect(x + tw * 0.1, bottom - th * 0.12, tw * 0.05, th * 0.12, DARK_WOOD) +
    rect(x + tw * 0.85, bottom - th * 0.12, tw * 0.05, th * 0.12, DARK_WOOD) +
    rect(
      x,
      top,
      tw,
      th * 0.88,
      wood,
      `rx="${f(tw * 0.04)}" stroke="${shade(wood, -0.5)}" stroke-width="1.5"`,
    ) +
    rect(x + tw * 0.07, top + th * 0.08, tw * 0.6, th * 0.6, '#1c1e1e', `rx="${f(tw * 0.08)}"`) +
    rect(x + tw * 0.1, top + th * 0.11, tw * 0.54, th * 0.54, '#6f7d78', `rx="${f(tw * 0.08)}"`) +
    ellipse(x + tw * 0.3, top + th * 0.28, tw * 0.14, th * 0.08, '#ffffff', 'opacity="0.35"') +
    rect(x + tw * 0.72, top + th * 0.1, tw * 0.22, th * 0.36, shade(wood, -0.35)) +
    circle(x + tw * 0.83, top + th * 0.56, tw * 0.035, '#d8d0c0') +
    circle(x + tw * 0.83, top + th * 0.68, tw * 0.035, '#d8d0c0') +
    line(x + tw * 0.45, top, x + tw * 0.25, top - th * 0.45, '#3a3a3a', 1.6) +
    line(x + tw * 0.45, top, x + tw * 0.68, top - th * 0.42, '#3a3a3a', 1.6) +
    ellipse(x + tw * 0.45, top - th * 0.015, tw * 0.07, th * 0.03, '#2a2a2a')
  );
}

/** A long hi-fi console on splayed legs, its lid open on a record. */
function hifi(x: number, bottom: number, cw: number, wood: string): string {
  const ch = cw * 0.36;
  const top = bottom - ch;
  return (
    line(x + cw * 0.08, bottom - ch * 0.2, x + cw * 0.05, bottom, DARK_WOOD, cw * 0.025) +
    line(x + cw * 0.92, bottom - ch * 0.2, x + cw * 0.95, bottom, DARK_WOOD, cw * 0.025) +
    rect(x, top, cw, ch * 0.8, wood, `stroke="${shade(wood, -0.5)}" stroke-width="1.5"`) +
    rect(x + cw * 0.04, top + ch * 0.12, cw * 0.42, ch * 0.58, 'url(#rm-grille)') +
    rect(x + cw * 0.54, top + ch * 0.12, cw * 0.42, ch * 0.58, 'url(#rm-grille)') +
    polygon(
      [
        [x + cw * 0.5, top],
        [x + cw, top],
        [x + cw * 0.95, top - ch * 0.45],
        [x + cw * 0.55, top - ch * 0.45],
      ],
      shade(wood, -0.15),
      `stroke="${shade(wood, -0.5)}" stroke-width="1"`,
    ) +
    ellipse(x + cw * 0.28, top - ch * 0.02, cw * 0.16, ch * 0.06, '#141414') +
    ellipse(x + cw * 0.28, top - ch * 0.02, cw * 0.04, ch * 0.018, '#d94f3a')
  );
}

function grilleDef(wood: string, size: number): string {
  return pattern(
    'rm-grille',
    size,
    size,
    rect(0, 0, size, size, mix(wood, '#d8c8a8', 0.5)) + rect(0, 0, size * 0.45, size, shade(wood, -0.2)),
  );
}

/** A floor lamp with a drum shade and its glow. */
function floorLamp(x: number, floorY: number, height: number, lampShade: string): string {
  const top = floorY - height;
  const sw = height * 0.22;
  return (
    ellipse(x, top + sw * 0.3, sw * 2.4, sw * 2.2, 'url(#rm-glow)') +
    line(x, top + sw * 0.5, x, floorY - 2, '#2a2018', height * 0.015) +
    ellipse(x, floorY - 1, sw * 0.35, sw * 0.08, '#2a2018') +
    polygon(
      [
        [x - sw * 0.38, top],
        [x + sw * 0.38, top],
        [x + sw * 0.55, top + sw * 0.62],
        [x - sw * 0.55, top + sw * 0.62],
      ],
      lampShade,
      'stroke="#8a7a60" stroke-width="1"',
    )
  );
}

/** A rug on the floor in perspective, with a border. */
function rug(cx: number, y: number, rw: number, rh: number, colour: string): string {
  const pts = (k: number): Point[] => [
    [cx - rw * 0.42 * k, y + rh * (1 - k) * 0.5],
    [cx + rw * 0.42 * k, y + rh * (1 - k) * 0.5],
    [cx + rw * 0.5 * k, y + rh - rh * (1 - k) * 0.5],
    [cx - rw * 0.5 * k, y + rh - rh * (1 - k) * 0.5],
  ];
  return (
    polygon(pts(1), shade(colour, -0.3)) + polygon(pts(0.86), colour) + polygon(pts(0.6), shade(colour, 0.25))
  );
}

const livingRoom = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h } = input;
  const u = Math.min(w, h);
  const r = room(input, 0.64, 0.72);
  const wood = jitter(rng, ['#6e4424', '#7a4e2c', '#5a3820'] as const);
  const flip = rng.chance(0.5);
  let back = r.back;
  if (rng.chance(0.5)) {
    // Striped wallpaper.
    const stripe = shade(r.wall, -0.09);
    for (let x = w * 0.02; x < w; x += w * 0.05) back += rect(x, 0, w * 0.016, r.floorY, stripe);
  }
  back += rug(
    w * rng.range(0.42, 0.58),
    r.floorY + h * 0.04,
    w * 0.75,
    h * 0.16,
    jitter(rng, palette.clothes),
  );
  const sofaW = w * rng.range(0.42, 0.55);
  const sofaX = w * rng.range(0.3, 0.4);
  back += frames(input, rng.int(2, 3), h * 0.08, r.floorY - h * 0.3);
  let side = '';
  // Left (or mirrored right) end: the television or the record console; the lamp at the other end.
  if (rng.chance(0.6)) side += television(w * 0.03, r.floorY + h * 0.01, u * rng.range(0.28, 0.34), wood);
  else side += hifi(w * 0.02, r.floorY + h * 0.01, u * rng.range(0.36, 0.42), wood);
  side += floorLamp(
    w * 0.92,
    r.floorY + h * 0.01,
    h * rng.range(0.46, 0.56),
    mix(palette.light, '#ffffff', 0.4),
  );
  back +=
    mirror(
      sofa(sofaX, r.floorY - h * 0.22, sofaW, h * 0.26, apart(jitter(rng, palette.clothes), r.wall, 0.15)),
      w,
      flip,
    ) + mirror(side, w, flip);
  const defs = r.defs + glowGradient('rm-glow', palette.light, 0.55) + grilleDef(wood, u * 0.012);
  return { back, front: '', defs, ...standing(input, r.floorY, 0.3) };
};

// ---------------------------------------------------------------------------------------------
// Birthday
// ---------------------------------------------------------------------------------------------

function balloon(x: number, y: number, r: number, colour: string, stringTo: Point): string {
  return (
    path(
      `M${f(x)} ${f(y + r * 1.2)}Q${f((x + stringTo[0]) / 2 + r * 0.5)} ${f((y + stringTo[1]) / 2)} ${f(stringTo[0])} ${f(stringTo[1])}`,
      'none',
      'stroke="#555" stroke-width="1"',
    ) +
    ellipse(x, y, r, r * 1.18, colour, `stroke="${shade(colour, -0.4)}" stroke-width="1"`) +
    polygon(
      [
        [x, y + r * 1.12],
        [x - r * 0.12, y + r * 1.3],
        [x + r * 0.12, y + r * 1.3],
      ],
      shade(colour, -0.2),
    ) +
    ellipse(x - r * 0.35, y - r * 0.45, r * 0.18, r * 0.28, '#ffffff', 'opacity="0.7"')
  );
}

/** A bunch of balloons tied low, floating up into a top corner. */
function balloonBunch(rng: Rng, x: number, top: number, r: number, tie: Point): string {
  let out = '';
  const n = rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    out += balloon(
      x + rng.range(-1.6, 1.6) * r,
      top + rng.range(0, 1.8) * r + (i % 2) * r * 0.8,
      r * rng.range(0.85, 1.1),
      rng.pick(PARTY),
      tie,
    );
  }
  return out;
}

/** Crepe-paper streamers swagging across the top of the wall, and a string of pennants. */
function streamers(rng: Rng, w: number, h: number): string {
  let out = '';
  const swags = rng.int(3, 5);
  const width = w / swags;
  for (const [k, colour] of [rng.pick(PARTY), rng.pick(PARTY)].entries()) {
    const y = h * (0.03 + k * 0.03);
    let d = `M${f(-5)} ${f(y)}`;
    for (let i = 0; i < swags; i++) {
      const x0 = i * width;
      d += `Q${f(x0 + width / 2)} ${f(y + h * rng.range(0.12, 0.18))} ${f(x0 + width)} ${f(y)}`;
    }
    out += path(
      d,
      'none',
      `stroke="${colour}" stroke-width="${f(h * 0.014)}" stroke-dasharray="${f(h * 0.02)} ${f(h * 0.006)}"`,
    );
  }
  if (rng.chance(0.7)) {
    // Pennants: alternating light and dark triangles read as bunting even in grey.
    const y = h * 0.02;
    const sag = h * 0.08;
    const n = Math.round(w / (h * 0.06));
    for (let i = 0; i < n; i++) {
      const t = (i + 0.5) / n;
      const x = t * w;
      const yy = y + sag * 4 * t * (1 - t);
      const pw = (w / n) * 0.42;
      out += polygon(
        [
          [x - pw, yy],
          [x + pw, yy],
          [x, yy + pw * 2],
        ],
        i % 2 === 0 ? '#f7f2e6' : (PARTY[i % PARTY.length] ?? '#e63946'),
      );
    }
    out += path(
      `M0 ${f(y)}Q${f(w / 2)} ${f(y + sag * 2)} ${f(w)} ${f(y)}`,
      'none',
      'stroke="#444" stroke-width="1"',
    );
  }
  return out;
}

/** A frosted layer cake on a stand, piped round the top, with lit candles. */
function cake(rng: Rng, cx: number, bottom: number, cw: number, tint: string): string {
  const ch = cw * rng.range(0.42, 0.52);
  const frost = rng.chance(0.6) ? '#fbf7ee' : mix(tint, '#ffffff', 0.7);
  const piping = apart(tint, frost, 0.3);
  const top = bottom - ch;
  const ry = cw * 0.12;
  let out =
    // Dark stand under the cake, so the white cake reads against a white cloth.
    ellipse(cx, bottom + cw * 0.03, cw * 0.68, ry * 1.1, '#000000', 'opacity="0.25"') +
    ellipse(cx, bottom, cw * 0.64, ry * 1.05, shade(CHROME, -0.25)) +
    rect(cx - cw * 0.1, bottom, cw * 0.2, cw * 0.08, shade(CHROME, -0.35)) +
    rect(cx - cw / 2, top, cw, ch, frost) +
    ellipse(cx, bottom, cw / 2, ry, frost) +
    rect(cx - cw / 2, top + ch * 0.45, cw, ch * 0.1, piping, 'opacity="0.85"') +
    ellipse(cx, top, cw / 2, ry, shade(frost, -0.05));
  const beads = 9;
  for (let i = 0; i < beads; i++) {
    const a = Math.PI * (i / (beads - 1));
    out += circle(cx - Math.cos(a) * cw * 0.48, top + Math.sin(a) * ry * 0.95, cw * 0.04, piping);
  }
  // Candles stand on the top; their flames are the brightest thing in the room.
  const n = rng.int(4, 8);
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const x = cx + (t - 0.5) * cw * 0.72;
    const y = top - ry * 0.3 + Math.sin(Math.PI * t) * ry * 0.5;
    const lh = cw * 0.2;
    out +=
      ellipse(x, y - lh - cw * 0.05, cw * 0.14, cw * 0.17, 'url(#rm-flame)') +
      rect(x - cw * 0.013, y - lh, cw * 0.026, lh, PARTY[i % PARTY.length] ?? '#1d70d6') +
      ellipse(x, y - lh - cw * 0.05, cw * 0.026, cw * 0.055, '#ffb21f') +
      ellipse(x, y - lh - cw * 0.038, cw * 0.013, cw * 0.028, '#fffbe0');
  }
  return out;
}

/** A wrapped present with a ribbon. */
function present(x: number, bottom: number, size: number, colour: string): string {
  return (
    rect(x, bottom - size, size * 1.2, size, colour, `stroke="${shade(colour, -0.4)}" stroke-width="1"`) +
    rect(x + size * 0.5, bottom - size, size * 0.2, size, '#f7f2e0') +
    ellipse(x + size * 0.45, bottom - size * 1.05, size * 0.2, size * 0.1, '#f7f2e0') +
    ellipse(x + size * 0.75, bottom - size * 1.05, size * 0.2, size * 0.1, '#f7f2e0')
  );
}

const birthday = (input: BackdropInput): Backdrop => {
  const { rng, width: w, height: h } = input;
  const u = Math.min(w, h);
  const r = room(input, 0.7, 0.76);
  const tableY = h * rng.range(0.68, 0.74);
  let back = r.back + frames(input, rng.int(0, 1), h * 0.25, h * 0.45) + streamers(rng, w, h);
  const br = u * rng.range(0.045, 0.06);
  back +=
    balloonBunch(rng, w * 0.08, h * 0.1, br, [w * 0.1, tableY]) +
    balloonBunch(rng, w * 0.92, h * 0.1, br, [w * 0.9, tableY]);
  // Never as white as the cake: the cake must stand out from its cloth in a grey print.
  const cloth = apart(
    rng.chance(0.4) ? '#f4efe4' : mix(rng.pick(PARTY), '#ffffff', rng.range(0.3, 0.55)),
    '#fbf7ee',
    0.14,
  );
  const cw = u * rng.range(0.28, 0.34);
  const cx = w * rng.range(0.42, 0.58);
  let front = tableTop(w, h, tableY, cloth);
  front +=
    plate(w * 0.14, tableY + h * 0.1, u * 0.07) +
    plate(w * 0.86, tableY + h * 0.11, u * 0.07) +
    present(w * rng.range(0.02, 0.1), tableY + h * 0.05, u * 0.08, rng.pick(PARTY)) +
    cake(rng, cx, tableY + h * 0.1, cw, rng.pick(PARTY));
  // Paper cups and a party horn.
  for (const x of [w * 0.72, w * 0.28]) {
    const c = rng.pick(PARTY);
    front += polygon(
      [
        [x - u * 0.022, tableY + h * 0.02],
        [x + u * 0.022, tableY + h * 0.02],
        [x + u * 0.016, tableY + h * 0.08],
        [x - u * 0.016, tableY + h * 0.08],
      ],
      c,
      `stroke="${shade(c, -0.4)}" stroke-width="1"`,
    );
  }
  const defs =
    r.defs +
    `<radialGradient id="rm-flame"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.9"/><stop offset="0.4" stop-color="#ffd46a" stop-opacity="0.45"/><stop offset="1" stop-color="#ffb030" stop-opacity="0"/></radialGradient>`;
  return { back, front, defs, ...seated(input, tableY), attire: 'party-hats' };
};

// ---------------------------------------------------------------------------------------------
// Thanksgiving
// ---------------------------------------------------------------------------------------------

/** A roast turkey on an oval platter, legs to either side with paper frills, parsley round it. */
function turkey(cx: number, bottom: number, tw: number): string {
  const roast = '#8e4e1e';
  const cy = bottom - tw * 0.22;
  let out =
    ellipse(cx, bottom, tw * 0.78, tw * 0.17, '#000000', 'opacity="0.22"') +
    ellipse(cx, bottom - tw * 0.02, tw * 0.75, tw * 0.16, '#e9e6df', 'stroke="#8a8680" stroke-width="1.5"') +
    ellipse(cx, bottom - tw * 0.03, tw * 0.6, tw * 0.11, '#f7f5f0');
  for (const [i, dx] of [-0.55, -0.45, 0.45, 0.55, -0.2, 0.25].entries())
    out += ellipse(
      cx + dx * tw,
      bottom - tw * (0.02 + (i % 2) * 0.05),
      tw * 0.06,
      tw * 0.035,
      i < 4 ? '#4f7a2a' : '#b8322a',
    );
  out +=
    ellipse(cx, cy + tw * 0.02, tw * 0.48, tw * 0.26, shade(roast, -0.3)) +
    ellipse(cx, cy - tw * 0.02, tw * 0.44, tw * 0.25, roast) +
    ellipse(cx - tw * 0.05, cy - tw * 0.1, tw * 0.28, tw * 0.12, '#c58a4a', 'opacity="0.8"') +
    ellipse(cx - tw * 0.1, cy - tw * 0.14, tw * 0.1, tw * 0.04, '#f0d0a0', 'opacity="0.7"');
  for (const side of [-1, 1]) {
    const lx = cx + side * tw * 0.36;
    const ly = cy + tw * 0.05;
    out +=
      `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="${f(tw * 0.17)}" ry="${f(tw * 0.1)}" fill="${shade(roast, -0.1)}" transform="rotate(${side * -35} ${f(lx)} ${f(ly)})"/>` +
      line(
        lx + side * tw * 0.1,
        ly - tw * 0.08,
        lx + side * tw * 0.17,
        ly - tw * 0.15,
        '#f2ead8',
        tw * 0.035,
      ) +
      circle(lx + side * tw * 0.18, ly - tw * 0.16, tw * 0.035, '#ffffff');
  }
  return out;
}

/** A pie in its dish: a crust rim round a dark filling, a wedge already cut. */
function pie(cx: number, bottom: number, pw: number, filling: string): string {
  const top = bottom - pw * 0.12;
  return (
    polygon(
      [
        [cx - pw * 0.5, top],
        [cx + pw * 0.5, top],
        [cx + pw * 0.42, bottom],
        [cx - pw * 0.42, bottom],
      ],
      '#d8d4cc',
    ) +
    ellipse(cx, top, pw * 0.5, pw * 0.17, '#d49a55', 'stroke="#8a5a2a" stroke-width="1"') +
    ellipse(cx, top, pw * 0.4, pw * 0.12, filling) +
    polygon(
      [
        [cx, top],
        [cx + pw * 0.38, top + pw * 0.04],
        [cx + pw * 0.3, top + pw * 0.1],
      ],
      '#f0ece2',
    ) +
    ellipse(cx - pw * 0.1, top - pw * 0.02, pw * 0.08, pw * 0.04, '#fffdf5')
  );
}

function candle(x: number, bottom: number, ch: number): string {
  return (
    ellipse(x, bottom - ch - ch * 0.12, ch * 0.3, ch * 0.3, 'url(#rm-flame)') +
    rect(x - ch * 0.12, bottom - ch * 0.08, ch * 0.24, ch * 0.08, '#b8a070') +
    rect(x - ch * 0.04, bottom - ch, ch * 0.08, ch * 0.92, '#f6f0dc') +
    ellipse(x, bottom - ch - ch * 0.07, ch * 0.035, ch * 0.08, '#ffc640')
  );
}

/** A china cabinet against the wall, its shelves of plates standing on edge. */
function hutch(x: number, bottom: number, hw: number, hh: number, wood: string): string {
  const top = bottom - hh;
  let out =
    rect(x, top, hw, hh, wood, `stroke="${shade(wood, -0.5)}" stroke-width="1.5"`) +
    rect(x + hw * 0.08, top + hh * 0.06, hw * 0.84, hh * 0.5, shade(wood, -0.45)) +
    rect(x - hw * 0.04, top + hh * 0.6, hw * 1.08, hh * 0.03, shade(wood, 0.15));
  for (let s = 0; s < 2; s++) {
    const sy = top + hh * (0.28 + s * 0.25);
    out += rect(x + hw * 0.08, sy, hw * 0.84, hh * 0.015, shade(wood, -0.1));
    for (let i = 0; i < 3; i++)
      out += circle(x + hw * (0.25 + i * 0.25), sy - hw * 0.11, hw * 0.1, '#efece4');
  }
  return out;
}

const thanksgiving = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h } = input;
  const u = Math.min(w, h);
  const r = room(input, 0.74, 0.8);
  const wood = jitter(rng, ['#5a3820', '#6e4424', '#4a2e1a'] as const);
  const tableY = h * rng.range(0.66, 0.72);
  // A chair rail and darker wainscot: a dining room, not a kitchen.
  const railY = h * rng.range(0.45, 0.55);
  let back =
    r.back +
    rect(0, railY, w, r.floorY - railY, shade(r.wall, -0.25)) +
    rect(0, railY - h * 0.012, w, h * 0.018, shade(r.wall, 0.3));
  const flip = rng.chance(0.5);
  let side =
    hutch(w * 0.02, r.floorY, u * 0.26, h * 0.62, wood) +
    windowPane(
      w * 0.7,
      h * 0.1,
      u * 0.18,
      h * 0.3,
      mix(palette.skyBottom, '#ffffff', 0.3),
      '#f0ebe0',
      jitter(rng, palette.clothes),
    );
  side += frames(input, 1, h * 0.08, h * 0.2);
  back += mirror(side, w, flip);
  const cloth = rng.chance(0.7) ? '#f5f1e8' : mix(jitter(rng, palette.clothes), '#ffffff', 0.5);
  const tx = w * rng.range(0.42, 0.58);
  let front = tableTop(w, h, tableY, cloth);
  front += rect(-w * 0.05, tableY + h * 0.05, w * 1.1, h * 0.03, '#b8893a', 'opacity="0.5"');
  front +=
    candle(tx - u * 0.3, tableY + h * 0.04, u * 0.16) + candle(tx + u * 0.3, tableY + h * 0.04, u * 0.16);
  front +=
    pie(w * rng.range(0.1, 0.16), tableY + h * 0.11, u * 0.16, '#a8561e') +
    pie(w * rng.range(0.84, 0.9), tableY + h * 0.12, u * 0.16, rng.chance(0.5) ? '#7a2a3a' : '#a8561e');
  // Places set along the near edge.
  const places = Math.max(2, Math.min(5, Math.round(w / (u * 0.26))));
  for (let i = 0; i < places; i++) {
    const x = ((i + 0.5) / places) * w;
    if (Math.abs(x - tx) < u * 0.22) continue;
    front += plate(x, h * 0.94, u * 0.085) + rect(x + u * 0.1, h * 0.91, u * 0.01, h * 0.07, CHROME);
  }
  front += turkey(tx, tableY + h * 0.17, u * rng.range(0.32, 0.38));
  const defs =
    r.defs +
    `<radialGradient id="rm-flame"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.8"/><stop offset="1" stop-color="#ffb030" stop-opacity="0"/></radialGradient>`;
  return { back, front, defs, ...seated(input, tableY) };
};

// ---------------------------------------------------------------------------------------------
// Baby (nursery)
// ---------------------------------------------------------------------------------------------

const PASTELS = ['#f4c9d6', '#c9dff4', '#d6efd6', '#f8eab8', '#e2d4f0'] as const;

/** A crib seen from the side: posts with knobs, rails and the bars that make it a crib. */
function crib(x: number, bottom: number, cw: number, ch: number, paint: string, blanket: string): string {
  const top = bottom - ch;
  const post = cw * 0.035;
  const railTop = top + ch * 0.06;
  const railBottom = top + ch * 0.72;
  let out =
    rect(x + post, top + ch * 0.45, cw - post * 2, ch * 0.27, blanket) +
    rect(x + post, top + ch * 0.38, cw - post * 2, ch * 0.09, shade(blanket, 0.3), `rx="${f(ch * 0.04)}"`);
  const bars = Math.round(cw / (ch * 0.09));
  for (let i = 1; i < bars; i++) {
    const bx = x + post + ((cw - post * 2) * i) / bars;
    out += rect(bx - post * 0.25, railTop, post * 0.5, railBottom - railTop, paint);
  }
  out +=
    rect(x, top - ch * 0.06, post, ch * 1.06, paint) +
    rect(x + cw - post, top - ch * 0.06, post, ch * 1.06, paint) +
    circle(x + post / 2, top - ch * 0.08, post * 0.8, paint) +
    circle(x + cw - post / 2, top - ch * 0.08, post * 0.8, paint) +
    rect(x, railTop - ch * 0.03, cw, ch * 0.06, paint) +
    rect(x, railBottom, cw, ch * 0.08, paint) +
    rect(x, railBottom + ch * 0.08, cw, ch * 0.2, '#000000', 'opacity="0.12"');
  return out;
}

/** A mobile hanging from the ceiling: a cross bar with shapes on threads. */
function mobile(rng: Rng, cx: number, top: number, span: number): string {
  const barY = top + span * 0.25;
  let out =
    line(cx, -5, cx, barY, '#777', 1) +
    path(
      `M${f(cx - span)} ${f(barY + span * 0.12)}Q${f(cx)} ${f(barY - span * 0.12)} ${f(cx + span)} ${f(barY + span * 0.12)}`,
      'none',
      'stroke="#6a5a4a" stroke-width="2"',
    );
  for (let i = 0; i < 5; i++) {
    const t = i / 4;
    const x = cx + (t - 0.5) * span * 2;
    const y = barY + span * (0.45 + (i % 2) * 0.25);
    const colour = rng.pick(PARTY);
    out += line(x, barY + span * 0.08 - Math.sin(Math.PI * t) * span * 0.1, x, y, '#777', 0.8);
    out +=
      i % 2 === 0
        ? circle(x, y + span * 0.1, span * 0.1, colour, 'stroke="#444" stroke-width="0.8"')
        : polygon(
            [
              [x, y],
              [x + span * 0.11, y + span * 0.2],
              [x - span * 0.11, y + span * 0.2],
            ],
            colour,
            'stroke="#444" stroke-width="0.8"',
          );
  }
  return out;
}

/** A teddy bear sitting on the floor: round shapes, dark eyes, a lighter muzzle. */
function teddy(cx: number, bottom: number, size: number, fur: string): string {
  return (
    ellipse(cx, bottom - size * 0.35, size * 0.38, size * 0.36, fur) +
    ellipse(cx - size * 0.3, bottom - size * 0.06, size * 0.14, size * 0.09, shade(fur, -0.15)) +
    ellipse(cx + size * 0.3, bottom - size * 0.06, size * 0.14, size * 0.09, shade(fur, -0.15)) +
    circle(cx - size * 0.22, bottom - size * 1.02, size * 0.1, fur) +
    circle(cx + size * 0.22, bottom - size * 1.02, size * 0.1, fur) +
    circle(cx, bottom - size * 0.82, size * 0.27, fur) +
    ellipse(cx, bottom - size * 0.74, size * 0.12, size * 0.09, shade(fur, 0.35)) +
    circle(cx - size * 0.1, bottom - size * 0.88, size * 0.03, '#1a1410') +
    circle(cx + size * 0.1, bottom - size * 0.88, size * 0.03, '#1a1410') +
    circle(cx, bottom - size * 0.77, size * 0.035, '#1a1410')
  );
}

const baby = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h, people } = input;
  const u = Math.min(w, h);
  const r = room(input, 0.66, 0.74);
  const pastel = rng.pick(PASTELS);
  const wall = mix(r.wall, pastel, 0.7);
  let back =
    rect(0, 0, w, r.floorY - h * 0.025, wall) +
    rect(0, r.floorY - h * 0.025, w, h - r.floorY + h * 0.03, 'url(#floor)') +
    rect(0, r.floorY - h * 0.025, w, h * 0.025, '#f4f0e8');
  // A wallpaper border of little shapes at picture-rail height, and polka dots below it.
  back += rect(0, h * 0.14, w, h * 0.035, shade(pastel, -0.2));
  for (let x = w * 0.02; x < w; x += u * 0.06) back += circle(x, h * 0.1575, u * 0.01, '#ffffff');
  back += rect(0, h * 0.175, w, r.floorY - h * 0.2, 'url(#rm-dots)');
  const flip = rng.chance(0.5);
  back += mirror(
    windowPane(
      w * 0.08,
      h * 0.24,
      u * 0.18,
      h * 0.26,
      mix(palette.skyBottom, '#ffffff', 0.4),
      '#ffffff',
      mix(rng.pick(PASTELS), '#ffffff', 0.2),
    ) + teddy(w * 0.12, r.floorY + h * 0.06, u * 0.16, rng.pick(['#b07a48', '#d8b07a', '#8a5a3a'] as const)),
    w,
    flip,
  );
  // Alphabet blocks on the floor.
  const bx = flip ? w * 0.14 : w * 0.78;
  for (let i = 0; i < 3; i++) {
    const s = u * 0.045;
    const x = bx + i * s * 1.1 - (i === 2 ? s * 1.65 : 0);
    const y = r.floorY + h * 0.08 - (i === 2 ? s : 0);
    back +=
      rect(x, y - s, s, s, rng.pick(PARTY), 'stroke="#333" stroke-width="1"') +
      rect(x + s * 0.25, y - s * 0.75, s * 0.5, s * 0.5, '#ffffff', 'opacity="0.8"');
  }
  // The crib stands in front of the grown-ups, who lean on its rail; the baby inside.
  const cw = Math.min(w * 0.78, u * rng.range(0.62, 0.75));
  const ccx = w * rng.range(0.42, 0.58);
  const lay = standing(input, r.floorY, 0);
  const cribBottom = people > 0 ? Math.min(h * 1.02, lay.baseY + h * 0.04) : r.floorY + h * 0.1;
  const ch = people > 0 ? lay.adultHeight * 0.6 : h * 0.34;
  const paint = rng.chance(0.7) ? '#fbf8f2' : '#8a5a34';
  const blanket = mix(rng.pick(PASTELS), '#ffffff', 0.1);
  const skin = rng.pick(['#f1c8a5', '#e0ac86', '#c68863', '#a0674a', '#7b4b34'] as const);
  const headR = ch * 0.11;
  const babyX = ccx + cw * rng.range(-0.15, 0.15);
  const babyY = cribBottom - ch + ch * 0.36;
  const inCrib =
    ellipse(
      babyX + headR * 1.8,
      babyY + headR * 0.5,
      headR * 2,
      headR * 0.9,
      mix(blanket, '#ffffff', 0.5),
      'stroke="#bbb" stroke-width="1"',
    ) +
    circle(babyX, babyY, headR, skin) +
    ellipse(babyX, babyY - headR * 0.6, headR * 0.7, headR * 0.35, '#7a5230', 'opacity="0.5"');
  const front =
    inCrib +
    crib(ccx - cw / 2, cribBottom, cw, ch, apart(paint, wall, 0.12), blanket) +
    mobile(rng, ccx + cw * 0.3 * (flip ? -1 : 1), h * 0.01, u * 0.16);
  const defs =
    r.defs +
    pattern(
      'rm-dots',
      u * 0.08,
      u * 0.08,
      circle(u * 0.02, u * 0.02, u * 0.008, '#ffffff') + circle(u * 0.06, u * 0.06, u * 0.008, '#ffffff'),
    );
  return { back, front, defs, ...lay };
};

// ---------------------------------------------------------------------------------------------
// Diner
// ---------------------------------------------------------------------------------------------

/** A tall fountain glass of milkshake: whipped cream, a cherry and a striped straw. */
function milkshake(cx: number, bottom: number, gh: number, shake: string): string {
  const gw = gh * 0.5;
  const top = bottom - gh;
  return (
    ellipse(cx, bottom, gw * 0.35, gw * 0.08, '#d8dcdc') +
    rect(cx - gw * 0.05, bottom - gh * 0.22, gw * 0.1, gh * 0.22, '#e4eaea') +
    polygon(
      [
        [cx - gw / 2, top + gh * 0.12],
        [cx + gw / 2, top + gh * 0.12],
        [cx + gw * 0.2, bottom - gh * 0.2],
        [cx - gw * 0.2, bottom - gh * 0.2],
      ],
      shake,
      'stroke="#9aa" stroke-width="1"',
    ) +
    line(cx + gw * 0.1, top + gh * 0.2, cx + gw * 0.35, top - gh * 0.25, '#e63946', gw * 0.08) +
    ellipse(cx, top + gh * 0.1, gw * 0.5, gh * 0.08, '#ffffff') +
    ellipse(cx, top + gh * 0.02, gw * 0.32, gh * 0.08, '#ffffff') +
    circle(cx - gw * 0.05, top - gh * 0.06, gw * 0.1, '#c8102e') +
    rect(cx - gw * 0.4, top + gh * 0.2, gw * 0.12, gh * 0.3, '#ffffff', 'opacity="0.45"')
  );
}

/** A counter stool: red round seat on a chrome pole. */
function stool(cx: number, floorY: number, seatY: number, sw: number, seat: string): string {
  return (
    ellipse(cx, floorY, sw * 0.4, sw * 0.1, '#6a6e70') +
    rect(cx - sw * 0.06, seatY, sw * 0.12, floorY - seatY, CHROME) +
    rect(cx - sw / 2, seatY - sw * 0.2, sw, sw * 0.24, seat, `rx="${f(sw * 0.1)}"`) +
    ellipse(cx, seatY - sw * 0.2, sw / 2, sw * 0.12, shade(seat, 0.2)) +
    rect(cx - sw / 2, seatY, sw, sw * 0.05, CHROME)
  );
}

/** A menu board: dark board, a heading in capitals and chalk-white lines with prices. */
function menuBoard(x: number, y: number, mw: number, mh: number, word: string): string {
  let out =
    rect(x - mw * 0.03, y - mw * 0.03, mw * 1.06, mh + mw * 0.06, '#8a6a48') +
    rect(x, y, mw, mh, '#1e2220') +
    lettering(word, x + mw / 2, y + mh * 0.08, mh * 0.16, '#f2efe6');
  for (let i = 0; i < 5; i++) {
    const ly = y + mh * (0.36 + i * 0.12);
    out +=
      rect(x + mw * 0.08, ly, mw * (0.4 + ((i * 37) % 20) / 100), mh * 0.04, '#e8e4da') +
      rect(x + mw * 0.78, ly, mw * 0.12, mh * 0.04, '#f4c20d');
  }
  return out;
}

/** A neon sign: the word glows in a colour, even as a white smear in a grey print. */
function neon(word: string, cx: number, top: number, size: number, colour: string): string {
  const half = (wordWidth(word) * size) / 20 + size * 0.5;
  return (
    // A dark backing board: in a grey print the tube then reads light on dark.
    rect(cx - half, top - size * 0.4, half * 2, size * 1.8, '#23201e', `rx="${f(size * 0.25)}"`) +
    lettering(word, cx, top, size, colour, 4, 'opacity="0.35"') +
    lettering(word, cx, top, size, colour, 1.6) +
    lettering(word, cx, top, size, '#ffffff', 0.5)
  );
}

const diner = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h, people } = input;
  const u = Math.min(w, h);
  const booth = people > 0 && rng.chance(0.35);
  const wall = rng.pick(['#f2ead8', '#d8efe8', '#f6dede', '#f4f0e4'] as const);
  const trim = rng.pick(['#c8202e', '#1f8a8a', '#c8202e', '#2a4a8a'] as const);
  const defs =
    glowGradient('rm-glow', palette.light, 0.5) +
    pattern(
      'rm-check',
      u * 0.05,
      u * 0.05,
      rect(0, 0, u * 0.05, u * 0.05, '#f4f2ec') +
        rect(0, 0, u * 0.025, u * 0.025, '#1c1c1c') +
        rect(u * 0.025, u * 0.025, u * 0.025, u * 0.025, '#1c1c1c'),
    );
  const word = rng.pick(['DINER', 'EAT', 'CAFE'] as const);
  let back = rect(0, 0, w, h, wall);
  if (booth) {
    // In a booth: the seat backs, a checked band on the wall, the sign above, shakes on the table.
    back +=
      rect(0, h * 0.4, w, h * 0.06, 'url(#rm-check)') +
      rect(0, h * 0.46, w, h * 0.6, shade(wall, -0.12)) +
      rect(-w * 0.02, h * 0.5, w * 1.04, h * 0.5, trim, `rx="${f(u * 0.04)}"`);
    for (let x = w * 0.04; x < w; x += u * 0.08)
      back += rect(x, h * 0.53, u * 0.008, h * 0.5, shade(trim, -0.3));
    back +=
      menuBoard(w * rng.range(0.05, 0.6), h * 0.06, u * 0.32, h * 0.26, 'MENU') +
      neon(word, w * 0.5 + (rng.chance(0.5) ? -1 : 1) * w * 0.3, h * 0.1, u * 0.08, trim);
    const tableY = h * rng.range(0.7, 0.76);
    let front =
      rect(-w * 0.05, tableY, w * 1.1, h - tableY + 2, '#e8e0d0') +
      rect(-w * 0.05, tableY, w * 1.1, h * 0.02, CHROME) +
      rect(-w * 0.05, h * 0.94, w * 1.1, h * 0.07, '#000000', 'opacity="0.2"');
    front +=
      milkshake(w * rng.range(0.2, 0.3), tableY + h * 0.1, u * 0.22, '#f4b8c8') +
      milkshake(
        w * rng.range(0.7, 0.8),
        tableY + h * 0.11,
        u * 0.22,
        rng.pick(['#f4e4c0', '#6a3a22'] as const),
      ) +
      plate(w * 0.5, tableY + h * 0.12, u * 0.09) +
      rect(w * 0.9, tableY - h * 0.02, u * 0.05, h * 0.08, CHROME);
    return { back, front, defs, ...seated(input, tableY) };
  }
  const floorY = h * rng.range(0.68, 0.74);
  const counterTop = floorY - h * 0.24;
  // The back bar: shelves of glasses and a pie case under the menu and the sign.
  back +=
    rect(0, counterTop - h * 0.2, w, h * 0.2, shade(wall, -0.15)) +
    rect(0, counterTop - h * 0.2, w, h * 0.012, CHROME) +
    rect(0, counterTop - h * 0.1, w, h * 0.01, CHROME);
  for (let x = w * 0.03; x < w; x += u * 0.05)
    back += rect(
      x,
      counterTop - h * 0.17,
      u * 0.025,
      h * 0.06,
      '#ffffff',
      'opacity="0.7" stroke="#889" stroke-width="0.6"',
    );
  const mw = u * 0.34;
  const mx = rng.chance(0.5) ? w * 0.06 : w * 0.94 - mw;
  back +=
    menuBoard(mx, h * 0.08, mw, h * 0.24, 'MENU') +
    neon(word, mx < w / 2 ? w * 0.7 : w * 0.3, h * 0.1, u * 0.09, trim) +
    pendant(w * 0.3, h * 0.06, u * 0.04, trim) +
    pendant(w * 0.7, h * 0.06, u * 0.04, trim);
  back += checkerFloor(w, h, floorY, '#1c1c1c', '#efede6');
  // The counter: a coloured front between chrome bands, a light top, stools in front of it.
  back +=
    rect(0, counterTop, w, floorY - counterTop, trim) +
    rect(0, counterTop, w, h * 0.025, '#f0ece0') +
    rect(0, counterTop + h * 0.025, w, h * 0.012, CHROME) +
    rect(0, counterTop + h * 0.1, w, h * 0.01, CHROME) +
    rect(0, floorY - h * 0.03, w, h * 0.03, '#2a2a2a');
  const shakes = rng.int(2, 3);
  for (let i = 0; i < shakes; i++)
    back += milkshake(
      w * (0.12 + (i * 0.76) / Math.max(1, shakes - 1)) + rng.range(-0.04, 0.04) * w,
      counterTop + h * 0.01,
      u * 0.17,
      rng.pick(['#f4b8c8', '#f4e4c0', '#6a3a22'] as const),
    );
  back += rect(w * rng.range(0.4, 0.55), counterTop - h * 0.05, u * 0.05, h * 0.05, CHROME);
  const seat = rng.chance(0.7) ? '#c8202e' : '#2a2a2a';
  for (let x = w * rng.range(0.05, 0.12); x < w; x += u * 0.2)
    back += stool(x, floorY + h * 0.03, floorY - h * 0.12, u * 0.1, seat);
  return { back, front: '', defs, ...standing(input, floorY, 0.15) };
};

// ---------------------------------------------------------------------------------------------
// Dance (basement rec room)
// ---------------------------------------------------------------------------------------------

/** A record player on a low table with its lid up and a stack of sleeves leaning on it. */
function recordPlayer(rng: Rng, x: number, floorY: number, size: number): string {
  const tableTopY = floorY - size * 0.55;
  const case_ = rng.pick(['#3a6a8a', '#8a3a2a', '#d8c8a0', '#2a2a2a'] as const);
  let out =
    rect(x + size * 0.08, tableTopY, size * 0.06, size * 0.55, DARK_WOOD) +
    rect(x + size * 0.86, tableTopY, size * 0.06, size * 0.55, DARK_WOOD) +
    rect(x, tableTopY - size * 0.04, size, size * 0.06, '#6e4424') +
    rect(x + size * 0.1, tableTopY - size * 0.2, size * 0.8, size * 0.16, case_, `rx="${f(size * 0.02)}"`) +
    polygon(
      [
        [x + size * 0.1, tableTopY - size * 0.2],
        [x + size * 0.9, tableTopY - size * 0.2],
        [x + size * 0.84, tableTopY - size * 0.62],
        [x + size * 0.16, tableTopY - size * 0.62],
      ],
      shade(case_, -0.2),
    ) +
    ellipse(x + size * 0.45, tableTopY - size * 0.22, size * 0.3, size * 0.05, '#111') +
    circle(x + size * 0.45, tableTopY - size * 0.45, size * 0.14, '#111') +
    circle(x + size * 0.45, tableTopY - size * 0.45, size * 0.04, '#e8c040');
  for (let i = 0; i < 3; i++) {
    const c = rng.pick(PARTY);
    out += `<rect x="${f(x - size * 0.3 + i * size * 0.04)}" y="${f(floorY - size * 0.4)}" width="${f(size * 0.38)}" height="${f(size * 0.38)}" fill="${c}" stroke="#222" stroke-width="1" transform="rotate(${-8 + i * 5} ${f(x - size * 0.1)} ${f(floorY)})"/>`;
  }
  return out;
}

/** A jukebox: an arched cabinet with glowing coloured bands, a record window and a grille. */
function jukebox(x: number, floorY: number, jw: number): string {
  const jh = jw * 1.7;
  const top = floorY - jh;
  const cx = x + jw / 2;
  const arcY = top + jw / 2;
  const band = (r: number, colour: string) =>
    path(
      `M${f(cx - r)} ${f(arcY + jw * 0.55)}V${f(arcY)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(arcY)}V${f(arcY + jw * 0.55)}`,
      'none',
      `stroke="${colour}" stroke-width="${f(jw * 0.06)}"`,
    );
  return (
    ellipse(cx, arcY + jw * 0.3, jw * 1.2, jw * 1.2, 'url(#rm-glow)') +
    path(
      `M${f(x)} ${f(floorY)}V${f(arcY)}A${f(jw / 2)} ${f(jw / 2)} 0 0 1 ${f(x + jw)} ${f(arcY)}V${f(floorY)}Z`,
      '#4a2416',
      'stroke="#1a0e08" stroke-width="1.5"',
    ) +
    band(jw * 0.42, '#ffb030') +
    band(jw * 0.33, '#e63946') +
    rect(cx - jw * 0.26, arcY - jw * 0.05, jw * 0.52, jw * 0.3, '#fff4d0') +
    rect(cx - jw * 0.3, arcY + jw * 0.62, jw * 0.6, jh * 0.3, '#c8a050') +
    rect(cx - jw * 0.3, arcY + jw * 0.62, jw * 0.6, jh * 0.3, 'url(#rm-grille)', 'opacity="0.6"')
  );
}

/** A string of coloured bulbs sagging across the ceiling. */
function partyLights(rng: Rng, w: number, y: number, sag: number): string {
  let out = path(
    `M-5 ${f(y)}Q${f(w / 2)} ${f(y + sag * 2)} ${f(w + 5)} ${f(y)}`,
    'none',
    'stroke="#222" stroke-width="1.2"',
  );
  const n = 14;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = t * w;
    const yy = y + sag * 4 * t * (1 - t) + 4;
    const c = PARTY[(i + rng.int(0, 6)) % PARTY.length] ?? '#f4c20d';
    out += circle(x, yy, sag * 0.5, c, 'opacity="0.3"') + ellipse(x, yy, sag * 0.14, sag * 0.2, c);
  }
  return out;
}

const dance = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h } = input;
  const u = Math.min(w, h);
  const wood = jitter(rng, ['#7a4a26', '#8a5a32', '#5e3a1e', '#9a6a3a'] as const);
  const floorY = h * rng.range(0.66, 0.72);
  const ceiling = h * 0.07;
  const plank = u * 0.055;
  const defs =
    glowGradient('rm-glow', palette.light, 0.45) +
    glowGradient('rm-spot', '#ffffff', 0.35) +
    grilleDef('#5a2a16', u * 0.012) +
    pattern(
      'rm-facets',
      u * 0.018,
      u * 0.018,
      rect(0, 0, u * 0.018, u * 0.018, '#7a7e82') + rect(1, 1, u * 0.018 - 2, u * 0.018 - 2, '#d8dce0'),
    ) +
    pattern(
      'rm-panel',
      plank * 2,
      h,
      rect(0, 0, plank * 2, h, wood) +
        rect(plank, 0, plank, h, shade(wood, -0.12)) +
        rect(0, 0, 1.6, h, shade(wood, -0.55)) +
        rect(plank, 0, 1.6, h, shade(wood, -0.55)) +
        rect(plank * 0.4, 0, plank * 0.12, h, shade(wood, 0.1), 'opacity="0.5"'),
    ) +
    pattern(
      'rm-tile-floor',
      u * 0.1,
      u * 0.1,
      rect(0, 0, u * 0.1, u * 0.1, '#d8d0c0') +
        rect(0, 0, u * 0.05, u * 0.05, '#8a2a2a') +
        rect(u * 0.05, u * 0.05, u * 0.05, u * 0.05, '#8a2a2a'),
    );
  let back =
    rect(0, 0, w, floorY, 'url(#rm-panel)') +
    rect(0, 0, w, ceiling, '#e8e4da') +
    rect(0, ceiling, w, h * 0.012, '#3a2618');
  for (let x = 0; x < w; x += u * 0.12) back += rect(x, 0, 1, ceiling, '#b8b4aa');
  back += rect(
    0,
    floorY,
    w,
    h - floorY + 2,
    rng.chance(0.45) ? 'url(#rm-tile-floor)' : jitter(rng, palette.floors),
  );
  back += rect(0, floorY - h * 0.03, w, h * 0.03, '#2a1a10');
  // Pennants and a poster on the panelling.
  back += frames(input, rng.int(1, 2), h * 0.14, h * 0.4);
  const flip = rng.chance(0.5);
  let side = recordPlayer(rng, w * 0.1, floorY + h * 0.02, u * rng.range(0.34, 0.4));
  if (rng.chance(0.55)) side += jukebox(w - u * 0.24, floorY + h * 0.02, u * 0.19);
  back += mirror(side, w, flip);
  if (rng.chance(0.5)) {
    // A disco ball and the spots it throws on the walls.
    const bx = w * rng.range(0.35, 0.65);
    back +=
      line(bx, ceiling, bx, ceiling + h * 0.04, '#333', 1) +
      circle(bx, ceiling + h * 0.04 + u * 0.055, u * 0.08, 'url(#rm-spot)') +
      circle(
        bx,
        ceiling + h * 0.04 + u * 0.055,
        u * 0.055,
        'url(#rm-facets)',
        'stroke="#555" stroke-width="1"',
      ) +
      circle(bx - u * 0.018, ceiling + h * 0.04 + u * 0.037, u * 0.014, '#ffffff');
    for (let i = 0; i < 14; i++)
      back += ellipse(
        w * rng.next(),
        h * rng.range(0.12, 0.9),
        u * 0.026,
        u * 0.016,
        rng.chance(0.5) ? '#ffffff' : rng.pick(PARTY),
        'opacity="0.6"',
      );
  } else back += partyLights(rng, w, ceiling + h * 0.01, h * 0.05);
  back += ellipse(w / 2, floorY + h * 0.1, w * 0.5, h * 0.15, 'url(#rm-spot)');
  return { back, front: '', defs, ...standing(input, floorY, 0.1) };
};

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

const workshop = (input: BackdropInput): Backdrop => {
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

const office = (input: BackdropInput): Backdrop => {
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

export const ROOM_BACKDROPS: SceneBackdrops = {
  kitchen,
  'living-room': livingRoom,
  birthday,
  thanksgiving,
  baby,
  diner,
  dance,
  workshop,
  office,
};
