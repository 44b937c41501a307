/** What better-auth's client returns as `error` (better-fetch): the server's code and message, and the status. */
export interface AuthClientError {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
}

/** spec §8 toasts of the auth screen. */
export const AUTH_TOASTS = {
  unexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
  authFailed: 'Authentication failed',
  resetEmailFailed: 'Failed to send password reset email. Please try again.',
} as const;

/** spec §8: the screen a legacy (WordPress) user sees after a failed login; a reset mail is on its way. */
export const LEGACY_WELCOME =
  "Welcome to our new and improved website! We've upgraded our systems. Please check your email for a link to set your new password.";

export type LoginFailure =
  | { kind: 'legacy'; message: string }
  | { kind: 'verification' }
  | { kind: 'inline'; message: string };

/** spec §4/§8 login outcomes: the legacy-user screen, the verification toast, or an inline message. */
export function loginFailure(error: AuthClientError): LoginFailure {
  switch (error.code) {
    case 'LEGACY_USER_RESET_SENT':
      return { kind: 'legacy', message: error.message || LEGACY_WELCOME };
    case 'VERIFICATION_REQUIRED':
      return { kind: 'verification' };
    case 'INVALID_EMAIL_OR_PASSWORD':
      return { kind: 'inline', message: 'Invalid email or password' };
    default:
      return { kind: 'inline', message: errorMessage(error) };
  }
}

/** The server's message ("Too many attempts. Please try again in N seconds." for 429), or a general one. */
export function errorMessage(error: AuthClientError): string {
  if (error.message) return error.message;
  if (error.status === 429) return 'Too many attempts. Please try again later.';
  return AUTH_TOASTS.unexpected.description;
}

/**
 * The `error` better-auth puts on the error callback URL after a failed link or Google sign-in,
 * in words. Unknown codes keep their description when the server gave one.
 */
export function callbackErrorMessage(code: string, description: string | null): string {
  switch (code) {
    case 'INVALID_TOKEN':
    case 'EXPIRED_TOKEN':
      return 'That login link is invalid or has expired. Links work once and for 10 minutes: please request a new one.';
    case 'access_denied':
      return 'Google sign-in was cancelled.';
    default:
      return description || 'Sign-in did not complete. Please try again.';
  }
}
