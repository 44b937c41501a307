import { HAIR_COLOURS, jitter, type Palette, SKIN_TONES, shade } from './palette';
import type { Rng } from './prng';
import { f } from './svg';

/** Simple people: head, hair, torso, arms and legs, at the proportions of an adult or a child. */

interface Person {
  child: boolean;
  height: number;
  /** Shoulder width relative to height. */
  build: number;
  dress: boolean;
  longHair: boolean;
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  collar: boolean;
  /** Tie colour, or null for none. */
  tie: string | null;
}

export interface GroupLayout {
  width: number;
  height: number;
  /** Where the front row's feet are (may lie below the frame for waist-up framing). */
  baseY: number;
  /** Height of a standing adult in scene units. */
  adultHeight: number;
  /** Ground shadows under the feet (outdoors, flash indoors). */
  shadows: boolean;
  /** Waist-up framing: when the group is shrunk to fit, it moves up so the frame still cuts at the waist. */
  close: boolean;
}

function makePerson(rng: Rng, palette: Palette, child: boolean, adultHeight: number): Person {
  const dress = rng.chance(child ? 0.35 : 0.3);
  const collar = !dress && rng.chance(0.45);
  return {
    collar,
    tie: collar && !child && rng.chance(0.5) ? shade(rng.pick(palette.clothes), -0.3) : null,
    child,
    height: adultHeight * (child ? rng.range(0.5, 0.72) : rng.range(0.9, 1.06)),
    build: child ? rng.range(0.25, 0.28) : dress ? rng.range(0.22, 0.25) : rng.range(0.24, 0.29),
    dress,
    longHair: rng.chance(dress ? 0.7 : 0.15),
    skin: shade(rng.pick(SKIN_TONES), rng.range(-0.06, 0.06)),
    hair: child || rng.chance(0.8) ? rng.pick(HAIR_COLOURS) : '#bdbdbd',
    top: jitter(rng, palette.clothes),
    bottom: rng.chance(0.5) ? jitter(rng, palette.clothes) : shade(rng.pick(palette.clothes), -0.45),
  };
}

