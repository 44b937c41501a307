import { f, polygon, rect } from '../../../media/svg';
import { lettering } from '../lettering';
import { jitter, mix, shade } from '../palette';
import type { Rng } from '../prng';
import { ground, sky, tree } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { standing } from '../scene-types';
import { arched, STONE, sash, steps } from './building-parts';

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

export const graduation: BackdropDrawer = (input) => {
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
