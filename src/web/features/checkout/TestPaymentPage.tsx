import { FlaskConical } from 'lucide-react';
import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TestPaymentOutcome } from '../../../core/checkout';
import { paths } from '../../../core/paths';
import { formatUsd } from '../../../core/pricing';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { FormAlert } from '../../components/FormAlert';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSettleTestPayment, useTestPayment } from './api/test-payments';
import { appPath, browserLocation } from './leave-page';

const PAGE = 'mx-auto w-full max-w-xl px-4 py-10 sm:px-6';

const CLOSED: Record<'complete' | 'failed' | 'expired', string> = {
  complete: 'This test payment is already paid.',
  failed: 'This test payment was declined.',
  expired: 'This test payment was left without paying.',
};

function Banner() {
  return (
    <p className="flex items-start gap-2 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      Test payment — no card is charged; this page exists only in development.
    </p>
  );
}

function Session({ sessionId }: { sessionId: string }) {
  const session = useTestPayment(sessionId);
  const settle = useSettleTestPayment();
  const navigate = useNavigate();
  const chosen = useRef<TestPaymentOutcome | null>(null);

  const choose = (outcome: TestPaymentOutcome) => {
    // One outcome per visit: a second click while the first is on its way sends nothing.
    if (chosen.current) return;
    chosen.current = outcome;
    settle.mutate(
      { sessionId, outcome },
      {
        onSuccess: ({ redirect_url }) => {
          const inApp = appPath(redirect_url);
          if (inApp) void navigate(inApp);
          else browserLocation.assign(redirect_url);
        },
        onError: () => {
          chosen.current = null;
        },
      },
    );
  };
  const busy = (outcome: TestPaymentOutcome) => settle.isPending && settle.variables?.outcome === outcome;

  return (
    <PageState
      query={session}
      loading={<Skeleton className="h-48 w-full rounded-2xl" />}
      notFound={
        <div role="alert" className="space-y-3">
          <p className="text-ink">There is no test payment with this address.</p>
          <Link to={paths.cart.path} className="text-sepia underline underline-offset-4">
            Back to your cart
          </Link>
        </div>
      }
      notFoundStatuses={[404]}
      error={(retry) => <ErrorState title="Error loading the test payment" onRetry={retry} />}
    >
      {({ order_number, amount_cents, status }) => (
        <div className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6">
          <dl className="space-y-2 text-ink">
            <div className="flex justify-between gap-4">
              <dt>Order</dt>
              <dd className="font-medium tabular-nums">{order_number}</dd>
            </div>
            <div className="flex justify-between gap-4 text-lg font-semibold">
              <dt>Amount</dt>
              <dd className="tabular-nums">{formatUsd(amount_cents)}</dd>
            </div>
          </dl>
          {status !== 'open' ? (
            <p role="status" className="text-ink-soft">
              {CLOSED[status]}{' '}
              <Link to={paths.checkout.path} className="text-sepia underline underline-offset-4">
                Back to checkout
              </Link>
            </p>
          ) : (
            <div className="space-y-3">
              {settle.isError && <FormAlert>The test provider did not answer. Please try again.</FormAlert>}
              <Button
                block
                size="lg"
                onClick={() => choose('pay')}
                loading={busy('pay')}
                disabled={settle.isPending}
              >
                Pay {formatUsd(amount_cents)}
              </Button>
              <Button
                block
                variant="secondary"
                onClick={() => choose('fail')}
                loading={busy('fail')}
                disabled={settle.isPending}
              >
                Decline the payment
              </Button>
              <Button
                block
                variant="secondary"
                onClick={() => choose('abandon')}
                loading={busy('abandon')}
                disabled={settle.isPending}
              >
                Leave without paying
              </Button>
            </div>
          )}
        </div>
      )}
    </PageState>
  );
}

/**
 * issue 13: the built-in test provider's page, standing in for Stripe Checkout in development.
 * Each choice goes through the same webhook-style confirmation as a real payment, then back to
 * where the provider sends the buyer.
 */
export function TestPaymentPage() {
  useDocumentTitle('Test payment');
  const { sessionId = '' } = useParams();
  return (
    <div className={PAGE}>
      <h1 className="font-display text-4xl text-ink">Test payment</h1>
      <div className="mt-6 space-y-6">
        <Banner />
        <Session sessionId={sessionId} />
      </div>
    </div>
  );
}