function drawPerson(p: Person, x: number, baseY: number, shadow: boolean): string {
  const h = p.height;
  const headH = h * (p.child ? 0.17 : 0.13);
  const headW = headH * 0.8;
  const top = baseY - h;
  const headCy = top + headH / 2;
  const shoulderY = top + headH * 1.12;
  const sw = h * p.build;
  const hipY = baseY - h * 0.47;
  const hipW = sw * 0.78;
  const armW = sw * 0.2;
  const armLen = h * 0.38;
  const r = sw * 0.18;
  const parts: string[] = [];
  if (shadow) {
    parts.push(
      `<ellipse cx="${f(x)}" cy="${f(baseY)}" rx="${f(sw * 0.75)}" ry="${f(h * 0.025)}" fill="#000" opacity="0.28"/>`,
    );
  }
  // Legs first, so the torso and skirt sit over them.
  const legW = hipW * 0.4;
  const legTop = p.dress ? baseY - h * 0.3 : hipY;
  const legFill = p.dress ? p.skin : p.bottom;
  for (const side of [-1, 1]) {
    const lx = x + side * hipW * 0.24 - legW / 2;
    parts.push(
      `<rect x="${f(lx)}" y="${f(legTop)}" width="${f(legW)}" height="${f(baseY - legTop)}" fill="${legFill}"/>`,
    );
    parts.push(
      `<ellipse cx="${f(lx + legW / 2 + side * legW * 0.15)}" cy="${f(baseY - h * 0.012)}" rx="${f(legW * 0.62)}" ry="${f(h * 0.02)}" fill="#231a14"/>`,
    );
  }
  const waistY = p.dress ? baseY - h * 0.28 : hipY + h * 0.02;
  const hemW = p.dress ? sw * 1.25 : hipW;
  const torso = `M${f(x - sw / 2)} ${f(shoulderY + r)} Q${f(x - sw / 2)} ${f(shoulderY)} ${f(x - sw / 2 + r)} ${f(shoulderY)} L${f(x + sw / 2 - r)} ${f(shoulderY)} Q${f(x + sw / 2)} ${f(shoulderY)} ${f(x + sw / 2)} ${f(shoulderY + r)} L${f(x + hemW / 2)} ${f(waistY)} L${f(x - hemW / 2)} ${f(waistY)} Z`;
  parts.push(`<path d="${torso}" fill="${p.top}"/>`);
  if (!p.dress) {
    // A belt line separates shirt and trousers.
    parts.push(
      `<rect x="${f(x - hipW / 2)}" y="${f(hipY)}" width="${f(hipW)}" height="${f(h * 0.04)}" fill="${p.bottom}"/>`,
    );
  }
  const neckW = headW * 0.4;
  // Neckline: an open collar shows skin; a shirt collar and tie read as "dressed for the photo".
  parts.push(
    `<path d="M${f(x - neckW * 0.9)} ${f(shoulderY)} L${f(x)} ${f(shoulderY + h * 0.07)} L${f(x + neckW * 0.9)} ${f(shoulderY)} Z" fill="${shade(p.skin, -0.1)}"/>`,
  );
  if (p.collar) {
    parts.push(
      `<path d="M${f(x - neckW * 1.1)} ${f(shoulderY - h * 0.005)} L${f(x)} ${f(shoulderY + h * 0.07)} L${f(x - neckW * 0.3)} ${f(shoulderY + h * 0.075)} Z" fill="#f4f1ea"/><path d="M${f(x + neckW * 1.1)} ${f(shoulderY - h * 0.005)} L${f(x)} ${f(shoulderY + h * 0.07)} L${f(x + neckW * 0.3)} ${f(shoulderY + h * 0.075)} Z" fill="#f4f1ea"/>`,
    );
    if (p.tie)
      parts.push(
        `<path d="M${f(x - neckW * 0.18)} ${f(shoulderY + h * 0.05)} L${f(x + neckW * 0.18)} ${f(shoulderY + h * 0.05)} L${f(x + neckW * 0.28)} ${f(shoulderY + h * 0.22)} L${f(x)} ${f(shoulderY + h * 0.25)} L${f(x - neckW * 0.28)} ${f(shoulderY + h * 0.22)} Z" fill="${p.tie}"/>`,
      );
  }
  // Arms hang slightly away from the body.
  for (const side of [-1, 1]) {
    const ax = x + side * (sw / 2 - armW * 0.38);
    parts.push(
      `<g transform="rotate(${-side * 7} ${f(ax)} ${f(shoulderY)})"><rect x="${f(ax - armW / 2)}" y="${f(shoulderY + r * 0.3)}" width="${f(armW)}" height="${f(armLen)}" rx="${f(armW / 2)}" fill="${shade(p.top, -0.16)}"/><circle cx="${f(ax)}" cy="${f(shoulderY + armLen + armW * 0.2)}" r="${f(armW * 0.48)}" fill="${p.skin}"/></g>`,
    );
  }
  // One light from the camera's left: a lit side and a shadow side make the flat shapes round.
  parts.push(`<path d="${torso}" fill="url(#figshade)"/>`);
  parts.push(
    `<rect x="${f(x - neckW / 2)}" y="${f(headCy)}" width="${f(neckW)}" height="${f(shoulderY - headCy + 1)}" fill="${shade(p.skin, -0.15)}"/>`,
  );
  if (p.longHair) {
    parts.push(
      `<rect x="${f(x - headW * 0.62)}" y="${f(headCy - headH * 0.4)}" width="${f(headW * 1.24)}" height="${f(headH * 1.2)}" rx="${f(headW * 0.5)}" fill="${p.hair}"/>`,
    );
  }
  parts.push(
    `<ellipse cx="${f(x)}" cy="${f(headCy)}" rx="${f(headW / 2)}" ry="${f(headH / 2)}" fill="${p.skin}"/>`,
  );
  parts.push(
    `<ellipse cx="${f(x)}" cy="${f(headCy)}" rx="${f(headW / 2)}" ry="${f(headH / 2)}" fill="url(#figshade)"/>`,
  );
  // Hair: a crown over the top of the head with sides down to the ears.
  parts.push(
    `<path d="M${f(x - headW * 0.53)} ${f(headCy + headH * 0.05)} Q${f(x - headW * 0.58)} ${f(top - headH * 0.1)} ${f(x + headW * 0.05)} ${f(top - headH * 0.07)} Q${f(x + headW * 0.58)} ${f(top - headH * 0.06)} ${f(x + headW * 0.53)} ${f(headCy + headH * 0.05)} L${f(x + headW * 0.44)} ${f(headCy - headH * 0.1)} Q${f(x + headW * 0.1)} ${f(top + headH * 0.26)} ${f(x - headW * 0.3)} ${f(top + headH * 0.2)} Q${f(x - headW * 0.42)} ${f(headCy - headH * 0.15)} ${f(x - headW * 0.44)} ${f(headCy - headH * 0.05)} Z" fill="${p.hair}"/>`,
  );
  const eyeY = headCy + headH * 0.02;
  const eyeR = Math.max(0.5, headW * 0.045);
  const eyes = `<circle cx="${f(x - headW * 0.18)}" cy="${f(eyeY)}" r="${f(eyeR)}"/><circle cx="${f(x + headW * 0.18)}" cy="${f(eyeY)}" r="${f(eyeR)}"/>`;
  const brows = `<rect x="${f(x - headW * 0.28)}" y="${f(eyeY - headH * 0.1)}" width="${f(headW * 0.2)}" height="${f(headH * 0.025)}"/><rect x="${f(x + headW * 0.08)}" y="${f(eyeY - headH * 0.1)}" width="${f(headW * 0.2)}" height="${f(headH * 0.025)}"/>`;
  const mouth = `<rect x="${f(x - headW * 0.12)}" y="${f(headCy + headH * 0.24)}" width="${f(headW * 0.24)}" height="${f(headH * 0.03)}" rx="${f(headH * 0.015)}"/>`;
  parts.push(`<g fill="#3a2418" opacity="0.55">${eyes}${brows}${mouth}</g>`);
  return parts.join('');
}

