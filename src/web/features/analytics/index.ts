/**
 * Click and search tracking (spec §4, §5, §9; issue 28).
 *
 * The feature's public entry: re-exports only. `track` and the click helpers are tiny and on every
 * page; the tracker itself loads on the first click (track.ts).
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
