/**
 * The buyer's purchases and the licences each photo card shows.
 *
 * The feature's public entry: code outside `features/purchases/` imports from here only, and the
 * router loads its pages by their modules (scripts/import-rules.ts). Re-exports only: the build
 * takes what an importer uses and nothing else (vite.config.ts).
 */
export { PhotoLicencesProvider } from './components/PhotoLicencesProvider';
