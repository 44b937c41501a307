import type { OrderLine } from '../../../../core/checkout';
import { formatUsd, LICENSE_LABEL } from '../../../../core/pricing';
import { Thumbnail } from '../../orders';

function Money({ term, cents, className = '' }: { term: string; cents: number; className?: string }) {
  return (
    <div className={`flex justify-between gap-3 sm:block sm:text-right ${className}`}>
      <dt className="text-ink-soft sm:text-xs">{term}</dt>
      <dd className="tabular-nums">{cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents)}</dd>
    </div>
  );
}

/**
 * An order's lines as they were licensed (the order's own snapshot, never the photo as it is
 * today): picture, #photoid, title, creator, licence, and the money of each line.
 */
export function OrderLines({ lines, detailed = true }: { lines: OrderLine[]; detailed?: boolean }) {
  return (
    <ul aria-label="Licensed photos" className="divide-y divide-rule">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap gap-4 py-4 sm:flex-nowrap">
          <Thumbnail src={line.thumbnail_url} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-ink">{line.title?.trim() || `Photo #${line.photoid}`}</p>
            <p className="mt-0.5 text-sm text-ink-soft">
              <span className="tabular-nums">#{line.photoid}</span>
              {line.creator_name && ` · ${line.creator_name}`}
            </p>
            <p className="mt-0.5 text-sm text-ink">{LICENSE_LABEL[line.license_type]}</p>
          </div>
          {detailed ? (
            <dl className="grid w-full gap-1 text-sm sm:w-auto sm:auto-cols-max sm:grid-flow-col sm:gap-4">
              {/* Zero discounts and refunds say nothing: they are left out (issue 22). */}
              {line.discount_cents > 0 && <Money term="Price" cents={line.price_cents} />}
              {line.discount_cents > 0 && <Money term="Discount" cents={-line.discount_cents} />}
              <Money
                term={line.discount_cents > 0 ? 'Final' : 'Price'}
                cents={line.discounted_price_cents}
                className="font-semibold text-ink"
              />
              {line.refunded_cents > 0 && (
                <Money term="Refunded" cents={-line.refunded_cents} className="text-red-800" />
              )}
            </dl>
          ) : (
            <p className="font-semibold tabular-nums text-ink">{formatUsd(line.discounted_price_cents)}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
