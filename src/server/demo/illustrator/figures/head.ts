import { circle, ellipse, f, polygon, rect } from '../../../media/svg';
import { shade } from '../palette';
import { WHITE } from './colours';
import type { Frame } from './frame';
import type { Person } from './person';
import { line } from './shapes';

export function drawHead(p: Person, g: Frame): string {
  const { x, headCy, headH, headW, top, shoulderY, neckW } = g;
  const face = p.face === 'skull' ? '#ece8dc' : p.skin;
  let out = rect(x - neckW / 2, headCy, neckW, shoulderY - headCy + 1, shade(p.skin, -0.15));
  if (p.longHair) {
    out += `<rect x="${f(x - headW * 0.62)}" y="${f(headCy - headH * 0.4)}" width="${f(headW * 1.24)}" height="${f(headH * 1.2)}" rx="${f(headW * 0.5)}" fill="${p.hair}"/>`;
  }
  out += ellipse(x, headCy, headW / 2, headH / 2, face);
  out += ellipse(x, headCy, headW / 2, headH / 2, 'url(#figshade)');
  // Hair: a crown over the top of the head with sides down to the ears.
  out += `<path d="M${f(x - headW * 0.53)} ${f(headCy + headH * 0.05)} Q${f(x - headW * 0.58)} ${f(top - headH * 0.1)} ${f(x + headW * 0.05)} ${f(top - headH * 0.07)} Q${f(x + headW * 0.58)} ${f(top - headH * 0.06)} ${f(x + headW * 0.53)} ${f(headCy + headH * 0.05)} L${f(x + headW * 0.44)} ${f(headCy - headH * 0.1)} Q${f(x + headW * 0.1)} ${f(top + headH * 0.26)} ${f(x - headW * 0.3)} ${f(top + headH * 0.2)} Q${f(x - headW * 0.42)} ${f(headCy - headH * 0.15)} ${f(x - headW * 0.44)} ${f(headCy - headH * 0.05)} Z" fill="${p.hair}"/>`;
  return out + drawFace(p, g);
}

function drawFace(p: Person, g: Frame): string {
  const { x, headCy, headH, headW } = g;
  const eyeY = headCy + headH * 0.02;
  const eyeR = Math.max(0.5, headW * 0.045);
  if (p.face === 'skull') {
    const ink = '#141414';
    return `${circle(x - headW * 0.18, eyeY, headW * 0.12, ink)}${circle(x + headW * 0.18, eyeY, headW * 0.12, ink)}${polygon(
      [
        [x, headCy + headH * 0.1],
        [x - headW * 0.06, headCy + headH * 0.2],
        [x + headW * 0.06, headCy + headH * 0.2],
      ],
      ink,
    )}${rect(x - headW * 0.16, headCy + headH * 0.27, headW * 0.32, headH * 0.04, ink)}`;
  }
  const eyes = `<circle cx="${f(x - headW * 0.18)}" cy="${f(eyeY)}" r="${f(eyeR)}"/><circle cx="${f(x + headW * 0.18)}" cy="${f(eyeY)}" r="${f(eyeR)}"/>`;
  const brows = `<rect x="${f(x - headW * 0.28)}" y="${f(eyeY - headH * 0.1)}" width="${f(headW * 0.2)}" height="${f(headH * 0.025)}"/><rect x="${f(x + headW * 0.08)}" y="${f(eyeY - headH * 0.1)}" width="${f(headW * 0.2)}" height="${f(headH * 0.025)}"/>`;
  const mouth = `<rect x="${f(x - headW * 0.12)}" y="${f(headCy + headH * 0.24)}" width="${f(headW * 0.24)}" height="${f(headH * 0.03)}" rx="${f(headH * 0.015)}"/>`;
  let out = `<g fill="#3a2418" opacity="0.55">${eyes}${brows}${mouth}</g>`;
  switch (p.face) {
    case 'sunglasses':
      out +=
        ellipse(x - headW * 0.19, eyeY, headW * 0.16, headH * 0.08, '#121212') +
        ellipse(x + headW * 0.19, eyeY, headW * 0.16, headH * 0.08, '#121212');
      out += rect(x - headW * 0.1, eyeY - headH * 0.05, headW * 0.2, headH * 0.025, '#121212');
      break;
    case 'patch':
      out += line(
        [
          [x - headW * 0.5, eyeY - headH * 0.25],
          [x + headW * 0.5, eyeY + headH * 0.05],
        ],
        '#121212',
        headH * 0.03,
      );
      out += ellipse(x + headW * 0.18, eyeY, headW * 0.13, headH * 0.1, '#121212');
      break;
    case 'whiskers':
      out += circle(x, headCy + headH * 0.14, headW * 0.06, '#121212');
      for (const side of [-1, 1]) {
        for (const k of [-1, 0, 1]) {
          out += line(
            [
              [x + side * headW * 0.12, headCy + headH * 0.17],
              [x + side * headW * 0.45, headCy + headH * (0.14 + k * 0.07)],
            ],
            '#121212',
            headH * 0.015,
          );
        }
      }
      break;
    default:
      break;
  }
  return out;
}

/** A winter scarf wrapped up to the chin with one end hanging down the front. */
export function drawScarf(p: Person, g: Frame): string {
  if (!p.scarf) return '';
  const { x, h, neckW, shoulderY } = g;
  const wrapTop = g.top + g.headH * 0.9;
  let out = rect(
    x - neckW * 1.4,
    wrapTop,
    neckW * 2.8,
    shoulderY + h * 0.02 - wrapTop,
    p.scarf,
    `rx="${f(neckW * 0.5)}"`,
  );
  const tx = x + neckW * 0.25;
  out += rect(tx, shoulderY, neckW * 0.95, h * 0.17, shade(p.scarf, -0.08));
  // Stripes across the hanging end show even in black and white.
  for (const k of [0.1, 0.14])
    out += rect(tx, shoulderY + h * k, neckW * 0.95, h * 0.015, p.scarf === WHITE ? '#c0392b' : WHITE);
  return out;
}
