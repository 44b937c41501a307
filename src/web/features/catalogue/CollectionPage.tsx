import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../core/paths';
import { taxonomySubtitle } from '../../../core/taxonomy-titles';
import { EmptyState } from '../../components/EmptyState';
import { isNotFound } from '../../components/PageState';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePhotoCount } from '../catalogue-overview';
import { collectionInfiniteOptions } from './api/get-collections';
import { BrowseHeader } from './components/BrowseHeader';
import { PhotoResults } from './components/PhotoResults';
import { SortSelect } from './components/SortSelect';
import { flattenPages, pageSizeFor, totalIsEstimate, totalOf } from './photo-pages';
import { sessionSeed } from './random-seed';
import { useSortParam } from './use-sort-param';
import { useViewer } from './use-viewer';

/** /collections/{id}: one collection's photos, with its name, description and sort. */
export function CollectionPage() {
  const id = useParams().id ?? '';
  const { ready, signedIn } = useViewer();
  const [seed] = useState(() => sessionSeed());
  const { sort, options, setSort } = useSortParam({ relevanceApplies: false });
  const results = useInfiniteQuery({
    ...collectionInfiniteOptions(
      id,
      { sort, ...(sort === 'random' ? { seed: String(seed) } : {}) },
      { pageSize: pageSizeFor(signedIn), signedIn },
    ),
    enabled: ready,
  });
  const liveCount = usePhotoCount();
  const collection = results.data?.pages[0]?.collection;
  useDocumentTitle(collection?.name ?? null);
  const loaded = flattenPages(results.data).length;
  const total = totalOf(results.data, loaded);
  const notFound = isNotFound(results.error, [404]);
  const crumbs = [
    { label: 'Home', to: paths.home.path },
    { label: 'Collections', to: paths.collections.path },
    { label: collection?.name ?? 'Collection' },
  ];

  if (notFound) {
    return (
      <div className="mx-auto max-w-[120rem] space-y-6 px-4 py-8 sm:px-6">
        <BrowseHeader crumbs={crumbs} title="Collection not found" />
        <EmptyState
          title="This collection does not exist"
          action={
            <Link
              to={paths.collections.path}
              className="font-medium text-sepia underline-offset-4 hover:underline"
            >
              See all collections
            </Link>
          }
        >
          It may have been removed or its link is incomplete.
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-[120rem] space-y-6 px-4 py-8 sm:px-6">
      <BrowseHeader
        skipToResults
        crumbs={crumbs}
        title={collection?.name ?? (results.isError ? 'Collection' : undefined)}
        subtitle={
          results.data
            ? taxonomySubtitle(total, liveCount.data ?? total, totalIsEstimate(results.data))
            : undefined
        }
        controls={<SortSelect value={sort} options={options} onChange={setSort} />}
      >
        {collection?.description && <p className="max-w-3xl text-ink-soft">{collection.description}</p>}
      </BrowseHeader>
      <PhotoResults query={results} signedIn={signedIn} label={collection?.name ?? 'Collection photos'} />
    </div>
  );
}
