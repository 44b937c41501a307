import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A labelled input in the auth screens' look. */
export function TextField({ label, value, onValueChange, className = '', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="mt-1.5 block w-full rounded-lg border border-rule bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-ink-soft/60 focus:border-sepia focus:outline-none focus:ring-2 focus:ring-sepia/30"
        {...input}
      />
    </div>
  );
}

/** The e-mail field every auth form starts with. */
export function EmailField({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onValueChange={onValueChange}
    />
  );
}

/** An inline message about the form (spec §8: login errors other than the legacy case show inline). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-900">
      {children}
    </p>
  );
}

export const primaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-ink px-6 py-3 font-medium text-paper transition-colors hover:bg-sepia disabled:cursor-wait disabled:opacity-70';

export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3 font-medium text-ink ring-1 ring-rule transition-colors hover:bg-paper-deep/60';

export const textButtonClass =
  'font-medium text-sepia underline-offset-4 hover:underline focus-visible:underline';

/** A panel that replaces a form once it has done its job ("Check your email", the legacy welcome). */
export function Notice({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div role="status" className="space-y-4 text-center">
      <h2 className="font-display text-2xl text-ink">{title}</h2>
      <div className="space-y-2 text-ink-soft">{children}</div>
      {action}
    </div>
  );
}

/** "Check your email" after a link was sent, with one way back (the three auth forms share it). */
export function CheckEmailNotice({
  actionLabel,
  onAction,
  children,
}: {
  actionLabel: string;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <Notice
      title="Check your email"
      action={
        <button type="button" className={secondaryButtonClass} onClick={onAction}>
          {actionLabel}
        </button>
      }
    >
      {children}
    </Notice>
  );
}
