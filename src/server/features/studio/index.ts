/**
 * The studio (issue 26): where contributors and admins work on photos. Other features reach its
 * owner-or-admin photo lookup through here. Re-exports only.
 */
export { type StudioActor, type StudioPhoto, studioActor, studioPhoto } from './photo-access';
