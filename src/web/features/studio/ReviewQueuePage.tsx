import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../core/paths';
import { CLEARANCE_FILTER_LABELS, type ReviewQueueRow } from '../../../core/photo-studio';
import { formatUsd } from '../../../core/pricing';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { PhotoStatusBadge } from '../../components/StatusBadge';
import { notify } from '../../components/Toast';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatDateTime } from '../orders';
import { useMovePhoto, useReviewQueue } from './api/studio';
import { RejectDialog } from './components/RejectDialog';

/** Keys typed into a field, or with a modifier, are the field's or the browser's, never a shortcut. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"]'))
    return false;
  return true;
}

/**
 * issue 26 `/admin/review`: the photos waiting for review, oldest first, one at a time and large,
 * with its details and clearance. A approves, R rejects (with a reason), J/K or the arrows move
 * between photos. After each decision the next photo's heading takes focus (decision 015).
 */
export function ReviewQueuePage() {
  useDocumentTitle('Review');
  const queue = useReviewQueue();
  const move = useMovePhoto();
  const [index, setIndex] = useState(0);
  const [rejecting, setRejecting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  const items = queue.data?.items ?? [];
  const current: ReviewQueueRow | undefined = items[Math.min(index, Math.max(0, items.length - 1))];

  // The photo shown changed after a decision or J/K: its heading takes focus, so the next key acts on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the photo shown changes
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    heading.current?.focus();
  }, [current?.id, items.length]);

  const go = (step: number) => {
    if (items.length === 0) return;
    focusNext.current = true;
    setIndex((at) => Math.max(0, Math.min(items.length - 1, Math.min(at, items.length - 1) + step)));
  };

  const approve = async (photo: ReviewQueueRow) => {
    focusNext.current = true;
    try {
      await move.mutateAsync({ photoid: photo.photoid, to: 'approved', version: photo.version });
      notify.success(`Approved “${photo.title || `#${photo.photoid}`}”`);
    } catch (error) {
      focusNext.current = false;
      notify.error('Approval failed', error);
    }
  };

  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event) => {
    if (!current || rejecting || move.isPending || !isShortcut(event)) return;
    const key = event.key.toLowerCase();
    if (key === 'a') {
      event.preventDefault();
      void approve(current);
    } else if (key === 'r') {
      event.preventDefault();
      setRejecting(true);
    } else if (key === 'j' || event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      go(1);
    } else if (key === 'k' || event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      go(-1);
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const position = current ? items.indexOf(current) : 0;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Review</h1>
      <p id="review-shortcuts" className="mt-2 text-ink-soft">
        Oldest submission first. Shortcuts: <kbd className="font-mono">A</kbd> approve,{' '}
        <kbd className="font-mono">R</kbd> reject with a reason, <kbd className="font-mono">J</kbd> or → next,{' '}
        <kbd className="font-mono">K</kbd> or ← previous.
      </p>
      <div className="mt-6">
        <PageState
          query={queue}
          loading={
            <div role="status" aria-label="Loading the review queue">
              <Skeleton className="h-96 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading the review queue" onRetry={retry}>
              We could not load the photos waiting for review. Please try again.
            </ErrorState>
          )}
        >
          {(page) =>
            !current ? (
              <EmptyState title="Nothing to review" icon={<Inbox className="size-10" />}>
                Every submitted photo has been reviewed. New submissions appear here, oldest first.
              </EmptyState>
            ) : (
              <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                <img
                  src={current.preview_url}
                  alt={
                    current.title ? `Preview of “${current.title}”` : `Preview of photo #${current.photoid}`
                  }
                  className="max-h-[70vh] w-full rounded-2xl bg-paper-deep object-contain"
                />
                <div className="space-y-4">
                  <p className="text-sm text-ink-soft" aria-live="polite">
                    Photo {position + 1} of {page.total.toLocaleString('en-US')} waiting
                  </p>
                  <h2
                    ref={heading}
                    tabIndex={-1}
                    aria-describedby="review-shortcuts"
                    className="font-display text-3xl text-ink outline-none"
                  >
                    {current.title || `Photo #${current.photoid}`}
                  </h2>
                  <div className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
                    <PhotoStatusBadge status={current.status} size="md" />
                    <span>#{current.photoid}</span>
                    <span>{current.creator}</span>
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-ink-soft">Submitted</dt>
                    <dd className="text-ink">
                      {current.submitted_at ? formatDateTime(current.submitted_at) : 'Not recorded'}
                    </dd>
                    <dt className="text-ink-soft">Price</dt>
                    <dd className="text-ink">{formatUsd(current.price_cents)}</dd>
                    <dt className="text-ink-soft">Clearance</dt>
                    <dd className="text-ink">{CLEARANCE_FILTER_LABELS[current.clearance]}</dd>
                    <dt className="text-ink-soft">Tags</dt>
                    <dd className="text-ink">{current.tags.length > 0 ? current.tags.join(', ') : 'None'}</dd>
                  </dl>
                  {current.description && <p className="text-ink">{current.description}</p>}
                  <div className="flex flex-wrap gap-2">
                    <Button loading={move.isPending} onClick={() => void approve(current)}>
                      Approve (A)
                    </Button>
                    <Button variant="danger" onClick={() => setRejecting(true)}>
                      Reject… (R)
                    </Button>
                    <Button variant="secondary" disabled={position === 0} onClick={() => go(-1)}>
                      Previous (K)
                    </Button>
                    <Button variant="secondary" disabled={position >= items.length - 1} onClick={() => go(1)}>
                      Next (J)
                    </Button>
                  </div>
                  <p className="text-sm">
                    <Link
                      to={paths.adminPhoto.href({ photoid: current.photoid })}
                      className="text-sepia underline-offset-4 hover:underline"
                    >
                      Open the photo’s page: details, clearance file and history
                    </Link>
                  </p>
                  <RejectDialog
                    open={rejecting}
                    onClose={() => setRejecting(false)}
                    title={`Reject “${current.title || `#${current.photoid}`}”?`}
                    description="The contributor reads the reason and your note, and can change the photo and send it again."
                    onReject={async (reason, note) => {
                      focusNext.current = true;
                      await move.mutateAsync({
                        photoid: current.photoid,
                        to: 'rejected',
                        version: current.version,
                        reason,
                        ...(note ? { note } : {}),
                      });
                      notify.success(`Rejected “${current.title || `#${current.photoid}`}”`);
                    }}
                  />
                </div>
              </div>
            )
          }
        </PageState>
      </div>
    </div>
  );
}
