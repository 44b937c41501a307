import { SearchX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths';
import { INSIGHTS_PRESETS, lastDays, utcDay } from '../../../core/search-insights';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { FormAlert } from '../../components/FormAlert';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { SynonymDialog } from '../admin-search-config';
import { useSearchInsights } from './api/search-insights';
import { InsightsFilters } from './components/InsightsFilters';
import { SummaryTiles } from './components/SummaryTiles';
import { TopTermsTable, ZeroResultTermsTable } from './components/TermTables';
import { formatLongDay } from './insights-data';
import { presetOf, rangeFromParams } from './insights-range';

// recharts is large: the charts arrive in their own chunk, after the figures.
const InsightsCharts = lazy(async () => ({
  default: (await import('./components/InsightsCharts')).InsightsCharts,
}));

function ChartsLoading() {
  return (
    <div role="status" aria-label="Loading the charts" className="grid gap-6 xl:grid-cols-[2fr_1fr]">
      <Skeleton className="h-72 w-full rounded-2xl" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-3 font-display text-2xl text-ink">
      {children}
    </h2>
  );
}

/**
 * issue 28 item 5, search insights (`/admin/search-analytics?from=&to=`): what visitors searched
 * for over a range of UTC days, what found nothing (each a click from a synonym), click-through,
 * click position, conversion to cart lines and orders, and the methods used.
 */
export function SearchInsightsPage() {
  useDocumentTitle('Search insights');
  const [params, setParams] = useSearchParams();
  const today = utcDay(new Date());
  const { range, problem } = rangeFromParams(params, today);
  const insights = useSearchInsights(range);
  const [synonymFor, setSynonymFor] = useState<string | null>(null);

  const setDays = (change: { from?: string; to?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('from', change.from ?? range?.from ?? current.get('from') ?? '');
      next.set('to', change.to ?? range?.to ?? current.get('to') ?? '');
      return next;
    });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Search insights</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        What visitors searched for, what found nothing, and what they clicked and bought, by day (UTC). Give a
        term that found nothing a synonym to make it find photos; synonyms live in the{' '}
        <Link
          to={paths.adminSearchConfig.path}
          className="font-medium text-sepia underline underline-offset-4 hover:text-ink"
        >
          search settings
        </Link>
        .
      </p>
      <div className="mt-6">
        <InsightsFilters
          range={range}
          from={range?.from ?? params.get('from') ?? ''}
          to={range?.to ?? params.get('to') ?? ''}
          preset={presetOf(range, INSIGHTS_PRESETS, today)}
          onDays={setDays}
          onPreset={(days) => setDays(lastDays(days, today))}
        />
      </div>
      <div className="mt-8">
        {problem !== null ? (
          <FormAlert>{problem}</FormAlert>
        ) : (
          <PageState
            query={insights}
            loading={
              <div role="status" aria-label="Loading the search insights" className="space-y-6">
                <Skeleton className="h-28 w-full rounded-2xl" />
                <Skeleton className="h-72 w-full rounded-2xl" />
              </div>
            }
            error={(retry) => (
              <ErrorState title="Error loading the search insights" onRetry={retry}>
                We could not load the search figures. Please try again.
              </ErrorState>
            )}
          >
            {(data) =>
              data.overall.searches === 0 ? (
                <EmptyState title="No searches in this range" icon={<SearchX className="size-10" />}>
                  Nobody searched between {formatLongDay(data.from)} and {formatLongDay(data.to)}. Try a
                  longer range.
                </EmptyState>
              ) : (
                <div aria-busy={insights.isPlaceholderData || undefined} className="space-y-8">
                  <SummaryTiles insights={data} />
                  <Suspense fallback={<ChartsLoading />}>
                    <InsightsCharts insights={data} />
                  </Suspense>
                  <div className="grid gap-8 xl:grid-cols-2">
                    <section aria-labelledby="top-terms-heading" className="min-w-0">
                      <SectionHeading id="top-terms-heading">Top terms</SectionHeading>
                      <TopTermsTable insights={data} />
                    </section>
                    <section aria-labelledby="zero-terms-heading" className="min-w-0">
                      <SectionHeading id="zero-terms-heading">Zero-result terms</SectionHeading>
                      <ZeroResultTermsTable insights={data} onAddSynonym={setSynonymFor} />
                    </section>
                  </div>
                </div>
              )
            }
          </PageState>
        )}
      </div>
      <SynonymDialog
        open={synonymFor !== null}
        synonym={null}
        term={synonymFor ?? ''}
        onClose={() => setSynonymFor(null)}
      />
    </div>
  );
}
