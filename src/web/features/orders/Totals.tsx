import { formatUsd } from '../../../core/pricing';
import { TermRow as Row } from '../../components/TermRow';

interface TotalsProps {
  photoCount: number;
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  totalCents: number;
  /** The volume tier's name ("Production pack"), when the quote names it. */
  tierName?: string | null;
  refundedCents?: number;
  /** A tax line (included in totalCents); cents null: Stripe computes it on its page. */
  tax?: { label: string; cents: number | null } | null;
}

/** Subtotal, the volume discount with its tier and percentage (spec §9), tax, the total, refunds and the net paid. */
export function Totals({
  photoCount,
  subtotalCents,
  discountPercent,
  discountCents,
  totalCents,
  tierName,
  refundedCents = 0,
  tax = null,
}: TotalsProps) {
  return (
    <dl className="space-y-2 text-sm text-ink">
      <Row term="Photos">{photoCount}</Row>
      <Row term="Subtotal">{formatUsd(subtotalCents)}</Row>
      {discountCents > 0 && (
        <Row
          className="text-sepia"
          term={
            <>
              Volume discount ({discountPercent}%)
              {tierName && <span className="block text-xs text-ink-soft">{tierName}</span>}
            </>
          }
        >
          −{formatUsd(discountCents)}
        </Row>
      )}
      {tax && (
        <Row term={tax.label}>
          {tax.cents === null ? (
            <span className="text-ink-soft">Added on Stripe’s page</span>
          ) : (
            formatUsd(tax.cents)
          )}
        </Row>
      )}
      <Row term="Total" className="border-t border-rule pt-3 text-base font-semibold">
        {formatUsd(totalCents)}
      </Row>
      {/* Zero lines are left out; after a refund the buyer sees what they paid in the end (issue 22). */}
      {refundedCents > 0 && (
        <>
          <Row term="Refunded" className="text-ink-soft">
            −{formatUsd(refundedCents)}
          </Row>
          <Row term="Net paid" className="font-semibold">
            {formatUsd(totalCents - refundedCents)}
          </Row>
        </>
      )}
    </dl>
  );
}
