import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClass } from './Input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Marks the value as wrong (aria-invalid); Field sets it from its error. */
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input (a message, a description); grows by hand, never sideways. */
export function Textarea({ invalid, rows = 5, className = '', ref, ...rest }: TextareaProps) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      {...rest}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={`${controlClass} min-h-24 resize-y ${className}`}
    />
  );
}
