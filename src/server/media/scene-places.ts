import { jitter, mix, shade } from './palette';
import type { Rng } from './prng';
import { ground, sky, tree } from './scene-outdoor';
import type { BackdropDrawer, BackdropInput, SceneBackdrops } from './scene-types';
import { standing } from './scene-types';
import { ellipse, f, glowGradient, polygon, rect, verticalGradient } from './svg';

/**
 * Outdoor scenes that name the place: church steps, a college portico, a school bus, the new car
 * in the driveway, main street, a porch on Halloween night. Each has to read at thumbnail size and
 * in black and white, so the signs are silhouettes and light against dark, not hue alone.
 */

type Pt = readonly [number, number];
/** Pale stone for trim, steps and columns. */
const STONE = '#ece8de';
/** What the building drawers need of the input: the frame and the colours. */
type Area = Pick<BackdropInput, 'width' | 'height' | 'palette'>;

// ---------------------------------------------------------------------------------------------
// Lettering
// ---------------------------------------------------------------------------------------------

/** Stroked capitals on a 10-unit grid: <text> would depend on the fonts of the machine (see watermark.ts). */
const GLYPHS: Record<string, readonly [string, number]> = {
  A: ['M0 10L3 0L6 10M1.2 6.2H4.8', 6],
  B: ['M0 0V10M0 0H3.6Q6 0 6 2.5Q6 5 3.6 5H0M3.6 5Q6.5 5 6.5 7.5Q6.5 10 3.6 10H0', 6.5],
  C: ['M6.2 1.6Q5.2 0 3.3 0Q0 0 0 5Q0 10 3.3 10Q5.2 10 6.2 8.4', 6.2],
  D: ['M0 0V10H2.6Q6.5 10 6.5 5Q6.5 0 2.6 0Z', 6.5],
  E: ['M5.5 0H0V10H5.5M0 5H4.5', 5.5],
  F: ['M5.5 0H0V10M0 5H4.5', 5.5],
  G: ['M6.2 1.6Q5.2 0 3.3 0Q0 0 0 5Q0 10 3.3 10Q6.2 10 6.2 6.5V5.6H3.6', 6.2],
  H: ['M0 0V10M6 0V10M0 5H6', 6],
  I: ['M0 0V10', 0],
  K: ['M0 0V10M6 0L0 6.2M2.1 4.1L6.3 10', 6.3],
  L: ['M0 0V10H5.5', 5.5],
  M: ['M0 10V0L3.3 6L6.6 0V10', 6.6],
  N: ['M0 10V0L6 10V0', 6],
  O: ['M3.4 0Q6.8 0 6.8 5Q6.8 10 3.4 10Q0 10 0 5Q0 0 3.4 0Z', 6.8],
  P: ['M0 10V0H3.6Q6.2 0 6.2 2.75Q6.2 5.5 3.6 5.5H0', 6.2],
  R: ['M0 10V0H3.6Q6.2 0 6.2 2.75Q6.2 5.5 3.6 5.5H0M3.2 5.5L6.3 10', 6.3],
  S: ['M5.8 1.4Q5 0 3 0Q0.2 0 0.2 2.6Q0.2 4.6 3 5Q6 5.4 6 7.5Q6 10 3 10Q0.8 10 0 8.5', 6],
  T: ['M0 0H6M3 0V10', 6],
  U: ['M0 0V6.8Q0 10 3 10Q6 10 6 6.8V0', 6],
  V: ['M0 0L3 10L6 0', 6],
  Y: ['M0 0L3 5L6 0M3 5V10', 6],
};
const LETTER_GAP = 2.4;
const WORD_GAP = 5;

/** Width of `text` in glyph units (10 units high). */
function letteringWidth(text: string): number {
  let width = -LETTER_GAP;
  for (const ch of text) width += ch === ' ' ? WORD_GAP : (GLYPHS[ch]?.[1] ?? 0) + LETTER_GAP;
  return Math.max(0, width);
}

