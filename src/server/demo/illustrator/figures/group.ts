import { ellipse, type Point } from '../../../media/svg';
import { type Palette, shade } from '../palette';
import type { Rng } from '../prng';
import type { Attire } from '../scene-types';
import { shoulderJoint } from './arms';
import { dressFor } from './attire';
import { drawPerson } from './body';
import { frameOf } from './frame';
import { makePerson, type Person } from './person';
import { poseFor } from './poses';
import { line } from './shapes';

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
  /** What they wear for the occasion; everyday clothes when absent. */
  attire?: Attire;
}

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

/** The bride and groom, or the graduates, stand together in the middle of their row. */
function centreLeads(row: Person[]): Person[] {
  const leads = row.filter((p) => p.role === 'bride' || p.role === 'groom' || p.role === 'graduate');
  if (leads.length === 0) return row;
  const others = row.filter((p) => !leads.includes(p));
  const before = Math.floor(others.length / 2);
  return [...others.slice(0, before), ...leads, ...others.slice(before)];
}

interface Placed {
  p: Person;
  x: number;
  y: number;
}

/**
 * A hand on the hip only on the outside of the row: an elbow in a neighbour's ribs looks like a
 * shove. A wave moves to the free side when there is one, so the hand is not in a neighbour's face.
 */
function settleElbows(row: Placed[]): void {
  row.forEach((s, i) => {
    const crowded = [i > 0, i < row.length - 1] as const;
    let [left, right] = s.p.arms;
    if (left === 'wave' && crowded[0] && !crowded[1] && right === 'down') [left, right] = ['down', 'wave'];
    if (right === 'wave' && crowded[1] && !crowded[0] && left === 'down') [left, right] = ['wave', 'down'];
    if (left === 'hip' && crowded[0]) left = 'down';
    if (right === 'hip' && crowded[1]) right = 'down';
    s.p = { ...s.p, arms: [left, right] };
  });
}

/** A couple, or friends of a height, put an arm round each other's shoulders. */
function embrace(rng: Rng, row: Placed[]): { behind: string; over: string } {
  let behind = '';
  let over = '';
  for (let i = 0; i + 1 < row.length; i++) {
    const a = row[i];
    const b = row[i + 1];
    if (!a || !b) continue;
    const ratio = a.p.height / b.p.height;
    const solid = (q: Person) => q.body !== 'ghost' && q.body !== 'pumpkin';
    if (ratio < 0.85 || ratio > 1.18 || !solid(a.p) || !solid(b.p)) continue;
    const couple =
      (a.p.role === 'groom' && b.p.role === 'bride') ||
      (a.p.role === 'bride' && b.p.role === 'groom') ||
      (a.p.role === 'tux' && b.p.role === 'gown') ||
      (a.p.role === 'gown' && b.p.role === 'tux');
    if (!rng.chance(couple ? 0.8 : 0.22)) continue;
    // The groom or the taller one holds; the arm must be free.
    const leftHolds =
      a.p.role === 'groom' ||
      a.p.role === 'tux' ||
      (b.p.role !== 'groom' && b.p.role !== 'tux' && rng.chance(0.5));
    const [from, to, side] = leftHolds ? [a, b, 1] : [b, a, -1];
    const arm = side === 1 ? 1 : 0;
    const current = from.p.arms[arm];
    if (current !== 'down' && current !== 'hip') continue;
    from.p = { ...from.p, arms: arm === 1 ? [from.p.arms[0], 'hug'] : ['hug', from.p.arms[1]] };
    const ga = frameOf(from.p, from.x, from.y);
    const gb = frameOf(to.p, to.x, to.y);
    const sleeve = from.p.sleeve ?? shade(from.p.top, -0.16);
    const hand: Point = [gb.x + side * gb.sw * 0.36, gb.shoulderY + ga.armW * 0.15];
    // Across the gap just above the shoulders and behind the neighbour's neck, to the far shoulder.
    behind += line(
      [
        shoulderJoint(ga, side),
        [(ga.x + gb.x) / 2, Math.min(ga.shoulderY, gb.shoulderY) - ga.armW * 0.1],
        hand,
      ],
      sleeve,
      ga.armW,
    );
    over += ellipse(hand[0], hand[1], ga.armW * 0.55, ga.armW * 0.45, from.p.hand);
  }
  return { behind, over };
}

/**
 * A group of `count` people centred near the middle, adults behind, children in front, fitted to
 * the frame's width, dressed for `layout.attire`. Returns SVG markup in scene coordinates.
 */
export function drawGroup(rng: Rng, palette: Palette, count: number, layout: GroupLayout): string {
  if (count <= 0) return '';
  const attire = layout.attire ?? 'everyday';
  // A lone wedding, prom or graduation portrait is of the grown-up the day is about.
  const lone = count === 1 && (attire === 'wedding' || attire === 'formal' || attire === 'graduation');
  const children = count === 1 ? (!lone && rng.chance(0.25) ? 1 : 0) : rng.int(0, Math.floor(count / 2));
  // Waves are for the camera across a lawn; up close a raised hand covers faces.
  const waving =
    (attire === 'party-hats' || attire === 'swimwear' || attire === 'graduation' ? 0.24 : 0.13) *
    (layout.close ? 0.35 : 1);
  const made = Array.from({ length: count }, (_, i) => {
    const p = makePerson(rng, palette, i >= count - children, layout.adultHeight);
    return { ...p, arms: poseFor(rng, waving) };
  });
  const people = dressFor(rng, palette, made, attire);
  if (layout.close) {
    // Up close (or seated at a table) a child is nearer the camera or on a chair: heads stay in frame.
    // A portrait of one child is framed on the child.
    const least = count === 1 ? 0.95 : rng.range(0.8, 0.88);
    for (const p of people) if (p.child) p.height = Math.max(p.height, layout.adultHeight * least);
  }
  // Close up everyone is in one row, children between the adults; standing, children in front.
  const adults = centreLeads(layout.close ? interleave(people) : people.filter((p) => !p.child));
  const kids = layout.close ? [] : people.filter((p) => p.child);
  // Shoulder-to-shoulder spacing with a little overlap, as people stand for a snapshot.
  const spanOf = (row: Person[]) => row.reduce((sum, p) => sum + p.height * p.build * 0.92, 0);
  const widest = Math.max(spanOf(adults), spanOf(kids));
  const scale = Math.min(1, (layout.width * 0.88) / Math.max(1, widest));
  const centre =
    layout.width / 2 + rng.range(-0.12, 0.12) * layout.width * (1 - (widest * scale) / layout.width);
  const drawRow = (row: Person[], baseY: number) => {
    let x = centre - (spanOf(row) * scale) / 2;
    const placed = row.map((p): Placed => {
      const w = p.height * scale * p.build * 0.92;
      const cx = x + w / 2;
      x += w;
      return {
        p: { ...p, height: p.height * scale },
        x: cx,
        y: baseY + rng.range(-0.01, 0.01) * layout.height,
      };
    });
    settleElbows(placed);
    const hugs = embrace(rng, placed);
    const drawn = placed.map((s) => drawPerson(s.p, s.x, s.y, layout.shadows));
    return hugs.behind + drawn.map((d) => d.body).join('') + drawn.map((d) => d.over).join('') + hugs.over;
  };
  // Adults stand a step back when children are in front of them.
  const backOffset = kids.length > 0 ? layout.adultHeight * scale * 0.06 : 0;
  const baseY = layout.close ? layout.baseY - layout.adultHeight * (1 - scale) * 0.5 : layout.baseY;
  return drawRow(adults, baseY - backOffset) + drawRow(kids, baseY);
}
