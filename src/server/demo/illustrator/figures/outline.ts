import { f } from '../../../media/svg';
import type { Frame } from './frame';
import type { Person } from './person';

/** Shoulders rounded, straight sides to the hem, optionally pinched at a waist first. */
export interface Outline {
  topY: number;
  topW: number;
  hemY: number;
  hemW: number;
  waist?: { y: number; w: number };
  /** A gown's hem curves towards the camera. */
  flare?: boolean;
}

export function outlinePath(g: Frame, o: Outline): string {
  const r = (g.r * o.topW) / g.sw;
  const l = g.x - o.topW / 2;
  const rr = g.x + o.topW / 2;
  let d = `M${f(l)} ${f(o.topY + r)} Q${f(l)} ${f(o.topY)} ${f(l + r)} ${f(o.topY)} L${f(rr - r)} ${f(o.topY)} Q${f(rr)} ${f(o.topY)} ${f(rr)} ${f(o.topY + r)}`;
  if (o.waist) d += ` L${f(g.x + o.waist.w / 2)} ${f(o.waist.y)}`;
  d += ` L${f(g.x + o.hemW / 2)} ${f(o.hemY)}`;
  d += o.flare
    ? ` Q${f(g.x)} ${f(o.hemY + g.h * 0.03)} ${f(g.x - o.hemW / 2)} ${f(o.hemY)}`
    : ` L${f(g.x - o.hemW / 2)} ${f(o.hemY)}`;
  if (o.waist) d += ` L${f(g.x - o.waist.w / 2)} ${f(o.waist.y)}`;
  return `${d} Z`;
}

/** Everyday shirt or dress: the outline the figures always had. */
export function clothesOutline(p: Person, g: Frame): Outline {
  return p.dress
    ? { topY: g.shoulderY, topW: g.sw, hemY: g.baseY - g.h * 0.28, hemW: g.sw * 1.25 }
    : { topY: g.shoulderY, topW: g.sw, hemY: g.hipY + g.h * 0.02, hemW: g.hipW };
}

export function outlineOf(p: Person, g: Frame): Outline {
  switch (p.body) {
    case 'gown':
      return {
        topY: p.bareShoulders ? g.shoulderY + g.h * 0.04 : g.shoulderY,
        topW: p.bareShoulders ? g.sw * 0.74 : g.sw,
        waist: { y: g.hipY - g.h * 0.03, w: g.sw * 0.66 },
        hemY: g.baseY - g.h * 0.004,
        hemW: g.sw * (p.role === 'bride' ? 2.1 : 1.6),
        flare: true,
      };
    case 'robe':
      return { topY: g.shoulderY, topW: g.sw * 1.08, hemY: g.baseY - g.h * 0.13, hemW: g.sw * 1.35 };
    case 'coat':
      return p.chest === 'puffer'
        ? { topY: g.shoulderY - g.h * 0.005, topW: g.sw * 1.08, hemY: g.hipY + g.h * 0.06, hemW: g.sw * 1.02 }
        : { topY: g.shoulderY, topW: g.sw * 1.04, hemY: g.baseY - g.h * 0.24, hemW: g.sw * 1.2 };
    case 'swim':
      return { topY: g.shoulderY, topW: g.sw, hemY: g.hipY + g.h * 0.02, hemW: g.hipW };
    default:
      return clothesOutline(p, g);
  }
}
