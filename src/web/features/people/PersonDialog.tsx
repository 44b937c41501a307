import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { type PersonFace, type PersonSummary, personLabel } from '../../../core/people';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FaceThumb } from '../../components/FaceThumb';
import { TextField } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { errorDescription, notify } from '../../components/Toast';
import { useFocusRequest } from '../../components/use-focus-request';
import {
  undoMergeNow,
  useMergePeople,
  usePerson,
  useSimilarPeople,
  useSplitPerson,
  useUpdatePerson,
} from './api';
import { countsOf, mergeSentence } from './people-words';

/** The photo-faces page of the photo a face is on. */
function photoFacesHref(photoid: number): string {
  return `/admin/photos-faces?photo=${photoid}`;
}

/** The name, saved on Enter or when the field is left. */
function NameField({ person }: { person: PersonSummary }) {
  const [name, setName] = useState(person.name ?? '');
  const update = useUpdatePerson();
  useEffect(() => setName(person.name ?? ''), [person.name]);
  const save = () => {
    const next = name.trim();
    if (next === (person.name ?? '')) return;
    update.mutate(
      { id: person.id, name: next === '' ? null : next },
      {
        onSuccess: (saved) =>
          notify.success('Name saved', `This person is now called ${personLabel(saved)}.`),
      },
    );
  };
  return (
    <TextField
      label="Name"
      hint="Press Enter to save. Leave it empty for an unnamed person."
      value={name}
      onValueChange={setName}
      maxLength={100}
      loading={update.isPending}
      error={update.isError ? update.error.message : undefined}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        }
      }}
    />
  );
}

function FaceTile({
  face,
  isCover,
  selected,
  onSelect,
  onCover,
  covering,
  boxRef,
}: {
  face: PersonFace;
  isCover: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onCover: () => void;
  covering: boolean;
  boxRef?: Ref<HTMLInputElement>;
}) {
  const boxId = useId();
  return (
    <li
      className={`flex flex-col items-center gap-2 rounded-xl border p-2 text-center ${
        selected ? 'border-sepia bg-paper-deep' : 'border-rule'
      }`}
    >
      <label htmlFor={boxId} className="flex cursor-pointer flex-col items-center gap-1">
        <FaceThumb src={face.thumbnailUrl} box={face.box} aspectRatio={face.aspectRatio} alt="" size={80} />
        <span className="flex items-center gap-1.5 text-xs text-ink">
          <input
            ref={boxRef}
            id={boxId}
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            className="size-4 accent-sepia"
          />
          <span className="sr-only">Select the face on </span>
          <span className="line-clamp-1 break-all">{face.title}</span>
        </span>
      </label>
      <Link
        to={photoFacesHref(face.photoid)}
        className="text-xs text-sepia underline underline-offset-2"
        aria-label={`Faces of photo ${face.photoid}, ${face.title}`}
      >
        Photo {face.photoid}
      </Link>
      {isCover ? (
        <span className="text-xs font-medium text-ink-soft">Cover</span>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          loading={covering}
          onClick={onCover}
          aria-label={`Use the face on ${face.title} as cover`}
        >
          Use as cover
        </Button>
      )}
    </li>
  );
}