/** `text` centred on (cx, cy), `height` tall, shrunk to fit `maxWidth`. */
function lettering(text: string, cx: number, cy: number, height: number, maxWidth: number, colour: string) {
  const units = letteringWidth(text);
  const s = Math.min(height / 10, maxWidth / Math.max(1, units));
  let x = 0;
  let paths = '';
  for (const ch of text) {
    const glyph = GLYPHS[ch];
    if (ch === ' ' || !glyph) {
      x += WORD_GAP;
      continue;
    }
    paths += `<path transform="translate(${f(x)} 0)" d="${glyph[0]}"/>`;
    x += glyph[1] + LETTER_GAP;
  }
  return `<g transform="translate(${f(cx - (units * s) / 2)} ${f(cy - 5 * s)}) scale(${s.toFixed(3)})" fill="none" stroke="${colour}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Small shared shapes
// ---------------------------------------------------------------------------------------------

/** A window or door with a round top; `y` is the top of the arch. */
function arched(x: number, y: number, w: number, h: number, fill: string): string {
  const r = w / 2;
  return `<path d="M${f(x)} ${f(y + h)}V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h)}Z" fill="${fill}"/>`;
}

/** A sash window: a light frame, dark panes and a cross of glazing bars. */
function sash(x: number, y: number, w: number, h: number, frame: string, glass: string): string {
  const t = Math.max(1.5, w * 0.09);
  return (
    rect(x - t, y - t, w + 2 * t, h + 2 * t, frame) +
    rect(x, y, w, h, glass) +
    rect(x + w * 0.55, y, w * 0.3, h * 0.5, '#ffffff', 'opacity="0.12"') +
    rect(x + w / 2 - t * 0.35, y, t * 0.7, h, frame) +
    rect(x, y + h / 2 - t * 0.35, w, t * 0.7, frame)
  );
}

/** Steps seen from the front: light treads, a shadow under each nosing, wider towards the camera. */
function steps(cx: number, topY: number, topWidth: number, count: number, rise: number, stone: string) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const w = topWidth * (1 + i * 0.07);
    const y = topY + i * rise;
    out +=
      rect(cx - w / 2, y, w, rise, shade(stone, -0.12 - i * 0.02)) +
      rect(cx - w / 2, y, w, rise * 0.35, stone);
  }
  return out;
}

/** A flagpole with a striped flag: the stripes read even in black and white. */
function flagpole(x: number, groundY: number, height: number, rng: Rng): string {
  const top = groundY - height;
  const fw = height * rng.range(0.26, 0.32);
  const fh = fw * 0.58;
  const fx = x + height * 0.006;
  const fy = top + height * 0.03;
  let flag = rect(fx, fy, fw, fh, '#f2efe8');
  for (let i = 0; i < 7; i += 2) flag += rect(fx, fy + (fh / 7) * i, fw, fh / 7, '#b3262e');
  flag += rect(fx, fy, fw * 0.42, fh * (4 / 7), '#263a6b');
  return (
    rect(x - height * 0.006, top, height * 0.012, height, '#d8d6d0') +
    rect(x + height * 0.004, top, height * 0.004, height, '#6a6a6a', 'opacity="0.6"') +
    ellipse(x, top, height * 0.014, height * 0.014, '#d9b24a') +
    flag
  );
}

/** A street lamp: a dark post and a pale globe. */
function lampPost(x: number, groundY: number, height: number): string {
  const top = groundY - height;
  const r = height * 0.06;
  return (
    rect(x - height * 0.012, top, height * 0.024, height, '#26262a') +
    rect(x - height * 0.03, groundY - height * 0.06, height * 0.06, height * 0.06, '#26262a') +
    rect(x - height * 0.028, top - r * 0.3, height * 0.056, r * 0.5, '#26262a') +
    ellipse(x, top - r * 1.1, r * 0.85, r, '#f6f1dc') +
    ellipse(x, top - r * 2.1, r * 0.35, r * 0.2, '#26262a')
  );
}

/** A bare winter tree as a dark silhouette of forking strokes. */
function bareTree(rng: Rng, x: number, groundY: number, height: number, colour: string): string {
  let d = '';
  const grow = (x0: number, y0: number, length: number, angle: number, depth: number) => {
    const x1 = x0 + Math.sin(angle) * length;
    const y1 = y0 - Math.cos(angle) * length;
    d += `M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}`;
    if (depth === 0) return;
    const forks = rng.int(2, 3);
    for (let i = 0; i < forks; i++)
      grow(x1, y1, length * rng.range(0.55, 0.75), angle + rng.range(-0.8, 0.8), depth - 1);
  };
  grow(x, groundY, height * 0.4, rng.range(-0.1, 0.1), 3);
  return (
    `<path d="${d}" stroke="${colour}" stroke-width="${f(height * 0.018)}" stroke-linecap="round" fill="none"/>` +
    rect(x - height * 0.03, groundY - height * 0.35, height * 0.06, height * 0.35, colour)
  );
}

/** A round bunch of blossoms on foliage: the flowers of a wedding arch or an urn. */
function blossoms(
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  leaf: string,
  flowers: readonly [string, ...string[]],
) {
  let out = ellipse(cx, cy, r, r * 0.85, leaf);
  for (let i = rng.int(7, 10); i > 0; i--) {
    const a = rng.range(0, Math.PI * 2);
    const d = r * Math.sqrt(rng.next()) * 0.8;
    const br = r * rng.range(0.18, 0.28);
    out += ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.85, br, br, rng.pick(flowers));
  }
  return out;
}

/** Rice and paper confetti in the air over the couple. */
function confetti(rng: Rng, w: number, h: number, colours: readonly [string, ...string[]]): string {
  let out = '';
  for (let i = rng.int(30, 50); i > 0; i--) {
    const s = h * rng.range(0.005, 0.01);
    const x = w * rng.next();
    const y = h * rng.range(0.02, 0.6);
    out += rect(
      x,
      y,
      s,
      s * rng.range(0.5, 1),
      rng.pick(colours),
      `transform="rotate(${rng.int(0, 89)} ${f(x)} ${f(y)})"`,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Vehicles
// ---------------------------------------------------------------------------------------------

const CAR_PAINTS = [
  '#a8262a',
  '#2d5a88',
  '#2f6f5c',
  '#1f252d',
  '#6b2f4a',
  '#c4602e',
  '#3d6f8f',
  '#5a5f66',
] as const;

/**
 * A fifties sedan in profile, 100 units long and 31 high in its own coordinates, drawn from its
 * rear bumper at (x, groundY) to `length` to the right (or mirrored): whitewalls, chrome and dark
 * glass, so it reads as a car in any tone.
 */
function car(
  x: number,
  groundY: number,
  length: number,
  paint: string,
  roof: string,
  facingLeft: boolean,
): string {
  const s = length / 100;
  const place = facingLeft
    ? `translate(${f(x + length)} ${f(groundY)}) scale(${(-s).toFixed(4)} ${s.toFixed(4)})`
    : `translate(${f(x)} ${f(groundY)}) scale(${s.toFixed(4)})`;
  const chrome = '#e9ebec';
  const glass = '#2a3440';
  const body: Pt[] = [
    [1.5, -6],
    [0.5, -14],
    [1.5, -20.5],
    [4, -22.5],
    [30, -21.5],
    [76, -20.8],
    [95, -19.5],
    [99.2, -17],
    [99.6, -9],
    [98, -6],
  ];
  const cabin: Pt[] = [
    [27, -21.4],
    [35, -30.2],
    [38, -31],
    [62, -31],
    [65, -30.2],
    [76, -20.8],
  ];
  const wheel = (cx: number) =>
    ellipse(cx, -8.6, 10, 9.6, '#111111') +
    ellipse(cx, -7, 7.2, 7.2, '#151515') +
    ellipse(cx, -7, 5.2, 5.2, '#f2f0ea') +
    ellipse(cx, -7, 3.6, 3.6, '#2a2a2a') +
    ellipse(cx, -7, 2.8, 2.8, chrome) +
    ellipse(cx - 0.6, -7.6, 1, 1, '#ffffff');
  return (
    `<g transform="${place}">` +
    ellipse(50, 0.3, 54, 2.6, '#000000', 'opacity="0.45"') +
    polygon(cabin, roof) +
    polygon(
      [
        [30, -21.4],
        [36.4, -29],
        [49.5, -29],
        [49.5, -21.4],
      ],
      glass,
    ) +
    polygon(
      [
        [51.5, -21.4],
        [51.5, -29],
        [63.4, -29],
        [72.4, -21.4],
      ],
      glass,
    ) +
    polygon(
      [
        [40, -28.4],
        [44, -28.4],
        [39, -22],
        [35, -22],
      ],
      '#ffffff',
      'opacity="0.25"',
    ) +
    polygon(body, paint) +
    // A lighter upper flank and a darker sill: the body looks rounded and shiny.
    rect(2, -21.5, 96, 4, shade(paint, 0.22), 'opacity="0.7"') +
    rect(2, -10.5, 96, 4.5, shade(paint, -0.35)) +
    wheel(20) +
    wheel(79) +
    rect(3, -16.2, 93, 1.1, chrome) +
    rect(50.3, -21, 0.5, 13, shade(paint, -0.45)) +
    rect(54, -18.8, 3, 0.9, chrome) +
    rect(-1.5, -10, 6, 3.4, chrome, 'rx="1.4"') +
    rect(95.5, -10.4, 5.5, 3.8, chrome, 'rx="1.5"') +
    ellipse(98.4, -15.5, 1.3, 2.1, '#fff6d8') +
    rect(0.6, -18.5, 1.6, 4, '#c21d1d') +
    '</g>'
  );
}

/** A yellow school bus in profile, 100 units long, with black rub rails and a row of windows. */
function schoolBus(
  x: number,
  groundY: number,
  length: number,
  facingLeft: boolean,
  lettered: boolean,
): string {
  const s = length / 100;
  const place = facingLeft
    ? `translate(${f(x + length)} ${f(groundY)}) scale(${(-s).toFixed(4)} ${s.toFixed(4)})`
    : `translate(${f(x)} ${f(groundY)}) scale(${s.toFixed(4)})`;
  const yellow = '#f0b21c';
  const black = '#1a1a1a';
  let windows = '';
  for (let wx = 5; wx < 76; wx += 8.4)
    windows +=
      rect(wx, -27.5, 6.6, 7.6, '#27313a') + rect(wx + 4, -27.5, 1.6, 7.6, '#ffffff', 'opacity="0.18"');
  const wheel = (cx: number) =>
    ellipse(cx, -6, 7.2, 7.2, '#151515') +
    ellipse(cx, -5.5, 5.4, 5.4, black) +
    ellipse(cx, -5.5, 2.8, 2.8, '#9a9a9a');
  return (
    `<g transform="${place}">` +
    ellipse(50, 0.3, 54, 2.2, '#000000', 'opacity="0.45"') +
    rect(0, -33, 84, 29, yellow, 'rx="2.5"') +
    rect(0, -33, 84, 3, shade(yellow, 0.25), 'rx="1.5"') +
    polygon(
      [
        [83, -20],
        [97.5, -17.5],
        [99.5, -14],
        [99.5, -5],
        [83, -5],
      ],
      yellow,
    ) +
    rect(84, -29, 3, 10, '#27313a') +
    windows +
    rect(0, -18.5, 84, 1.3, black) +
    rect(0, -13, 99, 1.3, black) +
    rect(0, -8.2, 99, 1.3, black) +
    rect(98, -8, 3, 3.5, black) +
    rect(-1, -7, 2, 3, black) +
    ellipse(98.6, -15.5, 0.9, 1.3, '#fff6d8') +
    ellipse(3, -31, 1.1, 1.1, '#d13a1a') +
    ellipse(80, -31, 1.1, 1.1, '#d13a1a') +
    // The folding stop sign: red octagon on the driver's side.
    ellipse(78.5, -15.5, 2.6, 2.6, '#b3201e') +
    wheel(17) +
    wheel(74) +
    '</g>' +
    // Lettered outside the mirrored group, so it never reads backwards.
    (lettered
      ? lettering(
          'SCHOOL BUS',
          facingLeft ? x + length - 40 * s : x + 40 * s,
          groundY - 30.8 * s,
          2.4 * s,
          60 * s,
          black,
        )
      : '')
  );
}

// ---------------------------------------------------------------------------------------------
// Wedding: a white chapel with a steeple, steps and flowers
// ---------------------------------------------------------------------------------------------

/** A white clapboard chapel seen from the front, `size` from the ground to the tip of the spire. */
function chapel(rng: Rng, cx: number, groundY: number, size: number, slate: string): string {
  const white = '#f4f2ec';
  const shadow = '#c9c6bc';
  const wallH = size * 0.36;
  const fw = size * rng.range(0.66, 0.9);
  const eaveY = groundY - wallH;
  const peakY = eaveY - size * 0.17;
  const tw = size * 0.22;
  const towerTop = groundY - size * 0.62;
  const spireTop = groundY - size;
  const nave = rng.chance(0.5) ? 1 : -1;
  const sideX = cx + (nave * fw) / 2;
  const sideW = fw * rng.range(0.45, 0.8) * nave;
  let out = '';
  // The long side of the nave, in shade, with its tall windows.
  out += polygon(
    [
      [sideX, groundY],
      [sideX, eaveY],
      [sideX + sideW, eaveY + wallH * 0.08],
      [sideX + sideW, groundY],
    ],
    shadow,
  );
  out += polygon(
    [
      [sideX, eaveY],
      [cx, peakY],
      [cx + sideW * 0.9, peakY + wallH * 0.08],
      [sideX + sideW, eaveY + wallH * 0.08],
    ],
    shade(slate, 0.1),
  );
  for (let i = 1; i <= 2; i++) {
    const wx = sideX + sideW * (i / 3) - size * 0.025;
    out += arched(wx, eaveY + wallH * 0.28, size * 0.05, wallH * 0.45, '#3a4252');
  }
  // Facade and gable with a dark roof edge, so the outline holds against a pale sky.
  const o = size * 0.025;
  out += polygon(
    [
      [cx - fw / 2 - o, eaveY + o * 0.4],
      [cx, peakY - o],
      [cx + fw / 2 + o, eaveY + o * 0.4],
    ],
    slate,
  );
  out += polygon(
    [
      [cx - fw / 2, eaveY + o * 0.4],
      [cx, peakY + o * 0.3],
      [cx + fw / 2, eaveY + o * 0.4],
    ],
    white,
  );
  out += rect(cx - fw / 2, eaveY, fw, wallH, white);
  for (let y = eaveY + wallH * 0.08; y < groundY; y += wallH * 0.07)
    out += rect(cx - fw / 2, y, fw, size * 0.0035, shadow, 'opacity="0.8"');
  for (const side of [-1, 1]) {
    out += arched(
      cx + side * fw * 0.3 - size * 0.035,
      eaveY + wallH * 0.22,
      size * 0.07,
      wallH * 0.5,
      '#34405a',
    );
    out += rect(cx + side * fw * 0.3 - size * 0.003, eaveY + wallH * 0.25, size * 0.006, wallH * 0.47, white);
  }
  // The tower rises from the ground: door at its foot, a round window, the belfry, the spire.
  out += rect(cx + tw / 2, towerTop, tw * 0.12, groundY - towerTop, shadow);
  out += rect(cx - tw / 2, towerTop, tw, groundY - towerTop, white);
  out += rect(cx - tw * 0.62, towerTop - size * 0.015, tw * 1.24, size * 0.022, shadow);
  out += rect(cx - tw * 0.56, groundY - wallH - size * 0.01, tw * 1.12, size * 0.014, shadow);
  out += polygon(
    [
      [cx - tw * 0.58, towerTop - size * 0.012],
      [cx, spireTop],
      [cx + tw * 0.58, towerTop - size * 0.012],
    ],
    slate,
  );
  out += polygon(
    [
      [cx, spireTop],
      [cx + tw * 0.58, towerTop - size * 0.012],
      [cx + tw * 0.15, towerTop - size * 0.012],
    ],
    shade(slate, -0.25),
  );
  out +=
    rect(cx - size * 0.006, spireTop - size * 0.09, size * 0.012, size * 0.1, slate) +
    rect(cx - size * 0.03, spireTop - size * 0.07, size * 0.06, size * 0.012, slate);
  out += arched(cx - tw * 0.26, towerTop + size * 0.04, tw * 0.52, size * 0.13, '#22262e');
  out += ellipse(cx, groundY - size * 0.34, size * 0.042, size * 0.042, shadow);
  out += ellipse(cx, groundY - size * 0.34, size * 0.032, size * 0.032, '#3a3550');
  out += arched(cx - size * 0.085, groundY - size * 0.27, size * 0.17, size * 0.27, shadow);
  out += arched(cx - size * 0.07, groundY - size * 0.255, size * 0.14, size * 0.255, '#4a2e1e');
  out += rect(cx - size * 0.003, groundY - size * 0.2, size * 0.006, size * 0.2, '#2a1a10');
  return out;
}

/** A dark tree line along the horizon: white walls need something darker than the sky around them. */
function treeLine(rng: Rng, w: number, h: number, groundY: number, leaf: string): string {
  let out = '';
  for (let x = -w * 0.05; x < w * 1.05; x += w * rng.range(0.08, 0.13))
    out += ellipse(
      x,
      groundY - h * 0.04,
      w * rng.range(0.07, 0.11),
      h * rng.range(0.12, 0.22),
      shade(leaf, rng.range(-0.2, 0.05)),
    );
  return out;
}

/** Two stone urns of flowers at the foot of the church steps, `dx` either side of the door. */
function flowerUrns(
  rng: Rng,
  cx: number,
  dx: number,
  uy: number,
  h: number,
  leaf: string,
  flowers: readonly [string, ...string[]],
) {
  let out = '';
  for (const side of [-1, 1]) {
    const ux = cx + side * dx;
    out +=
      polygon(
        [
          [ux - h * 0.03, uy - h * 0.09],
          [ux + h * 0.03, uy - h * 0.09],
          [ux + h * 0.015, uy],
          [ux - h * 0.015, uy],
        ],
        STONE,
      ) + blossoms(rng, ux, uy - h * 0.12, h * 0.06, leaf, flowers);
  }
  return out;
}

const wedding: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const groundY = h * rng.range(0.6, 0.68);
  const s = sky(input, groundY);
  const leaf = shade(jitter(rng, palette.grass), -0.35);
  const size = Math.min(h * rng.range(0.6, 0.95), (groundY - h * 0.07) / 0.62);
  const cx = w * rng.range(0.4, 0.6);
  let back = s.back;
  back += treeLine(rng, w, h, groundY, leaf);
  back += rect(0, groundY, w, h - groundY, 'url(#pl-lawn)');
  back += chapel(rng, cx, groundY, size, rng.pick(['#3e4350', '#4a4a4a', '#5a4a42'] as const));
  const stepCount = rng.int(3, 4);
  const rise = h * 0.028;
  back += steps(cx, groundY, size * 0.42, stepCount, rise, '#e6e2d8');
  back += polygon(
    [
      [cx - size * 0.26, groundY + stepCount * rise],
      [cx + size * 0.26, groundY + stepCount * rise],
      [cx + size * 0.6, h],
      [cx - size * 0.6, h],
    ],
    '#d6d0c2',
  );
  const flowers = [
    '#ffffff',
    '#f7f1e6',
    '#f2b8c6',
    rng.pick(['#e86a8a', '#f4d06f', '#c9a0dc'] as const),
  ] as const;
  const stand = standing(input, groundY + stepCount * rise, 0.08, [0.5, 0.6]);
  const span = people * stand.adultHeight * 0.26;
  let front = '';
  if (people > 0 && rng.chance(0.5)) {
    back += flowerArch(
      rng,
      w / 2,
      stand.baseY,
      Math.min(w * 0.49, Math.max(w * 0.22, span * 0.55 + w * 0.06)),
      stand.adultHeight * 1.35,
      leaf,
      flowers,
    );
  } else {
    back += flowerUrns(
      rng,
      cx,
      size * rng.range(0.3, 0.42),
      groundY + stepCount * rise + h * 0.05,
      h,
      leaf,
      flowers,
    );
  }
  if (people > 0 && rng.chance(0.45)) front += confetti(rng, w, h, flowers);
  const defs = s.defs + ground('pl-lawn', jitter(rng, palette.grass));
  return { back, front, defs, ...stand, attire: 'wedding' };
};

/** A garden arch wound with flowers, standing over the couple. */
function flowerArch(
  rng: Rng,
  cx: number,
  baseY: number,
  halfWidth: number,
  height: number,
  leaf: string,
  flowers: readonly [string, ...string[]],
) {
  const post = '#f0ede6';
  const top = baseY - height;
  const r = halfWidth;
  let out =
    rect(cx - r - height * 0.012, top + r * 0.4, height * 0.024, baseY - top - r * 0.4, post) +
    rect(cx + r - height * 0.012, top + r * 0.4, height * 0.024, baseY - top - r * 0.4, post);
  const n = 22;
  for (let i = 0; i <= n; i++) {
    const a = Math.PI * (i / n);
    const x = cx - Math.cos(a) * r;
    const y = top + r * 0.4 - Math.sin(a) * r * 0.4;
    out += ellipse(x, y, height * 0.045, height * 0.04, shade(leaf, rng.range(-0.1, 0.1)));
    out += ellipse(
      x + rng.range(-1, 1) * height * 0.02,
      y + rng.range(-1, 1) * height * 0.02,
      height * 0.022,
      height * 0.022,
      rng.pick(flowers),
    );
  }
  // Garlands down the posts.
  for (const side of [-1, 1])
    for (let y = top + r * 0.45; y < baseY - height * 0.1; y += height * 0.07)
      out += ellipse(
        cx + side * r + rng.range(-1, 1) * height * 0.01,
        y,
        height * 0.025,
        height * 0.025,
        rng.chance(0.5) ? rng.pick(flowers) : leaf,
      );
  return out;
}

// ---------------------------------------------------------------------------------------------
// Graduation: a college portico with columns, or a brick hall; caps thrown in the air
// ---------------------------------------------------------------------------------------------

/** A mortarboard tossed in the air: a dark tilted square with a tassel. */
function mortarboard(cx: number, cy: number, size: number, angle: number): string {
  return (
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${angle.toFixed(0)})">` +
    polygon(
      [
        [-size, 0],
        [0, -size * 0.42],
        [size, 0],
        [0, size * 0.42],
      ],
      '#16161c',
    ) +
    rect(-size * 0.45, 0, size * 0.9, size * 0.35, '#0e0e12') +
    `<path d="M0 0L${f(size * 0.7)} ${f(size * 0.1)}L${f(size * 0.72)} ${f(size * 0.6)}" stroke="#e0c060" stroke-width="${f(size * 0.07)}" fill="none"/>` +
    '</g>'
  );
}

