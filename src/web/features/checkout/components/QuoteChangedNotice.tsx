import { CircleAlert } from 'lucide-react';
import { CHECKOUT_MESSAGES } from '../../../../core/checkout';
import type { QuoteChanges } from '../quote-changes';

/**
 * What changed since the buyer opened checkout (issue 13: a price or publication change is
 * shown, never applied silently), above the pay button, until they press pay again.
 */
export function QuoteChangedNotice({ changes }: { changes: QuoteChanges }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-start gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{CHECKOUT_MESSAGES.changed}</span>
      </p>
      {changes.lines.length > 0 && (
        <ul aria-label="What changed" className="mt-2 list-disc space-y-1 pl-10">
          {changes.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {changes.total && <p className="mt-2 pl-6 font-semibold">{changes.total}</p>}
    </div>
  );
}
