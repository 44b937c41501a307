import { type ReactNode, useLayoutEffect } from 'react';
import { removeServedShell } from '../page-data';

interface ErrorScreenProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The shared look of the two error screens; plain markup so it renders even if routing broke. */
export function ErrorScreen({ title, children, actions }: ErrorScreenProps) {
  useLayoutEffect(removeServedShell, []);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-paper px-4">
      <div role="alert" className="max-w-lg text-center">
        <h1 className="font-display text-4xl text-ink">{title}</h1>
        {children && <div className="mt-4 text-ink-soft">{children}</div>}
        {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </main>
  );
}

export const errorButtonClass =
  'inline-flex rounded-full bg-ink px-6 py-3 font-medium text-paper transition-colors hover:bg-sepia';
