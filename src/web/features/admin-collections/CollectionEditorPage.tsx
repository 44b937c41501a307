import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, ImagePlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type AdminCollectionDetail,
  type AdminCollectionPhoto,
  COLLECTION_MESSAGES,
  parsePhotoNumbers,
} from '../../../core/admin-collections';
import { STALE_EDIT } from '../../../core/admin-lists';
import { paths } from '../../../core/paths';
import { ApiError } from '../../api';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { FormAlert } from '../../components/FormAlert';
import { controlClass } from '../../components/Input';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { errorDescription, notify } from '../../components/Toast';
import { useDocumentTitle } from '../../components/use-document-title';
import { RecordHistory } from '../admin-audit';
import { PhotoSearchDialog } from '../admin-events';
import { adminCollectionQuery, useAdminCollection, useSaveCollection } from './api/admin-collections';
import { CollectionDetailsForm, type DetailsFormHandle } from './components/CollectionDetailsForm';
import { CollectionStatePill } from './components/collection-state';
import { SortablePhotos } from './components/SortablePhotos';

const PAGE = 'mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6';
const SECTION = 'space-y-4 rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6';
const photosWord = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

function BackLink() {
  return (
    <Link
      to={paths.adminCollections.path}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-sepia underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All collections
    </Link>
  );
}

