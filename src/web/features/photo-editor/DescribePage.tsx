import { Images } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatUsd } from '../../../core/money';
import { isPhotoStatus, PHOTO_STATUS_LABELS } from '../../../core/photo-workflow';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Dialog } from '../../components/Dialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useStudioPhotos } from './api/photo-metadata';
import { BulkEditPanel } from './components/BulkEditPanel';
import { CsvImport } from './components/CsvImport';
import { PhotoDetailsEditor } from './PhotoDetailsEditor';

/** Where a photo's own page is: the back office's for an admin, the studio's for a contributor. */
export function photoPageHref(admin: boolean, photoid: number): string {
  return admin ? `/admin/photos/${photoid}` : `/contribute/photos/${photoid}`;
}

/**
 * `/admin/photos/describe` and `/contribute/describe` (issue 26 item 3): the photos of a batch
 * (`?batch=`) or named by number (`?ids=1,2,3`) as a grid to tick, a bulk edit of the ticked
 * ones with each photo's result, and a CSV import with its report.
 */
export function DescribePage() {
  useDocumentTitle('Describe photos');
  const [params] = useSearchParams();
  const admin = useLocation().pathname.startsWith('/admin');
  const batch = params.get('batch') ?? undefined;
  const ids = params.get('ids') ?? undefined;
  const photos = useStudioPhotos({ batch, ids });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Describe photos</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Tick photos to give them the same keywords, price, place or style at once, or import a CSV with one
        row per file. Open a photo to describe it on its own.
      </p>
      {!batch && !ids ? (
        <div className="mt-8">
          <EmptyState title="No photos chosen" icon={<Images className="size-10" />}>
            Open this page from an upload batch, or name photos by number, e.g. ?ids=1041,1042.
          </EmptyState>
        </div>
      ) : (
        <PageState
          query={photos}
          loading={
            <div role="status" aria-label="Loading the photos" className="mt-8">
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <div className="mt-8">
              <ErrorState title="Error loading the photos" onRetry={retry}>
                We could not load these photos. Check the link, then try again.
              </ErrorState>
            </div>
          )}
        >
          {({ items }) =>
            items.length === 0 ? (
              <div className="mt-8">
                <EmptyState title="No photos here" icon={<Images className="size-10" />}>
                  This batch has no photos you can describe yet: they appear once they are ready.
                </EmptyState>
              </div>
            ) : (
              <>
                <section aria-labelledby="describe-photos" className="mt-8">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h2 id="describe-photos" className="font-display text-2xl text-ink">
                      {items.length} {items.length === 1 ? 'photo' : 'photos'}
                    </h2>
                    <Checkbox
                      label="Select all"
                      checked={
                        selected.length === 0
                          ? false
                          : selected.length === items.length
                            ? true
                            : 'indeterminate'
                      }
                      onCheckedChange={(on) => setSelected(on ? items.map((item) => item.photoid) : [])}
                    />
                  </div>
                  <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
                    {items.map((item) => {
                      const status = isPhotoStatus(item.status)
                        ? PHOTO_STATUS_LABELS[item.status]
                        : item.status;
                      return (
                        <li key={item.photoid} className="rounded-xl border border-rule bg-white/60 p-2">
                          <img
                            src={item.thumbnail_url}
                            alt=""
                            loading="lazy"
                            className="aspect-square w-full rounded-lg object-cover"
                          />
                          <Checkbox
                            className="mt-2"
                            label={
                              <span className="sr-only">
                                Select #{item.photoid} {item.title}
                              </span>
                            }
                            checked={selected.includes(item.photoid)}
                            onCheckedChange={(on) =>
                              setSelected(
                                on
                                  ? [...selected, item.photoid]
                                  : selected.filter((one) => one !== item.photoid),
                              )
                            }
                          />
                          <Link
                            to={photoPageHref(admin, item.photoid)}
                            className="mt-1 block text-sm font-medium text-sepia underline-offset-4 hover:underline"
                          >
                            #{item.photoid} {item.title}
                          </Link>
                          <Button
                            size="sm"
                            variant="secondary"
                            className="mt-2"
                            onClick={() => setEditing(item.photoid)}
                          >
                            Describe<span className="sr-only"> #{item.photoid}</span> here
                          </Button>
                          <p className="mt-1 text-xs text-ink-soft">
                            {item.file_name ?? 'No file name'} · {status} · {item.tag_count} keywords ·{' '}
                            {formatUsd(item.price_cents)}
                          </p>
                        </li>
                      );
                    })}
                  </ul>
                </section>
                <BulkEditPanel
                  photoids={selected}
                  titles={new Map(items.map((item) => [item.photoid, item.title]))}
                />
                <Dialog
                  open={editing !== null}
                  onOpenChange={(open) => {
                    if (!open) setEditing(null);
                  }}
                  title={editing === null ? 'Describe' : `Describe #${editing}`}
                  size="lg"
                >
                  {editing !== null && <PhotoDetailsEditor photoid={editing} />}
                </Dialog>
                <CsvImport target={batch ? { batch } : { photoids: items.map((item) => item.photoid) }} />
              </>
            )
          }
        </PageState>
      )}
    </div>
  );
}
