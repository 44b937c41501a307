import type { ReactNode, Ref } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';

/** The e-mail field every auth form starts with. */
export function EmailField({
  value,
  onValueChange,
  ...field
}: {
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <TextField
      {...field}
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onValueChange={onValueChange}
    />
  );
}

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
        <Button variant="secondary" size="lg" block onClick={onAction}>
          {actionLabel}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
