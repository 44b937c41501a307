/** Typed failures of the service layer; app.ts maps each code to HTTP and the error envelope. */
export type AppErrorCode =
  | 'INVALID'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'DUPLICATE'
  | 'IN_USE'
  | 'CHANGED'
  | 'REFUSED'
  | 'EXPIRED'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

export const HTTP_STATUS: Record<AppErrorCode, 400 | 401 | 403 | 404 | 409 | 410 | 429 | 503> = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  DUPLICATE: 409,
  // Still referred to by other rows of the owner's (a company its projects name).
  IN_USE: 409,
  // What the request was based on changed meanwhile (a checkout's prices or photos).
  CHANGED: 409,
  // The record's state does not allow the move (a photo's workflow, issue 26).
  REFUSED: 409,
  // A link that worked once and no longer does (a download link past its lifetime).
  EXPIRED: 410,
  RATE_LIMITED: 429,
  // A service the request needs is not configured (payments in production without Stripe).
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** ARCHITECTURE.md error envelope. Codes are lower-case on the wire (`duplicate`, `not_found`). */
export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: { code: code.toLowerCase(), message, ...(fields ? { fields } : {}) } };
}
