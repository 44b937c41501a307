/**
 * The catalogue at a glance, shown across the site: how many live photos there are and what
 * people open most (trending, popular tags and photos).
 *
 * The feature's public entry: code outside `features/catalogue-overview/` imports from here only
 * (scripts/import-rules.ts). Re-exports only: the build takes what an importer uses and nothing
 * else (vite.config.ts).
 */
export { usePhotoCount } from './get-photo-count';
export { FALLBACK_TAGS, usePopularPhotos, usePopularTags, useTrending } from './get-popular';
