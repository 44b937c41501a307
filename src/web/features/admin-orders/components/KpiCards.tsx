import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PaymentDashboard } from '../../../../core/admin-orders';
import { paths } from '../../../../core/paths';
import { formatUsd } from '../../../../core/pricing';

const COUNT = new Intl.NumberFormat('en-US');

function Kpi({ term, value, note }: { term: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-rule">
      <dt className="text-sm text-ink-soft">{term}</dt>
      <dd className="mt-1 font-display text-3xl text-ink tabular-nums">{value}</dd>
      {note && <dd className="mt-1 text-sm text-ink-soft">{note}</dd>}
    </div>
  );
}

/** The period's headline figures; failed provider events link to the list that can retry them. */
export function KpiCards({ dashboard }: { dashboard: PaymentDashboard }) {
  const refunds = dashboard.refund_count;
  return (
    <section aria-label="Key figures">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <Kpi
          term="Gross revenue"
          value={formatUsd(dashboard.gross_cents)}
          note={`${formatUsd(dashboard.gross_cents - dashboard.refunded_cents)} after refunds`}
        />
        <Kpi term="Orders" value={COUNT.format(dashboard.order_count)} />
        <Kpi term="Average order value" value={formatUsd(dashboard.average_order_cents)} />
        <Kpi
          term="Refunds"
          value={COUNT.format(refunds)}
          note={`${formatUsd(dashboard.refunded_cents)} refunded`}
        />
        <Kpi
          term="Failed events"
          value={COUNT.format(dashboard.failed_events)}
          note={
            <Link
              to={paths.adminPayments.href({ state: 'failed' })}
              className="font-medium text-sepia underline underline-offset-4 hover:text-ink"
            >
              {dashboard.failed_events > 0 ? 'Review and retry' : 'See provider events'}
            </Link>
          }
        />
      </dl>
    </section>
  );
}
