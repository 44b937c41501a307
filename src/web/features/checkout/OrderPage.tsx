import { FileBadge, FileText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { OrderDetail, OrderStatus } from '../../../core/checkout';
import { paths } from '../../../core/paths';
import { countryName, taxLineLabel } from '../../../core/tax';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { TermDetail as Detail } from '../../components/TermRow';
import { useDocumentTitle } from '../../components/use-document-title';
import { DocumentLink, DownloadButton, formatDateTime, OrderHistory, StatusPill, Totals } from '../orders';
import { useOrder } from './api/get-order';
import { HeldPaymentNotice } from './components/HeldPaymentNotice';
import { OrderLines } from './components/OrderLines';

const PAGE = 'mx-auto w-full max-w-5xl px-4 py-10 sm:px-6';
const SECTION = 'space-y-4 rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6';

function OrderNotFound() {
  useDocumentTitle('Order not found');
  return (
    <section aria-labelledby="order-not-found" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-sepia">404</p>
      <h1 id="order-not-found" className="mt-3 font-display text-4xl text-ink">
        Order not found
      </h1>
      <p className="mt-4 text-ink-soft">
        There is no order of yours at this address. It may belong to another account, or the link may be
        mistyped.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home.path}>Back to home</Link>
      </Button>
    </section>
  );
}

/** Paid orders, refunded or not, have paperwork; the API answers 404 for the others. */
const DOCUMENTED: readonly OrderStatus[] = ['paid', 'refunded', 'partially_refunded'];

const DOCUMENT_LINK =
  'inline-flex items-center gap-2 font-medium text-sepia underline-offset-4 hover:underline';

/**
 * issue 13 items 4 and 6: the order's originals as one ZIP (a link that expires, made on click),
 * the invoice, the licence certificate, and where anyone can check the certificate.
 */
function OrderDocuments({ order }: { order: OrderDetail }) {
  if (!DOCUMENTED.includes(order.status) || !order.certificate_code) return null;
  const code = order.certificate_code;
  return (
    <section aria-labelledby="order-documents-heading" className={SECTION}>
      <h2 id="order-documents-heading" className="font-display text-2xl text-ink">
        Documents and files
      </h2>
      {order.items.some((line) => line.refunded_cents === 0) && (
        <DownloadButton
          request={{ order_id: order.id }}
          label={`Download all photos (ZIP) of ${order.order_number}`}
          variant="primary"
        >
          Download all photos (ZIP)
        </DownloadButton>
      )}
      <ul className="space-y-2">
        <li>
          <DocumentLink
            href={`/api/orders/${order.id}/invoice.pdf`}
            fileName={`backdrop-${order.order_number}-invoice.pdf`}
            className={DOCUMENT_LINK}
          >
            <FileText aria-hidden="true" className="size-4" />
            Download invoice (PDF)
          </DocumentLink>
        </li>
        <li>
          <DocumentLink
            href={`/api/orders/${order.id}/certificate.pdf`}
            fileName={`backdrop-${order.order_number}-certificate.pdf`}
            className={DOCUMENT_LINK}
          >
            <FileBadge aria-hidden="true" className="size-4" />
            Download licence certificate (PDF)
          </DocumentLink>
        </li>
      </ul>
      <p className="text-sm text-ink-soft">
        Certificate code <span className="font-medium text-ink tabular-nums">{code}</span>. Anyone can{' '}
        <Link
          to={paths.verifyCertificate.href({ code })}
          className="text-sepia underline underline-offset-4 hover:text-ink"
        >
          check this certificate
        </Link>{' '}
        at its verification page.
      </p>
    </section>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  useDocumentTitle(`Order ${order.order_number}`);
  return (
    <div className={PAGE}>
      <div className="flex flex-wrap items-center gap-3">
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
      {order.payment_held && (
        <div className="mt-4">
          <HeldPaymentNotice />
        </div>
      )}
      {order.status === 'pending' && order.payment_url && (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
          This order is awaiting payment.{' '}
          <a href={order.payment_url} className="font-medium underline underline-offset-4">
            Continue to payment
          </a>
        </p>
      )}
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-8">
          <section aria-labelledby="order-licence-heading" className={SECTION}>
            <h2 id="order-licence-heading" className="font-display text-2xl text-ink">
              Licensed for
            </h2>
            <dl className="grid gap-4 sm:grid-cols-3">
              <Detail term="Production">{order.production_title}</Detail>
              <Detail term="Company">{order.company}</Detail>
              <Detail term="Project">{order.project_name}</Detail>
            </dl>
          </section>
          <section aria-labelledby="order-lines-heading" className={SECTION}>
            <h2 id="order-lines-heading" className="font-display text-2xl text-ink">
              Photos
            </h2>
            <OrderLines lines={order.items} />
          </section>
          <section aria-labelledby="order-history-heading" className={SECTION}>
            <h2 id="order-history-heading" className="font-display text-2xl text-ink">
              Status history
            </h2>
            <OrderHistory events={order.events} />
          </section>
        </div>
        <div className="space-y-8">
          <section aria-labelledby="order-totals-heading" className={SECTION}>
            <h2 id="order-totals-heading" className="font-display text-2xl text-ink">
              Totals
            </h2>
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
          </section>
          <OrderDocuments order={order} />
          <section aria-labelledby="order-billing-heading" className={SECTION}>
            <h2 id="order-billing-heading" className="font-display text-2xl text-ink">
              Billing
            </h2>
            <dl className="space-y-3">
              <Detail term="Name">{order.billing_name}</Detail>
              <Detail term="Address">{order.billing_address}</Detail>
              {order.billing_country && <Detail term="Country">{countryName(order.billing_country)}</Detail>}
              {order.po_number && <Detail term="PO number">{order.po_number}</Detail>}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}

/** issue 13 /orders/{id} (the owner only): what was licensed, for whom, for how much, and its history. */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <PageState
      query={order}
      loading={
        <div className={PAGE} role="status" aria-label="Loading the order">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="mt-8 h-96 w-full rounded-2xl" />
        </div>
      }
      notFound={<OrderNotFound />}
      error={(retry) => (
        <div className={PAGE}>
          <h1 className="font-display text-4xl text-ink">Your order</h1>
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
