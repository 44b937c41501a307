import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A message about a whole form, announced when it appears (spec §8: login errors other than the
 * legacy case show inline). A single field's problem belongs in its Field's `error` instead; a field
 * the whole message is about (a failed sign-in's password) names its `id` in aria-describedby.
 */
export function FormAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
