import { type Backdrop, type BackdropInput, standing } from '../scene-types';

/** Layout for people standing outdoors; the closer framing is rarer outside than in a room. */
export function outdoorLayout(input: BackdropInput, floorY: number, closeChance = 0.1) {
  return standing(input, floorY, closeChance);
}

/** The drawn layers with the people's layout. */
export function backdrop(
  layout: ReturnType<typeof standing>,
  parts: { back: string; front?: string; defs: string },
): Backdrop {
  return { back: parts.back, front: parts.front ?? '', defs: parts.defs, ...layout };
}
