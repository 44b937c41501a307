import { Link } from 'react-router';
import { CHECKOUT_MESSAGES, type CheckoutQuote } from '../../../../core/checkout';
import { paths } from '../../../../core/paths';
import { formatUsd } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { FormAlert } from '../../../components/FormAlert';
import { Totals } from '../../orders';
import { fieldId } from '../checkout-form';
import type { QuoteChanges } from '../quote-changes';
import { QuoteChangedNotice } from './QuoteChangedNotice';

interface PaySummaryProps {
  quote: CheckoutQuote;
  acceptTerms: boolean;
  onAcceptTermsChange: (checked: boolean) => void;
  termsError: string | undefined;
  /** What changed since the buyer last pressed pay (or opened the page); null when nothing did. */
  changes: QuoteChanges | null;
  /** No payment provider (the quote says so, or the server answered 503). */
  unavailable: boolean;
  formError: string | null;
  /** The request is on its way, or the provider's page is loading. */
  busy: boolean;
  /** The tax line: its label and cents, cents null when Stripe computes it on its page; null for none. */
  tax: { label: string; cents: number | null } | null;
}

/**
 * The checkout's last column: the totals as the server priced them, the licence terms, what
 * changed, what went wrong, and the one pay button (the form's submit).
 */
export function PaySummary({
  quote,
  acceptTerms,
  onAcceptTermsChange,
  termsError,
  changes,
  unavailable,
  formError,
  busy,
  tax,
}: PaySummaryProps) {
  const payCents = quote.summary.total_cents + (tax?.cents ?? 0);
  const termsId = fieldId('accept_terms');
  const nothingToPay = quote.items.length === 0;
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <h2 id="checkout-summary-heading" className="font-display text-2xl text-ink">
        Order summary
      </h2>
      <Totals
        photoCount={quote.summary.item_count}
        subtotalCents={quote.summary.subtotal_cents}
        discountPercent={quote.summary.discount_percent}
        discountCents={quote.summary.discount_cents}
        totalCents={payCents}
        tierName={quote.summary.tier?.name}
        tax={tax}
      />
      <div>
        <Checkbox
          id={termsId}
          label={
            <>
              I accept the {/* A new tab: the form keeps what was typed. */}
              <Link
                to={paths.license.path}
                target="_blank"
                className="text-sepia underline underline-offset-4"
              >
                licence terms
              </Link>
            </>
          }
          checked={acceptTerms}
          onCheckedChange={onAcceptTermsChange}
          invalid={Boolean(termsError)}
          aria-describedby={termsError ? `${termsId}-error` : undefined}
        />
        {termsError && (
          <p id={`${termsId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {termsError}
          </p>
        )}
      </div>
      {changes && <QuoteChangedNotice changes={changes} />}
      {unavailable && <FormAlert>{CHECKOUT_MESSAGES.paymentsUnavailable}</FormAlert>}
      {formError && !unavailable && <FormAlert>{formError}</FormAlert>}
      {nothingToPay && (
        <p className="text-sm text-ink-soft">
          None of these photos can be licensed now.{' '}
          <Link to={paths.cart.path} className="text-sepia underline underline-offset-4">
            Back to your cart
          </Link>
        </p>
      )}
      <Button type="submit" block size="lg" disabled={nothingToPay || unavailable} loading={busy}>
        Pay {formatUsd(payCents)}
      </Button>
      <p className="text-center text-xs text-ink-soft">
        {quote.provider === 'test'
          ? 'Test payments: no card is charged.'
          : 'You pay on Stripe’s secure page, then come back here.'}
      </p>
    </section>
  );
}
