import { circle, ellipse, f, line, mirror, path, pattern, polygon, rect } from '../../../media/svg';
import { mix, shade } from '../palette';
import type { Rng } from '../prng';
import { room, windowPane } from '../scene-indoor';
import type { Backdrop, BackdropInput } from '../scene-types';
import { standing } from '../scene-types';
import { apart, PARTY } from './colours';

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

export const baby = (input: BackdropInput): Backdrop => {
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
