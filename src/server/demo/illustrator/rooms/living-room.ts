import {
  circle,
  ellipse,
  f,
  glowGradient,
  line,
  mirror,
  type Point,
  polygon,
  rect,
} from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import { frames, room, sofa } from '../scene-indoor';
import type { Backdrop, BackdropInput } from '../scene-types';
import { standing } from '../scene-types';
import { apart, DARK_WOOD } from './colours';
import { grilleDef } from './furniture';

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

export const livingRoom = (input: BackdropInput): Backdrop => {
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
