import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../core/paths';
import { MAX_PAGE_SIZE, type SortOrder } from '../../../core/search-rules';
import { taxonomySubtitle } from '../../../core/taxonomy-titles';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePhotoCount } from '../catalogue-overview';
import { searchPhotosInfiniteOptions } from './api/search-photos';
import { BrowseHeader } from './components/BrowseHeader';
import { PhotoResults } from './components/PhotoResults';
import { SortSelect } from './components/SortSelect';
import { flattenPages, pageSizeFor, totalIsEstimate, totalOf } from './photo-pages';
import { sessionSeed } from './random-seed';
import { useSortParam } from './use-sort-param';
import { useViewer } from './use-viewer';

interface BrowseConfig {
  title: string;
  /** The default sort; `forced` pages have no dropdown (spec §2: hidden on popular). */
  sort: SortOrder;
  forced?: boolean;
  pageSize?: number;
  empty?: { title: string; text: string };
}

/** The four browse routes this page serves (spec §2 static routes). */
const BROWSE: Record<string, BrowseConfig> = {
  [paths.photos.path]: { title: 'All photos', sort: 'random' },
  [paths.photosFast.path]: { title: 'All photos', sort: 'random' },
  // spec §9: the popular page shows 100 a page; spec §8 its empty message.
  [paths.popular.path]: {
    title: 'Popular photos',
    sort: 'popular',
    forced: true,
    pageSize: MAX_PAGE_SIZE,
    empty: { title: 'No popular photos available yet.', text: 'Check back soon as our collection grows!' },
  },
  [paths.newArrivals.path]: { title: 'New arrivals', sort: 'newest' },
};

const ALL_PHOTOS = BROWSE[paths.photos.path] as BrowseConfig;

/** /photos (random), /photos-fast, /popular (sort forced, 100 a page), /new (newest first). */
export function BrowsePage() {
  const { pathname } = useLocation();
  const config = BROWSE[pathname.replace(/\/$/, '')] ?? ALL_PHOTOS;
  const { ready, signedIn } = useViewer();
  const [seed] = useState(() => sessionSeed());
  const chosen = useSortParam({ relevanceApplies: false, fallback: config.sort });
  const sort = config.forced ? config.sort : chosen.sort;
  const results = useInfiniteQuery({
    ...searchPhotosInfiniteOptions(
      { sort, ...(sort === 'random' ? { seed: String(seed) } : {}) },
      { pageSize: pageSizeFor(signedIn, config.pageSize), signedIn },
    ),
    enabled: ready,
  });
  const liveCount = usePhotoCount();
  useDocumentTitle(config.title);
  const loaded = flattenPages(results.data).length;
  const total = totalOf(results.data, loaded);
  return (
    <div className="mx-auto max-w-[120rem] space-y-6 px-4 py-8 sm:px-6">
      <BrowseHeader
        skipToResults
        crumbs={[{ label: 'Home', to: paths.home.path }, { label: config.title }]}
        title={config.title}
        subtitle={
          results.data
            ? taxonomySubtitle(total, liveCount.data ?? total, totalIsEstimate(results.data))
            : undefined
        }
        controls={
          config.forced ? undefined : (
            <SortSelect value={sort} options={chosen.options} onChange={chosen.setSort} />
          )
        }
      />
      <PhotoResults
        query={results}
        signedIn={signedIn}
        label={config.title}
        {...(config.empty ? { empty: config.empty } : {})}
      />
    </div>
  );
}
