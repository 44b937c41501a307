/**
 * The demo illustrator: draws every picture of the demo catalogue from its image key (a recipe:
 * scene, era, tone, people), and the home page's backgrounds and studio logos. Nothing here is a
 * real photo; the production image pipeline (src/server/media, src/server/storage) stores and
 * serves files, and asks this folder only to draw a demo key's pixels. Used from outside only
 * through this entry.
 */
export {
  BACKGROUND_COUNT,
  type BackgroundFormat,
  isBackgroundFormat,
  renderBackground,
} from './backgrounds';
export {
  formatImageKey,
  type ImageRecipe,
  imageKeyFor,
  parseImageKey,
  photoImageUrls,
  photoidOfKey,
} from './image-key';
export { logoSvg } from './logos';
export { originalSize, renderPhoto, renderPhotoPixels } from './render';
export { sceneOf } from './scene-of';