/** Classical columns with capitals, lit from the left. */
function colonnade(x0: number, x1: number, topY: number, groundY: number, count: number, stone: string) {
  let out = '';
  const gap = (x1 - x0) / count;
  const cw = gap * 0.42;
  for (let i = 0; i < count; i++) {
    const cx = x0 + gap * (i + 0.5);
    out +=
      rect(cx - cw / 2, topY, cw, groundY - topY, stone) +
      rect(cx + cw * 0.12, topY, cw * 0.38, groundY - topY, shade(stone, -0.18)) +
      rect(cx - cw * 0.3, topY, cw * 0.12, groundY - topY, shade(stone, -0.06)) +
      rect(cx - cw * 0.7, topY, cw * 1.4, gap * 0.12, shade(stone, -0.05)) +
      rect(cx - cw * 0.65, groundY - gap * 0.12, cw * 1.3, gap * 0.12, shade(stone, -0.08));
  }
  return out;
}

/**
 * A classical portico `pw` wide: a dark recess behind the columns, the door, a lettered
 * entablature and the pediment, sometimes a cupola with a `dome` roof.
 */
function portico(
  rng: Rng,
  h: number,
  pcx: number,
  pw: number,
  colTop: number,
  groundY: number,
  wall: string,
  dome: string,
) {
  const stone = STONE;
  let out = '';
  const entH = h * 0.055;
  const pedH = pw * 0.16;
  const count = rng.pick([4, 6] as const);
  out += rect(pcx - pw / 2, colTop, pw, groundY - colTop, shade(wall, -0.5));
  out +=
    rect(pcx - pw * 0.08, groundY - h * 0.2, pw * 0.16, h * 0.2, '#3a2a1e') +
    rect(pcx - pw * 0.09, groundY - h * 0.21, pw * 0.18, h * 0.012, stone);
  out += colonnade(pcx - pw / 2, pcx + pw / 2, colTop, groundY, count, stone);
  out += rect(pcx - pw / 2 - h * 0.01, colTop - entH, pw + h * 0.02, entH, stone);
  out += rect(pcx - pw / 2 - h * 0.01, colTop - h * 0.008, pw + h * 0.02, h * 0.008, shade(stone, -0.2));
  out += lettering(
    rng.pick(['COLLEGE', 'UNIVERSITY', 'HIGH SCHOOL', 'ACADEMY'] as const),
    pcx,
    colTop - entH * 0.5,
    entH * 0.5,
    pw * 0.8,
    '#3a3a3a',
  );
  out += polygon(
    [
      [pcx - pw / 2 - h * 0.02, colTop - entH],
      [pcx, colTop - entH - pedH],
      [pcx + pw / 2 + h * 0.02, colTop - entH],
    ],
    shade(stone, -0.1),
  );
  out += polygon(
    [
      [pcx - pw / 2 + h * 0.03, colTop - entH - h * 0.012],
      [pcx, colTop - entH - pedH + h * 0.025],
      [pcx + pw / 2 - h * 0.03, colTop - entH - h * 0.012],
    ],
    shade(stone, -0.22),
  );
  if (rng.chance(0.45)) {
    // A cupola over the pediment.
    const cy = colTop - entH - pedH;
    out +=
      rect(pcx - pw * 0.06, cy - h * 0.07, pw * 0.12, h * 0.08, stone) +
      arched(pcx - pw * 0.025, cy - h * 0.06, pw * 0.05, h * 0.055, '#2c3440') +
      `<path d="M${f(pcx - pw * 0.075)} ${f(cy - h * 0.07)}Q${f(pcx)} ${f(cy - h * 0.16)} ${f(pcx + pw * 0.075)} ${f(cy - h * 0.07)}Z" fill="${dome}"/>` +
      rect(pcx - h * 0.003, cy - h * 0.15, h * 0.006, h * 0.03, '#3a3a3a');
  }
  return out;
}

