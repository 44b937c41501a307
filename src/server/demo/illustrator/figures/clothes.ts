import { circle, ellipse, f, polygon, rect } from '../../../media/svg';
import { shade } from '../palette';
import { SHIRT, WHITE } from './colours';
import type { Frame } from './frame';
import type { Outline } from './outline';
import type { Person } from './person';
import { line } from './shapes';

/** Legs first, so the torso and skirt sit over them. */
export function drawLegs(p: Person, g: Frame): string {
  const legW = g.hipW * 0.4;
  const legTop = p.dress ? g.baseY - g.h * 0.3 : g.hipY;
  const fill = p.legs ?? (p.dress ? p.skin : p.bottom);
  let out = '';
  for (const side of [-1, 1]) {
    const lx = g.x + side * g.hipW * 0.24 - legW / 2;
    out += rect(lx, legTop, legW, g.baseY - legTop, fill);
    if (p.chest === 'ribs')
      out += line(
        [
          [lx + legW / 2, g.hipY + g.h * 0.05],
          [lx + legW / 2, g.baseY - g.h * 0.05],
        ],
        '#ece8dc',
        legW * 0.28,
      );
    if (p.boots) out += rect(lx - legW * 0.06, g.baseY - g.h * 0.1, legW * 1.12, g.h * 0.09, p.shoes);
    out += ellipse(
      lx + legW / 2 + side * legW * 0.15,
      g.baseY - g.h * 0.012,
      legW * 0.62,
      g.h * 0.02,
      p.shoes,
    );
  }
  return out;
}

/** Things hanging behind the body: a cape, the long part of a veil, a vampire's collar. */
export function drawBehind(p: Person, g: Frame): string {
  let out = '';
  if (p.cape) {
    const hem = g.baseY - g.h * 0.03;
    out += polygon(
      [
        [g.x - g.sw * 0.45, g.shoulderY],
        [g.x + g.sw * 0.45, g.shoulderY],
        [g.x + g.sw * 0.85, hem],
        [g.x - g.sw * 0.85, hem],
      ],
      p.cape,
    );
  }
  if (p.tallCollar) {
    for (const side of [-1, 1]) {
      out += polygon(
        [
          [g.x + side * g.neckW * 0.6, g.shoulderY + g.h * 0.01],
          [g.x + side * g.headW * 0.95, g.top + g.headH * 0.15],
          [g.x + side * g.sw * 0.5, g.shoulderY + g.h * 0.02],
        ],
        p.detail,
      );
    }
  }
  if (p.hat === 'veil') {
    const d = `M${f(g.x - g.headW * 0.5)} ${f(g.headCy - g.headH * 0.2)} Q${f(g.x)} ${f(g.top - g.headH * 0.2)} ${f(g.x + g.headW * 0.5)} ${f(g.headCy - g.headH * 0.2)} L${f(g.x + g.sw * 0.78)} ${f(g.hipY + g.h * 0.08)} Q${f(g.x)} ${f(g.hipY + g.h * 0.14)} ${f(g.x - g.sw * 0.78)} ${f(g.hipY + g.h * 0.08)} Z`;
    out += `<path d="${d}" fill="#fbfaf6" opacity="0.82"/>`;
  }
  return out;
}

