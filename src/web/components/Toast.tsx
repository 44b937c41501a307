import { toast } from 'sonner';

/** Shown when an error carries no message a person can use. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/** The words a failure can show: the server's message (an ApiError is an Error), else a generic one. */
export function errorDescription(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return UNEXPECTED_ERROR;
}

/**
 * Toasts in the product's voice: a short title that says what happened ("Photo updated"), an
 * optional sentence under it. The Toaster itself is mounted once in main.tsx with spec §9's
 * options (layout/toaster-options.ts); `toast` from sonner stays fine for anything else.
 */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  info: (title: string, description?: string) => toast.info(title, { description }),
  /**
   * A failure: the title says what failed ("Update failed"), the description why. A toast with an
   * `id` replaces the one already showing with that id instead of stacking a copy.
   */
  error: (title: string, error?: unknown, options: { id?: string } = {}) =>
    toast.error(title, { description: errorDescription(error), ...options }),
};
