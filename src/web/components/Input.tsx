import type { InputHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner';

/**
 * The look every text control shares (Input, Textarea, the Select trigger). Focus shows the
 * global focus ring of styles.css plus a sepia border; invalid turns the border red, so the
 * state does not rest on colour alone (Field adds the message).
 */
export const controlClass = [
  'block w-full rounded-lg border border-rule bg-white px-3.5 py-2.5 text-base text-ink shadow-xs',
  'transition-colors placeholder:text-ink-soft/70 hover:border-ink-soft/60 focus:border-sepia',
  'aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40',
  'disabled:cursor-not-allowed disabled:border-rule/70 disabled:bg-paper-deep/60 disabled:text-ink-soft',
].join(' ');

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the value as wrong (aria-invalid); Field sets it from its error. */
  invalid?: boolean;
  /** Something is being checked or fetched for this value: a spinner at the end, aria-busy. */
  loading?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input. Give it a label: wrap it in a Field, or use TextField. */
export function Input({ invalid, loading = false, className = '', ref, ...rest }: InputProps) {
  return (
    <span className="relative block">
      <input
        ref={ref}
        {...rest}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        aria-busy={loading || undefined}
        className={`${controlClass} ${loading ? 'pr-10' : ''} ${className}`}
      />
      {loading && (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
          <Spinner label="" className="size-4" />
        </span>
      )}
    </span>
  );
}
