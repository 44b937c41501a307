import { type ReactNode, useLayoutEffect } from 'react';
import { removeServedShell } from '../page-data';
import { Button } from './Button';

interface ErrorStateProps {
  title: string;
  children?: ReactNode;
  /** The retry button's label; spec §2 browse pages say "Reload Page". */
  retryLabel?: string;
  /** Without it, the retry button reloads the page. */
  onRetry?: () => void;
  /** Other ways out (a link home). */
  action?: ReactNode;
}

/** Something failed inside a page; the layout around it still works. */
export function ErrorState({ title, children, retryLabel = 'Try again', onRetry, action }: ErrorStateProps) {
  // The page shows this instead of what the served page pictured (server/http/page-shells.ts).
  useLayoutEffect(removeServedShell, []);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <h2 className="font-display text-2xl text-ink">{title}</h2>
      {children && <div className="mt-2 text-ink-soft">{children}</div>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry ?? (() => window.location.reload())}>{retryLabel}</Button>
        {action}
      </div>
    </div>
  );
}
