import type { SceneBackdrops } from './scene-types';

/** Indoor scenes with furniture and props that name the occasion: a birthday cake, a turkey, a crib. */
export const ROOM_BACKDROPS: SceneBackdrops = {};
