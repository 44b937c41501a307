import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CHECKOUT_MESSAGES, type OrderDetail } from '../../../core/checkout';
import { paths } from '../../../core/paths';
import { isUuid } from '../../../core/route-validity';
import { taxLineLabel } from '../../../core/tax';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { DownloadButton, StatusPill, Totals } from '../orders';
import { useOrderConfirmation } from './api/use-order-confirmation';
import { HeldPaymentNotice } from './components/HeldPaymentNotice';
import { OrderLines } from './components/OrderLines';

const PAGE = 'mx-auto w-full max-w-3xl px-4 py-10 sm:px-6';

function OrderLink({ order, children }: { order: OrderDetail; children: string }) {
  return (
    <Button asChild>
      <Link to={paths.order.href({ id: order.id })}>{children}</Link>
    </Button>
  );
}

function Paid({ order }: { order: OrderDetail }) {
  return (
    <div className="space-y-6">
      <div role="status" className="flex items-start gap-3 rounded-2xl bg-green-50 p-5 text-green-950">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <h2 className="font-display text-2xl">Thank you — your licences are ready</h2>
          <p className="mt-1">
            Order {order.order_number} is paid. The licences are for{' '}
            {order.production_title ?? 'your production'}
            {order.company ? ` (${order.company})` : ''}.
          </p>
        </div>
      </div>
      {/* What the buyer came for, above the fold at any width (issue 22): the files, then where they live. */}
      <div className="flex flex-wrap items-center gap-3">
        <DownloadButton
          request={{ order_id: order.id }}
          label={`Download all photos (ZIP) of ${order.order_number}`}
          variant="primary"
        >
          Download all photos (ZIP)
        </DownloadButton>
        <Button asChild variant="secondary" size="sm">
          <Link to={paths.myPurchases.path}>My purchases</Link>
        </Button>
        <Link
          to={paths.order.href({ id: order.id })}
          className="text-sm font-medium text-sepia underline-offset-4 hover:underline"
        >
          View your order
        </Link>
      </div>
      <section
        aria-labelledby="success-lines-heading"
        className="rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6"
      >
        <h2 id="success-lines-heading" className="font-display text-2xl text-ink">
          What you licensed
        </h2>
        <OrderLines lines={order.items} detailed={false} />
        <div className="mt-4 border-t border-rule pt-4">
          <Totals
            photoCount={order.items.length}
            subtotalCents={order.subtotal_cents}
            discountPercent={order.discount_percent}
            discountCents={order.discount_cents}
            totalCents={order.total_cents}
            tax={
              order.tax_cents > 0
                ? { label: taxLineLabel(order.tax_rate_bp, order.billing_country), cents: order.tax_cents }
                : null
            }
          />
        </div>
      </section>
    </div>
  );
}

function Settled({ order, timedOut }: { order: OrderDetail; timedOut: boolean }) {
  switch (order.status) {
    case 'paid':
      return <Paid order={order} />;
    case 'pending':
      if (order.payment_held)
        return (
          <div className="space-y-4">
            <HeldPaymentNotice />
            <OrderLink order={order}>Go to your order</OrderLink>
          </div>
        );
      return timedOut ? (
        <div role="status" className="space-y-4">
          <p className="text-ink">
            The confirmation of your payment is taking longer than usual. Nothing is lost: your order page
            shows it as soon as it arrives.
          </p>
          <OrderLink order={order}>Go to your order</OrderLink>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-ink">
          <Spinner label="" className="size-5" />
          Confirming your payment…
        </p>
      );
    case 'failed':
    case 'cancelled':
      return (
        <div role="alert" className="space-y-4">
          <p className="text-ink">
            {order.status === 'failed' ? CHECKOUT_MESSAGES.paymentFailed : CHECKOUT_MESSAGES.paymentCancelled}
          </p>
          <Button asChild>
            <Link to={paths.checkout.path}>Back to checkout</Link>
          </Button>
        </div>
      );
    case 'refunded':
    case 'partially_refunded':
      return <OrderLink order={order}>View your order</OrderLink>;
    default: {
      const never: never = order.status;
      return never;
    }
  }
}

function Confirmation({ orderId }: { orderId: string }) {
  const { order, timedOut } = useOrderConfirmation(orderId);
  return (
    <PageState
      query={order}
      loading={
        <p role="status" className="flex items-center gap-3 text-ink">
          <Spinner label="" className="size-5" />
          Loading your order…
        </p>
      }
      notFound={<p role="alert">We could not find this order in your account.</p>}
      error={(retry) => <ErrorState title="Error loading the order" onRetry={retry} />}
    >
      {(data) => (
        <div className="space-y-6">
          <p className="flex flex-wrap items-center gap-3 text-ink">
            <span>
              Order <span className="font-semibold tabular-nums">{data.order_number}</span>
            </span>
            <StatusPill status={data.status} />
          </p>
          <Settled order={data} timedOut={timedOut} />
        </div>
      )}
    </PageState>
  );
}

/**
 * issue 13 /checkout/success?order={id}: where the payment provider sends the buyer back. It
 * waits for the payment's confirmation, then shows what was licensed.
 */
export function CheckoutSuccessPage() {
  useDocumentTitle('Order confirmation');
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  return (
    <div className={PAGE}>
      <h1 className="font-display text-4xl text-ink">Order confirmation</h1>
      <div className="mt-8">
        {isUuid(orderId) ? (
          <Confirmation orderId={orderId} />
        ) : (
          <p role="alert" className="text-ink">
            This address names no order.{' '}
            <Link to={paths.cart.path} className="text-sepia underline underline-offset-4">
              Back to your cart
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
