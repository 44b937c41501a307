import { useId, useState } from 'react';
import type { AdminEventRow } from '../../../../core/admin-events';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { errorDescription } from '../../../components/Toast';

const photos = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

interface MergeDialogProps {
  /** The two events to merge; null keeps the dialog closed. */
  pair: readonly [AdminEventRow, AdminEventRow] | null;
  onClose: () => void;
  /** Merges `merged` into `survivor`. */
  onMerge: (merged: AdminEventRow, survivor: AdminEventRow) => Promise<unknown>;
}

/**
 * Merges two events: the admin picks the one to keep, and the dialog says exactly what happens
 * before anything does (the other's photos move, it is deleted, its links keep working).
 */
export function MergeDialog({ pair, onClose, onMerge }: MergeDialogProps) {
  const name = useId();
  const [keepId, setKeepId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [first, second] = pair ?? [null, null];
  const survivor = keepId === second?.id ? second : first;
  const merged = survivor === first ? second : first;
  const close = () => {
    if (busy) return;
    setFailure(null);
    setKeepId(null);
    onClose();
  };
  const merge = async () => {
    if (!survivor || !merged) return;
    setBusy(true);
    setFailure(null);
    try {
      await onMerge(merged, survivor);
      setBusy(false);
      setKeepId(null);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(errorDescription(error));
    }
  };
  return (
    <Dialog
      open={pair !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Merge two events?"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" loading={busy} onClick={() => void merge()}>
            Merge events
          </Button>
        </>
      }
    >
      {survivor && merged && (
        <div className="space-y-4 text-ink">
          {failure && <FormAlert>{failure}</FormAlert>}
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Keep which event?</legend>
            <div className="space-y-2">
              {[first, second].map(
                (event) =>
                  event && (
                    <label
                      key={event.id}
                      className="flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-rule has-checked:ring-2 has-checked:ring-sepia"
                    >
                      <input
                        type="radio"
                        name={name}
                        value={event.id}
                        checked={survivor.id === event.id}
                        onChange={() => setKeepId(event.id)}
                        className="size-4 accent-sepia"
                      />
                      <span>
                        <span className="block font-medium">{event.name}</span>
                        <span className="block text-sm text-ink-soft">{photos(event.photo_count)}</span>
                      </span>
                    </label>
                  ),
              )}
            </div>
          </fieldset>
          <p>
            Moves the {photos(merged.photo_count)} of “{merged.name}” to “{survivor.name}” (a photo in both
            stays once) and deletes “{merged.name}”. Links to it keep working: they show “{survivor.name}”.
          </p>
        </div>
      )}
    </Dialog>
  );
}
