/**
 * Signing in, up and out, resetting a password, the account page, and the route guards.
 *
 * The feature's public entry: code outside `features/auth/` imports from here only, and the
 * router loads its pages by their modules (scripts/import-rules.ts). Re-exports only: the build
 * takes what an importer uses and nothing else (vite.config.ts).
 */
export { useSignOut } from './api/sign-out';
export { ProfileForm } from './components/ProfileForm';
export { ProfileSummary } from './components/ProfileSummary';
export { RequireAdmin, RequireUser } from './guards';
