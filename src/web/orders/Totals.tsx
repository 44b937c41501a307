import { formatUsd } from '../../core/pricing';
import { TermRow as Row } from '../components/TermRow';

interface TotalsProps {
  photoCount: number;
  subtotalCents: number;
  discountPercent: number;
  discountCents: number;
  totalCents: number;
  /** The volume tier's name ("Production pack"), when the quote names it. */
  tierName?: string | null;
  refundedCents?: number;
}

/** Subtotal, the volume discount with its tier and percentage (spec §9), the total, and refunds. */
export function Totals({
  photoCount,
  subtotalCents,
  discountPercent,
  discountCents,
  totalCents,
  tierName,
  refundedCents = 0,
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
      <Row term="Total" className="border-t border-rule pt-3 text-base font-semibold">
        {formatUsd(totalCents)}
      </Row>
      {refundedCents > 0 && (
        <Row term="Refunded" className="text-ink-soft">
          −{formatUsd(refundedCents)}
        </Row>
      )}
    </dl>
  );
}
