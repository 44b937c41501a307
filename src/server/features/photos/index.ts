/**
 * What other server features may use of the photos feature: the catalogue search and the
 * columns of a grid row. Everything else in this folder is its own (scripts/import-rules.ts).
 */

export { measureOriginal, type OriginalFacts, originalFactsOfKey, photoOriginal } from './original-file';
export { validSearchQuery } from './photos.routes';
export {
  type CatalogueQuery,
  type PhotoRow,
  type SearchResult,
  type SearchTuning,
  searchPhotos,
} from './search.service';
export { expandSearch } from './search-preview';
export { currentSearchSettings, forgetSearchSettings, SEARCH_SETTINGS_MAX_AGE_MS } from './search-settings';
