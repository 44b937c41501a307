import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../core/paths';
import { taxonomySubtitle, taxonomyTitle } from '../../../core/taxonomy-titles';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { isNotFound } from '../../components/PageState';
import { Pill } from '../../components/Pill';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePhotoCount } from '../catalogue-overview';
import { type CreatorStorefront, useCreator } from './api/get-creator';
import { searchPhotosInfiniteOptions } from './api/search-photos';
import { BrowseHeader } from './components/BrowseHeader';
import { PhotoResults } from './components/PhotoResults';
import { SortSelect } from './components/SortSelect';
import { TaxonomyPill } from './components/TaxonomyPill';
import { errorMessage } from './error-message';
import { flattenPages, pageSizeFor, totalIsEstimate, totalOf } from './photo-pages';
import { sessionSeed } from './random-seed';
import { useSortParam } from './use-sort-param';
import { useViewer } from './use-viewer';

const count = new Intl.NumberFormat('en-US');
const since = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** A creator's storefront facts: about, counts, decades and places (each a search within their photos). */
function CreatorFacts({ creator }: { creator: CreatorStorefront }) {
  const within = (filter: Record<string, string>) => paths.search.href({ creator: creator.id, ...filter });
  return (
    <div className="grid gap-6 rounded-2xl bg-white/60 p-5 ring-1 ring-rule md:grid-cols-[2fr_1fr]">
      <div className="space-y-3">
        <h2 className="font-display text-xl text-ink">About {creator.storefront_name}</h2>
        <p className="whitespace-pre-line text-ink-soft">
          {creator.bio ?? 'This family has not written about its archive yet.'}
        </p>
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-ink-soft">Photos</dt>
            <dd className="font-medium text-ink tabular-nums">{count.format(creator.photo_count)}</dd>
          </div>
          <div>
            <dt className="text-ink-soft">Member since</dt>
            <dd className="font-medium text-ink">{since.format(new Date(creator.member_since))}</dd>
          </div>
          <div>
            <dt className="text-ink-soft">Decades</dt>
            <dd className="font-medium text-ink tabular-nums">{creator.decades.length}</dd>
          </div>
        </dl>
      </div>
      <div className="space-y-4">
        {creator.decades.length > 0 && (
          <FactList title="Decades">
            {creator.decades.map(({ value, count: n }) => (
              <li key={value}>
                <Pill to={within({ decade: value })}>
                  {value} · {count.format(n)}
                </Pill>
              </li>
            ))}
          </FactList>
        )}
        {creator.countries.length > 0 && (
          <FactList title="Places">
            {creator.countries.map(({ value, count: n }) => (
              <li key={value}>
                <Pill to={within({ country: value })}>
                  {value} · {count.format(n)}
                </Pill>
              </li>
            ))}
          </FactList>
        )}
        {creator.top_tags.length > 0 && (
          <FactList title="Often in their photos">
            {creator.top_tags.map(({ value }) => (
              <li key={value}>
                <TaxonomyPill type="tag" id={value}>
                  {value}
                </TaxonomyPill>
              </li>
            ))}
          </FactList>
        )}
      </div>
    </div>
  );
}

function FactList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h3 className="mb-1.5 text-sm font-medium text-ink">{title}</h3>
      <ul className="flex flex-wrap gap-1.5">{children}</ul>
    </section>
  );
}

/** /user/{id}: the creator's storefront (spec §2) — name, about, counts, decades, places and their photos. */
export function CreatorPage() {
  const id = useParams().id ?? '';
  const creator = useCreator(id);
  const { ready, signedIn } = useViewer();
  const [seed] = useState(() => sessionSeed());
  const { sort, options, setSort } = useSortParam({ relevanceApplies: false });
  const results = useInfiniteQuery({
    ...searchPhotosInfiniteOptions(
      { creator: id, sort, ...(sort === 'random' ? { seed: String(seed) } : {}) },
      { pageSize: pageSizeFor(signedIn), signedIn },
    ),
    enabled: ready && creator.isSuccess,
  });
  const liveCount = usePhotoCount();
  const name = creator.data?.storefront_name;
  const title = name ? taxonomyTitle('creator', name) : undefined;
  useDocumentTitle(title ?? null);
  const loaded = flattenPages(results.data).length;
  const total = totalOf(results.data, loaded);

  if (creator.isError) {
    const missing = isNotFound(creator.error, [404]);
    return (
      <div className="mx-auto max-w-[120rem] px-4 py-8 sm:px-6">
        {missing ? (
          <EmptyState
            title="Creator not found"
            action={
              <Link
                to={paths.photos.path}
                className="font-medium text-sepia underline-offset-4 hover:underline"
              >
                Browse all photos
              </Link>
            }
          >
            This storefront does not exist or has no photos yet.
          </EmptyState>
        ) : (
          <ErrorState
            title="Unable to load this storefront"
            retryLabel="Reload Page"
            onRetry={() => void creator.refetch()}
          >
            {errorMessage(creator.error)}
          </ErrorState>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-[120rem] space-y-6 px-4 py-8 sm:px-6">
      <BrowseHeader
        skipToResults
        crumbs={[
          { label: 'Home', to: paths.home.path },
          { label: 'Photos', to: paths.photos.path },
          { label: name ?? 'Creator' },
        ]}
        title={title}
        subtitle={
          results.data
            ? taxonomySubtitle(total, liveCount.data ?? total, totalIsEstimate(results.data))
            : undefined
        }
        controls={<SortSelect value={sort} options={options} onChange={setSort} />}
      />
      {creator.data ? (
        <CreatorFacts creator={creator.data} />
      ) : (
        <Skeleton className="h-40 w-full rounded-2xl" />
      )}
      <PhotoResults query={results} signedIn={signedIn} label={title ?? 'Photos'} />
    </div>
  );
}
