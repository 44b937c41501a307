import type { SceneBackdrops } from '../scene-types';
import { baby } from './baby';
import { birthday } from './birthday';
import { dance } from './dance';
import { diner } from './diner';
import { kitchen } from './kitchen';
import { livingRoom } from './living-room';
import { office } from './office';
import { thanksgiving } from './thanksgiving';
import { workshop } from './workshop';

/**
 * Indoor scenes with furniture and props that name the occasion: a birthday cake, a turkey, a crib.
 * Every landmark is drawn light-on-dark or dark-on-light so it still reads in a grey 200 px print,
 * and where people would hide it, it stands in front of them (a table, a crib) or above their heads.
 */

export const ROOM_BACKDROPS: SceneBackdrops = {
  kitchen,
  'living-room': livingRoom,
  birthday,
  thanksgiving,
  baby,
  diner,
  dance,
  workshop,
  office,
};
