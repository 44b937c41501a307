import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router';
import { paths } from '../../../core/paths';
import { CLEARANCE_FILTER_LABELS } from '../../../core/photo-studio';
import { formatUsd } from '../../../core/pricing';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { PhotoStatusBadge } from '../../components/StatusBadge';
import { useDocumentTitle } from '../../components/use-document-title';
import { ClearanceFile, PeopleConsentBadge } from '../clearance';
import { formatDateTime } from '../orders';
import { PhotoDetailsEditor } from '../photo-editor';
import { usePhotoWorkflow } from './api/studio';
import { MoveButtons } from './components/MoveButtons';
import { RejectionNotice } from './components/RejectionNotice';

/**
 * issue 26 `/admin/photos/:photoid` and `/contribute/photos/:photoid`: one photo in the studio —
 * its preview and state, the moves the person may make, why it was rejected, its details and
 * clearance file, and its history.
 */
export function StudioPhotoPage() {
  const { photoid: raw = '' } = useParams();
  const photoid = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const inBackOffice = useLocation().pathname.startsWith('/admin');
  const workflow = usePhotoWorkflow(photoid);
  // The editor and the clearance file save on their own; the moves need the photo's new version.
  const { refetch } = workflow;
  const reloadWorkflow = useCallback(() => void refetch(), [refetch]);
  useDocumentTitle(workflow.data ? workflow.data.title || `Photo #${photoid}` : `Photo #${photoid}`);
  const list = inBackOffice
    ? { label: 'Photos', to: paths.adminPhotos.href() }
    : { label: 'My photos', to: paths.contributePhotos.href() };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-24 sm:px-6">
      <PageState
        query={workflow}
        loading={
          <div role="status" aria-label="Loading the photo">
            <Skeleton className="h-96 w-full rounded-2xl" />
          </div>
        }
        error={(retry) => (
          <ErrorState title="Error loading the photo" onRetry={retry}>
            We could not load this photo. Please try again.
          </ErrorState>
        )}
      >
        {(photo) => (
          <>
            <Breadcrumb items={[list, { label: `#${photo.photoid}` }]} />
            <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <img
                src={photo.preview_url}
                alt={photo.title ? `Preview of “${photo.title}”` : `Preview of photo #${photo.photoid}`}
                className="max-h-[70vh] w-full rounded-2xl bg-paper-deep object-contain"
              />
              <div className="space-y-4">
                <h1 className="font-display text-3xl text-ink">{photo.title || `Photo #${photo.photoid}`}</h1>
                <div className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
                  <PhotoStatusBadge status={photo.status} size="md" />
                  {inBackOffice && <PeopleConsentBadge photoid={photo.photoid} />}
                  <span>#{photo.photoid}</span>
                  <span>{photo.creator}</span>
                  <span>{formatUsd(photo.price_cents)}</span>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-ink-soft">Clearance</dt>
                  <dd className="text-ink">{CLEARANCE_FILTER_LABELS[photo.clearance]}</dd>
                  {photo.submitted_at && (
                    <>
                      <dt className="text-ink-soft">Submitted</dt>
                      <dd className="text-ink">{formatDateTime(photo.submitted_at)}</dd>
                    </>
                  )}
                  {photo.reviewed_at && (
                    <>
                      <dt className="text-ink-soft">Reviewed</dt>
                      <dd className="text-ink">
                        {formatDateTime(photo.reviewed_at)}
                        {photo.reviewed_by ? ` by ${photo.reviewed_by}` : ''}
                      </dd>
                    </>
                  )}
                </dl>
                {photo.status === 'rejected' && (
                  <RejectionNotice reason={photo.rejection_reason} note={photo.rejection_note} />
                )}
                <MoveButtons workflow={photo} />
              </div>
            </div>
            <section aria-labelledby="studio-details" className="mt-10">
              <h2 id="studio-details" className="font-display text-2xl text-ink">
                Details
              </h2>
              <div className="mt-3">
                <PhotoDetailsEditor photoid={photo.photoid} onSaved={reloadWorkflow} />
              </div>
            </section>
            <section aria-labelledby="studio-clearance" className="mt-10">
              <h2 id="studio-clearance" className="font-display text-2xl text-ink">
                Clearance file
              </h2>
              <div className="mt-3">
                <ClearanceFile photoid={photo.photoid} onChange={reloadWorkflow} />
              </div>
            </section>
            <section aria-labelledby="studio-history" className="mt-10">
              <h2 id="studio-history" className="font-display text-2xl text-ink">
                History
              </h2>
              {photo.history.length === 0 ? (
                <p className="mt-3 text-ink-soft">No changes yet.</p>
              ) : (
                <ol className="mt-3 divide-y divide-rule rounded-2xl border border-rule bg-white">
                  {photo.history.map((entry) => (
                    <li key={entry.id} className="px-4 py-3 text-sm">
                      <p className="text-ink">{entry.summary}</p>
                      <p className="mt-0.5 text-ink-soft">
                        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time> ·{' '}
                        {entry.actor_email}
                      </p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </PageState>
    </div>
  );
}