/** The front of the torso: neckline, jacket lapels, stripes, ribs, a vest or a swimsuit. */
export function drawChest(p: Person, g: Frame, o: Outline): string {
  const { x, h, shoulderY, neckW } = g;
  let out = '';
  if (p.body === 'clothes' && !p.dress) out += rect(x - g.hipW / 2, g.hipY, g.hipW, h * 0.04, p.bottom);
  const halfAt = (y: number) => (o.topW + ((o.hemW - o.topW) * (y - o.topY)) / (o.hemY - o.topY)) / 2;
  switch (p.chest) {
    case 'stripes':
      for (let y = shoulderY + h * 0.05; y < o.hemY - h * 0.02; y += h * 0.05) {
        out += rect(x - halfAt(y), y, halfAt(y) * 2, h * 0.022, p.detail);
      }
      break;
    case 'ribs': {
      out += rect(x - g.sw * 0.03, shoulderY + h * 0.05, g.sw * 0.06, h * 0.2, '#ece8dc');
      for (let k = 0; k < 4; k++) {
        const w = g.sw * (0.6 - k * 0.08);
        out += rect(
          x - w / 2,
          shoulderY + h * (0.07 + k * 0.045),
          w,
          h * 0.018,
          '#ece8dc',
          `rx="${f(h * 0.009)}"`,
        );
      }
      break;
    }
    case 'vest':
      for (const side of [-1, 1]) {
        out += polygon(
          [
            [x + side * g.sw * 0.08, shoulderY + h * 0.08],
            [x + side * g.sw * 0.42, shoulderY],
            [x + side * g.sw * 0.5, shoulderY + h * 0.03],
            [x + side * o.hemW * 0.5, o.hemY],
            [x + side * g.sw * 0.08, o.hemY],
          ],
          p.detail,
        );
      }
      // A red neckerchief.
      out += polygon(
        [
          [x - neckW * 1.3, shoulderY - h * 0.005],
          [x + neckW * 1.3, shoulderY - h * 0.005],
          [x, shoulderY + h * 0.07],
        ],
        '#b3243c',
      );
      break;
    case 'buttons':
      out += rect(
        x - g.sw * 0.01,
        shoulderY + h * 0.05,
        g.sw * 0.02,
        o.hemY - shoulderY - h * 0.05,
        shade(p.top, -0.3),
      );
      for (let k = 0; k < 3; k++)
        out += circle(x + g.sw * 0.06, shoulderY + h * (0.08 + k * 0.07), g.sw * 0.035, shade(p.top, -0.4));
      break;
    case 'puffer':
      for (let k = 1; k <= 3; k++) {
        const y = shoulderY + ((o.hemY - shoulderY) * k) / 4;
        out += rect(x - halfAt(y), y, halfAt(y) * 2, h * 0.008, shade(p.top, -0.25));
      }
      out += rect(
        x - g.sw * 0.012,
        shoulderY + h * 0.03,
        g.sw * 0.024,
        o.hemY - shoulderY - h * 0.03,
        shade(p.top, -0.3),
      );
      break;
    case 'stole':
      for (const side of [-1, 1]) {
        out += polygon(
          [
            [x + side * neckW * 0.7, shoulderY],
            [x + side * neckW * 1.7, shoulderY],
            [x + side * neckW * 1.5, shoulderY + h * 0.32],
            [x + side * neckW * 0.6, shoulderY + h * 0.32],
          ],
          p.detail,
        );
      }
      break;
    case 'swimsuit': {
      const legCut = g.hipY + h * 0.07;
      out += `<path d="M${f(x - g.sw * 0.36)} ${f(shoulderY + h * 0.06)} Q${f(x)} ${f(shoulderY + h * 0.1)} ${f(x + g.sw * 0.36)} ${f(shoulderY + h * 0.06)} L${f(x + g.hipW * 0.52)} ${f(g.hipY - h * 0.01)} L${f(x + g.hipW * 0.1)} ${f(legCut)} L${f(x - g.hipW * 0.1)} ${f(legCut)} L${f(x - g.hipW * 0.52)} ${f(g.hipY - h * 0.01)} Z" fill="${p.detail}"/>`;
      for (const side of [-1, 1])
        out += line(
          [
            [x + side * g.sw * 0.3, shoulderY + h * 0.07],
            [x + side * g.sw * 0.28, shoulderY + h * 0.005],
          ],
          p.detail,
          g.sw * 0.05,
        );
      break;
    }
    case 'bikini':
      out += rect(
        x - g.sw * 0.4,
        shoulderY + h * 0.07,
        g.sw * 0.8,
        h * 0.045,
        p.detail,
        `rx="${f(h * 0.015)}"`,
      );
      out += polygon(
        [
          [x - g.hipW * 0.52, g.hipY],
          [x + g.hipW * 0.52, g.hipY],
          [x + g.hipW * 0.12, g.hipY + h * 0.06],
          [x - g.hipW * 0.12, g.hipY + h * 0.06],
        ],
        p.detail,
      );
      break;
    case 'trunks':
      out += rect(x - g.hipW * 0.54, g.hipY - h * 0.015, g.hipW * 1.08, h * 0.13, p.detail);
      // The gap between the legs.
      out += polygon(
        [
          [x - g.hipW * 0.08, g.hipY + h * 0.115],
          [x, g.hipY + h * 0.06],
          [x + g.hipW * 0.08, g.hipY + h * 0.115],
        ],
        p.legs ?? p.skin,
      );
      break;
    case 'plain':
      break;
  }
  return out + drawNeckline(p, g);
}

