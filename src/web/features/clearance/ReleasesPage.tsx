import { FileSignature, Upload } from 'lucide-react';
import { Button } from '../../components/Button';
import { ContributeNav } from '../../components/ContributeNav';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useReleases } from './api/clearance';
import { ReleaseFacts } from './components/AttachedReleases';
import { ReleaseUploadDialog } from './components/ReleaseUploadDialog';

/**
 * `/contribute/releases`: a contributor's release library (issue 26 item 4). A signed release is
 * kept once and attached to every photo it covers.
 */
export function ReleasesPage() {
  useDocumentTitle('Release library');
  const library = useReleases(null);
  const upload = (
    <ReleaseUploadDialog
      trigger={
        <Button>
          <Upload aria-hidden="true" className="size-4" />
          Upload a release
        </Button>
      }
    />
  );
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <ContributeNav />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-ink">Release library</h1>
          <p className="mt-2 max-w-2xl text-ink-soft">
            Signed model and property releases for your photos. Upload each release once, then attach it to
            every photo it covers from the photo’s clearance file.
          </p>
        </div>
        {upload}
      </div>
      <div className="mt-8">
        <PageState
          query={library}
          loading={
            <div role="status" aria-label="Loading your releases" className="space-y-3">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading your releases" onRetry={retry}>
              We could not load your release library. Please try again.
            </ErrorState>
          )}
        >
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState title="No releases yet" icon={<FileSignature className="size-10" />}>
                Upload a signed release (PDF, JPEG or PNG) to attach it to your photos.
              </EmptyState>
            ) : (
              <ul className="divide-y divide-rule rounded-xl border border-rule" aria-label="Your releases">
                {data.items.map((release) => (
                  <li key={release.id} className="p-4">
                    <ReleaseFacts release={release} />
                  </li>
                ))}
              </ul>
            )
          }
        </PageState>
      </div>
    </div>
  );
}
