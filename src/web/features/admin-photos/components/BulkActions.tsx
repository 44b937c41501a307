import { useState } from 'react';
import { BULK_TAG_MAX, type BulkAction, type BulkOutcome } from '../../../../core/photo-studio';
import { PHOTO_STATUS_LABELS } from '../../../../core/photo-workflow';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField } from '../../../components/Field';
import { notify } from '../../../components/Toast';
import { RejectDialog, useBulkPhotoAction } from '../../studio';

const photos = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'photo' : 'photos'}`;

/** Each action's question and what it changes, said before it runs. */
const ASK: Record<Exclude<BulkAction, 'reject'>, { title: string; body: string; label: string }> = {
  approve: {
    title: 'Approve',
    body: 'Submitted and in-review photos become approved; they go on sale once published. Others are left as they are, and the results say why.',
    label: 'Approve',
  },
  publish: {
    title: 'Publish',
    body: 'Approved and withdrawn photos whose clearance file is cleared go live and appear in search at once. Others are left as they are.',
    label: 'Publish',
  },
  withdraw: {
    title: 'Withdraw',
    body: 'Live photos leave search and browse at once. Buyers who licensed them keep their downloads and certificates.',
    label: 'Withdraw',
  },
  set_price: {
    title: 'Set the price of',
    body: 'The new price applies to every licence sold from now on.',
    label: 'Set price',
  },
  add_tag: {
    title: 'Add a tag to',
    body: 'The tag is added at the end of each photo’s tags.',
    label: 'Add tag',
  },
};

/**
 * The workflow and editing actions on the photos ticked in `/admin/photos` (issue 26): approve,
 * reject with a reason, publish, withdraw, set a price, add a tag. Each photo is applied or
 * refused on its own; the results say which and why.
 */
export function BulkActions({
  photoids,
  onResults,
}: {
  photoids: number[];
  onResults: (action: BulkAction, results: BulkOutcome[]) => void;
}) {
  const bulk = useBulkPhotoAction();
  const [open, setOpen] = useState<BulkAction | null>(null);
  const [price, setPrice] = useState('');
  const [tag, setTag] = useState('');
  const run = async (action: BulkAction, extra: Record<string, unknown> = {}) => {
    const answer = await bulk.mutateAsync({ photoids, action, ...extra });
    const applied = answer.results.filter((result) => result.outcome === 'applied').length;
    onResults(action, answer.results);
    notify.success(
      `${photos(applied)} done`,
      applied < answer.results.length
        ? `${photos(answer.results.length - applied)} refused: see the results.`
        : undefined,
    );
  };
  const confirm = async () => {
    if (open === 'set_price') {
      const dollars = Number(price.replace(/[$,\s]/g, ''));
      if (!/^\d+(\.\d{1,2})?$/.test(price.replace(/[$,\s]/g, '')) || dollars <= 0)
        throw new Error('Write the price in dollars, e.g. 45 or 45.50.');
      await run('set_price', { price_cents: Math.round(dollars * 100) });
      setPrice('');
    } else if (open === 'add_tag') {
      if (tag.trim() === '') throw new Error('Write the tag to add.');
      await run('add_tag', { tag: tag.trim() });
      setTag('');
    } else if (open) await run(open);
  };
  const asked = open && open !== 'reject' ? ASK[open] : null;
  return (
    <>
      <Button size="sm" onClick={() => setOpen('approve')}>
        Approve
      </Button>
      <Button size="sm" variant="danger" onClick={() => setOpen('reject')}>
        Reject…
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('publish')}>
        Publish
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('withdraw')}>
        Withdraw
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('set_price')}>
        Set price…
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('add_tag')}>
        Add tag…
      </Button>
      <ConfirmDialog
        open={asked !== null}
        onClose={() => setOpen(null)}
        title={`${asked?.title ?? ''} ${photos(photoids.length)}?`}
        confirmLabel={asked?.label ?? 'Confirm'}
        tone={open === 'withdraw' ? 'danger' : 'primary'}
        onConfirm={confirm}
      >
        <p>{asked?.body}</p>
        {open === 'set_price' && (
          <TextField label="New price (USD)" inputMode="decimal" value={price} onValueChange={setPrice} />
        )}
        {open === 'add_tag' && (
          <TextField label="Tag" maxLength={BULK_TAG_MAX} value={tag} onValueChange={setTag} />
        )}
      </ConfirmDialog>
      <RejectDialog
        open={open === 'reject'}
        onClose={() => setOpen(null)}
        title={`Reject ${photos(photoids.length)}?`}
        description="Submitted, in-review and approved photos are rejected; each contributor reads the reason and your note."
        confirmLabel="Reject"
        onReject={(reason, note) => run('reject', note ? { reason, note } : { reason })}
      />
    </>
  );
}

/** What the last bulk action did, photo by photo. */
export function BulkResults({ action, results }: { action: BulkAction; results: BulkOutcome[] }) {
  const refused = results.filter((result) => result.outcome === 'refused');
  return (
    <div role="status" className="rounded-xl border border-rule bg-white px-4 py-3 text-sm">
      <p className="font-medium text-ink">
        {action.replace('_', ' ')}: {results.length - refused.length} of {results.length} applied
      </p>
      <ul className="mt-2 space-y-1">
        {results.map((result) => (
          <li key={result.photoid} className={result.outcome === 'refused' ? 'text-red-900' : 'text-ink'}>
            #{result.photoid}:{' '}
            {result.outcome === 'applied'
              ? `done (${PHOTO_STATUS_LABELS[result.status]})`
              : `refused — ${result.why}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
