import { ArrowLeft, ArrowRight, PenSquare } from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../core/paths';
import { type FaceBox, type PhotoFace, personLabel } from '../../../../core/people';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { ErrorState } from '../../../components/ErrorState';
import { FaceThumb } from '../../../components/FaceThumb';
import { PageState } from '../../../components/PageState';
import { Skeleton } from '../../../components/Skeleton';
import { notify } from '../../../components/Toast';
import { useDocumentTitle } from '../../../components/use-document-title';
import {
  type FaceAssignment,
  type PhotoFacesDetail,
  useAssignFace,
  useDrawFace,
  useFaceQueue,
  useMissingFaces,
  usePhotoFaces,
  useRejectFace,
} from '../api';
import { defaultBox, FaceCanvas } from './FaceCanvas';
import { PersonPicker } from './PersonPicker';

const PAGE = 'mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6';
const LINK_ROW =
  'inline-flex items-center gap-1.5 text-sm font-medium text-sepia underline-offset-4 hover:underline';
const SECTION = 'space-y-4 rounded-2xl bg-white p-4 ring-1 ring-rule sm:p-5';

function queueHref(photoid?: number) {
  return photoid === undefined
    ? paths.adminPhotosFaces.path
    : `${paths.adminPhotosFaces.path}?photo=${photoid}`;
}

function BackLink() {
  return (
    <Link to={queueHref()} className={LINK_ROW}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      The queue
    </Link>
  );
}

