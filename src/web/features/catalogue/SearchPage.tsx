import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { photosText } from '../../../core/guest-cap';
import type { SortOrder } from '../../../core/search-params';
import { searchHeading } from '../../../core/served-shell';
import { taxonomySubtitle } from '../../../core/taxonomy-titles';
import { SkipToResults } from '../../components/photo-grid/SkipToResults';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMediaQuery } from '../../components/use-media-query';
import { searchResultClick, track, useTrackSearch } from '../analytics';
import { usePhotoCount } from '../catalogue-overview';
import { useFacets } from './api/get-facets';
import { searchPhotosInfiniteOptions } from './api/search-photos';
import { ActiveFilters } from './components/ActiveFilters';
import { FilterPanel } from './components/FilterPanel';
import { FiltersDrawer } from './components/FiltersDrawer';
import { LiveSearchBox } from './components/LiveSearchBox';
import { PhotoResults } from './components/PhotoResults';
import { RelatedPages } from './components/RelatedPages';
import { SearchAdjustment } from './components/SearchAdjustment';
import { SortSelect } from './components/SortSelect';
import { flattenPages, pageSizeFor, totalIsEstimate, totalOf } from './photo-pages';
import { sessionSeed } from './random-seed';
import { clickedResult } from './result-click';
import {
  type CatalogueFilters,
  EMPTY_FILTERS,
  filterChips,
  filtersToQuery,
  parseSearchState,
  type SearchState,
  searchStateToSearch,
} from './search-state';
import { defaultSort, readStoredSort, resolveSort, sortOptions, storeSort } from './sort';
import { useViewer } from './use-viewer';

/** Tailwind's `lg`, where the filters become a sidebar (below it they open in a drawer). */
const SIDEBAR_MEDIA = '(min-width: 1024px)';

