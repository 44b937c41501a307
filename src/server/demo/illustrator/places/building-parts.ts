import { ellipse, f, rect } from '../../../media/svg';
import { shade } from '../palette';
import type { Rng } from '../prng';
import type { BackdropInput } from '../scene-types';

export type Pt = readonly [number, number];
/** Pale stone for trim, steps and columns. */
export const STONE = '#ece8de';
/** What the building drawers need of the input: the frame and the colours. */
export type Area = Pick<BackdropInput, 'width' | 'height' | 'palette'>;

// ---------------------------------------------------------------------------------------------
// Small shared shapes
// ---------------------------------------------------------------------------------------------

/** A window or door with a round top; `y` is the top of the arch. */
export function arched(x: number, y: number, w: number, h: number, fill: string): string {
  const r = w / 2;
  return `<path d="M${f(x)} ${f(y + h)}V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h)}Z" fill="${fill}"/>`;
}

/** A sash window: a light frame, dark panes and a cross of glazing bars. */
export function sash(x: number, y: number, w: number, h: number, frame: string, glass: string): string {
  const t = Math.max(1.5, w * 0.09);
  return (
    rect(x - t, y - t, w + 2 * t, h + 2 * t, frame) +
    rect(x, y, w, h, glass) +
    rect(x + w * 0.55, y, w * 0.3, h * 0.5, '#ffffff', 'opacity="0.12"') +
    rect(x + w / 2 - t * 0.35, y, t * 0.7, h, frame) +
    rect(x, y + h / 2 - t * 0.35, w, t * 0.7, frame)
  );
}

/** Steps seen from the front: light treads, a shadow under each nosing, wider towards the camera. */
export function steps(
  cx: number,
  topY: number,
  topWidth: number,
  count: number,
  rise: number,
  stone: string,
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const w = topWidth * (1 + i * 0.07);
    const y = topY + i * rise;
    out +=
      rect(cx - w / 2, y, w, rise, shade(stone, -0.12 - i * 0.02)) +
      rect(cx - w / 2, y, w, rise * 0.35, stone);
  }
  return out;
}

/** A flagpole with a striped flag: the stripes read even in black and white. */
export function flagpole(x: number, groundY: number, height: number, rng: Rng): string {
  const top = groundY - height;
  const fw = height * rng.range(0.26, 0.32);
  const fh = fw * 0.58;
  const fx = x + height * 0.006;
  const fy = top + height * 0.03;
  let flag = rect(fx, fy, fw, fh, '#f2efe8');
  for (let i = 0; i < 7; i += 2) flag += rect(fx, fy + (fh / 7) * i, fw, fh / 7, '#b3262e');
  flag += rect(fx, fy, fw * 0.42, fh * (4 / 7), '#263a6b');
  return (
    rect(x - height * 0.006, top, height * 0.012, height, '#d8d6d0') +
    rect(x + height * 0.004, top, height * 0.004, height, '#6a6a6a', 'opacity="0.6"') +
    ellipse(x, top, height * 0.014, height * 0.014, '#d9b24a') +
    flag
  );
}

/** A street lamp: a dark post and a pale globe. */
export function lampPost(x: number, groundY: number, height: number): string {
  const top = groundY - height;
  const r = height * 0.06;
  return (
    rect(x - height * 0.012, top, height * 0.024, height, '#26262a') +
    rect(x - height * 0.03, groundY - height * 0.06, height * 0.06, height * 0.06, '#26262a') +
    rect(x - height * 0.028, top - r * 0.3, height * 0.056, r * 0.5, '#26262a') +
    ellipse(x, top - r * 1.1, r * 0.85, r, '#f6f1dc') +
    ellipse(x, top - r * 2.1, r * 0.35, r * 0.2, '#26262a')
  );
}

/** A round bunch of blossoms on foliage: the flowers of a wedding arch or an urn. */
export function blossoms(
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  leaf: string,
  flowers: readonly [string, ...string[]],
) {
  let out = ellipse(cx, cy, r, r * 0.85, leaf);
  for (let i = rng.int(7, 10); i > 0; i--) {
    const a = rng.range(0, Math.PI * 2);
    const d = r * Math.sqrt(rng.next()) * 0.8;
    const br = r * rng.range(0.18, 0.28);
    out += ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.85, br, br, rng.pick(flowers));
  }
  return out;
}

/** Rice and paper confetti in the air over the couple. */
export function confetti(rng: Rng, w: number, h: number, colours: readonly [string, ...string[]]): string {
  let out = '';
  for (let i = rng.int(30, 50); i > 0; i--) {
    const s = h * rng.range(0.005, 0.01);
    const x = w * rng.next();
    const y = h * rng.range(0.02, 0.6);
    out += rect(
      x,
      y,
      s,
      s * rng.range(0.5, 1),
      rng.pick(colours),
      `transform="rotate(${rng.int(0, 89)} ${f(x)} ${f(y)})"`,
    );
  }
  return out;
}