/** The next photo of the queue's first page after this one (or its first other photo). */
function NextInQueue({ photoid }: { photoid: number }) {
  const queue = useFaceQueue(0);
  const items = queue.data?.items ?? [];
  const here = items.findIndex((item) => item.photoid === photoid);
  const next = (here >= 0 ? items[here + 1] : undefined) ?? items.find((item) => item.photoid !== photoid);
  if (!next) return null;
  return (
    <Link to={queueHref(next.photoid)} className={LINK_ROW}>
      Next photo in the queue
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

function faceName(face: PhotoFace): string {
  return face.personId ? personLabel({ name: face.personName }) : 'No person yet';
}

/** The controls of a face that focus is handed to. */
const HAND_OFF = {
  reject: '[data-hand-off="reject"]',
  restore: '[data-hand-off="restore"]',
} as const;
type HandOff = keyof typeof HAND_OFF;

/**
 * A face's control that leaves with the face's new state hands focus on (issue 23, WAI-ARIA:
 * focus is never lost): "Not a face" to "Restore", "Restore" back, "Unassign" to "Not a face" that
 * takes its place (not to the type-ahead, which opens its list on focus, over the faces below).
 * `handOff(name)` is called as the control is pressed; once the face has changed and the control
 * of that name can take focus, and if focus went down with the pressed control, it takes it. The
 * save that changed the face may still be settling when the face's new state arrives (the
 * mutation waits for the refetch), and "Not a face" is switched off while an assignment saves:
 * the hand-off waits for `busy` to end too, or focus stayed on <body> when the two arrived in
 * separate renders.
 */
function useFaceHandOff(item: RefObject<HTMLElement | null>, face: PhotoFace, busy: boolean) {
  const wanted = useRef<HandOff | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the face's state or the save's changes.
  useLayoutEffect(() => {
    const name = wanted.current;
    if (name === null) return;
    const target = item.current?.querySelector<HTMLElement>(HAND_OFF[name]);
    if (!target || target.matches(':disabled')) return;
    wanted.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    target.focus();
  }, [face.rejected, face.personId, busy]);
  return {
    handOff: (name: HandOff) => {
      wanted.current = name;
    },
    cancel: () => {
      wanted.current = null;
    },
  };
}

function FaceItem({
  face,
  number,
  photo,
  selected,
  onSelect,
}: {
  face: PhotoFace;
  number: number;
  photo: PhotoFacesDetail['photo'];
  selected: boolean;
  onSelect: () => void;
}) {
  const assign = useAssignFace();
  const reject = useRejectFace();
  const busy = assign.isPending || reject.isPending;
  const item = useRef<HTMLLIElement>(null);
  const focus = useFaceHandOff(item, face, busy);
  const save = (assignment: FaceAssignment, words: string) =>
    assign.mutate(
      { faceId: face.id, assignment },
      {
        onSuccess: (saved) =>
          notify.success(
            saved.personId ? 'Face assigned' : 'Face unassigned',
            saved.personId
              ? `Face ${number} is now ${personLabel({ name: saved.personName })}.`
              : `Face ${number} has no person now.`,
          ),
        onError: (error) => {
          focus.cancel();
          notify.error(`Face ${number} could not be assigned to ${words}`, error);
        },
      },
    );
  const setRejected = (rejected: boolean) => {
    focus.handOff(rejected ? 'restore' : 'reject');
    reject.mutate(
      { faceId: face.id, rejected },
      {
        onSuccess: () =>
          notify.success(
            rejected ? 'Face rejected' : 'Face restored',
            rejected
              ? `Face ${number} is set aside as not a face.`
              : `Face ${number} is a face of this photo again.`,
          ),
        onError: (error) => {
          focus.cancel();
          notify.error(`Face ${number} could not be ${rejected ? 'rejected' : 'restored'}`, error);
        },
      },
    );
  };
  const headingId = `face-${face.id}-heading`;
  return (
    <li
      ref={item}
      aria-labelledby={headingId}
      data-testid="face-item"
      className={`rounded-xl p-3 ring-1 transition-colors ${
        selected ? 'bg-amber-50 ring-2 ring-amber-400' : 'bg-paper ring-rule'
      } ${face.rejected ? 'opacity-70' : ''}`}
    >
      <div className="flex items-start gap-3">
        <button
          type="button"
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={`Show face ${number} on the photo`}
          className="shrink-0 rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sepia"
        >
          <FaceThumb
            src={photo.thumbnailUrl}
            box={face.box}
            aspectRatio={photo.aspectRatio}
            alt=""
            size={56}
          />
        </button>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-medium text-ink">
            Face {number}
          </h3>
          <p className={`text-sm ${face.personId ? 'text-ink' : 'text-ink-soft'}`}>
            {face.rejected ? 'Rejected: not a face' : faceName(face)}
          </p>
          {face.source === 'manual' && <p className="text-xs text-ink-soft">Drawn by hand</p>}
        </div>
      </div>
      {face.rejected ? (
        <div className="mt-3">
          <Button
            size="sm"
            variant="secondary"
            loading={reject.isPending}
            onClick={() => setRejected(false)}
            data-hand-off="restore"
          >
            Restore face {number}
          </Button>
        </div>
      ) : (
        <div className="mt-3 space-y-2">
          <PersonPicker
            label={
              face.personId ? `Assign face ${number} to someone else` : `Assign face ${number} to a person`
            }
            onChoose={save}
            busy={busy}
          />
          <div className="flex flex-wrap gap-2">
            {face.personId && (
              <Button
                size="sm"
                variant="ghost"
                disabled={reject.isPending}
                loading={assign.isPending}
                onClick={() => {
                  focus.handOff('reject');
                  save({ personId: null }, 'nobody');
                }}
              >
                Unassign
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              disabled={assign.isPending}
              loading={reject.isPending}
              onClick={() => setRejected(true)}
              aria-label={`Not a face (reject face ${number})`}
              data-hand-off="reject"
            >
              Not a face
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

function DrawPanel({
  photoid,
  draft,
  onCancel,
  onSaved,
}: {
  photoid: number;
  draft: FaceBox | null;
  onCancel: () => void;
  onSaved: (face: PhotoFace) => void;
}) {
  const draw = useDrawFace();
  const [person, setPerson] = useState<{ assignment: FaceAssignment; words: string } | null>(null);
  const save = () => {
    if (!draft) return;
    draw.mutate(
      { photoid, box: draft, assignment: person?.assignment ?? null },
      {
        onSuccess: (face) => {
          notify.success(
            'Face saved',
            face.personId
              ? `The face you drew is ${personLabel({ name: face.personName })}.`
              : 'The face you drew has no person yet.',
          );
          onSaved(face);
        },
        onError: (error) => notify.error('The face could not be saved', error),
      },
    );
  };
  return (
    <section
      aria-labelledby="draw-heading"
      className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300"
    >
      <h3 id="draw-heading" className="font-medium text-ink">
        Draw a missed face
      </h3>
      <p className="text-sm text-ink-soft">
        Drag a rectangle around the face on the photo. With the keyboard, the box on the photo has focus: the
        arrow keys move it, Shift and an arrow key resize it, Escape cancels.
      </p>
      <PersonPicker
        label="Person (optional)"
        onChoose={(assignment, words) => setPerson({ assignment, words })}
        busy={draw.isPending}
      />
      {person && (
        <p className="text-sm text-ink">
          The new face will be assigned to {person.words}.{' '}
          <button
            type="button"
            className="text-sepia underline underline-offset-4"
            onClick={() => setPerson(null)}
          >
            Leave it without a person
          </button>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={save} disabled={!draft} loading={draw.isPending}>
          Save face
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={draw.isPending}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

function PhotoView({ detail }: { detail: PhotoFacesDetail }) {
  const { photo, faces } = detail;
  useDocumentTitle(`Faces on ${photo.title}`);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [draft, setDraft] = useState<FaceBox | null>(null);
  const drawArea = useRef<HTMLDivElement>(null);
  const backToDrawButton = useRef(false);
  const missing = useMissingFaces();
  const unassigned = faces.filter((face) => !face.rejected && !face.personId).length;
  const select = (faceId: string) => {
    setSelectedId((current) => (current === faceId ? null : faceId));
    document
      .getElementById(`face-${faceId}-heading`)
      ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };
  const startDrawing = () => {
    setDraft(defaultBox(photo.aspectRatio));
    setDrawing(true);
  };
  const stopDrawing = () => {
    setDrawing(false);
    setDraft(null);
  };
  /**
   * Saved or cancelled (the button, or Escape on the box), the panel that had focus is gone: it
   * goes back to the button that began drawing. Not to the new face's type-ahead, which opens its
   * list on focus, over the faces below.
   */
  const endDrawing = () => {
    backToDrawButton.current = true;
    stopDrawing();
  };
  useLayoutEffect(() => {
    if (drawing || !backToDrawButton.current) return;
    backToDrawButton.current = false;
    drawArea.current?.querySelector<HTMLElement>('[data-hand-off="draw"]')?.focus();
  }, [drawing]);
  const setMissing = (checked: boolean) =>
    missing.mutate(
      { photoid: photo.photoid, missing: checked },
      {
        onSuccess: () =>
          notify.success(
            checked ? 'Marked: faces missing' : 'No longer marked',
            checked
              ? 'The photo stays in the queue until its faces are drawn.'
              : 'The photo is no longer marked as missing faces.',
          ),
        onError: (error) => notify.error('The photo could not be marked', error),
      },
    );

  return (
    <div className={PAGE}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink />
        <NextInQueue photoid={photo.photoid} />
      </div>
      <h1 className="mt-3 font-display text-3xl break-words text-ink sm:text-4xl">
        Faces on “{photo.title}”
      </h1>
      <p className="mt-1 text-sm text-ink-soft">
        <Link
          to={paths.photo.href({ photoid: String(photo.photoid) })}
          className="text-sepia underline underline-offset-4"
        >
          #{photo.photoid}
        </Link>
        {' · '}
        {faces.length === 1 ? '1 face' : `${faces.length} faces`}
        {unassigned > 0 && ` · ${unassigned === 1 ? '1 needs a person' : `${unassigned} need a person`}`}
      </p>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div ref={drawArea} className="min-w-0 space-y-3">
          <FaceCanvas
            src={photo.previewUrl ?? photo.thumbnailUrl}
            title={photo.title}
            aspectRatio={photo.aspectRatio}
            faces={faces}
            selectedId={selectedId}
            onSelect={select}
            drawing={drawing}
            draft={draft}
            onDraftChange={setDraft}
            onCancelDraft={endDrawing}
          />
          {drawing ? (
            <DrawPanel
              photoid={photo.photoid}
              draft={draft}
              onCancel={endDrawing}
              onSaved={(face) => {
                endDrawing();
                setSelectedId(face.id);
              }}
            />
          ) : (
            <Button variant="secondary" onClick={startDrawing} data-hand-off="draw">
              <PenSquare aria-hidden="true" className="size-4" />
              Draw a missed face
            </Button>
          )}
        </div>
        <div className="space-y-4">
          <section aria-labelledby="missing-heading" className={SECTION}>
            <h2 id="missing-heading" className="sr-only">
              Missing faces
            </h2>
            <Checkbox
              label="Faces are still missing on this photo"
              hint="Keeps the photo in the queue until someone draws them."
              checked={photo.missingFaces}
              // Not disabled while it saves: the browser would drop focus from the box to the page.
              onCheckedChange={(checked) => {
                if (!missing.isPending) setMissing(checked);
              }}
            />
          </section>
          <section aria-labelledby="faces-heading" className={SECTION}>
            <h2 id="faces-heading" className="font-display text-2xl text-ink">
              Faces
            </h2>
            {faces.length === 0 ? (
              <p className="text-sm text-ink-soft">
                No face has been found on this photo. Draw the faces you see with “Draw a missed face”.
              </p>
            ) : (
              <ol className="space-y-3">
                {faces.map((face, index) => (
                  <FaceItem
                    key={face.id}
                    face={face}
                    number={index + 1}
                    photo={photo}
                    selected={face.id === selectedId}
                    onSelect={() => select(face.id)}
                  />
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

/** One photo of `/admin/photos-faces?photo=`: the photo with its faces, or why it is not shown. */
export function PhotoFacesView({ photoid }: { photoid: number }) {
  const detail = usePhotoFaces(photoid);
  return (
    <PageState
      query={detail}
      loading={
        <div className={PAGE} role="status" aria-label="Loading the photo">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="mt-6 aspect-[3/2] w-full max-w-4xl rounded-xl" />
        </div>
      }
      notFound={
        <div className={PAGE}>
          <BackLink />
          <h1 className="mt-3 font-display text-4xl text-ink">Photo not found</h1>
          <p className="mt-4 text-ink-soft">There is no photo #{photoid}.</p>
        </div>
      }
      error={(retry) => (
        <div className={PAGE}>
          <BackLink />
          <h1 className="mt-3 font-display text-4xl text-ink">Photo faces</h1>
          <ErrorState title="Error loading the photo" onRetry={retry}>
            We could not load this photo and its faces. Please try again.
          </ErrorState>
        </div>
      )}
    >
      {(data) => <PhotoView detail={data} />}
    </PageState>
  );
}