/** Immich's merge from a person's page: the most similar people, each merged into this one in a click. */
function SimilarToMerge({ person }: { person: PersonSummary }) {
  const queryClient = useQueryClient();
  const similar = useSimilarPeople(person.id);
  const merge = useMergePeople();
  const items = similar.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="person-similar">
      <h3 id="person-similar" className="font-medium text-ink">
        Most similar people
      </h3>
      <p className="text-sm text-ink-soft">
        Merge someone who is the same person into {personLabel(person)}.
      </p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {items.slice(0, 6).map((other) => (
          <li key={other.id} className="flex items-center gap-3 rounded-xl border border-rule p-2">
            <FaceThumb
              src={other.cover?.thumbnailUrl ?? null}
              box={other.cover?.box ?? null}
              aspectRatio={other.cover?.aspectRatio ?? 1}
              alt=""
              size={40}
            />
            <span className="min-w-0 flex-1">
              <span
                className={`block break-words text-sm ${other.name ? 'text-ink' : 'text-ink-soft italic'}`}
              >
                {personLabel(other)}
              </span>
              <span className="block text-xs text-ink-soft">{countsOf(other)}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              loading={merge.isPending && merge.variables?.sourceIds[0] === other.id}
              aria-label={`Merge ${personLabel(other)} into ${personLabel(person)}`}
              onClick={() =>
                merge.mutate(
                  { targetId: person.id, sourceIds: [other.id] },
                  {
                    onSuccess: ({ mergeId, person: kept }) => {
                      const sentence = mergeSentence([other], kept);
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
                    },
                    onError: (error) => notify.error('Merge failed', error),
                  },
                )
              }
            >
              Merge
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One person (`?person=`): rename, hide, their faces; split some off; choose the cover. */
export function PersonDialog({
  id,
  onFollow,
  onClose,
  onCloseAutoFocus,
}: {
  id: string;
  onFollow: (id: string) => void;
  onClose: () => void;
  /** Places focus as the dialog closes (see Dialog). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const person = usePerson(id);
  const update = useUpdatePerson();
  const split = useSplitPerson();
  const [chosen, setChosen] = useState<string[]>([]);
  const [newName, setNewName] = useState('');
  const [covering, setCovering] = useState<string | null>(null);
  // The split form leaves with the faces split off: focus goes on to the faces left.
  const firstFace = useFocusRequest<HTMLInputElement>();
  const data = person.data;
  const movedTo = data && 'movedTo' in data ? data.movedTo : null;
  useEffect(() => {
    if (movedTo) onFollow(movedTo);
  }, [movedTo, onFollow]);
  const detail = data && 'person' in data ? data : null;
  const title = detail ? personLabel(detail.person) : 'Person';

  const splitOff = () => {
    if (!detail) return;
    split.mutate(
      { id: detail.person.id, faceIds: chosen, name: newName.trim() || null },
      {
        onSuccess: ({ person: created }) => {
          notify.success(
            'Faces split off',
            `${chosen.length} ${chosen.length === 1 ? 'face is' : 'faces are'} now ${personLabel(created)}.`,
          );
          setChosen([]);
          setNewName('');
          firstFace.request();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      size="lg"
      description={detail ? countsOf(detail.person) : undefined}
    >
      {person.isPending || movedTo ? (
        <Spinner label="Loading the person…" />
      ) : person.isError ? (
        <FormAlert>
          {errorDescription(person.error) === 'Person not found'
            ? 'This person no longer exists. Close this and reload the page.'
            : errorDescription(person.error)}
        </FormAlert>
      ) : detail ? (
        <div className="space-y-5">
          <NameField person={detail.person} />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              size="sm"
              loading={update.isPending && covering === null}
              onClick={() =>
                update.mutate(
                  { id: detail.person.id, hidden: !detail.person.hidden },
                  {
                    onSuccess: (saved) =>
                      notify.success(
                        saved.hidden ? 'Person hidden' : 'Person shown',
                        saved.hidden
                          ? `${personLabel(saved)} is left out of the grid and of similar people.`
                          : `${personLabel(saved)} is in the grid again.`,
                      ),
                    onError: (error) => notify.error('Saving failed', error),
                  },
                )
              }
            >
              {detail.person.hidden ? 'Show this person' : 'Hide this person'}
            </Button>
            {detail.person.hidden && <span className="text-sm text-ink-soft">This person is hidden.</span>}
          </div>
          {detail.mergedFrom.length > 0 && (
            <p className="text-sm text-ink-soft">
              Merged from: {detail.mergedFrom.map((from) => personLabel(from)).join(', ')}.
            </p>
          )}
          <section aria-labelledby="person-faces">
            <h3 id="person-faces" className="font-medium text-ink">
              Faces
            </h3>
            <p className="text-sm text-ink-soft">
              Tick faces that are someone else to split them into a new person.
            </p>
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {detail.faces.map((face, index) => (
                <FaceTile
                  key={face.faceId}
                  boxRef={index === 0 ? firstFace.ref : undefined}
                  face={face}
                  isCover={detail.person.cover?.faceId === face.faceId}
                  selected={chosen.includes(face.faceId)}
                  onSelect={(on) =>
                    setChosen((current) =>
                      on ? [...current, face.faceId] : current.filter((other) => other !== face.faceId),
                    )
                  }
                  covering={covering === face.faceId}
                  onCover={() => {
                    setCovering(face.faceId);
                    update.mutate(
                      { id: detail.person.id, coverFaceId: face.faceId },
                      {
                        onSuccess: () =>
                          notify.success('Cover chosen', 'This face now stands for the person.'),
                        onError: (error) => notify.error('Saving failed', error),
                        onSettled: () => setCovering(null),
                      },
                    );
                  }}
                />
              ))}
            </ul>
          </section>
          <SimilarToMerge person={detail.person} />
          {chosen.length > 0 && (
            <section aria-labelledby="person-split" className="rounded-xl border border-rule p-3">
              <h3 id="person-split" className="font-medium text-ink">
                Split {chosen.length} {chosen.length === 1 ? 'face' : 'faces'} into a new person
              </h3>
              {split.isError && <FormAlert>{split.error.message}</FormAlert>}
              <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
                <TextField
                  className="flex-1"
                  label="Name of the new person (optional)"
                  value={newName}
                  onValueChange={setNewName}
                  maxLength={100}
                />
                <Button onClick={splitOff} loading={split.isPending}>
                  Split into a new person
                </Button>
              </div>
            </section>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
