import { formatUsd } from '../../core/pricing';

/**
 * A line's price, and when its share of the volume discount lowers it (spec §9), the price struck
 * through beside what it costs now, worded for screen readers.
 */
export function LinePrice({
  priceCents,
  discountedCents,
  className = '',
}: {
  priceCents: number;
  discountedCents: number;
  className?: string;
}) {
  if (discountedCents >= priceCents) {
    return <p className="font-semibold tabular-nums text-ink">{formatUsd(priceCents)}</p>;
  }
  return (
    <p className={`tabular-nums ${className}`}>
      <span className="sr-only">Was </span>
      <s className="block text-sm text-ink-soft">{formatUsd(priceCents)}</s>
      <span className="sr-only">, now </span>
      <span className="font-semibold text-ink">{formatUsd(discountedCents)}</span>
      <span className="sr-only"> with the volume discount</span>
    </p>
  );
}