/** Shared gradient the figures' shading refers to. */
export const FIGURE_DEFS =
  '<linearGradient id="figshade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></linearGradient>';

function interleave(people: Person[]): Person[] {
  const adults = people.filter((p) => !p.child);
  const kids = people.filter((p) => p.child);
  const row: Person[] = [];
  while (adults.length > 0 || kids.length > 0) {
    const adult = adults.shift();
    if (adult) row.push(adult);
    const kid = kids.shift();
    if (kid) row.push(kid);
  }
  return row;
}

/**
 * A group of `count` people centred near the middle, adults behind, children in front, fitted to
 * the frame's width. Returns SVG markup in scene coordinates.
 */
export function drawGroup(rng: Rng, palette: Palette, count: number, layout: GroupLayout): string {
  if (count <= 0) return '';
  const children = count === 1 ? (rng.chance(0.25) ? 1 : 0) : rng.int(0, Math.floor(count / 2));
  const people = Array.from({ length: count }, (_, i) =>
    makePerson(rng, palette, i >= count - children, layout.adultHeight),
  );
  if (layout.close) {
    // Up close (or seated at a table) a child is nearer the camera or on a chair: heads stay in frame.
    // A portrait of one child is framed on the child.
    const least = count === 1 ? 0.95 : rng.range(0.8, 0.88);
    for (const p of people) if (p.child) p.height = Math.max(p.height, layout.adultHeight * least);
  }
  // Close up everyone is in one row, children between the adults; standing, children in front.
  const adults = layout.close ? interleave(people) : people.filter((p) => !p.child);
  const kids = layout.close ? [] : people.filter((p) => p.child);
  // Shoulder-to-shoulder spacing with a little overlap, as people stand for a snapshot.
  const spanOf = (row: Person[]) => row.reduce((sum, p) => sum + p.height * p.build * 0.92, 0);
  const widest = Math.max(spanOf(adults), spanOf(kids));
  const scale = Math.min(1, (layout.width * 0.88) / Math.max(1, widest));
  const centre =
    layout.width / 2 + rng.range(-0.12, 0.12) * layout.width * (1 - (widest * scale) / layout.width);
  const drawRow = (row: Person[], baseY: number) => {
    let x = centre - (spanOf(row) * scale) / 2;
    return row
      .map((p) => {
        const scaled = { ...p, height: p.height * scale };
        const w = scaled.height * p.build * 0.92;
        const cx = x + w / 2;
        x += w;
        return drawPerson(scaled, cx, baseY + rng.range(-0.01, 0.01) * layout.height, layout.shadows);
      })
      .join('');
  };
  // Adults stand a step back when children are in front of them.
  const backOffset = kids.length > 0 ? layout.adultHeight * scale * 0.06 : 0;
  const baseY = layout.close ? layout.baseY - layout.adultHeight * (1 - scale) * 0.5 : layout.baseY;
  return drawRow(adults, baseY - backOffset) + drawRow(kids, baseY);
}
