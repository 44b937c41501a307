import { circle, ellipse, f, type Point, polygon, rect } from '../../../media/svg';
import { shade } from '../palette';
import { FLOWERS, WHITE } from './colours';
import type { Frame } from './frame';
import type { Person } from './person';
import { line } from './shapes';

export function drawHat(p: Person, g: Frame): string {
  const { x, top, headH, headW, headCy } = g;
  switch (p.hat) {
    case 'none':
      return '';
    case 'veil': {
      // A white band over the hair and the veil falling either side of the face.
      let out = ellipse(x, top + headH * 0.06, headW * 0.5, headH * 0.15, '#fbfaf6', 'opacity="0.95"');
      for (const side of [-1, 1]) {
        out += polygon(
          [
            [x + side * headW * 0.42, top + headH * 0.05],
            [x + side * headW * 0.62, top + headH * 0.1],
            [x + side * headW * 0.85, g.shoulderY + g.h * 0.04],
            [x + side * headW * 0.52, g.shoulderY + g.h * 0.03],
          ],
          '#fbfaf6',
          'opacity="0.85"',
        );
      }
      return out;
    }
    case 'mortarboard': {
      // A skull cap, the flat square board seen a little from above, and a tassel hanging off one corner.
      const boardY = top - headH * 0.02;
      const half = headW * 0.85;
      const depth = headH * 0.16;
      let out = `<path d="M${f(x - headW * 0.5)} ${f(headCy - headH * 0.1)} Q${f(x - headW * 0.52)} ${f(boardY)} ${f(x)} ${f(boardY)} Q${f(x + headW * 0.52)} ${f(boardY)} ${f(x + headW * 0.5)} ${f(headCy - headH * 0.1)} Z" fill="${p.hatColour}"/>`;
      out += polygon(
        [
          [x - half, boardY + depth * 0.15],
          [x, boardY + depth],
          [x + half, boardY + depth * 0.15],
          [x, boardY - depth * 0.7],
        ],
        shade(p.hatColour, -0.3),
      );
      out += polygon(
        [
          [x - half, boardY],
          [x, boardY + depth * 0.85],
          [x + half, boardY],
          [x, boardY - depth * 0.85],
        ],
        p.hatColour,
      );
      out += line(
        [
          [x, boardY],
          [x + half * 0.85, boardY + depth * 0.1],
          [x + half * 0.85, boardY + headH * 0.5],
        ],
        p.hatTrim,
        headH * 0.035,
      );
      out += rect(
        x + half * 0.85 - headH * 0.04,
        boardY + headH * 0.38,
        headH * 0.08,
        headH * 0.18,
        p.hatTrim,
      );
      out += circle(x, boardY, headH * 0.04, p.hatTrim);
      return out;
    }
    case 'party':
      return partyHat(p, g);
    case 'knit': {
      const bandY = headCy - headH * 0.24;
      let out = `<path d="M${f(x - headW * 0.56)} ${f(bandY)} Q${f(x - headW * 0.6)} ${f(top - headH * 0.28)} ${f(x)} ${f(top - headH * 0.28)} Q${f(x + headW * 0.6)} ${f(top - headH * 0.28)} ${f(x + headW * 0.56)} ${f(bandY)} Z" fill="${p.hatColour}"/>`;
      out += rect(
        x - headW * 0.6,
        bandY - headH * 0.04,
        headW * 1.2,
        headH * 0.22,
        shade(p.hatColour, -0.12),
        `rx="${f(headH * 0.06)}"`,
      );
      out += rect(x - headW * 0.6, bandY + headH * 0.04, headW * 1.2, headH * 0.05, p.hatTrim);
      out += circle(x, top - headH * 0.32, headW * 0.22, p.hatTrim);
      return out;
    }
    case 'witch': {
      const tip = x + headW * 0.55;
      let out = ellipse(x, top + headH * 0.12, headW * 1.1, headH * 0.15, p.hatColour);
      out += `<path d="M${f(x - headW * 0.45)} ${f(top + headH * 0.1)} L${f(x - headW * 0.1)} ${f(top - headH * 0.8)} Q${f(x + headW * 0.05)} ${f(top - headH * 1.25)} ${f(tip)} ${f(top - headH * 1.1)} Q${f(x + headW * 0.15)} ${f(top - headH * 0.85)} ${f(x + headW * 0.45)} ${f(top + headH * 0.1)} Z" fill="${p.hatColour}"/>`;
      out += polygon(
        [
          [x - headW * 0.42, top - headH * 0.02],
          [x + headW * 0.42, top - headH * 0.02],
          [x + headW * 0.37, top - headH * 0.16],
          [x - headW * 0.35, top - headH * 0.16],
        ],
        p.hatTrim,
      );
      return out;
    }
    case 'cowboy': {
      const brimY = top + headH * 0.08;
      let out = `<path d="M${f(x - headW * 0.44)} ${f(brimY)} L${f(x - headW * 0.4)} ${f(top - headH * 0.38)} Q${f(x)} ${f(top - headH * 0.2)} ${f(x + headW * 0.4)} ${f(top - headH * 0.38)} L${f(x + headW * 0.44)} ${f(brimY)} Z" fill="${p.hatColour}"/>`;
      out += rect(
        x - headW * 0.44,
        brimY - headH * 0.12,
        headW * 0.88,
        headH * 0.08,
        shade(p.hatColour, -0.4),
      );
      out += `<path d="M${f(x - headW * 1.05)} ${f(brimY - headH * 0.16)} Q${f(x)} ${f(brimY + headH * 0.26)} ${f(x + headW * 1.05)} ${f(brimY - headH * 0.16)} Q${f(x)} ${f(brimY + headH * 0.08)} ${f(x - headW * 1.05)} ${f(brimY - headH * 0.16)} Z" fill="${shade(p.hatColour, -0.1)}"/>`;
      return out;
    }
    case 'sunhat': {
      let out = ellipse(x, top + headH * 0.14, headW * 1.15, headH * 0.17, p.hatColour);
      out += `<path d="M${f(x - headW * 0.5)} ${f(top + headH * 0.14)} Q${f(x - headW * 0.5)} ${f(top - headH * 0.32)} ${f(x)} ${f(top - headH * 0.32)} Q${f(x + headW * 0.5)} ${f(top - headH * 0.32)} ${f(x + headW * 0.5)} ${f(top + headH * 0.14)} Z" fill="${shade(p.hatColour, -0.06)}"/>`;
      out += rect(x - headW * 0.5, top - headH * 0.02, headW, headH * 0.1, p.hatTrim);
      return out;
    }
    case 'ears': {
      let out = '';
      for (const side of [-1, 1]) {
        out += polygon(
          [
            [x + side * headW * 0.12, top + headH * 0.05],
            [x + side * headW * 0.5, top - headH * 0.38],
            [x + side * headW * 0.55, top + headH * 0.2],
          ],
          p.hatColour,
        );
        out += polygon(
          [
            [x + side * headW * 0.25, top + headH * 0.05],
            [x + side * headW * 0.47, top - headH * 0.2],
            [x + side * headW * 0.49, top + headH * 0.12],
          ],
          p.hatTrim,
        );
      }
      return out;
    }
    case 'bandana': {
      let out = `<path d="M${f(x - headW * 0.55)} ${f(headCy - headH * 0.12)} Q${f(x - headW * 0.58)} ${f(top - headH * 0.15)} ${f(x)} ${f(top - headH * 0.15)} Q${f(x + headW * 0.58)} ${f(top - headH * 0.15)} ${f(x + headW * 0.55)} ${f(headCy - headH * 0.12)} Z" fill="${p.hatColour}"/>`;
      out += polygon(
        [
          [x - headW * 0.5, headCy - headH * 0.15],
          [x - headW * 0.95, headCy + headH * 0.05],
          [x - headW * 0.8, headCy - headH * 0.3],
        ],
        p.hatColour,
      );
      for (const k of [-0.25, 0.05, 0.35])
        out += circle(x + headW * k, top + headH * 0.1, headH * 0.05, WHITE);
      return out;
    }
    case 'wreath':
      return [-0.42, -0.22, 0, 0.22, 0.42]
        .map((k, i) =>
          circle(
            x + headW * k,
            top + headH * (0.14 + Math.abs(k) * 0.35),
            headW * 0.13,
            FLOWERS[i % FLOWERS.length] ?? WHITE,
          ),
        )
        .join('');
    case 'stem':
      return (
        rect(
          x - headW * 0.1,
          top - headH * 0.3,
          headW * 0.2,
          headH * 0.38,
          p.hatColour,
          `rx="${f(headW * 0.05)}"`,
        ) + ellipse(x + headW * 0.3, top - headH * 0.12, headW * 0.22, headH * 0.09, '#4f9a3a')
      );
  }
}

