import { ArrowRight, Store } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths, queryString } from '../../../core/paths';
import { isUuid } from '../../../core/route-validity';
import { UPLOAD_MESSAGES } from '../../../core/uploads';
import { buttonClass } from '../../components/Button';
import { ContributeNav } from '../../components/ContributeNav';
import { controlClass, Input } from '../../components/Input';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMe } from '../session';
import { useUploadBatch, useUploadCreators } from './api/uploads';
import { DropZone } from './components/DropZone';
import { UploadRow } from './components/UploadRow';
import { tusTransfers } from './tus-transfer';
import { UploadQueue } from './upload-queue';
import { batchIsMoving, batchSummary, uploadRows } from './upload-view';

type Mode = 'admin' | 'contributor';

/** Where the describe pages of a batch are (built with the bulk editor, issue 26 item 3). */
export function describeHref(mode: Mode, batch: string): string {
  const base = mode === 'admin' ? '/admin/photos/describe' : '/contribute/describe';
  return `${base}${queryString({ batch })}`;
}

/**
 * Issue 26 item 1: `/admin/photos/new` (an admin, for the creator they choose) and `/contribute`
 * (a member with a storefront, for their own): drop or choose many photographs; each file is sent
 * over tus with its own progress, pause, resume and retry, then follows the server live until it
 * is ready for description or says why it was refused.
 */
export function UploadPage() {
  const mode: Mode = useLocation().pathname.startsWith('/admin') ? 'admin' : 'contributor';
  useDocumentTitle(mode === 'admin' ? 'Add photos' : 'Offer your photos');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-4 pb-24 sm:px-6">
      {mode === 'admin' ? <AdminUploads /> : <ContributorUploads />}
    </div>
  );
}

function AdminUploads() {
  return (
    <>
      <h1 className="font-display text-4xl text-ink">Add photos</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Upload photographs for a creator’s storefront. Each file becomes a draft photo to describe, clear and
        review before it goes on sale.
      </p>
      <ResettableWorkspace mode="admin" />
    </>
  );
}

function ContributorUploads() {
  const me = useMe();
  if (me.isPending)
    return (
      <div role="status" aria-label="Loading your storefront">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="mt-6 h-48 w-full rounded-xl" />
      </div>
    );
  const storefront = me.data?.profile?.storefront_name?.trim() ?? '';
  if (storefront === '')
    return (
      <>
        <ContributeNav />
        <h1 className="font-display text-4xl text-ink">Offer your photos</h1>
        <div className="mt-6 flex max-w-2xl gap-4 rounded-xl border border-rule bg-white/70 p-6">
          <Store aria-hidden="true" className="size-6 shrink-0 text-sepia" />
          <div>
            <h2 className="font-display text-xl text-ink">You do not have a storefront yet</h2>
            <p className="mt-2 text-ink-soft">
              Photos on Backdrop are offered from a storefront: the name buyers see, such as a family archive
              or a collection. We open storefronts by hand, so that every one has someone who holds the rights
              to its photos.
            </p>
            <p className="mt-2 text-ink-soft">
              Write to us from the contact page with the name you would like and a few words about your
              photos; we will open it and tell you by e-mail. Then come back here to upload.
            </p>
            <Link to={paths.contact.href()} className={`mt-4 ${buttonClass()}`}>
              Ask for a storefront
            </Link>
          </div>
        </div>
      </>
    );
  return (
    <>
      <ContributeNav />
      <h1 className="font-display text-4xl text-ink">Offer your photos</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Upload photographs for <strong className="text-ink">{storefront}</strong>. Each file becomes a draft
        for you to describe and send for review; nothing is shown to buyers before it is approved.
      </p>
      <ResettableWorkspace mode="contributor" />
    </>
  );
}

/**
 * A new, empty batch whenever the address loses its `?batch=` (Add photos clicked again), while a
 * batch the page itself put there keeps its files.
 */
function ResettableWorkspace({ mode }: { mode: Mode }) {
  const [params] = useSearchParams();
  const hasBatch = params.has('batch');
  const [generation, setGeneration] = useState(0);
  const [hadBatch, setHadBatch] = useState(hasBatch);
  if (hadBatch !== hasBatch) {
    setHadBatch(hasBatch);
    if (!hasBatch) setGeneration(generation + 1);
  }
  return <UploadWorkspace key={generation} mode={mode} />;
}

