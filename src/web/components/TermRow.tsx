import type { ReactNode } from 'react';

/** One figure of a summary (a `<dl>` row): the term on the left, the amount on the right. */
export function TermRow({
  term,
  children,
  className = '',
}: {
  term: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${className}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** One detail of a record (a `<dl>` entry): the term above, its value below, a dash when empty. */
export function TermDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-soft">{term}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-ink">{children || '—'}</dd>
    </div>
  );
}
