import { circle, ellipse, f, type Point, polygon, rect } from '../../../media/svg';
import { FLOWERS, WHITE } from './colours';
import type { Frame } from './frame';
import type { ArmPose, Person } from './person';
import { flowerCluster, line } from './shapes';

/** A trick-or-treat pail: a little orange bucket with a carved face, hanging from its handle. */
export function pail(hx: number, hy: number, g: Frame): string {
  const w = g.sw * 0.42;
  const top = hy + g.armW * 0.6;
  let out = `<path d="M${f(hx - w / 2)} ${f(top)} Q${f(hx)} ${f(hy - g.armW * 0.6)} ${f(hx + w / 2)} ${f(top)}" fill="none" stroke="#222" stroke-width="${f(g.sw * 0.025)}"/>`;
  out += rect(hx - w / 2, top, w, w * 0.85, '#f07a1a', `rx="${f(w * 0.2)}"`);
  out += polygon(
    [
      [hx - w * 0.3, top + w * 0.3],
      [hx - w * 0.1, top + w * 0.3],
      [hx - w * 0.2, top + w * 0.15],
    ],
    '#1a120a',
  );
  out += polygon(
    [
      [hx + w * 0.3, top + w * 0.3],
      [hx + w * 0.1, top + w * 0.3],
      [hx + w * 0.2, top + w * 0.15],
    ],
    '#1a120a',
  );
  out += rect(hx - w * 0.25, top + w * 0.5, w * 0.5, w * 0.1, '#1a120a');
  return out;
}

/** The hand an item is carried in: a raised hand for showing off, else a hanging one, else any. */
function carryingHand(
  p: Person,
  hands: readonly [Point | null, Point | null],
  prefer: ArmPose,
): Point | null {
  for (const pose of [prefer, 'down', 'hip', 'wave', 'hold'] as const) {
    const i = p.arms.indexOf(pose);
    const hand = i >= 0 ? hands[i] : null;
    if (hand) return hand;
  }
  return null;
}