const graduation: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const groundY = h * rng.range(0.6, 0.68);
  const s = sky(input, groundY);
  const brick = rng.chance(0.5);
  const wall = brick
    ? shade(mix('#9a4634', rng.pick(palette.walls), 0.2), rng.range(-0.1, 0.05))
    : mix('#dcd4c2', rng.pick(palette.walls), 0.25);
  const stone = STONE;
  const topY = h * rng.range(0.14, 0.22);
  let back = s.back;
  const leaf = shade(jitter(rng, palette.grass), -0.3);
  back += rect(0, groundY, w, h - groundY, 'url(#pl-lawn)');
  back += rect(0, topY, w, groundY - topY, wall);
  back += rect(0, topY - h * 0.012, w, h * 0.026, stone);
  // Two rows of tall windows along the wings.
  const pitch = h * rng.range(0.13, 0.17);
  for (let x = rng.range(0.02, 0.1) * w; x < w; x += pitch)
    for (const row of [0.22, 0.58]) {
      const wy = topY + (groundY - topY) * row;
      back += sash(x, wy, pitch * 0.42, (groundY - topY) * 0.26, stone, '#2c3440');
    }
  const pcx = w * rng.range(0.4, 0.6);
  const pw = Math.min(w * 0.8, h * rng.range(0.75, 0.95));
  const colTop = h * rng.range(0.24, 0.3);
  back += portico(rng, h, pcx, pw, colTop, groundY, wall, shade(leaf, 0.25));
  back += steps(pcx, groundY, pw * 1.05, rng.int(3, 5), h * 0.024, stone);
  for (let i = rng.int(0, 2); i > 0; i--) {
    const side = rng.chance(0.5) ? rng.range(-0.05, 0.12) : rng.range(0.88, 1.05);
    back += tree(w * side, groundY + h * 0.05, h * rng.range(0.35, 0.5), leaf);
  }
  let front = '';
  if (rng.chance(people > 0 ? 0.55 : 0.35)) {
    for (let i = rng.int(3, 7); i > 0; i--)
      front += mortarboard(
        w * rng.range(0.05, 0.95),
        h * rng.range(0.04, 0.22),
        h * rng.range(0.04, 0.06),
        rng.range(-35, 35),
      );
  }
  return {
    back,
    front,
    defs: s.defs + ground('pl-lawn', jitter(rng, palette.grass)),
    ...standing(input, groundY, 0.08, [0.52, 0.62]),
    attire: 'graduation',
  };
};

