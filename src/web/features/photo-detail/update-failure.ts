import { ApiError } from '../../api';

/** spec §8 "Update failed": what a failed flag save says, by why it failed. */
export function updateFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'Access denied - insufficient permissions';
    if (error.status === 401) return 'Authentication required';
    if (error.status === 404) return 'Photo not found';
  }
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'Could not save changes';
}
