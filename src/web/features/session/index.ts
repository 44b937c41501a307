/**
 * Who is signed in (`GET /api/me`), the licences they hold, and where sign-in sends them back to.
 *
 * The feature's public entry: code outside `features/session/` imports from here only
 * (scripts/import-rules.ts). Re-exports only: the build takes what an importer uses and nothing
 * else (vite.config.ts).
 */
export {
  type AuthState,
  discardUserData,
  displayFirstName,
  type Me,
  meQueryKey,
  type Profile,
  refreshMe,
  seedViewerFromPage,
  useAuthState,
  useMe,
  viewerFromPage,
  wasSignedOutOnPurpose,
} from './get-me';
export { purchasesKeys, refreshPurchases, useLicensedPhotos } from './licensed-photos';
export { type AuthRedirectState, signInHrefFor, useReturnUrl } from './return-url';
