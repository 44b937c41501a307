import type { SceneBackdrops } from '../scene-types';
import { backyard } from './backyard';
import { ballgame } from './ballgame';
import { beach } from './beach';
import { camping } from './camping';
import { fair } from './fair';
import { farm } from './farm';
import { picnic } from './picnic';
import { pool } from './pool';
import { snow } from './snow';

/**
 * Days out and seasons: the farm, the campsite, the fair, the pool, the snow, the ballpark, the
 * beach, the backyard and the picnic. Each is built around one landmark drawn big and dark-on-light
 * (a barn, a tent and fire, a ferris wheel) so it still reads in a grey 200 px thumbnail.
 */

/** Outing scenes by name; a scene missing here falls back to the nearest first backdrop. */
export const OUTING_BACKDROPS: SceneBackdrops = {
  farm,
  camping,
  fair,
  pool,
  snow,
  ballgame,
  beach,
  backyard,
  picnic,
};
