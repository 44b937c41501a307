import { Link } from 'react-router';
import { type CartSummary, nextTierHint } from '../../../../core/cart';
import { paths } from '../../../../core/paths';
import { formatUsd } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { TermRow as Row } from '../../../components/TermRow';
import { photos } from '../../orders';

/**
 * How far the cart is from its next volume tier (spec §4: the next tier and the items still
 * needed are reported): a bar from the tier reached to the next one, and the hint in words.
 */
function TierProgress({ summary }: { summary: CartSummary }) {
  const hint = nextTierHint(summary.next);
  if (!summary.next || !hint) {
    return (
      <p className="rounded-xl bg-sepia-light/30 p-3 text-sm text-ink">
        You have reached the {summary.tier?.name ?? 'top tier'}: {summary.discount_percent}% off, our best
        price.
      </p>
    );
  }
  const to = summary.next.tier.minItems;
  // From no photos to the next tier: a cart that just reached a tier is half-way, not empty.
  const share = Math.min(1, summary.item_count / to);
  return (
    <div className="rounded-xl bg-paper p-3 text-sm ring-1 ring-rule">
      <p className="font-medium text-ink">{hint}</p>
      <p className="mt-0.5 text-ink-soft">
        {summary.next.tier.name} starts at {photos(to)}.
      </p>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-paper-deep">
        <div className="h-full rounded-full bg-sepia" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}

interface CartSummaryPanelProps {
  summary: CartSummary;
  /** Lines whose photo was withdrawn: shown in the list, left out of these figures. */
  unavailableCount: number;
}

/**
 * The order summary: photos, subtotal, the volume discount with its tier, the total (spec §9,
 * every figure as the server priced it), the next tier, and the way to checkout — disabled only
 * when no line can be licensed.
 */
export function CartSummaryPanel({ summary, unavailableCount }: CartSummaryPanelProps) {
  return (
    <section
      id="cart-summary"
      aria-labelledby="cart-summary-heading"
      className="scroll-mt-20 space-y-5 rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6"
    >
      <h2 id="cart-summary-heading" className="font-display text-2xl text-ink">
        Order summary
      </h2>
      <dl className="space-y-2 text-sm text-ink">
        <Row term="Photos">{summary.item_count}</Row>
        <Row term="Subtotal">{formatUsd(summary.subtotal_cents)}</Row>
        {summary.tier && summary.discount_cents > 0 && (
          <Row
            className="text-sepia"
            term={
              <>
                Volume discount ({summary.discount_percent}%)
                <span className="block text-xs text-ink-soft">{summary.tier.name}</span>
              </>
            }
          >
            −{formatUsd(summary.discount_cents)}
          </Row>
        )}
        <Row term="Total" className="border-t border-rule pt-3 text-base font-semibold">
          <span aria-live="polite">{formatUsd(summary.total_cents)}</span>
        </Row>
      </dl>
      {summary.item_count > 0 && <TierProgress summary={summary} />}
      {unavailableCount > 0 && (
        <p className="text-sm text-ink-soft">
          {unavailableCount === 1
            ? '1 photo is no longer available and is not counted.'
            : `${unavailableCount} photos are no longer available and are not counted.`}
        </p>
      )}
      {summary.item_count > 0 ? (
        <Button asChild block size="lg">
          <Link to={paths.checkout.path}>Proceed to checkout</Link>
        </Button>
      ) : (
        // Only withdrawn photos: there is nothing to license, and the list above says why.
        <Button block size="lg" disabled>
          Proceed to checkout
        </Button>
      )}
    </section>
  );
}