export function drawHeld(p: Person, g: Frame, hands: readonly [Point | null, Point | null]): string {
  if (p.held === 'none') return '';
  const [left, right] = hands;
  const both = p.arms[0] === 'hold' && p.arms[1] === 'hold' && left && right;
  const front: Point | null = both ? [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2] : null;
  const { sw, h, headW, headH } = g;
  switch (p.held) {
    case 'bouquet': {
      const at = front ?? carryingHand(p, hands, 'down');
      if (!at) return '';
      const size = sw * 0.24;
      let out = line(
        [
          [at[0] - size * 0.3, at[1] + size * 0.2],
          [at[0] - size * 0.5, at[1] + size * 1.9],
        ],
        WHITE,
        size * 0.22,
      );
      out += line(
        [
          [at[0] + size * 0.3, at[1] + size * 0.2],
          [at[0] + size * 0.55, at[1] + size * 1.7],
        ],
        WHITE,
        size * 0.22,
      );
      out += ellipse(at[0], at[1] + size * 0.1, size * 1.2, size * 0.8, '#3d6b35');
      return (
        out +
        flowerCluster(at[0], at[1] - size * 0.15, size, [
          '#d94a5a',
          '#f2a7b8',
          '#f4f1ea',
          '#c7304a',
          '#f6d36b',
          '#f2a7b8',
        ])
      );
    }
    case 'diploma': {
      const at = carryingHand(p, hands, 'wave') ?? front;
      if (!at) return '';
      const raised = !both && p.arms.includes('wave');
      const len = headH * 0.95;
      const dx = raised ? len * 0.25 : both ? len * 0.5 : len * 0.1;
      const dy = raised ? -len * 0.45 : both ? len * 0.05 : len * 0.45;
      const ends: Point[] = [
        [at[0] - dx, at[1] - dy],
        [at[0] + dx, at[1] + dy],
      ];
      let out = line(ends, '#d8d2c2', headW * 0.3) + line(ends, '#fbf9f2', headW * 0.22);
      out += circle(at[0], at[1], headW * 0.13, '#b3243c');
      return out;
    }
    case 'gift': {
      const at = front ?? carryingHand(p, hands, 'down');
      if (!at) return '';
      const s = sw * 0.55;
      let out = rect(at[0] - s / 2, at[1] - s * 0.55, s, s * 0.8, p.heldColour);
      out += rect(at[0] - s * 0.08, at[1] - s * 0.55, s * 0.16, s * 0.8, WHITE);
      out += rect(at[0] - s / 2, at[1] - s * 0.25, s, s * 0.14, WHITE);
      out +=
        circle(at[0] - s * 0.12, at[1] - s * 0.62, s * 0.12, WHITE) +
        circle(at[0] + s * 0.12, at[1] - s * 0.62, s * 0.12, WHITE);
      return out;
    }
    case 'balloon': {
      const at = carryingHand(p, hands, 'wave') ?? front;
      if (!at) return '';
      const bx = at[0] + (at[0] > g.x ? 1 : -1) * headW * 0.5;
      const by = Math.min(g.top - headH * 0.9, at[1] - h * 0.3);
      let out = line([at, [bx, by + headW * 0.6]], '#555', h * 0.004);
      out += ellipse(bx, by, headW * 0.5, headW * 0.62, p.heldColour);
      out += ellipse(
        bx - headW * 0.16,
        by - headW * 0.2,
        headW * 0.1,
        headW * 0.16,
        '#ffffff',
        'opacity="0.5"',
      );
      return (
        out +
        polygon(
          [
            [bx, by + headW * 0.58],
            [bx - headW * 0.08, by + headW * 0.7],
            [bx + headW * 0.08, by + headW * 0.7],
          ],
          p.heldColour,
        )
      );
    }
    case 'pail': {
      const at = carryingHand(p, hands, 'down') ?? front;
      return at ? pail(at[0], at[1], g) : '';
    }
    case 'bag': {
      const at = front ?? carryingHand(p, hands, 'down');
      if (!at) return '';
      const w = sw * 0.5;
      const top = at[1] + sw * 0.05;
      return `<path d="M${f(at[0] - w * 0.25)} ${f(top)} Q${f(at[0])} ${f(at[1] - sw * 0.15)} ${f(at[0] + w * 0.25)} ${f(top)}" fill="none" stroke="${p.heldColour}" stroke-width="${f(sw * 0.03)}"/>${polygon(
        [
          [at[0] - w * 0.4, top],
          [at[0] + w * 0.4, top],
          [at[0] + w * 0.5, top + w * 0.6],
          [at[0] - w * 0.5, top + w * 0.6],
        ],
        p.heldColour,
      )}`;
    }
    case 'basket': {
      const at = front ?? carryingHand(p, hands, 'down');
      if (!at) return '';
      const w = sw * 0.5;
      return (
        flowerCluster(at[0], at[1] - w * 0.05, w * 0.28, FLOWERS) +
        polygon(
          [
            [at[0] - w / 2, at[1]],
            [at[0] + w / 2, at[1]],
            [at[0] + w * 0.38, at[1] + w * 0.45],
            [at[0] - w * 0.38, at[1] + w * 0.45],
          ],
          '#b08a58',
        )
      );
    }
    case 'broom': {
      const at = front ?? carryingHand(p, hands, 'down');
      if (!at) return '';
      const top: Point = [at[0] + sw * 0.5, at[1] - h * 0.25];
      const foot: Point = [at[0] - sw * 0.45, at[1] + h * 0.3];
      return (
        line([top, foot], '#6b4a2a', sw * 0.05) +
        polygon(
          [
            [foot[0] + sw * 0.05, foot[1] - h * 0.03],
            [foot[0] - sw * 0.2, foot[1] + h * 0.1],
            [foot[0] - sw * 0.02, foot[1] + h * 0.13],
          ],
          '#b08a58',
        )
      );
    }
  }
}
