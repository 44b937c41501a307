import type { ReactNode } from 'react';
import { type ExternalToast, toast } from 'sonner';
import { toastPlacement } from './toast-placement';

/** Shown when an error carries no message a person can use. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/** The words a failure can show: the server's message (an ApiError is an Error), else a generic one. */
export function errorDescription(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return UNEXPECTED_ERROR;
}

/**
 * The options every toast of ours gets (issue 22 item 5): placed away from where the person just
 * acted, and, unless the caller names one, an id made of its words, so the same toast raised again
 * (a fifth "Added to cart" while adding photo after photo) replaces the one showing, with its time
 * started over, instead of stacking a copy over the page.
 */
export function toastOptions(
  title: string,
  description: ReactNode | undefined,
  options: ExternalToast = {},
): ExternalToast {
  const words = typeof description === 'string' || description === undefined ? (description ?? '') : null;
  return {
    ...toastPlacement(),
    ...(words === null ? {} : { id: `${title}\n${words}` }),
    description,
    ...options,
  };
}

/**
 * Toasts in the product's voice: a short title that says what happened ("Photo updated"), an
 * optional sentence under it. The Toaster itself is mounted once in main.tsx with spec §9's
 * options (layout/toaster-options.ts). Toasts shown with sonner's `toast` directly should pass
 * `toastOptions(...)` so they too keep clear of what the person taps next.
 */
export const notify = {
  success: (title: string, description?: ReactNode, options?: ExternalToast) =>
    toast.success(title, toastOptions(title, description, options)),
  info: (title: string, description?: ReactNode, options?: ExternalToast) =>
    toast.info(title, toastOptions(title, description, options)),
  /**
   * A failure: the title says what failed ("Update failed"), the description why. A toast with an
   * `id` replaces the one already showing with that id instead of stacking a copy.
   */
  error: (title: string, error?: unknown, options: { id?: string } = {}) =>
    toast.error(title, toastOptions(title, errorDescription(error), options)),
};