function Section({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={SECTION}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display text-2xl text-ink">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Keeps the order the admin made while ids stay the same set; takes the server's when photos come or go. */
function useLocalOrder(photos: AdminCollectionPhoto[]) {
  const [order, setOrder] = useState(() => photos.map((photo) => photo.id));
  const serverIds = photos.map((photo) => photo.id);
  const sameSet = serverIds.length === order.length && serverIds.every((id) => order.includes(id));
  if (!sameSet) setOrder(serverIds);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const shown = (sameSet ? order : serverIds).flatMap((id) => {
    const photo = byId.get(id);
    return photo ? [photo] : [];
  });
  return { shown, setOrder };
}

function AddByNumber({ onAdd }: { onAdd: (numbers: number[]) => Promise<unknown> }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const numbers = parsePhotoNumbers(text);
    if (numbers === null || numbers.length === 0) {
      setError(numbers === null ? COLLECTION_MESSAGES.badNumbers : COLLECTION_MESSAGES.nothingToAdd);
      return;
    }
    setBusy(true);
    try {
      await onAdd(numbers);
      setText('');
      setError(null);
    } catch (failure) {
      setError(errorDescription(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add photos by number">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Photo numbers
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          placeholder="#1042, 1043"
          autoComplete="off"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className={controlClass}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
        Paste numbers separated by commas or spaces; they go at the end.
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function Editor({ collection }: { collection: AdminCollectionDetail }) {
  useDocumentTitle(`Collection ${collection.name}`);
  const queryClient = useQueryClient();
  const { update, add } = useSaveCollection(collection.id);
  const details = useRef<DetailsFormHandle>(null);
  const [stale, setStale] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [removing, setRemoving] = useState<AdminCollectionPhoto | null>(null);
  const [unpublishing, setUnpublishing] = useState(false);
  const { shown, setOrder } = useLocalOrder(collection.photos);
  const alert = useRef<HTMLDivElement>(null);

  /** A save's failure: a stale one says so at the top and keeps every edit; others say why. */
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'changed') {
      setStale(true);
      requestAnimationFrame(() => alert.current?.focus());
    } else if (!(error instanceof ApiError && error.fields)) setFailure(errorDescription(error));
  };
  const save = async (changes: Parameters<typeof update.mutateAsync>[0], done?: string) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(changes);
      if (done) notify.success(done, `“${saved.name}” is saved.`);
      return saved;
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  const reload = async () => {
    const latest = await queryClient.fetchQuery({ ...adminCollectionQuery(collection.id), staleTime: 0 });
    details.current?.reset(latest);
    setOrder(latest.photos.map((photo) => photo.id));
    setStale(false);
    setFailure(null);
  };
  const reorder = (ids: string[]) => {
    setOrder(ids);
    void save({ photo_ids: ids }).catch(() => undefined);
  };
  const addPhotos = async (body: { photo_ids?: string[]; photoids?: number[] }) => {
    setFailure(null);
    const before = collection.photos.length;
    try {
      const saved = await add.mutateAsync(body);
      const added = saved.photos.length - before;
      notify.success('Photos added', `${photosWord(added)} added to “${saved.name}”.`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'changed') failed(error);
      throw error;
    }
  };
  const live = collection.state === 'live';

  return (
    <div className={PAGE}>
      <BackLink />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl text-ink">{collection.name}</h1>
        <CollectionStatePill state={collection.state} />
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        {photosWord(collection.photos.length)} · version {collection.version}
        {live && (
          <>
            {' · '}
            <Link
              to={paths.collection.href({ id: collection.id })}
              className="inline-flex items-center gap-1 text-sepia underline-offset-4 hover:underline"
            >
              See it as visitors do
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          </>
        )}
      </p>
      {(stale || failure) && (
        <div ref={alert} tabIndex={-1} className="mt-6 space-y-3 focus:outline-none">
          <FormAlert>{stale ? STALE_MESSAGE : failure}</FormAlert>
          {stale && (
            <Button variant="secondary" onClick={() => void reload()}>
              Reload the collection
            </Button>
          )}
        </div>
      )}
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-8">
          <Section
            id="collection-photos"
            title="Photos"
            actions={
              <Button variant="secondary" onClick={() => setSearching(true)}>
                <ImagePlus aria-hidden="true" className="size-4" />
                Add from search
              </Button>
            }
          >
            <AddByNumber onAdd={(photoids) => addPhotos({ photoids })} />
            {shown.length === 0 ? (
              <p className="text-sm text-ink-soft">No photos yet: add some from a search or by number.</p>
            ) : (
              <SortablePhotos
                photos={shown}
                coverId={collection.cover_photo_id}
                onReorder={reorder}
                onRemove={setRemoving}
              />
            )}
          </Section>
        </div>
        <div className="space-y-8">
          <Section id="collection-publication" title="Publication">
            <p className="text-sm text-ink">
              {collection.is_published
                ? collection.state === 'scheduled'
                  ? 'Published, waiting for its start.'
                  : collection.state === 'ended'
                    ? 'Published, but its schedule has ended.'
                    : 'Visitors see it on /collections.'
                : 'A draft: only admins see it.'}
            </p>
            {collection.is_published ? (
              <Button variant="secondary" onClick={() => setUnpublishing(true)}>
                Unpublish
              </Button>
            ) : (
              <Button
                loading={update.isPending && update.variables?.is_published === true}
                onClick={() =>
                  void save({ is_published: true }, 'Collection published').catch(() => undefined)
                }
              >
                Publish
              </Button>
            )}
          </Section>
          <Section id="collection-details" title="Details">
            <CollectionDetailsForm
              handle={details}
              collection={collection}
              saving={update.isPending && update.variables?.name !== undefined}
              onSave={(changes) => save(changes, 'Details saved')}
            />
          </Section>
          <RecordHistory entityType="collection" entityId={collection.id} />
        </div>
      </div>
      <PhotoSearchDialog
        open={searching}
        onClose={() => setSearching(false)}
        title={`Add photos to “${collection.name}”`}
        description="Search the catalogue, tick photos, add them at the end. Photos already in the collection stay where they are."
        confirmLabel={(count) => (count === 0 ? 'Add photos' : `Add ${photosWord(count)}`)}
        onConfirm={(photoIds) => addPhotos({ photo_ids: photoIds })}
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove #${removing?.photoid ?? ''} from this collection?`}
        confirmLabel="Remove photo"
        onConfirm={() =>
          save(
            { photo_ids: shown.filter((photo) => photo.id !== removing?.id).map((photo) => photo.id) },
            'Photo removed',
          )
        }
      >
        <p>
          Takes “{removing?.title}” out of “{collection.name}”
          {removing?.id === collection.cover_photo_id ? ', and the collection loses its cover' : ''}. The
          photo stays in the catalogue.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={unpublishing}
        onClose={() => setUnpublishing(false)}
        title={`Unpublish “${collection.name}”?`}
        confirmLabel="Unpublish"
        onConfirm={() => save({ is_published: false }, 'Collection unpublished')}
      >
        <p>
          Visitors stop seeing it at once: its page answers “Collection not found” until you publish it again.
        </p>
      </ConfirmDialog>
    </div>
  );
}

/** STALE_EDIT, and that nothing typed was lost. */
const STALE_MESSAGE = `${STALE_EDIT} Your edits are still on this page.`;

/** issue 25 item 2 `/admin/collections/:id`: a collection's photos in order, its details, publication and history. */
export function CollectionEditorPage() {
  const { id = '' } = useParams();
  const collection = useAdminCollection(id);
  return (
    <PageState
      query={collection}
      loading={
        <div className={PAGE} role="status" aria-label="Loading the collection">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="mt-8 h-96 w-full rounded-2xl" />
        </div>
      }
      notFound={
        <div className={PAGE}>
          <BackLink />
          <h1 className="mt-3 font-display text-4xl text-ink">Collection not found</h1>
          <p className="mt-4 text-ink-soft">There is no collection at this address.</p>
        </div>
      }
      error={(retry) => (
        <div className={PAGE}>
          <BackLink />
          <h1 className="mt-3 font-display text-4xl text-ink">Collection</h1>
          <ErrorState title="Error loading the collection" onRetry={retry}>
            We could not load this collection. Please try again.
          </ErrorState>
        </div>
      )}
    >
      {(data) => <Editor key={data.id} collection={data} />}
    </PageState>
  );
}
