import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '../../../../core/cart';
import { paths } from '../../../../core/paths';
import { LICENSE_LABEL } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { LinePrice } from '../../../components/LinePrice';
import { photos } from '../../../orders/format';
import { Thumbnail } from '../../../orders/Thumbnail';
import { lineName } from '../quote-changes';

function Line({ line, withdrawn = false }: { line: CartLine; withdrawn?: boolean }) {
  const name = lineName(line);
  return (
    <li className="flex gap-4 py-4">
      <Thumbnail src={line.photo.thumbnail_url} dim={withdrawn} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">
          <Link
            to={paths.photo.href({ photoid: line.photo.photoid })}
            className="hover:text-sepia hover:underline"
          >
            {name}
          </Link>
        </p>
        <p className="mt-0.5 text-sm text-ink-soft">
          <span className="tabular-nums">#{line.photo.photoid}</span>
          {' · '}
          {LICENSE_LABEL[line.license_type]}
        </p>
        {withdrawn && <p className="mt-1 text-sm font-medium text-ink">No longer available — not charged</p>}
      </div>
      {!withdrawn && (
        <LinePrice
          priceCents={line.price_cents}
          discountedCents={line.discounted_price_cents}
          className="text-right"
        />
      )}
    </li>
  );
}

/** Past this many lines the list starts summarised, so the form and Pay stay close (issue 22). */
const LONG_CART = 5;
const PREVIEW_LINES = 3;

/**
 * The quote's lines: what the order will license, then apart the photos withdrawn since they
 * were added, which are shown so nothing disappears silently, and never charged.
 */
export function CheckoutLines({ items, unavailable }: { items: CartLine[]; unavailable: CartLine[] }) {
  const listId = useId();
  const long = items.length > LONG_CART;
  const [expanded, setExpanded] = useState(false);
  const shown = long && !expanded ? items.slice(0, PREVIEW_LINES) : items;
  return (
    <div className="space-y-6">
      {items.length > 0 && (
        <div>
          <ul id={listId} aria-label="Photos to license" className="divide-y divide-rule">
            {shown.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </ul>
          {long && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((was) => !was)}
            >
              {expanded ? 'Show fewer photos' : `Show all ${items.length} photos`}
            </Button>
          )}
        </div>
      )}
      {unavailable.length > 0 && (
        <section aria-labelledby="withdrawn-heading" className="rounded-xl bg-paper-deep/60 px-4 py-3">
          <h3 id="withdrawn-heading" className="text-sm font-semibold text-ink">
            No longer available: {photos(unavailable.length)}, not charged
          </h3>
          <ul aria-label="Photos no longer available" className="divide-y divide-rule">
            {unavailable.map((line) => (
              <Line key={line.id} line={line} withdrawn />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