// ---------------------------------------------------------------------------------------------
// School: a red-brick schoolhouse, a flagpole and the yellow bus
// ---------------------------------------------------------------------------------------------

/** A distant child walking to school with a backpack: a few blocks, tiny in the frame. */
function pupil(
  rng: Rng,
  x: number,
  groundY: number,
  height: number,
  clothes: readonly [string, ...string[]],
) {
  const coat = jitter(rng, clothes);
  const pack = jitter(rng, clothes);
  const dir = rng.chance(0.5) ? 1 : -1;
  return (
    rect(x - height * 0.09, groundY - height * 0.4, height * 0.07, height * 0.4, '#2e2a28') +
    rect(x + height * 0.02, groundY - height * 0.4, height * 0.07, height * 0.4, '#2e2a28') +
    rect(
      x - height * 0.13,
      groundY - height * 0.78,
      height * 0.26,
      height * 0.42,
      coat,
      `rx="${f(height * 0.05)}"`,
    ) +
    rect(
      x - dir * height * 0.2 - height * 0.08,
      groundY - height * 0.74,
      height * 0.16,
      height * 0.26,
      pack,
      `rx="${f(height * 0.04)}"`,
    ) +
    ellipse(x, groundY - height * 0.88, height * 0.1, height * 0.11, '#c89a78') +
    ellipse(x, groundY - height * 0.93, height * 0.11, height * 0.07, '#3a2a1e')
  );
}

/** A two-storey brick schoolhouse across the frame, with a lettered stone entrance and a bell cupola. */
function schoolhouse(rng: Rng, input: Area, topY: number, groundY: number, ex: number) {
  const { width: w, height: h } = input;
  const brick = shade('#9c4632', rng.range(-0.12, 0.06));
  const stone = '#ebe6da';
  const glass = '#28313b';
  let out = rect(0, topY, w, groundY - topY, brick);
  // Mortar courses: faint, just enough to say brick.
  for (let y = topY + h * 0.02; y < groundY; y += h * 0.022)
    out += rect(0, y, w, h * 0.003, shade(brick, -0.25), 'opacity="0.5"');
  out += rect(0, topY - h * 0.015, w, h * 0.03, stone);
  const pitch = h * rng.range(0.12, 0.15);
  const ww = pitch * 0.5;
  const rowH = (groundY - topY) * 0.27;
  for (let x = (ex % pitch) - pitch * 0.25; x < w; x += pitch) {
    if (Math.abs(x + ww / 2 - ex) < pitch * 0.8) continue;
    for (const row of [0.12, 0.55]) {
      const wy = topY + (groundY - topY) * row;
      out +=
        sash(x, wy, ww, rowH, '#f2efe6', glass) +
        rect(x - ww * 0.12, wy + rowH + ww * 0.08, ww * 1.24, h * 0.01, stone);
    }
  }
  // Entrance: stone surround, a lettered lintel, double doors with glass.
  const ew = pitch * 1.25;
  const doorTop = groundY - (groundY - topY) * 0.42;
  out += rect(ex - ew / 2, doorTop - h * 0.07, ew, groundY - doorTop + h * 0.07, stone);
  out += lettering(
    rng.pick(['SCHOOL', 'PUBLIC SCHOOL', 'SCHOOL'] as const),
    ex,
    doorTop - h * 0.037,
    h * 0.034,
    ew * 0.9,
    '#2a2a2a',
  );
  out += rect(ex - ew * 0.36, doorTop, ew * 0.72, groundY - doorTop, '#4a3020');
  out +=
    rect(ex - ew * 0.3, doorTop + h * 0.02, ew * 0.24, (groundY - doorTop) * 0.4, glass) +
    rect(ex + ew * 0.06, doorTop + h * 0.02, ew * 0.24, (groundY - doorTop) * 0.4, glass);
  if (rng.chance(0.6)) {
    // A white bell cupola on the roof over the door.
    const cw = ew * 0.5;
    const cy = topY - h * 0.015;
    out +=
      rect(ex - cw / 2, cy - h * 0.09, cw, h * 0.09, stone) +
      arched(ex - cw * 0.25, cy - h * 0.08, cw * 0.5, h * 0.07, '#23282e') +
      polygon(
        [
          [ex - cw * 0.65, cy - h * 0.09],
          [ex, cy - h * 0.16],
          [ex + cw * 0.65, cy - h * 0.09],
        ],
        '#3a3d42',
      );
  }
  return out;
}

const school: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const groundY = h * rng.range(0.58, 0.64);
  const s = sky(input, groundY);
  const topY = h * rng.range(0.16, 0.24);
  const ex = w * rng.range(0.3, 0.7);
  let back = s.back + rect(0, groundY, w, h - groundY, 'url(#pl-yard)');
  back += schoolhouse(rng, input, topY, groundY, ex);
  const busLeft = rng.chance(0.5);
  // The flag on the side away from the bus, where the group leaves the sky open.
  const fx = busLeft ? w * rng.range(0.82, 0.94) : w * rng.range(0.06, 0.18);
  back += rect(0, groundY, w, h * 0.012, '#bdb8ac');
  back += flagpole(fx, groundY + h * 0.04, groundY + h * 0.04 - h * rng.range(0.03, 0.08), rng);
  for (let i = rng.int(1, 3); i > 0; i--)
    back += pupil(
      rng,
      ex + rng.range(-0.25, 0.25) * w,
      groundY + h * rng.range(0.01, 0.04),
      h * rng.range(0.09, 0.12),
      input.palette.clothes,
    );
  const busLength = Math.min(w * rng.range(0.62, 0.8), h * rng.range(0.95, 1.15));
  const busGround = h * rng.range(0.8, 0.86);
  const busX = busLeft ? -busLength * rng.range(0.15, 0.35) : w - busLength * rng.range(0.65, 0.85);
  back += rect(0, busGround - h * 0.1, w, h - busGround + h * 0.1, '#6e6c68', 'opacity="0.55"');
  back += schoolBus(busX, busGround, busLength, busLeft === rng.chance(0.7), rng.chance(0.7));
  const yard = rng.chance(0.5) ? jitter(rng, palette.grass) : '#8a867e';
  return {
    back,
    front: '',
    defs: s.defs + ground('pl-yard', yard),
    ...standing(input, busGround, 0.08, [0.5, 0.58]),
  };
};