/**
 * /search?q=… (issue 10 §6): live search, every spec §3 filter with counts, removable chips, the
 * sort (spec §4, remembered), the guest banner and the infinite grid. The URL holds the whole
 * state, so a search can be shared and Back works.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchState(params), [params]);
  const { ready, signedIn } = useViewer();
  const [seed] = useState(() => sessionSeed());
  const [storedSort, setStoredSort] = useState(() => readStoredSort());

  const hasQuery = state.q !== '';
  const options = sortOptions(hasQuery);
  const sort = resolveSort({
    requested: state.sort,
    // A sort chosen for one query is not the next query's (issue 22): a query starts at relevance
    // unless its URL names a sort; the remembered sort is for browsing without one.
    stored: hasQuery ? null : storedSort,
    available: options,
    fallback: defaultSort(hasQuery),
  });
  const filterQuery = filtersToQuery(state.filters);
  const searchQuery = {
    ...(hasQuery ? { q: state.q, ...(state.asTyped ? { as_typed: '1' } : {}) } : {}),
    ...filterQuery,
  };

  const results = useInfiniteQuery({
    ...searchPhotosInfiniteOptions(
      { ...searchQuery, sort, ...(sort === 'random' ? { seed: String(seed) } : {}) },
      { pageSize: pageSizeFor(signedIn), signedIn },
    ),
    enabled: ready,
    // The last results stay (dimmed) while the next search runs, so typing does not flash placeholders.
    placeholderData: keepPreviousData,
  });
  const liveCount = usePhotoCount();
  const sidebar = useMediaQuery(SIDEBAR_MEDIA);
  const [drawerOpened, setDrawerOpened] = useState(false);
  // The counts and names are for the sidebar, the drawer and the chips: on a phone with no filter
  // chosen they load when the drawer first opens, not with the photos.
  const facets = useFacets(searchQuery, {
    enabled: sidebar || drawerOpened || Object.keys(filterQuery).length > 0,
  });

  const go = useCallback(
    (next: SearchState, replace = false) => void navigate({ search: searchStateToSearch(next) }, { replace }),
    [navigate],
  );
  const setFilters = (filters: CatalogueFilters) => go({ ...state, filters });
  const setSort = (next: SortOrder) => {
    storeSort(next);
    setStoredSort(next);
    go({ ...state, sort: next });
  };
  // A search typed in this page's box is the search page's; one that opened the page came from a
  // box elsewhere (the home hero's, the header's).
  const typedHere = useRef(false);
  const onSearch = useCallback(
    (q: string, how: { live: boolean; firstOfEdit: boolean }) => {
      typedHere.current = true;
      // A new search is read with typo correction again, and sorted by relevance again.
      const next: SearchState = { ...state, q, asTyped: undefined };
      if (q !== state.q) delete next.sort;
      go(next, how.live && !how.firstOfEdit);
    },
    [state, go],
  );

  const names = {
    events: new Map((facets.data?.events ?? []).map((event) => [event.id, event.name])),
    creators: new Map((facets.data?.creators ?? []).map((creator) => [creator.id, creator.name])),
  };
  const chips = filterChips(state.filters, names);
  const firstPage = results.data?.pages[0];
  const loaded = flattenPages(results.data).length;
  const total = totalOf(results.data, loaded);
  const heading = searchHeading(hasQuery ? state.q : '');
  // spec §4: which result was opened, at which (1-based) position of the list shown. Read from
  // the click on the result's link (clickedResult), so the grid shared with the home page stays as it is.
  const trackResultClick = (photoid: number | null) => {
    if (!hasQuery || photoid === null) return;
    const shown = flattenPages(results.data);
    const index = shown.findIndex((photo) => photo.photoid === photoid);
    const photo = shown[index];
    if (photo) track(searchResultClick(photo.id, state.q, index + 1));
  };
  // spec §5: the term, once its own results (not the previous search's, still shown) arrived.
  useTrackSearch({
    term: state.q,
    resultCount: hasQuery && firstPage && !results.isPlaceholderData ? total : undefined,
    synonymExpanded: firstPage?.synonym_expanded,
    expandedTerms: firstPage?.expanded_terms,
    source: typedHere.current ? 'search_page' : 'header',
  });
  useDocumentTitle(heading);

  const subtitle = results.data
    ? liveCount.data !== undefined
      ? taxonomySubtitle(total, liveCount.data, totalIsEstimate(results.data))
      : photosText(total, totalIsEstimate(results.data))
    : undefined;
  const panel = <FilterPanel filters={state.filters} facets={facets.data} onChange={setFilters} />;

  return (
    <div className="mx-auto max-w-[120rem] px-4 py-8 sm:px-6">
      <div className="max-w-3xl space-y-5">
        <h1 className="font-display text-3xl text-ink sm:text-4xl">{heading}</h1>
        {/* Right after the heading a page change focuses: one Tab past the box, filters and sort. */}
        <SkipToResults />
        <LiveSearchBox value={state.q} onSearch={onSearch} />
      </div>
      <div className="mt-8 flex gap-8">
        {/* Not rendered at all on phones, where it would be hidden: it is the page's largest part. */}
        {sidebar && (
          <aside aria-label="Filters" className="hidden w-64 shrink-0 lg:block">
            <h2 className="mb-4 font-display text-xl text-ink">Filters</h2>
            {facets.isError && (
              <p className="mb-4 text-sm text-ink-soft">Filter counts could not be loaded.</p>
            )}
            {panel}
          </aside>
        )}
        <section aria-labelledby="results-heading" className="min-w-0 flex-1 space-y-4">
          {/* A real heading for the results (issue 23), for screen readers' lists of headings. */}
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          {hasQuery && firstPage && (
            <SearchAdjustment
              typed={state.q}
              dropped={firstPage.dropped_terms ?? []}
              corrected={firstPage.corrected_terms ?? {}}
              asTypedSearch={searchStateToSearch({ ...state, asTyped: true })}
            />
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            {/* Its own line on phones: the count arriving must not push the controls to the next one. */}
            <p aria-live="polite" className="min-h-6 basis-full text-ink-soft tabular-nums sm:basis-auto">
              {subtitle}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <FiltersDrawer
                onOpenChange={(open) => open && setDrawerOpened(true)}
                activeCount={chips.length}
                resultLabel={
                  results.data ? `Show ${photosText(total, totalIsEstimate(results.data))}` : 'Show photos'
                }
              >
                {panel}
              </FiltersDrawer>
              <SortSelect value={sort} options={options} onChange={setSort} />
            </div>
          </div>
          <ActiveFilters
            chips={chips}
            filters={state.filters}
            onChange={setFilters}
            onClearAll={() => setFilters(EMPTY_FILTERS)}
          />
          <RelatedPages filters={state.filters} names={names} />
          {/* biome-ignore lint/a11y/noStaticElementInteractions: it only listens to its links' clicks (Enter on a link is one too). */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above: the links are the controls. */}
          <div
            onClick={(event) => trackResultClick(clickedResult(event.target))}
            aria-busy={results.isPlaceholderData || undefined}
            className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
          >
            <PhotoResults query={results} signedIn={signedIn} label="Search results" />
          </div>
        </section>
      </div>
    </div>
  );
}
