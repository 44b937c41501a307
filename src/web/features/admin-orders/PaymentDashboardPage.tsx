import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { ADMIN_PAGE } from './admin-page';
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  DEFAULT_DASHBOARD_PERIOD,
  usePaymentDashboard,
} from './api/get-payment-dashboard';
import { KpiCards } from './components/KpiCards';

// recharts is large: the charts arrive in their own chunk, after the figures.
const DashboardCharts = lazy(async () => ({
  default: (await import('./components/DashboardCharts')).DashboardCharts,
}));

const PERIOD_OPTIONS = DASHBOARD_PERIODS.map((days) => ({
  value: String(days) as `${DashboardPeriod}`,
  label: days === 365 ? 'Last 365 days' : `Last ${days} days`,
}));

function periodFrom(value: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((days) => String(days) === value) ?? DEFAULT_DASHBOARD_PERIOD;
}

function ChartsLoading() {
  return (
    <div role="status" aria-label="Loading the charts" className="grid gap-6 xl:grid-cols-[2fr_1fr]">
      <Skeleton className="h-80 w-full rounded-2xl" />
      <Skeleton className="h-80 w-full rounded-2xl" />
    </div>
  );
}

function Figures({ days }: { days: DashboardPeriod }) {
  const dashboard = usePaymentDashboard(days);
  return (
    <PageState
      query={dashboard}
      loading={
        <div role="status" aria-label="Loading the dashboard" className="space-y-6">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-80 w-full rounded-2xl" />
        </div>
      }
      error={(retry) => (
        <ErrorState title="Error loading the dashboard" onRetry={retry}>
          We could not load the payment figures. Please try again.
        </ErrorState>
      )}
    >
      {(data) => (
        <div aria-busy={dashboard.isPlaceholderData || undefined} className="space-y-6">
          <KpiCards dashboard={data} />
          <Suspense fallback={<ChartsLoading />}>
            <DashboardCharts dashboard={data} />
          </Suspense>
        </div>
      )}
    </PageState>
  );
}

/**
 * issue 13 item 7, the payment dashboard (`/admin/payments/dashboard?days=`): revenue, orders,
 * average order value, refunds and failed provider events over 7 to 365 days, with charts of
 * revenue per day and per licence type.
 */
export function PaymentDashboardPage() {
  useDocumentTitle('Payment dashboard');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const days = periodFrom(params.get('days'));
  return (
    <div className={ADMIN_PAGE}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-ink">Payment dashboard</h1>
          <p className="mt-2 text-ink-soft">
            Revenue and refunds by day (UTC).{' '}
            <Link
              to={paths.adminPayments.path}
              className="font-medium text-sepia underline underline-offset-4 hover:text-ink"
            >
              Provider events
            </Link>
          </p>
        </div>
        <div className="w-48">
          <Select
            aria-label="Period"
            value={`${days}` as const}
            options={PERIOD_OPTIONS}
            onValueChange={(value) => void navigate(paths.adminPaymentDashboard.href({ days: value }))}
          />
        </div>
      </div>
      <div className="mt-8">
        <Figures days={days} />
      </div>
    </div>
  );
}