// ---------------------------------------------------------------------------------------------
// New car: the family behind the car in the driveway, the house behind them
// ---------------------------------------------------------------------------------------------

/** A clapboard house with a garage and a driveway, from a little way down the street. */
function suburbanHouse(rng: Rng, input: Area, groundY: number, garageLeft: boolean) {
  const { width: w, height: h, palette } = input;
  const siding = jitter(rng, palette.walls);
  const roof = shade(jitter(rng, palette.floors), -0.35);
  const eaveY = groundY - h * rng.range(0.24, 0.3);
  const hx = -w * 0.05;
  const hw = w * 1.1;
  let out = polygon(
    [
      [hx - w * 0.02, eaveY],
      [hx + hw * rng.range(0.3, 0.7), eaveY - h * rng.range(0.12, 0.2)],
      [hx + hw + w * 0.02, eaveY],
    ],
    roof,
  );
  out += rect(hx, eaveY, hw, groundY - eaveY, siding);
  for (let y = eaveY + h * 0.02; y < groundY; y += h * 0.022)
    out += rect(hx, y, hw, h * 0.004, shade(siding, -0.18));
  out += rect(hx - w * 0.02, eaveY - h * 0.01, hw + w * 0.04, h * 0.02, shade(roof, 0.15));
  const gw = h * 0.34;
  const gx = garageLeft ? w * rng.range(0.04, 0.14) : w * rng.range(0.86, 0.96) - gw;
  // Garage door with panels: a big pale rectangle that says "driveway".
  out += rect(gx - h * 0.01, groundY - h * 0.21, gw + h * 0.02, h * 0.21, '#f4f1ea');
  out += rect(gx, groundY - h * 0.2, gw, h * 0.2, '#e2ddd2');
  for (let y = groundY - h * 0.15; y < groundY; y += h * 0.05) out += rect(gx, y, gw, h * 0.004, '#b8b2a6');
  const glass = mix(palette.skyTop, '#101820', 0.55);
  const wins = garageLeft ? [0.55, 0.8] : [0.08, 0.35];
  for (const wx of wins)
    out +=
      sash(w * wx, eaveY + h * 0.05, h * 0.12, h * 0.11, '#f4f1ea', glass) +
      rect(w * wx - h * 0.035, eaveY + h * 0.04, h * 0.025, h * 0.13, shade(roof, 0.1)) +
      rect(w * wx + h * 0.13, eaveY + h * 0.04, h * 0.025, h * 0.13, shade(roof, 0.1));
  return { markup: out, garageX: gx, garageW: gw };
}

const newCar: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const groundY = h * rng.range(0.52, 0.6);
  const s = sky(input, groundY);
  const lawn = jitter(rng, palette.grass);
  const garageLeft = rng.chance(0.5);
  let back = s.back + rect(0, groundY, w, h - groundY, 'url(#pl-lawn)');
  const house = suburbanHouse(rng, input, groundY, garageLeft);
  back += house.markup;
  back += polygon(
    [
      [house.garageX - h * 0.01, groundY],
      [house.garageX + house.garageW + h * 0.01, groundY],
      [house.garageX + house.garageW + w * 0.35, h],
      [house.garageX - w * 0.35, h],
    ],
    '#cfcac0',
  );
  for (let i = rng.int(2, 4); i > 0; i--)
    back += ellipse(
      w * rng.next(),
      groundY,
      h * rng.range(0.05, 0.09),
      h * rng.range(0.04, 0.06),
      shade(lawn, -0.3),
    );
  const length = Math.min(w * rng.range(0.8, 1.0), h * 1.45);
  const carY = h * rng.range(0.95, 0.99);
  const carX = (w - length) / 2 + w * rng.range(-0.08, 0.08);
  const paint = shade(rng.pick(CAR_PAINTS), rng.range(-0.1, 0.12));
  const roof = rng.chance(0.45) ? '#efeee8' : shade(paint, 0.05);
  let front = car(carX, carY, length, paint, roof, rng.chance(0.5));
  if (rng.chance(0.3)) front += roofBow(carX + length / 2, carY - length * 0.31, length * 0.07);
  // People stand just behind the car: the roof comes to their hips, heads well above it.
  const adultHeight = h * rng.range(0.5, 0.58);
  const roofY = carY - length * 0.31;
  return {
    back,
    front,
    defs: s.defs + ground('pl-lawn', lawn),
    baseY: roofY + adultHeight * 0.5,
    adultHeight,
    shadows: false,
    close: true,
  };
};

/** The big ribbon bow of a car given as a present. */
function roofBow(cx: number, topY: number, size: number): string {
  const red = '#c8202a';
  return (
    polygon(
      [
        [cx, topY - size * 0.3],
        [cx - size, topY - size * 0.9],
        [cx - size * 1.05, topY + size * 0.1],
      ],
      red,
    ) +
    polygon(
      [
        [cx, topY - size * 0.3],
        [cx + size, topY - size * 0.9],
        [cx + size * 1.05, topY + size * 0.1],
      ],
      red,
    ) +
    ellipse(cx, topY - size * 0.3, size * 0.25, size * 0.25, shade(red, -0.25))
  );
}

// ---------------------------------------------------------------------------------------------
// Street: shopfronts with awnings and signs, a sidewalk, lamp posts, a parked car
// ---------------------------------------------------------------------------------------------

const SHOP_SIGNS = [
  'BAKERY',
  'DRUGS',
  'CAFE',
  'SHOES',
  'HOTEL',
  'BANK',
  'BARBER',
  'MARKET',
  'DINER',
  'BOOKS',
  'RADIO',
  'HATS',
] as const;

/** One shop: an upper storey with windows, a sign board, a striped awning over a dark shop window. */
function storefront(
  rng: Rng,
  x: number,
  bw: number,
  topY: number,
  baseY: number,
  h: number,
  walls: readonly [string, ...string[]],
  sign: string,
) {
  const facade = rng.chance(0.35) ? shade('#97513c', rng.range(-0.1, 0.1)) : jitter(rng, walls);
  const trim = '#efeadf';
  const stripe = rng.pick(['#b3262e', '#2d5a3a', '#263a6b', '#c47a1e', '#6a2a4a'] as const);
  let out = rect(x, topY, bw, baseY - topY, facade);
  out += rect(x - h * 0.005, topY, bw + h * 0.01, h * 0.025, shade(facade, -0.3));
  const shopTop = baseY - h * 0.26;
  for (let wx = x + bw * 0.12; wx < x + bw * 0.8; wx += bw * 0.3)
    if (shopTop - h * 0.1 - (topY + h * 0.06) > h * 0.05)
      out += sash(
        wx,
        topY + h * 0.06,
        bw * 0.16,
        Math.min(h * 0.14, shopTop - h * 0.1 - topY - h * 0.06),
        trim,
        '#2a323c',
      );
  // Sign board with the shop's name.
  const signY = shopTop - h * 0.075;
  const dark = rng.chance(0.5);
  out += rect(x + bw * 0.06, signY, bw * 0.88, h * 0.055, dark ? '#1f2226' : trim);
  out += lettering(sign, x + bw / 2, signY + h * 0.0275, h * 0.032, bw * 0.78, dark ? trim : '#1f2226');
  // Shop window and door.
  out += rect(x + bw * 0.04, shopTop, bw * 0.92, baseY - shopTop, shade(facade, -0.25));
  out += rect(x + bw * 0.07, shopTop + h * 0.04, bw * 0.58, baseY - shopTop - h * 0.06, 'url(#pl-glass)');
  out += rect(x + bw * 0.7, shopTop + h * 0.04, bw * 0.2, baseY - shopTop - h * 0.04, '#3a2a20');
  out += rect(x + bw * 0.72, shopTop + h * 0.06, bw * 0.16, h * 0.08, '#2a323c');
  // Striped awning sloping out over the window.
  const n = 8;
  const aw = bw * 0.92;
  const ax = x + bw * 0.04;
  const ay = shopTop + h * 0.01;
  const drop = h * 0.07;
  const flare = bw * 0.03;
  for (let i = 0; i < n; i++) {
    const t0 = i / n;
    const t1 = (i + 1) / n;
    const top0 = ax + aw * t0;
    const top1 = ax + aw * t1;
    const bot0 = ax - flare + (aw + 2 * flare) * t0;
    const bot1 = ax - flare + (aw + 2 * flare) * t1;
    out += polygon(
      [
        [top0, ay],
        [top1, ay],
        [bot1, ay + drop],
        [bot0, ay + drop],
      ],
      i % 2 === 0 ? stripe : '#f3efe4',
    );
    out += rect(bot0, ay + drop, bot1 - bot0, h * 0.018, i % 2 === 0 ? shade(stripe, -0.15) : '#e0dbd0');
  }
  out += rect(ax - flare, ay + drop + h * 0.018, aw + 2 * flare, h * 0.012, '#000000', 'opacity="0.25"');
  return out;
}

