import { ArrowLeft } from 'lucide-react';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminOrderDetail } from '../../../core/admin-orders';
import { paths } from '../../../core/paths';
import { taxLineLabel } from '../../../core/tax';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { TermDetail as Detail } from '../../components/TermRow';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatDateTime, OrderHistory, StatusPill, Totals } from '../orders';
import { ADMIN_PAGE } from './admin-page';
import { useAdminOrder } from './api/get-admin-order';
import { PROVIDER_LABEL, ProviderEventsTable } from './components/ProviderEventsTable';
import { RefundableLines } from './components/RefundableLines';
import { RefundDialog } from './components/RefundDialog';
import { canRefund, planRefund, type RefundPlan } from './refund-plan';

const SECTION = 'space-y-4 rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6';

function Section({
  id,
  title,
  children,
  headingRef,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** For a section that takes focus after an action (the heading is focusable from script only). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="font-display text-2xl text-ink"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

function BackLink() {
  return (
    <Link
      to={paths.adminOrders.path}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-sepia underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All orders
    </Link>
  );
}

function Lines({ order }: { order: AdminOrderDetail }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [plan, setPlan] = useState<RefundPlan | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refundable = canRefund(order.status);
  const whole = planRefund(order, 'order');
  const chosen = planRefund(order, 'lines', selected);
  const toggle = (lineId: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(lineId);
      else next.delete(lineId);
      return next;
    });
  return (
    <Section id="admin-order-lines" title="Lines" headingRef={heading}>
      <RefundableLines lines={order.items} selected={selected} onToggle={toggle} selectable={refundable} />
      {refundable ? (
        <div className="flex flex-wrap gap-3 border-t border-rule pt-4">
          <Button variant="secondary" disabled={chosen.itemIds.length === 0} onClick={() => setPlan(chosen)}>
            Refund selected lines
          </Button>
          <Button variant="danger" disabled={whole.itemIds.length === 0} onClick={() => setPlan(whole)}>
            Refund whole order
          </Button>
        </div>
      ) : (
        <p className="border-t border-rule pt-4 text-sm text-ink-soft">
          {order.status === 'refunded'
            ? 'Every line of this order is refunded.'
            : 'Only a paid order can be refunded.'}
        </p>
      )}
      <RefundDialog
        orderId={order.id}
        orderNumber={order.order_number}
        plan={plan}
        onClose={() => setPlan(null)}
        onRefunded={() => setSelected(new Set())}
        focusAfterRefund={heading}
      />
    </Section>
  );
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  useDocumentTitle(`Order ${order.order_number}`);
  return (
    <div className={ADMIN_PAGE}>
      <BackLink />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl text-ink">Order {order.order_number}</h1>
        <StatusPill status={order.status} />
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        Placed <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        {order.paid_at && (
          <>
            {' · paid '}
            <time dateTime={order.paid_at}>{formatDateTime(order.paid_at)}</time>
          </>
        )}
      </p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <Lines order={order} />
          <Section id="admin-order-history" title="Timeline">
            <OrderHistory events={order.events} />
          </Section>
          <Section id="admin-order-events" title="Provider events">
            {order.provider_events.length === 0 ? (
              <p className="text-sm text-ink-soft">The payment provider has sent nothing for this order.</p>
            ) : (
              <ProviderEventsTable
                events={order.provider_events}
                showOrder={false}
                label="Provider events of this order"
              />
            )}
          </Section>
        </div>
        <div className="space-y-8">
          <Section id="admin-order-totals" title="Totals">
            <Totals
              photoCount={order.items.length}
              subtotalCents={order.subtotal_cents}
              discountPercent={order.discount_percent}
              discountCents={order.discount_cents}
              totalCents={order.total_cents}
              refundedCents={order.refunded_cents}
              tax={
                order.tax_cents > 0
                  ? { label: taxLineLabel(order.tax_rate_bp, order.billing_country), cents: order.tax_cents }
                  : null
              }
            />
          </Section>
          <Section id="admin-order-buyer" title="Buyer">
            <dl className="space-y-3">
              <Detail term="Name">{order.buyer?.name}</Detail>
              <Detail term="E-mail">
                {order.buyer && (
                  <a
                    href={`mailto:${order.buyer.email}`}
                    className="text-sepia underline-offset-4 hover:underline"
                  >
                    {order.buyer.email}
                  </a>
                )}
              </Detail>
            </dl>
          </Section>
          <Section id="admin-order-licence" title="Licensed for">
            <dl className="space-y-3">
              <Detail term="Production">{order.production_title}</Detail>
              <Detail term="Company">{order.company}</Detail>
              <Detail term="Project">{order.project_name}</Detail>
            </dl>
          </Section>
          <Section id="admin-order-billing" title="Billing">
            <dl className="space-y-3">
              <Detail term="Name">{order.billing_name}</Detail>
              <Detail term="Address">{order.billing_address}</Detail>
            </dl>
          </Section>
          <Section id="admin-order-payment" title="Payment">
            <dl className="space-y-3">
              <Detail term="Provider">{order.payment && PROVIDER_LABEL[order.payment.provider]}</Detail>
              <Detail term="Reference">
                {order.payment && <span className="font-mono text-sm">{order.payment.ref}</span>}
              </Detail>
              <Detail term="Certificate">{order.certificate_code}</Detail>
            </dl>
          </Section>
        </div>
      </div>
    </div>
  );
}

/**
 * issue 13 item 7 `/admin/orders/:id`: everything about one order — buyer, production, billing,
 * payment, lines, timeline and the provider's events — and its refunds, line by line or whole.
 */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  return (
    <PageState
      query={order}
      loading={
        <div className={ADMIN_PAGE} role="status" aria-label="Loading the order">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="mt-8 h-96 w-full rounded-2xl" />
        </div>
      }
      notFound={
        <div className={ADMIN_PAGE}>
          <BackLink />
          <h1 className="mt-3 font-display text-4xl text-ink">Order not found</h1>
          <p className="mt-4 text-ink-soft">There is no order at this address.</p>
        </div>
      }
      error={(retry) => (
        <div className={ADMIN_PAGE}>
          <BackLink />
          <h1 className="mt-3 font-display text-4xl text-ink">Order</h1>
          <ErrorState title="Error loading the order" onRetry={retry}>
            We could not load this order. Please try again.
          </ErrorState>
        </div>
      )}
    >
      {(data) => <OrderView order={data} />}
    </PageState>
  );
}
