import { ellipse, f, polygon, rect } from '../../../media/svg';
import { lettering } from '../lettering';
import { shade } from '../palette';
import type { Pt } from './building-parts';

// ---------------------------------------------------------------------------------------------
// Vehicles
// ---------------------------------------------------------------------------------------------

export const CAR_PAINTS = [
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
export function car(
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
export function schoolBus(
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
