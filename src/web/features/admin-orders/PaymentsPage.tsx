import { ChartColumn } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PaymentEventList } from '../../../core/admin-orders';
import { paths, queryString } from '../../../core/paths';
import { Button } from '../../components/Button';
import { ListPager } from '../../components/data-table/ListPager';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { ADMIN_PAGE } from './admin-page';
import { type PaymentEventState, usePaymentEvents } from './api/get-payment-events';
import { EVENT_STATE_LABEL } from './components/EventStatePill';
import { ProviderEventsTable } from './components/ProviderEventsTable';
import { offsetFrom } from './order-filters';

/** The API answers 50 provider events a page. */
export const PAYMENT_EVENTS_PAGE_SIZE = 50;

const STATES: readonly PaymentEventState[] = ['failed', 'processed', 'ignored'];
const STATE_OPTIONS = STATES.map((state) => ({ value: state, label: EVENT_STATE_LABEL[state] }));

function isState(value: string | null): value is PaymentEventState {
  return STATES.some((state) => state === value);
}

const hrefFor = (state: PaymentEventState | undefined, offset: number) =>
  `${paths.adminPayments.path}${queryString({ state, offset: offset > 0 ? offset : undefined })}`;

function Events({ state, offset }: { state: PaymentEventState | undefined; offset: number }) {
  const events = usePaymentEvents(state, offset);
  return (
    <PageState
      query={events}
      loading={
        <div role="status" aria-label="Loading provider events" className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      }
      error={(retry) => (
        <ErrorState title="Error loading provider events" onRetry={retry}>
          We could not load the payment provider’s events. Please try again.
        </ErrorState>
      )}
    >
      {(page) => (
        <EventList page={page} placeholder={events.isPlaceholderData} state={state} offset={offset} />
      )}
    </PageState>
  );
}

function EventList({
  page,
  placeholder,
  state,
  offset,
}: {
  page: PaymentEventList;
  placeholder: boolean;
  state: PaymentEventState | undefined;
  offset: number;
}) {
  if (page.items.length === 0) {
    return (
      <EmptyState
        title={state ? `No ${EVENT_STATE_LABEL[state].toLowerCase()} events` : 'No provider events yet'}
        action={
          state && (
            <Button asChild variant="secondary">
              <Link to={paths.adminPayments.path}>Show all events</Link>
            </Button>
          )
        }
      >
        {state === 'failed'
          ? 'Every event the payment provider sent was processed.'
          : 'Events appear here as the payment provider sends them.'}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={placeholder || undefined}>
      <ProviderEventsTable events={page.items} />
      <ListPager
        offset={offset}
        pageSize={PAYMENT_EVENTS_PAGE_SIZE}
        total={page.total}
        label="Provider events"
        hrefFor={(next) => hrefFor(state, next)}
      />
    </div>
  );
}

/**
 * issue 13 item 7 `/admin/payments`: the events payment providers delivered, newest first, with
 * how each was processed (`?state=` filters); a failed one can be retried.
 */
export function PaymentsPage() {
  useDocumentTitle('Payments');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('state');
  const state = isState(raw) ? raw : undefined;
  const offset = offsetFrom(params.get('offset'));
  return (
    <div className={ADMIN_PAGE}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-ink">Payments</h1>
          <p className="mt-2 text-ink-soft">What the payment provider told us, and what we did with it.</p>
        </div>
        <Button asChild variant="secondary">
          <Link to={paths.adminPaymentDashboard.path}>
            <ChartColumn aria-hidden="true" className="size-4" />
            Payment dashboard
          </Link>
        </Button>
      </div>
      <div className="mt-6 w-full max-w-60">
        <Select<PaymentEventState>
          aria-label="Event state"
          value={state}
          options={STATE_OPTIONS}
          allLabel="All states"
          onValueChange={(next) => void navigate(hrefFor(next, 0))}
        />
      </div>
      <div className="mt-6">
        <Events state={state} offset={offset} />
      </div>
    </div>
  );
}