function UploadWorkspace({ mode }: { mode: Mode }) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('batch');
  const [batch, setBatch] = useState<string | null>(fromUrl && isUuid(fromUrl) ? fromUrl : null);
  const [creator, setCreator] = useState('');
  const [creatorError, setCreatorError] = useState<string | null>(null);
  const batchRef = useRef(batch);
  const creatorRef = useRef(creator);
  creatorRef.current = creator;

  const [queue] = useState(
    () =>
      new UploadQueue((file, events) =>
        tusTransfers({
          batch: batchRef.current ?? '',
          creator: mode === 'admin' ? creatorRef.current : undefined,
        })(file, events),
      ),
  );
  const local = useSyncExternalStore(queue.subscribe, queue.snapshot);
  const busy = local.some((file) => file.status === 'queued' || file.status === 'uploading');
  const [moving, setMoving] = useState(false);
  const server = useUploadBatch(batch, moving);
  const serverRows = server.data?.items;
  const rows = useMemo(() => uploadRows(local, serverRows ?? []), [local, serverRows]);
  const nowMoving = batchIsMoving(rows);
  useEffect(() => setMoving(nowMoving), [nowMoving]);

  // A file just sent is asked about at once, not at the next tick.
  const sentCount = local.filter((file) => file.status === 'sent').length;
  const { refetch } = server;
  useEffect(() => {
    if (sentCount > 0) void refetch();
  }, [sentCount, refetch]);
  const started = local.length > 0 || (serverRows?.length ?? 0) > 0;

  // After a reload the batch's creator comes back from its files.
  const firstCreator = serverRows?.[0]?.creator_id;
  useEffect(() => {
    if (mode === 'admin' && creator === '' && firstCreator) setCreator(firstCreator);
  }, [mode, creator, firstCreator]);

  // Leaving the page stops what is on its way (it resumes when the files are dropped again).
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const addFiles = (files: File[]) => {
    if (mode === 'admin' && creatorRef.current === '') {
      setCreatorError(UPLOAD_MESSAGES.chooseCreator);
      document.getElementById('upload-creator')?.focus();
      return;
    }
    if (!batchRef.current) {
      const id = crypto.randomUUID();
      batchRef.current = id;
      setBatch(id);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('batch', id);
          return next;
        },
        { replace: true },
      );
    }
    queue.add(files);
  };

  const describable = (serverRows ?? []).some((row) =>
    ['received', 'processing', 'ready'].includes(row.state),
  );
  const summary = batchSummary(rows);

  return (
    <div className="mt-6 flex flex-col gap-6">
      {mode === 'admin' && (
        <CreatorPicker
          value={creator}
          locked={started}
          error={creatorError}
          onChange={(id) => {
            setCreator(id);
            setCreatorError(null);
          }}
        />
      )}
      <DropZone onFiles={addFiles} />
      {rows.length > 0 && (
        <section aria-labelledby="upload-files-heading">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="upload-files-heading" className="font-display text-2xl text-ink">
                Files of this batch
              </h2>
              <p aria-live="polite" className="mt-1 text-sm text-ink-soft">
                {summary}
              </p>
            </div>
            {batch && describable && (
              <Link to={describeHref(mode, batch)} className={buttonClass({ variant: 'secondary' })}>
                Describe these photos
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            )}
          </div>
          <ul className="mt-3 rounded-xl border border-rule bg-white/70 px-4">
            {rows.map((row) => (
              <UploadRow
                key={row.key}
                row={row}
                actions={{
                  onPause: (key) => queue.pause(key),
                  onResume: (key) => queue.resume(key),
                  onRemove: (key) => queue.remove(key),
                }}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The admin's choice of storefront: typed words narrow the list, the list sets the creator. */
function CreatorPicker({
  value,
  locked,
  error,
  onChange,
}: {
  value: string;
  locked: boolean;
  error: string | null;
  onChange(id: string): void;
}) {
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const creators = useUploadCreators(q, true);
  const items = creators.data?.items ?? [];
  const searchId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset className="grid gap-4 rounded-xl border border-rule bg-white/70 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">Whose photos are these?</legend>
      <div>
        <label htmlFor={searchId} className="block text-sm font-medium text-ink">
          Find a creator
        </label>
        <Input
          id={searchId}
          type="search"
          className="mt-1.5"
          value={typed}
          disabled={locked}
          placeholder="Storefront name or e-mail"
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="upload-creator" className="block text-sm font-medium text-ink">
          Creator (required)
        </label>
        <select
          id="upload-creator"
          className={`mt-1.5 ${controlClass}`}
          value={value}
          disabled={locked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{creators.isPending ? 'Loading creators…' : 'Choose a creator'}</option>
          {value !== '' && !items.some((item) => item.id === value) && (
            <option value={value}>The creator of this batch</option>
          )}
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.storefront_name} ({item.email})
            </option>
          ))}
        </select>
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {locked
            ? 'Every file of this batch goes to this storefront. Open Add photos again for another creator.'
            : 'Only creators with a storefront are listed.'}
        </p>
        {error && (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
