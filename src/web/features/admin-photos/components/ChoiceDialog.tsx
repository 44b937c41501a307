import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { controlClass } from '../../../components/Input';
import { Skeleton } from '../../../components/Skeleton';
import { errorDescription } from '../../../components/Toast';

export interface Choice {
  id: string;
  name: string;
  /** A second line: "42 photos · Live". */
  detail: string;
}

interface ChoiceDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The search box's label: "Find a collection". */
  searchLabel: string;
  search: string;
  onSearch: (q: string) => void;
  /** The records matching the search; undefined while they load. */
  choices: Choice[] | undefined;
  /** Shown when nothing matches. */
  none: string;
  confirmLabel: (choice: Choice | undefined) => string;
  /** Does it; a failure stays in the dialog with its message. */
  onConfirm: (choice: Choice) => Promise<unknown>;
}

/** Picks one record (a collection, an event) by part of its name, then does the action with it. */
export function ChoiceDialog({
  open,
  onClose,
  title,
  description,
  searchLabel,
  search,
  onSearch,
  choices,
  none,
  confirmLabel,
  onConfirm,
}: ChoiceDialogProps) {
  const id = useId();
  const [chosen, setChosen] = useState<Choice | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setChosen(undefined);
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(chosen);
      setBusy(false);
      setChosen(undefined);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(errorDescription(error));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={() => void confirm()} disabled={!chosen} loading={busy}>
            {confirmLabel(chosen)}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <div>
          <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-medium text-ink">
            {searchLabel}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => onSearch(event.target.value)}
            className={controlClass}
          />
        </div>
        <fieldset>
          <legend className="sr-only">{title}</legend>
          {choices === undefined ? (
            <div role="status" aria-label="Loading" className="space-y-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : choices.length === 0 ? (
            <p className="text-sm text-ink-soft">{none}</p>
          ) : (
            <ul className="max-h-72 space-y-1 overflow-y-auto">
              {choices.map((choice) => (
                <li key={choice.id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2 hover:bg-paper-deep has-[:checked]:bg-paper-deep">
                    <input
                      type="radio"
                      name={`${id}-choice`}
                      value={choice.id}
                      checked={chosen?.id === choice.id}
                      onChange={() => setChosen(choice)}
                      className="mt-1 accent-sepia"
                    />
                    <span>
                      <span className="block font-medium text-ink">{choice.name}</span>
                      <span className="block text-sm text-ink-soft">{choice.detail}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </div>
    </Dialog>
  );
}
