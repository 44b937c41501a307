import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type PersonSummary, personLabel } from '../../../core/people';
import { Button } from '../../components/Button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { FaceThumb } from '../../components/FaceThumb';
import { FormAlert } from '../../components/FormAlert';
import { notify } from '../../components/Toast';
import { undoMergeNow, useMergePeople, useSimilarPeople } from './api';
import { countsOf, mergeSentence } from './people-words';

function Face({ person, size = 48 }: { person: PersonSummary; size?: number }) {
  return (
    <FaceThumb
      src={person.cover?.thumbnailUrl ?? null}
      box={person.cover?.box ?? null}
      aspectRatio={person.cover?.aspectRatio ?? 1}
      alt=""
      size={size}
    />
  );
}

/**
 * Merge the selected people (Immich, PhotoPrism): choose who is kept (their name and cover stay),
 * add any of the most similar people, confirm; the toast offers Undo.
 */
export function MergeDialog({
  people,
  onClose,
}: {
  people: PersonSummary[];
  /** With the id of the person kept once merged, null when closed without merging. */
  onClose: (keptId: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [keep, setKeep] = useState(() => (people.find((person) => person.name) ?? people[0])?.id ?? '');
  const [added, setAdded] = useState<PersonSummary[]>([]);
  const similar = useSimilarPeople(people[0]?.id ?? null);
  const merge = useMergePeople();
  const everyone = [...people, ...added];
  const target = everyone.find((person) => person.id === keep);
  const sources = everyone.filter((person) => person.id !== keep);
  const suggestions = (similar.data?.items ?? []).filter(
    (person) => !people.some((chosen) => chosen.id === person.id),
  );
  const namedSource = target && !target.name ? sources.find((person) => person.name) : undefined;

  const confirm = () => {
    if (!target || sources.length === 0) return;
    merge.mutate(
      { targetId: target.id, sourceIds: sources.map((person) => person.id) },
      {
        onSuccess: ({ mergeId, person }) => {
          const sentence = mergeSentence(sources, person);
          notify.success('People merged', `${sentence}.`, {
            action: {
              label: 'Undo',
              onClick: () =>
                void undoMergeNow(queryClient, mergeId).then(
                  () => notify.success('Merge undone', `${sentence} is undone.`),
                  (error: unknown) => notify.error('Undo failed', error),
                ),
            },
          });
          onClose(person.id);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(null)}
      title="Merge people"
      description="Their faces and photos join one person. You can undo the merge afterwards."
      size="lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button onClick={confirm} loading={merge.isPending} disabled={sources.length === 0}>
            Merge {everyone.length} people
          </Button>
        </>
      }
    >
      {merge.isError && <FormAlert>{merge.error.message}</FormAlert>}
      {sources.length === 0 && (
        <p className="mb-3 text-sm text-ink-soft">Add at least one more person to merge with.</p>
      )}
      <fieldset>
        <legend className="font-medium text-ink">Which person to keep</legend>
        <ul className="mt-2 space-y-2">
          {everyone.map((person) => (
            <li key={person.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-rule p-2 has-[:checked]:border-sepia has-[:checked]:bg-paper-deep">
                <input
                  type="radio"
                  name="keep"
                  value={person.id}
                  checked={keep === person.id}
                  onChange={() => setKeep(person.id)}
                  className="size-4 accent-sepia"
                />
                <Face person={person} />
                <span className="min-w-0 flex-1">
                  <span className={`block break-words ${person.name ? 'text-ink' : 'text-ink-soft italic'}`}>
                    {personLabel(person)}
                  </span>
                  <span className="block text-xs text-ink-soft">
                    {countsOf(person)}
                    {keep === person.id ? ' · keeps this name and cover' : ''}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {namedSource && (
        <p className="mt-3 text-sm text-ink-soft">
          The person you keep has no name, so they take the name “{namedSource.name}”.
        </p>
      )}
      {suggestions.length > 0 && (
        <section className="mt-5" aria-labelledby="merge-similar">
          <h3 id="merge-similar" className="font-medium text-ink">
            Most similar people
          </h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {suggestions.map((person) => {
              const on = added.some((other) => other.id === person.id);
              return (
                <li key={person.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-rule p-2 has-[:checked]:border-sepia">
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={(event) =>
                        setAdded((current) =>
                          event.target.checked
                            ? [...current, person]
                            : current.filter((other) => other.id !== person.id),
                        )
                      }
                      className="size-4 accent-sepia"
                    />
                    <Face person={person} size={40} />
                    <span className="min-w-0 flex-1">
                      <span
                        className={`block break-words ${person.name ? 'text-ink' : 'text-ink-soft italic'}`}
                      >
                        Add {personLabel(person)}
                      </span>
                      <span className="block text-xs text-ink-soft">{countsOf(person)}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Dialog>
  );
}