const street: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const walkY = h * rng.range(0.6, 0.66);
  const s = sky(input, walkY);
  const stand = standing(input, walkY, 0.06, [0.5, 0.6]);
  const curbY = Math.min(h * 0.985, stand.baseY + h * rng.range(0.03, 0.06));
  let back = s.back;
  let x = -w * rng.range(0, 0.1);
  const signs = [...SHOP_SIGNS];
  while (x < w) {
    const bw = h * rng.range(0.32, 0.46);
    const pick = rng.int(0, signs.length - 1);
    const sign = signs.splice(pick, 1)[0] ?? 'CAFE';
    back += storefront(rng, x, bw, h * rng.range(0.03, 0.16), walkY, h, palette.walls, sign);
    x += bw;
  }
  back += rect(0, walkY, w, curbY - walkY, '#c9c4b8');
  for (let y = walkY + h * 0.05; y < curbY; y += h * 0.06) back += rect(0, y, w, h * 0.003, '#a8a296');
  back += rect(0, curbY, w, h * 0.014, '#e4e0d6') + rect(0, curbY + h * 0.014, w, h, '#4c4c4e');
  const lampH = curbY - h * rng.range(0.14, 0.22);
  for (let lx = w * rng.range(0.05, 0.2); lx < w; lx += w * rng.range(0.45, 0.6))
    back += lampPost(lx, curbY, lampH);
  let front = '';
  if (people <= 3 && rng.chance(0.6)) {
    const length = h * rng.range(0.75, 0.95);
    const left = rng.chance(0.5);
    const carX = left ? -length * rng.range(0.35, 0.55) : w - length * rng.range(0.45, 0.65);
    front += car(
      carX,
      h * rng.range(1.0, 1.04),
      length,
      shade(rng.pick(CAR_PAINTS), rng.range(-0.1, 0.1)),
      '#ecebe4',
      !left,
    );
  }
  const defs =
    s.defs +
    verticalGradient('pl-glass', [
      [0, '#5a6a78'],
      [0.5, '#2a323c'],
      [1, '#3c4650'],
    ]);
  return { back, front, defs, ...stand };
};

// ---------------------------------------------------------------------------------------------
// Halloween: a porch at dusk, jack-o'-lanterns glowing on the steps
// ---------------------------------------------------------------------------------------------

/** A carved pumpkin: ribbed orange body, a glowing face. Light against the dark porch in any tone. */
function jackOLantern(rng: Rng, cx: number, baseY: number, r: number): string {
  const orange = shade('#e0701e', rng.range(-0.1, 0.05));
  const cy = baseY - r * 0.78;
  const lit = '#ffe27a';
  const eyeY = cy - r * 0.18;
  const mouthY = cy + r * 0.22;
  const mouth: Pt[] = [[cx - r * 0.55, mouthY - r * 0.08]];
  for (let i = 1; i < 6; i++)
    mouth.push([cx - r * 0.55 + r * 0.22 * i, mouthY + (i % 2 === 0 ? -r * 0.02 : r * 0.12)]);
  mouth.push(
    [cx + r * 0.55, mouthY - r * 0.08],
    [cx + r * 0.3, mouthY + r * 0.32],
    [cx - r * 0.3, mouthY + r * 0.32],
  );
  const eye = (ex: number) =>
    polygon(
      [
        [ex - r * 0.16, eyeY + r * 0.1],
        [ex + r * 0.16, eyeY + r * 0.1],
        [ex, eyeY - r * 0.16],
      ],
      lit,
    );
  return (
    ellipse(cx, cy, r * 2.6, r * 2.2, 'url(#pl-pumpkin-glow)') +
    ellipse(cx - r * 0.45, cy, r * 0.6, r * 0.76, shade(orange, -0.2)) +
    ellipse(cx + r * 0.45, cy, r * 0.6, r * 0.76, shade(orange, -0.25)) +
    ellipse(cx, cy, r * 0.62, r * 0.8, orange) +
    rect(cx - r * 0.07, cy - r * 0.98, r * 0.14, r * 0.25, '#4a4a22') +
    eye(cx - r * 0.3) +
    eye(cx + r * 0.3) +
    polygon(
      [
        [cx - r * 0.08, cy + r * 0.05],
        [cx + r * 0.08, cy + r * 0.05],
        [cx, cy - r * 0.08],
      ],
      lit,
    ) +
    polygon(mouth, lit)
  );
}

/** A cobweb in a corner: spokes and sagging rings. */
function cobweb(cornerX: number, cornerY: number, size: number, dir: number): string {
  let d = '';
  const spokes = 5;
  const point = (i: number, k: number): Pt => {
    const a = (Math.PI / 2) * (i / (spokes - 1));
    return [cornerX + dir * Math.sin(a) * size * k, cornerY + Math.cos(a) * size * k];
  };
  for (let i = 0; i < spokes; i++) {
    const [x, y] = point(i, 1);
    d += `M${f(cornerX)} ${f(cornerY)}L${f(x)} ${f(y)}`;
  }
  for (const k of [0.35, 0.6, 0.85]) {
    const [x0, y0] = point(0, k);
    d += `M${f(x0)} ${f(y0)}`;
    for (let i = 1; i < spokes; i++) {
      const [x, y] = point(i, k);
      const [px, py] = point(i - 0.5, k * 0.85);
      d += `Q${f(px)} ${f(py)} ${f(x)} ${f(y)}`;
    }
  }
  return `<path d="${d}" stroke="#d8d8d8" stroke-width="${f(size * 0.012)}" fill="none" opacity="0.7"/>`;
}

/** A bat: two scalloped wings either side of a small body. */
function bat(cx: number, cy: number, size: number): string {
  return `<path d="M${f(cx)} ${f(cy)}Q${f(cx - size * 0.4)} ${f(cy - size * 0.5)} ${f(cx - size)} ${f(cy - size * 0.2)}Q${f(cx - size * 0.7)} ${f(cy)} ${f(cx - size * 0.55)} ${f(cy + size * 0.15)}Q${f(cx - size * 0.35)} ${f(cy)} ${f(cx)} ${f(cy + size * 0.2)}Q${f(cx + size * 0.35)} ${f(cy)} ${f(cx + size * 0.55)} ${f(cy + size * 0.15)}Q${f(cx + size * 0.7)} ${f(cy)} ${f(cx + size)} ${f(cy - size * 0.2)}Q${f(cx + size * 0.4)} ${f(cy - size * 0.5)} ${f(cx)} ${f(cy)}Z" fill="#0c0c10"/>`;
}

