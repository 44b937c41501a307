import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { controlClass } from '../../../components/Input';
import { Skeleton } from '../../../components/Skeleton';
import { errorDescription } from '../../../components/Toast';
import { useCatalogueSearch } from '../api/search-catalogue';

interface PhotoSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** e.g. "Add photos to “Christmas 1975”". */
  title: string;
  /** What confirming does, under the title. */
  description: string;
  /** The button, given how many are ticked: "Add 3 photos". */
  confirmLabel: (count: number) => string;
  /** Does it; a failure stays in the dialog with its message and the ticks. */
  onConfirm: (photoIds: string[]) => Promise<unknown>;
}

const COUNT = new Intl.NumberFormat('en-US');

/**
 * The back office's photo picker (issue 25): search the catalogue as buyers do, tick results
 * (ticks survive another search), add them. Until `/admin/photos` exists (issue 26) this is how
 * photos reach an event or a collection.
 */
export function PhotoSearchDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  onConfirm,
}: PhotoSearchDialogProps) {
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [searched, setSearched] = useState('');
  const [ticked, setTicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const results = useCatalogueSearch(searched);
  const reset = () => {
    setTerm('');
    setSearched('');
    setTicked([]);
    setFailure(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearched(term.trim());
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(ticked);
      setBusy(false);
      reset();
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(errorDescription(error));
    }
  };
  const items = results.data?.items ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      size="lg"
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button disabled={ticked.length === 0} loading={busy} onClick={() => void confirm()}>
            {confirmLabel(ticked.length)}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and test DOMs. */}
        <form role="search" aria-label="Search the catalogue" onSubmit={search} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            Search photos
          </label>
          <span className="relative block flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft"
            />
            <input
              id={inputId}
              type="search"
              value={term}
              maxLength={200}
              placeholder="Words, places, #1042…"
              onChange={(event) => setTerm(event.target.value)}
              className={`${controlClass} pl-10`}
            />
          </span>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <p role="status" className="text-sm text-ink-soft">
          {ticked.length > 0 && `${ticked.length} ticked. `}
          {searched === ''
            ? 'Search for the photos to add.'
            : results.isPending
              ? 'Searching…'
              : results.isError
                ? ''
                : `${COUNT.format(results.data?.total ?? 0)} photos found${(results.data?.total ?? 0) > items.length ? `, the first ${items.length} shown` : ''}.`}
        </p>
        {results.isError && <FormAlert>{errorDescription(results.error)}</FormAlert>}
        {searched !== '' && results.isPending ? (
          <Skeleton className="h-48 w-full rounded-xl" />
        ) : (
          items.length > 0 && (
            <ul
              aria-label="Search results"
              className="grid max-h-[50vh] grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2"
            >
              {items.map((photo) => (
                <li key={photo.id} className="rounded-xl p-2 ring-1 ring-rule">
                  <Checkbox
                    checked={ticked.includes(photo.id)}
                    onCheckedChange={(checked) =>
                      setTicked((current) =>
                        checked ? [...current, photo.id] : current.filter((id) => id !== photo.id),
                      )
                    }
                    label={
                      <span className="flex items-center gap-3">
                        <img
                          src={photo.thumbnail_url ?? undefined}
                          alt=""
                          width={64}
                          height={48}
                          loading="lazy"
                          className="h-12 w-16 shrink-0 rounded-md bg-paper-deep object-cover"
                        />
                        <span className="min-w-0">
                          <span className="block truncate">{photo.title}</span>
                          <span className="block text-xs text-ink-soft">#{photo.photoid}</span>
                        </span>
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
          )
        )}
      </div>
    </Dialog>
  );
}