/** An open collar shows skin; a shirt collar and tie, or a jacket's lapels, read as "dressed for the photo". */
function drawNeckline(p: Person, g: Frame): string {
  const { x, h, shoulderY, neckW } = g;
  if (p.body === 'swim' || p.bareShoulders || p.chest === 'vest') return '';
  if (p.jacket) {
    const v = shoulderY + h * 0.17;
    let out = polygon(
      [
        [x - neckW * 1.15, shoulderY],
        [x + neckW * 1.15, shoulderY],
        [x, v],
      ],
      SHIRT,
    );
    const lapel = shade(p.top, -0.35);
    for (const side of [-1, 1])
      out += line(
        [
          [x + side * neckW * 1.2, shoulderY],
          [x, v],
        ],
        lapel,
        g.sw * 0.035,
      );
    if (p.tie)
      out += polygon(
        [
          [x - neckW * 0.2, shoulderY + h * 0.02],
          [x + neckW * 0.2, shoulderY + h * 0.02],
          [x + neckW * 0.28, v - h * 0.03],
          [x, v],
          [x - neckW * 0.28, v - h * 0.03],
        ],
        p.tie,
      );
    if (p.bow) {
      const by = shoulderY + h * 0.025;
      out += polygon(
        [
          [x, by],
          [x - neckW * 0.75, by - h * 0.02],
          [x - neckW * 0.75, by + h * 0.02],
        ],
        p.bow,
      );
      out += polygon(
        [
          [x, by],
          [x + neckW * 0.75, by - h * 0.02],
          [x + neckW * 0.75, by + h * 0.02],
        ],
        p.bow,
      );
    }
    if (p.pin)
      out +=
        circle(x + g.sw * 0.26, shoulderY + h * 0.07, g.sw * 0.06, p.pin) +
        circle(x + g.sw * 0.26, shoulderY + h * 0.07, g.sw * 0.025, '#d9b44a');
    return out;
  }
  let out = `<path d="M${f(x - neckW * 0.9)} ${f(shoulderY)} L${f(x)} ${f(shoulderY + h * 0.07)} L${f(x + neckW * 0.9)} ${f(shoulderY)} Z" fill="${shade(p.skin, -0.1)}"/>`;
  if (p.collar) {
    out += `<path d="M${f(x - neckW * 1.1)} ${f(shoulderY - h * 0.005)} L${f(x)} ${f(shoulderY + h * 0.07)} L${f(x - neckW * 0.3)} ${f(shoulderY + h * 0.075)} Z" fill="${SHIRT}"/><path d="M${f(x + neckW * 1.1)} ${f(shoulderY - h * 0.005)} L${f(x)} ${f(shoulderY + h * 0.07)} L${f(x + neckW * 0.3)} ${f(shoulderY + h * 0.075)} Z" fill="${SHIRT}"/>`;
    if (p.tie) {
      out += `<path d="M${f(x - neckW * 0.18)} ${f(shoulderY + h * 0.05)} L${f(x + neckW * 0.18)} ${f(shoulderY + h * 0.05)} L${f(x + neckW * 0.28)} ${f(shoulderY + h * 0.22)} L${f(x)} ${f(shoulderY + h * 0.25)} L${f(x - neckW * 0.28)} ${f(shoulderY + h * 0.22)} Z" fill="${p.tie}"/>`;
    }
  }
  if (p.bow) {
    const by = shoulderY + h * 0.015;
    out += polygon(
      [
        [x, by],
        [x - neckW * 0.7, by - h * 0.018],
        [x - neckW * 0.7, by + h * 0.018],
      ],
      p.bow,
    );
    out += polygon(
      [
        [x, by],
        [x + neckW * 0.7, by - h * 0.018],
        [x + neckW * 0.7, by + h * 0.018],
      ],
      p.bow,
    );
  }
  return out;
}

/** Pool things: a ring round a child's waist, a towel over a shoulder. */
export function drawPoolThings(p: Person, g: Frame): string {
  let out = '';
  if (p.towel) {
    const tx = g.x - g.sw * 0.28;
    out += rect(
      tx - g.sw * 0.13,
      g.shoulderY - g.h * 0.01,
      g.sw * 0.26,
      g.h * 0.3,
      p.towel,
      `rx="${f(g.sw * 0.05)}"`,
    );
    for (const k of [0.2, 0.24])
      out += rect(tx - g.sw * 0.13, g.shoulderY + g.h * k, g.sw * 0.26, g.h * 0.015, WHITE);
  }
  if (p.ring) {
    const cy = g.hipY - g.h * 0.02;
    const rx = g.sw * 0.78;
    const ry = g.sw * 0.24;
    const wide = g.sw * 0.26;
    out += `<ellipse cx="${f(g.x)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${p.ring}" stroke-width="${f(wide)}"/>`;
    // White stripes round the ring.
    const dash = (Math.PI * (rx + ry)) / 8;
    out += `<ellipse cx="${f(g.x)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="#ffffff" stroke-width="${f(wide)}" stroke-dasharray="${f(dash * 0.45)} ${f(dash * 1.55)}"/>`;
  }
  return out;
}
