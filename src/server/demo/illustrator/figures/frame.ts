import type { Person } from './person';

// ---------------------------------------------------------------- drawing

/** Where a person's parts are, in scene units. */
export interface Frame {
  x: number;
  baseY: number;
  h: number;
  headH: number;
  headW: number;
  top: number;
  headCy: number;
  shoulderY: number;
  /** Shoulder width. */
  sw: number;
  hipY: number;
  hipW: number;
  armW: number;
  armLen: number;
  /** Shoulder rounding. */
  r: number;
  neckW: number;
}

export function frameOf(p: Person, x: number, baseY: number): Frame {
  const h = p.height;
  const headH = h * (p.child ? 0.17 : 0.13);
  const headW = headH * 0.8;
  const top = baseY - h;
  const sw = h * p.build;
  return {
    x,
    baseY,
    h,
    headH,
    headW,
    top,
    headCy: top + headH / 2,
    shoulderY: top + headH * 1.12,
    sw,
    hipY: baseY - h * 0.47,
    hipW: sw * 0.78,
    armW: sw * 0.2,
    armLen: h * 0.38,
    r: sw * 0.18,
    neckW: headW * 0.4,
  };
}
