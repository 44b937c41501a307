import type { SceneBackdrops } from '../scene-types';
import { graduation } from './graduation';
import { halloween } from './halloween';
import { newCar } from './new-car';
import { school } from './school';
import { street } from './street';
import { wedding } from './wedding';

/**
 * Outdoor scenes that name the place: church steps, a college portico, a school bus, the new car
 * in the driveway, main street, a porch on Halloween night. Each has to read at thumbnail size and
 * in black and white, so the signs are silhouettes and light against dark, not hue alone.
 */

export const PLACE_BACKDROPS: SceneBackdrops = {
  wedding,
  graduation,
  school,
  'new-car': newCar,
  street,
  halloween,
};
