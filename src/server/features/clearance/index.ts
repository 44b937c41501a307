/**
 * Clearance files and release libraries (issue 26 item 4): what the photo page and the licence
 * certificate read of a cleared photo. Re-exports only.
 */
export { publicClearance } from './clearance.service';
export { heroBlockedPhotos, photoConsentSummary } from './consent.service';
