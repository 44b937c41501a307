import { ellipse } from '../../../media/svg';
import { drawArms } from './arms';
import { drawBehind, drawChest, drawLegs, drawPoolThings } from './clothes';
import { drawGhost, drawPumpkin } from './costume-bodies';
import { frameOf } from './frame';
import { drawHat } from './hats';
import { drawHead, drawScarf } from './head';
import { drawHeld } from './held';
import { clothesOutline, outlineOf, outlinePath } from './outline';
import type { Person } from './person';

/** One person; hugging arms are added by the group, which knows who stands next to whom. */
export function drawPerson(
  p: Person,
  x: number,
  baseY: number,
  shadow: boolean,
): { body: string; over: string } {
  const g = frameOf(p, x, baseY);
  const parts: string[] = [];
  if (shadow) parts.push(ellipse(x, baseY, g.sw * 0.75, g.h * 0.025, '#000', 'opacity="0.28"'));
  parts.push(drawBehind(p, g));
  if (p.body === 'ghost') return { body: parts.join('') + drawGhost(p, g), over: '' };
  parts.push(drawLegs(p, g));
  const o = outlineOf(p, g);
  // Bare shoulders and swimwear show the skin of the torso under the clothes.
  if (p.bareShoulders || p.body === 'swim')
    parts.push(`<path d="${outlinePath(g, clothesOutline({ ...p, dress: false }, g))}" fill="${p.skin}"/>`);
  const torso = outlinePath(g, o);
  if (p.body !== 'swim') parts.push(`<path d="${torso}" fill="${p.top}"/>`);
  const pumpkin = p.body === 'pumpkin' ? drawPumpkin(g) : null;
  parts.push(pumpkin ? pumpkin.markup : drawChest(p, g, o));
  const arms = drawArms(p, g);
  parts.push(arms.markup);
  // One light from the camera's left: a lit side and a shadow side make the flat shapes round.
  parts.push(
    `<path d="${pumpkin ? pumpkin.d : p.body === 'swim' ? outlinePath(g, clothesOutline({ ...p, dress: false }, g)) : torso}" fill="url(#figshade)"/>`,
  );
  parts.push(drawPoolThings(p, g));
  parts.push(drawHead(p, g));
  parts.push(drawScarf(p, g));
  parts.push(drawHat(p, g));
  return { body: parts.join(''), over: arms.raised + drawHeld(p, g, arms.hands) };
}

/** Shared gradient the figures' shading refers to. */
export const FIGURE_DEFS =
  '<linearGradient id="figshade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></linearGradient>';
