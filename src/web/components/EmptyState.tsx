import { type ReactNode, useLayoutEffect } from 'react';
import { removeServedShell } from '../page-data';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** An icon above the title (decorative). */
  icon?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show, and why: "No photos found" / "Try adjusting your filters or search criteria". */
export function EmptyState({ title, children, icon, action }: EmptyStateProps) {
  // The page shows this instead of what the served page pictured (server/http/page-shells.ts).
  useLayoutEffect(removeServedShell, []);
  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      {icon && (
        <div aria-hidden="true" className="mb-4 text-ink-soft/70">
          {icon}
        </div>
      )}
      <h2 className="font-display text-2xl text-ink">{title}</h2>
      {children && <div className="mt-2 text-ink-soft">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
