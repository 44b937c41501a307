import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import { Input } from './Input';
import { Textarea } from './Textarea';

/** What a Field hands its control so the label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Help shown under the control ("At least 8 characters"). */
  hint?: ReactNode;
  /** What is wrong with the value; also marks the control invalid. */
  error?: ReactNode;
  /** An id for the control; one is made up otherwise. */
  id?: string;
  className?: string;
  /** Renders the control with the ids and states it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, a control, a hint and an error, wired together: the label names the control, the hint
 * and error describe it (aria-describedby), and an error sets aria-invalid.
 */
export function Field({ label, hint, error, id, className = '', children }: FieldProps) {
  const madeUpId = useId();
  const controlId = id ?? madeUpId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1.5">
        {children({
          id: controlId,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': hasError || undefined,
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'className'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  loading?: boolean;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

function joinIds(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The common case: a labelled text input with its hint and error. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  value,
  onValueChange,
  loading,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <Input
          {...input}
          {...control}
          // A message about the whole form can describe the field too (a failed sign-in's password).
          aria-describedby={joinIds(control['aria-describedby'], input['aria-describedby'])}
          aria-invalid={control['aria-invalid'] ?? input['aria-invalid']}
          loading={loading}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id' | 'className'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint and error. */
export function TextareaField({
  label,
  hint,
  error,
  id,
  className,
  value,
  onValueChange,
  ...textarea
}: TextareaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <Textarea
          {...textarea}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
