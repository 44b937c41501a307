/**
 * Click and search tracking (spec §4, §5, §9; issue 28).
 *
 * The feature's public entry: re-exports only. `track` is tiny; the tracker itself loads on the
 * first click (track.ts). Links on the home page's first view carry `CountClickState` instead and
 * the taxonomy page they open counts the click (useCountedArrival; docs/decisions/023).
 */
export {
  type ClickTarget,
  creatorClick,
  eventClick,
  photoView,
  searchResultClick,
  taxonomyClick,
} from './click-target';
export type { SearchSource } from './search-tracker';
export { track } from './track';
export { type CountClickState, useCountedArrival } from './use-counted-arrival';
export { useTrackPhotoView } from './use-track-photo-view';
export { useTrackSearch } from './use-track-search';
