import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { updateFailureMessage } from './update-failure';

describe('updateFailureMessage', () => {
  it('says what spec §8 says for each failure', () => {
    expect(updateFailureMessage(new ApiError(403, 'forbidden', 'Admin privileges required'))).toBe(
      'Access denied - insufficient permissions',
    );
    expect(updateFailureMessage(new ApiError(401, 'unauthenticated', 'x'))).toBe('Authentication required');
    expect(updateFailureMessage(new ApiError(404, 'not_found', 'x'))).toBe('Photo not found');
    expect(updateFailureMessage(new ApiError(400, 'invalid', 'Send at least one flag'))).toBe(
      'Send at least one flag',
    );
    expect(updateFailureMessage(new Error(''))).toBe('Could not save changes');
  });
});