/** The porch's open side at dusk: a moon, a bare tree and bats against the last light. */
function duskView(rng: Rng, cx: number, openW: number, beamY: number, floorY: number, h: number): string {
  let out = '';
  if (rng.chance(0.75)) {
    const mx = cx + rng.range(-0.2, 0.2) * openW;
    const my = beamY + h * rng.range(0.1, 0.18);
    out +=
      ellipse(mx, my, h * 0.12, h * 0.12, 'url(#pl-moon-glow)') +
      ellipse(mx, my, h * 0.045, h * 0.045, '#f3ecd2');
  }
  out += bareTree(
    rng,
    cx + rng.range(-0.3, 0.3) * openW,
    floorY - h * 0.08,
    h * rng.range(0.5, 0.7),
    '#0d0d10',
  );
  if (rng.chance(0.6))
    for (let i = rng.int(2, 4); i > 0; i--)
      out += bat(
        cx + rng.range(-0.4, 0.4) * openW,
        beamY + h * rng.range(0.05, 0.3),
        h * rng.range(0.02, 0.035),
      );
  return out;
}

/** The house wall under the porch roof, dark siding with a lit door, porch lamp and window. */
function nightWall(
  rng: Rng,
  input: Area,
  x0: number,
  x1: number,
  beamY: number,
  floorY: number,
  siding: string,
) {
  const { height: h, palette } = input;
  let out = rect(x0, beamY, x1 - x0, floorY - beamY, siding);
  for (let y = beamY + h * 0.03; y < floorY; y += h * 0.03)
    out += rect(x0, y, x1 - x0, h * 0.005, shade(siding, -0.35));
  const doorW = h * 0.16;
  const doorX = x0 + (x1 - x0 - doorW) * rng.range(0.15, 0.85);
  const warm = mix(palette.light, '#ffb84a', 0.4);
  out += rect(doorX - h * 0.012, floorY - h * 0.42, doorW + h * 0.024, h * 0.42, '#6a655c');
  out += rect(doorX, floorY - h * 0.41, doorW, h * 0.41, '#2e1e16');
  out += rect(doorX + doorW * 0.2, floorY - h * 0.38, doorW * 0.6, h * 0.12, warm);
  const lampX = doorX + (doorX - x0 > h * 0.12 ? -h * 0.06 : doorW + h * 0.06);
  out +=
    ellipse(lampX, floorY - h * 0.34, h * 0.14, h * 0.14, 'url(#pl-lamp-glow)') +
    rect(lampX - h * 0.012, floorY - h * 0.36, h * 0.024, h * 0.04, warm);
  const winW = h * 0.16;
  const winX = doorX - x0 > winW + h * 0.16 ? doorX - winW - h * 0.12 : doorX + doorW + h * 0.12;
  if (winX + winW < x1 - h * 0.02) {
    out += ellipse(winX + winW / 2, floorY - h * 0.28, winW * 1.2, h * 0.2, 'url(#pl-lamp-glow)');
    out += sash(winX, floorY - h * 0.38, winW, h * 0.2, '#5a564e', warm);
  }
  return out;
}

/** Porch roof beam, two columns, the railing across the open side and the floor boards. */
function porchFrame(
  input: Area,
  openLeft: boolean,
  openW: number,
  beamY: number,
  floorY: number,
  ceiling: string,
  boards: string,
) {
  const { width: w, height: h } = input;
  const column = '#8a857a';
  let out = rect(0, 0, w, beamY, ceiling) + rect(0, beamY - h * 0.025, w, h * 0.03, '#4a463e');
  for (const cx of openLeft ? [openW, w * 0.01] : [w - openW, w * 0.99])
    out +=
      rect(cx - h * 0.02, beamY, h * 0.04, floorY - beamY, column) +
      rect(cx + h * 0.005, beamY, h * 0.015, floorY - beamY, shade(column, -0.3));
  const railX0 = openLeft ? 0 : w - openW;
  out += rect(railX0, floorY - h * 0.2, openW, h * 0.02, column);
  for (let x = railX0 + h * 0.02; x < railX0 + openW; x += h * 0.035)
    out += rect(x, floorY - h * 0.18, h * 0.012, h * 0.18, shade(column, -0.2));
  out += rect(0, floorY, w, h - floorY, boards);
  for (let y = floorY + h * 0.03; y < h; y += h * 0.035) out += rect(0, y, w, h * 0.004, shade(boards, -0.4));
  return out;
}

/** Big jack-o'-lanterns on the front step, nearest the camera, at one or both corners. */
function stepPumpkins(rng: Rng, w: number, h: number): string {
  let out = '';
  for (const side of rng.chance(0.7) ? [0, 1] : [rng.int(0, 1)]) {
    const px = side === 0 ? w * rng.range(0.06, 0.14) : w * rng.range(0.86, 0.94);
    out += jackOLantern(rng, px, h * rng.range(0.93, 0.95), h * rng.range(0.075, 0.1));
    if (rng.chance(0.6))
      out += jackOLantern(
        rng,
        px + (side === 0 ? 1 : -1) * h * 0.13,
        h * rng.range(0.94, 0.96),
        h * rng.range(0.045, 0.06),
      );
  }
  return out;
}

const halloween: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const floorY = h * rng.range(0.68, 0.75);
  const beamY = h * rng.range(0.08, 0.14);
  const openLeft = rng.chance(0.5);
  const openW = w * rng.range(0.24, 0.34);
  const wallX0 = openLeft ? openW : 0;
  const wallX1 = openLeft ? w : w - openW;
  const siding = shade(jitter(rng, palette.walls), -0.68);
  let back =
    rect(0, 0, w, floorY, 'url(#pl-dusk)') +
    rect(0, floorY - h * 0.12, w, h * 0.12, '#141418') +
    duskView(rng, openLeft ? openW / 2 : w - openW / 2, openW, beamY, floorY, h) +
    nightWall(rng, input, wallX0, wallX1, beamY, floorY, siding) +
    porchFrame(
      input,
      openLeft,
      openW,
      beamY,
      floorY,
      shade(siding, -0.2),
      shade(jitter(rng, palette.floors), -0.5),
    );
  if (rng.chance(0.55))
    back += cobweb(
      openLeft ? wallX0 + h * 0.02 : wallX1 - h * 0.02,
      beamY + h * 0.005,
      h * rng.range(0.12, 0.18),
      openLeft ? 1 : -1,
    );
  // Small pumpkins on the rail and along the wall.
  back += jackOLantern(
    rng,
    (openLeft ? 0 : wallX1) + openW * rng.range(0.3, 0.7),
    floorY - h * 0.2,
    h * 0.035,
  );
  for (let i = rng.int(0, 2); i > 0; i--)
    back += jackOLantern(
      rng,
      wallX0 + (wallX1 - wallX0) * rng.next(),
      floorY + h * 0.02,
      h * rng.range(0.035, 0.05),
    );
  const defs =
    verticalGradient('pl-dusk', [
      [0, '#12122a'],
      [0.6, '#2e2440'],
      [1, mix(palette.light, '#8a4a3a', 0.55)],
    ]) +
    glowGradient('pl-pumpkin-glow', '#ffb040', 0.45) +
    glowGradient('pl-lamp-glow', '#ffd880', 0.5) +
    glowGradient('pl-moon-glow', '#f6f0da', 0.35);
  return {
    back,
    front: stepPumpkins(rng, w, h),
    defs,
    ...standing(input, floorY, 0.1, [0.52, 0.6]),
    attire: 'costume',
  };
};

export const PLACE_BACKDROPS: SceneBackdrops = {
  wedding,
  graduation,
  school,
  'new-car': newCar,
  street,
  halloween,
};
