import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { ERROR_TOAST_MS, FOUND_TOAST_MS } from '../../../../core/collecting';
import { ApiError } from '../../../api';
import { errorDescription, toastOptions } from '../../../components/Toast';

/** spec §9: found and created toasts stay 3 s. */
export function foundToast(title: string, description?: string): void {
  toast.success(title, toastOptions(title, description, { duration: FOUND_TOAST_MS }));
}

/** spec §9: error toasts stay 4 s. `description` is said as it is; an error gives its message. */
export function errorToast(title: string, description?: string): void {
  toast.error(title, toastOptions(title, description, { duration: ERROR_TOAST_MS }));
}

/**
 * A success in the spec's words (spec §8: "Success" / "Project created successfully"); the
 * description may carry markup (spec §8: "Photo added to **{name}** wishlist"), with an `id`.
 */
export function successToast(title: string, description?: ReactNode, options?: { id?: string }): void {
  toast.success(title, toastOptions(title, description, options));
}

/** The answer was a 4xx of this status. */
export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/** The request never got an answer (offline, DNS, a dropped connection): fetch threw. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) && error instanceof TypeError;
}

/**
 * The message a form shows under one of its fields for a 400 (spec §5 messages, as the server
 * words them) or, under `name`, a 409 duplicate (spec §8: a name is used once); null for any
 * other failure, which a toast reports instead.
 */
export function fieldMessage(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return field === 'name' ? error.message : null;
  if (error.status === 400) return error.fields?.[field] ?? null;
  return null;
}

/** A failure's toast with the spec's words, or the server's message when it names the problem. */
export function failureToast(title: string, fallback: string, error: unknown): void {
  if (isStatus(error, 400) || isStatus(error, 409) || isStatus(error, 404))
    errorToast(title, errorDescription(error));
  else errorToast(title, fallback);
}
