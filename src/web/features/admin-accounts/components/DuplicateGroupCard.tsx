import { useId, useState } from 'react';
import {
  type AdminAccount,
  type DuplicateGroup,
  MATCH_REASON_LABEL,
  MERGE_COUNT_LABEL,
  type MergeCounts,
  type MergeRequest,
} from '../../../../core/admin-accounts';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/FormAlert';
import { Pill } from '../../../components/Pill';
import { errorDescription, notify } from '../../../components/Toast';
import { formatDateTime } from '../../orders';
import { useMerge, useMergePreview } from '../api/accounts-api';
import { MethodPills } from './MethodPills';

/** The account that stays unless the admin picks another: the one with most orders, then the oldest. */
export function defaultSurvivor(accounts: readonly AdminAccount[]): AdminAccount | undefined {
  return [...accounts].sort(
    (a, b) => b.order_count - a.order_count || a.created_at.localeCompare(b.created_at),
  )[0];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Moves 1 order, 2 cart lines … from a into b": what the confirmation says. */
export function moveSummary(moves: MergeCounts): string {
  const parts = [
    plural(moves.orders, 'order', 'orders'),
    plural(moves.purchases, 'purchase', 'purchases'),
    plural(moves.download_links, 'download link', 'download links'),
    plural(moves.cart_lines - moves.cart_duplicates, 'cart line', 'cart lines'),
    plural(moves.wishlists, 'wishlist', 'wishlists'),
    plural(moves.projects, 'project', 'projects'),
    plural(moves.companies, 'company', 'companies'),
    plural(moves.sign_in_methods, 'sign-in method', 'sign-in methods'),
  ];
  if (moves.photos > 0) parts.push(plural(moves.photos, 'photo', 'photos'));
  return parts.join(', ');
}

/** One group of accounts that look like one person: choose the one that stays, preview, merge. */
export function DuplicateGroupCard({ group }: { group: DuplicateGroup }) {
  const headingId = useId();
  const [survivorId, setSurvivorId] = useState(defaultSurvivor(group.accounts)?.id ?? '');
  const [asked, setAsked] = useState<MergeRequest | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useMergePreview(asked);
  const merge = useMerge();
  const survivor = group.accounts.find((account) => account.id === survivorId);
  const merged = group.accounts.filter((account) => account.id !== survivorId);
  const request: MergeRequest = { survivor_id: survivorId, merged_ids: merged.map((account) => account.id) };
  const current = asked && asked.survivor_id === survivorId ? preview : null;
  const mergedEmails = merged.map((account) => account.email).join(', ');

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-rule sm:p-6">
      <h2 id={headingId} className="font-display text-2xl break-all text-ink">
        {group.key}
      </h2>
      <ul aria-label="Why they match" className="mt-2 flex flex-wrap gap-1.5">
        {group.reasons.map((reason) => (
          <li key={reason}>
            <Pill tone="accent">{MATCH_REASON_LABEL[reason]}</Pill>
          </li>
        ))}
      </ul>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-ink">The account that stays</legend>
        <div className="mt-2 space-y-2">
          {group.accounts.map((account) => (
            <label
              key={account.id}
              className="flex cursor-pointer flex-wrap items-start gap-x-3 gap-y-1 rounded-xl p-3 ring-1 ring-rule has-[:checked]:bg-paper-deep/60 has-[:checked]:ring-sepia"
            >
              <input
                type="radio"
                name={`survivor-${group.key}`}
                value={account.id}
                checked={account.id === survivorId}
                onChange={() => setSurvivorId(account.id)}
                className="mt-1 size-4 accent-ink"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-all text-ink">{account.email}</span>
                <span className="block text-sm text-ink-soft">
                  {account.name || 'No name'} · {plural(account.order_count, 'order', 'orders')} · joined{' '}
                  {formatDateTime(account.created_at)}
                  {account.role === 'admin' ? ' · admin' : ''}
                  {account.banned ? ' · banned' : ''}
                </span>
                <span className="mt-1 block">
                  <MethodPills methods={account.methods} />
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <Button variant="secondary" onClick={() => setAsked(request)} loading={current?.isFetching ?? false}>
          Preview what moves
        </Button>
      </div>
      {current?.isError && (
        <div className="mt-4">
          <FormAlert>{errorDescription(current.error)}</FormAlert>
        </div>
      )}
      {current?.data && survivor && (
        <div className="mt-4 space-y-3">
          <h3 className="font-medium text-ink">
            Into {survivor.email} from {mergedEmails}
          </h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm sm:max-w-md">
            {(Object.keys(MERGE_COUNT_LABEL) as (keyof MergeCounts)[]).map((key) => (
              <div key={key} className="contents">
                <dt className="text-ink-soft">{MERGE_COUNT_LABEL[key]}</dt>
                <dd className="text-right tabular-nums text-ink">{current.data.moves[key]}</dd>
              </div>
            ))}
          </dl>
          {current.data.notes.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
              {current.data.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          {current.data.blockers.length > 0 ? (
            <FormAlert>{current.data.blockers.join(' ')}</FormAlert>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Merge into {survivor.email}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming && current?.data !== undefined}
        onClose={() => setConfirming(false)}
        title={`Merge into ${survivor?.email ?? ''}?`}
        confirmLabel="Merge accounts"
        onConfirm={async () => {
          const done = await merge.mutateAsync(request);
          notify.success('Accounts merged', `${mergedEmails} merged into ${done.survivor.email}.`);
        }}
      >
        {current?.data && survivor && (
          <>
            <p>
              Moves {moveSummary(current.data.moves)} from {mergedEmails} into {survivor.email}, then deletes{' '}
              {mergedEmails} and ends {plural(current.data.moves.sessions_ended, 'session', 'sessions')} of
              it.
            </p>
            <p>Lines, projects and companies both accounts have are kept once. This cannot be undone.</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
