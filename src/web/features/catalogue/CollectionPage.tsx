import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths';
import { taxonomySubtitle } from '../../../core/taxonomy-titles';
import { DeferredSelect } from '../../components/DeferredSelect';
import { EmptyState } from '../../components/EmptyState';
import { isNotFound } from '../../components/PageState';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePhotoCount } from '../catalogue-overview';
import { collectionInfiniteOptions } from './api/get-collections';
import { BrowseHeader } from './components/BrowseHeader';
import { PhotoResults } from './components/PhotoResults';
import { flattenPages, pageSizeFor, totalIsEstimate, totalOf } from './photo-pages';
import { sessionSeed } from './random-seed';
import { SORT_LABEL } from './sort';
import { useSortParam } from './use-sort-param';
import { useViewer } from './use-viewer';

const CURATED = 'curated';

/** /collections/{id}: one collection's photos, with its name, description and sort. */
export function CollectionPage() {
  const id = useParams().id ?? '';
  const { ready, signedIn } = useViewer();
  const [seed] = useState(() => sessionSeed());
  const { sort: chosen, options, setSort } = useSortParam({ relevanceApplies: false });
  // The curator's order (issue 25) unless the visitor picks another: no `?sort=` asks the API for it.
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') === null ? CURATED : chosen;
  const results = useInfiniteQuery({
    ...collectionInfiniteOptions(
      id,
      sort === CURATED ? {} : { sort, ...(sort === 'random' ? { seed: String(seed) } : {}) },
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
        controls={
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="text-sm text-ink-soft">
              Sort by
            </span>
            <DeferredSelect<string>
              aria-label="Sort by"
              size="sm"
              value={sort}
              options={[
                { value: CURATED, label: 'Curator’s order' },
                ...options.map((option) => ({ value: option, label: SORT_LABEL[option] })),
              ]}
              onValueChange={(next) => {
                const picked = options.find((option) => option === next);
                if (picked) setSort(picked);
                else
                  setParams((current) => {
                    const without = new URLSearchParams(current);
                    without.delete('sort');
                    return without;
                  });
              }}
            />
          </div>
        }
      >
        {collection?.description && <p className="max-w-3xl text-ink-soft">{collection.description}</p>}
      </BrowseHeader>
      <PhotoResults query={results} signedIn={signedIn} label={collection?.name ?? 'Collection photos'} />
    </div>
  );
}