/** A paper cone, striped or dotted, with a pom-pom, perched at a slight tilt. */
function partyHat(p: Person, g: Frame): string {
  const { x, top, headH, headW } = g;
  const baseY = top + headH * 0.16;
  const half = headW * 0.42;
  const apexY = top - headH * 1.15;
  const tilt = ((x * 7.3) % 20) - 10;
  const at = (t: number, side: number): Point => [x + side * half * (1 - t), baseY + (apexY - baseY) * t];
  let out = polygon([at(0, -1), at(1, 0), at(0, 1)], p.hatColour);
  if (p.dots) {
    for (const [t, s] of [
      [0.15, -0.45],
      [0.2, 0.4],
      [0.45, 0],
      [0.65, -0.2],
    ] as const) {
      const [cx, cy] = at(t, s);
      out += circle(cx, cy, headW * 0.07, p.hatTrim);
    }
  } else {
    for (const [t0, t1] of [
      [0.12, 0.27],
      [0.45, 0.6],
    ] as const)
      out += polygon([at(t0, -1), at(t1, -1), at(t1, 1), at(t0, 1)], p.hatTrim);
  }
  out += circle(x, apexY, headW * 0.13, p.hatTrim === WHITE ? '#f4c20d' : WHITE);
  return `<g transform="rotate(${tilt.toFixed(1)} ${f(x)} ${f(baseY)})">${out}</g>`;
}
