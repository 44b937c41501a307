import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../core/paths';
import { buildTaxonomyLink, normalizeTaxonomyType } from '../../../core/taxonomy';
import { taxonomyTitle } from '../../../core/taxonomy-titles';
import { ApiError } from '../../api';
import { EmptyState } from '../../components/EmptyState';
import { isNotFound } from '../../components/PageState';
import { useDocumentTitle } from '../../components/use-document-title';
import { taxonomyClick, useCountedArrival } from '../analytics';
import { taxonomyPageInfiniteOptions } from './api/get-taxonomy-page';
import { BrowseHeader } from './components/BrowseHeader';
import { PhotoResults } from './components/PhotoResults';
import { SortSelect } from './components/SortSelect';
import { showTaxonomyNavigationError } from './components/TaxonomyPill';
import { pageSizeFor } from './photo-pages';
import { sessionSeed } from './random-seed';
import { useSortParam } from './use-sort-param';
import { useViewer } from './use-viewer';

/** Types whose id is not its name (a uuid): the title waits for the server's. */
const NAMED_BY_SERVER = new Set(['creator', 'event', 'featured', 'popular']);

/**
 * /taxonomy/{type}/{id} (spec §2 taxonomy and browse page): the photos of one tag, decade,
 * place, style…, with the spec's title, "X of Y photos" and the sort (relevance by default on
 * tag pages). A link the server refuses goes to /photos with the spec §8 navigation error.
 */
export function TaxonomyPage() {
  const params = useParams();
  const navigate = useNavigate();
  const type = normalizeTaxonomyType(params.taxonomyType ?? '');
  const id = params.taxonomyId ?? '';
  const isTag = type === 'tag';
  // spec §5 link builder: a type the catalogue does not browse by never reaches the server.
  const link = buildTaxonomyLink(type, id);
  // A hero tag's click (features/home/PopularTags.tsx) is counted here, where the tracker may load.
  useCountedArrival(link.ok ? taxonomyClick(type, id.trim()) : null);
  const { ready, signedIn } = useViewer();
  const [seed] = useState(() => sessionSeed());
  const { sort, options, setSort } = useSortParam({ relevanceApplies: isTag });
  // The server orders a tag page by relevance (most popular first) when no sort is named.
  const query = sort === 'relevance' ? {} : { sort, ...(sort === 'random' ? { seed: String(seed) } : {}) };
  const results = useInfiniteQuery({
    ...taxonomyPageInfiniteOptions(type, id, query, { pageSize: pageSizeFor(signedIn), signedIn }),
    enabled: ready && link.ok,
  });

  const refusedBy =
    results.error instanceof ApiError && results.error.status === 400 ? results.error.message : null;
  const refused = link.ok ? refusedBy : link.message;
  useEffect(() => {
    if (refused === null) return;
    showTaxonomyNavigationError(refused);
    void navigate(paths.photos.path, { replace: true });
  }, [refused, navigate]);

  const first = results.data?.pages[0];
  const last = results.data?.pages.at(-1);
  const title = first?.title ?? (NAMED_BY_SERVER.has(type) ? undefined : taxonomyTitle(type, id));
  useDocumentTitle(title ?? null);
  const notFound = isNotFound(results.error, [404]);

  return (
    <div className="mx-auto max-w-[120rem] space-y-6 px-4 py-8 sm:px-6">
      <BrowseHeader
        skipToResults={!notFound && refused === null}
        crumbs={[
          { label: 'Home', to: paths.home.path },
          { label: 'Photos', to: paths.photos.path },
          { label: title ?? 'Photos' },
        ]}
        title={notFound ? 'Not found' : title}
        subtitle={last?.subtitle}
        controls={notFound ? undefined : <SortSelect value={sort} options={options} onChange={setSort} />}
      />
      {notFound ? (
        <EmptyState
          title="Nothing here"
          action={
            <Link
              to={paths.photos.path}
              className="font-medium text-sepia underline-offset-4 hover:underline"
            >
              Browse all photos
            </Link>
          }
        >
          {results.error instanceof Error ? results.error.message : 'This page does not exist.'}
        </EmptyState>
      ) : (
        refused === null && <PhotoResults query={results} signedIn={signedIn} label={title ?? 'Photos'} />
      )}
    </div>
  );
}
