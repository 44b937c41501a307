import { useEffect, useId, useState } from 'react';
import type { AdminCompanyDetail } from '../../../../core/admin-companies';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/FormAlert';
import { Skeleton } from '../../../components/Skeleton';
import { errorDescription, notify } from '../../../components/Toast';
import { useMergeCompanies, useMergePreview } from '../api/admin-companies';
import { mergeSummary } from '../company-words';

export interface MergeCandidate {
  id: string;
  name: string;
  owner_email: string;
}

interface MergeDialogProps {
  /** The two companies to merge; null keeps the dialog closed. */
  pair: readonly [MergeCandidate, MergeCandidate] | null;
  onClose: () => void;
  onMerged: (survivor: AdminCompanyDetail) => void;
}

/**
 * Merges two duplicate companies: the admin picks the one to keep, reads what moves (from the
 * server's preview) and confirms. Nothing changes before the confirm.
 */
export function MergeDialog({ pair, onClose, onMerged }: MergeDialogProps) {
  const groupName = useId();
  const [keep, setKeep] = useState<string | null>(null);
  useEffect(() => setKeep(pair?.[0].id ?? null), [pair]);
  const survivor = pair?.find((company) => company.id === keep) ?? null;
  const merged = pair?.find((company) => company.id !== keep) ?? null;
  const preview = useMergePreview(merged?.id ?? null, survivor?.id ?? null);
  const merge = useMergeCompanies();
  return (
    <ConfirmDialog
      open={pair !== null}
      onClose={onClose}
      title="Merge these companies?"
      confirmLabel={survivor ? `Merge into “${survivor.name}”` : 'Merge'}
      onConfirm={async () => {
        const plan = preview.data;
        if (!plan) throw new Error('The preview has not loaded yet. Please wait a moment and try again.');
        const answer = await merge.mutateAsync({
          id: plan.from.id,
          into: plan.into.id,
          version: plan.from.version,
          into_version: plan.into.version,
        });
        notify.success('Companies merged', `“${plan.from.name}” is now part of “${plan.into.name}”.`);
        onMerged(answer);
      }}
    >
      <fieldset>
        <legend className="mb-2 font-medium">Keep which company?</legend>
        <div className="space-y-2">
          {pair?.map((company) => (
            <label key={company.id} className="flex items-start gap-2 rounded-lg p-2 ring-1 ring-rule">
              <input
                type="radio"
                name={groupName}
                value={company.id}
                checked={keep === company.id}
                onChange={() => setKeep(company.id)}
                className="mt-1 size-4 accent-sepia"
              />
              <span>
                <span className="block font-medium">{company.name}</span>
                <span className="block text-sm break-all text-ink-soft">{company.owner_email}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div aria-live="polite">
        {preview.isPending ? (
          <div role="status" aria-label="Working out what moves">
            <Skeleton className="h-16 w-full rounded-lg" />
          </div>
        ) : preview.isError ? (
          <FormAlert>{errorDescription(preview.error)}</FormAlert>
        ) : (
          <>
            <p>{mergeSummary(preview.data)}</p>
            <p className="mt-2 text-sm text-ink-soft">
              Orders keep the company name they were bought under: their certificates and invoices are records
              of the sale and still match each other.
            </p>
            {preview.data.clashes.length > 0 && (
              <FormAlert>
                “{preview.data.into.name}” already has projects named{' '}
                {preview.data.clashes.map((n) => `“${n}”`).join(', ')} for the same buyer. Rename them first,
                or the merge is refused.
              </FormAlert>
            )}
          </>
        )}
      </div>
    </ConfirmDialog>
  );
}
