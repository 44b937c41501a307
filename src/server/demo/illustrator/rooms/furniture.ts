import { ellipse, f, line, path, pattern, polygon, rect } from '../../../media/svg';
import { mix, shade } from '../palette';
import type { BackdropInput } from '../scene-types';
import { WHITE } from './colours';

/** People sitting behind a table or desk in `front`: its top hides them from the waist down. */
export function seated(input: BackdropInput, tableY: number) {
  const adultHeight = input.height * input.rng.range(0.7, 0.8);
  return { baseY: tableY + adultHeight * 0.42, adultHeight, shadows: false, close: true };
}

/** A table running out of the frame at the bottom: its top seen from above, its cloth falling away. */
export function tableTop(w: number, h: number, top: number, cloth: string): string {
  return (
    rect(-w * 0.05, top, w * 1.1, h - top + 2, cloth) +
    rect(-w * 0.05, top, w * 1.1, h * 0.012, shade(cloth, 0.35)) +
    rect(-w * 0.05, h * 0.93, w * 1.1, h * 0.07 + 2, '#000000', 'opacity="0.2"')
  );
}

/** A plate on a table seen at a low angle, with its rim. */
export function plate(cx: number, cy: number, r: number, colour = WHITE): string {
  return (
    ellipse(cx, cy + r * 0.06, r, r * 0.3, '#000000', 'opacity="0.18"') +
    ellipse(cx, cy, r, r * 0.3, colour, 'stroke="#8a8580" stroke-width="1"') +
    ellipse(cx, cy, r * 0.66, r * 0.19, shade(colour, -0.06))
  );
}

/** A hanging lamp: a cord from the ceiling, a shade and the pool of light under it. */
export function pendant(x: number, bottom: number, size: number, shadeColour: string): string {
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
export function checkerFloor(w: number, h: number, floorY: number, dark: string, light: string): string {
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

export function grilleDef(wood: string, size: number): string {
  return pattern(
    'rm-grille',
    size,
    size,
    rect(0, 0, size, size, mix(wood, '#d8c8a8', 0.5)) + rect(0, 0, size * 0.45, size, shade(wood, -0.2)),
  );
}
