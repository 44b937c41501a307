import { ScanFace } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { QUEUE_PAGE_SIZE, useFaceQueue } from './api';
import { PhotoFacesView } from './components/PhotoFacesView';

const PAGE = 'mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6';
const LINK = 'text-sepia underline-offset-4 hover:underline';

/** "3 faces need a person", "Marked: faces missing": what is left to do on a photo. */
export function queueWords(item: {
  unassignedFaces: number;
  missingFaces: boolean;
  faceCount: number;
}): string[] {
  const words: string[] = [];
  if (item.unassignedFaces > 0)
    words.push(
      item.unassignedFaces === 1 ? '1 face needs a person' : `${item.unassignedFaces} faces need a person`,
    );
  if (item.missingFaces) words.push('Marked: faces missing');
  if (words.length === 0) words.push(item.faceCount === 1 ? '1 face' : `${item.faceCount} faces`);
  return words;
}

function QueueView() {
  useDocumentTitle('Photo faces');
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const queue = useFaceQueue(offset);
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 0) search.set('offset', String(next));
    else search.delete('offset');
    setParams(search);
  };
  return (
    <div className={PAGE}>
      <h1 className="font-display text-4xl text-ink">Photo faces</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Photos with faces that have no person yet, and photos marked as still missing faces, newest first.
        Open one to assign its faces, reject false ones and draw the faces that were missed.
      </p>
      <PageState
        query={queue}
        loading={
          <div
            role="status"
            aria-label="Loading the queue"
            className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4"
          >
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
              <Skeleton key={index} className="aspect-square w-full rounded-xl" />
            ))}
          </div>
        }
        error={(retry) => (
          <ErrorState title="Error loading the queue" onRetry={retry}>
            We could not load the photos whose faces need work. Please try again.
          </ErrorState>
        )}
      >
        {(data) =>
          data.total === 0 ? (
            <div className="mt-8">
              <EmptyState
                title="No faces need work"
                icon={<ScanFace aria-hidden="true" className="size-10" />}
              >
                Every face found has a person, and no photo is marked as missing faces.
              </EmptyState>
            </div>
          ) : (
            <>
              <p className="mt-6 text-sm text-ink-soft" aria-live="polite">
                {data.total === 1 ? '1 photo needs work' : `${data.total} photos need work`}
                {data.total > QUEUE_PAGE_SIZE &&
                  ` · showing ${offset + 1}–${Math.min(offset + data.items.length, data.total)}`}
              </p>
              <ul
                aria-label="Photos whose faces need work"
                className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
              >
                {data.items.map((item) => (
                  <li key={item.photoid}>
                    <Link
                      to={`${paths.adminPhotosFaces.path}?photo=${item.photoid}`}
                      className="group block h-full overflow-hidden rounded-xl bg-white ring-1 ring-rule hover:ring-sepia focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sepia"
                    >
                      <span className="block aspect-[4/3] overflow-hidden bg-paper-deep">
                        {item.thumbnailUrl && (
                          <img
                            src={item.thumbnailUrl}
                            alt=""
                            loading="lazy"
                            decoding="async"
                            className="h-full w-full object-cover"
                          />
                        )}
                      </span>
                      <span className="block p-3">
                        <span className="block truncate font-medium text-ink group-hover:text-sepia">
                          {item.title}
                        </span>
                        <span className="block text-xs text-ink-soft">#{item.photoid}</span>
                        {queueWords(item).map((words) => (
                          <span key={words} className="mt-1 block text-sm text-ink">
                            {words}
                          </span>
                        ))}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {data.total > QUEUE_PAGE_SIZE && (
                <nav aria-label="Queue pages" className="mt-6 flex items-center justify-between gap-3">
                  <Button
                    variant="secondary"
                    disabled={offset === 0}
                    onClick={() => goTo(Math.max(0, offset - QUEUE_PAGE_SIZE))}
                  >
                    Previous page
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={offset + QUEUE_PAGE_SIZE >= data.total}
                    onClick={() => goTo(offset + QUEUE_PAGE_SIZE)}
                  >
                    Next page
                  </Button>
                </nav>
              )}
            </>
          )
        }
      </PageState>
    </div>
  );
}

/** A photo number from `?photo=`, or null for the queue. */
function photoParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * issue 27 item 4 `/admin/photos-faces`: without `?photo=`, the queue of photos whose faces need
 * work; with it, that photo large with its faces to assign, reject and draw.
 */
export function PhotoFacesPage() {
  const [params] = useSearchParams();
  const raw = params.get('photo');
  const photoid = photoParam(raw);
  if (raw === null) return <QueueView />;
  if (photoid === null)
    return (
      <div className={PAGE}>
        <h1 className="font-display text-4xl text-ink">Photo not found</h1>
        <p className="mt-4 text-ink-soft">
          “{raw}” is not a photo number.{' '}
          <Link to={paths.adminPhotosFaces.path} className={LINK}>
            Back to the queue
          </Link>
        </p>
      </div>
    );
  return <PhotoFacesView key={photoid} photoid={photoid} />;
}
