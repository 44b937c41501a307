import { BadgeCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '../../../../core/cart';
import { HELD_LICENCE_MESSAGES } from '../../../../core/held-licences';
import { paths } from '../../../../core/paths';
import { IconButton } from '../../../components/Button';
import { LinePrice } from '../../../components/LinePrice';
import { Spinner } from '../../../components/Spinner';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { LineLicenseSelect } from './LineLicenseSelect';

const PLACEHOLDER = '/placeholder-photo.svg';

/** The name a line goes by: its title, else its number. */
export function lineName(line: CartLine): string {
  return line.photo.title?.trim() || `Photo #${line.photo.photoid}`;
}

/** The picture leads to the photo too, for the mouse; the title is the link for keyboards and readers. */
function Thumbnail({ line }: { line: CartLine }) {
  const [failed, setFailed] = useState(false);
  return (
    <Link
      to={paths.photo.href({ photoid: line.photo.photoid })}
      className="block size-20 shrink-0 overflow-hidden rounded-lg bg-paper-deep sm:size-24"
      tabIndex={-1}
      aria-hidden="true"
    >
      <img
        src={failed ? PLACEHOLDER : (line.photo.thumbnail_url ?? PLACEHOLDER)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={`size-full object-cover ${line.available ? '' : 'opacity-50 grayscale'}`}
      />
    </Link>
  );
}

/**
 * One line of the cart: the photo (thumbnail and title lead to it), its number and family, its
 * licence with both prices, the line's price, and a remove button. A photo withdrawn since it was
 * added shows "No longer available", without price or licence, and can only be removed.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const name = lineName(line);
  const remove = useRemoveFromCart();
  const photoHref = paths.photo.href({ photoid: line.photo.photoid });
  return (
    <li
      data-line-id={line.id}
      className={`flex gap-4 py-5 transition-opacity ${remove.isPending ? 'opacity-50' : ''}`}
      aria-busy={remove.isPending || undefined}
    >
      <Thumbnail line={line} />
      <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0">
          <h3 className="truncate font-medium text-ink">
            <Link to={photoHref} className="hover:text-sepia hover:underline">
              {name}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-sm text-ink-soft">
            <span className="tabular-nums">#{line.photo.photoid}</span>
            {line.photo.storefront_name && (
              <>
                {' · '}
                <Link
                  to={paths.user.href({ id: line.photo.user_id })}
                  className="hover:text-ink hover:underline"
                >
                  {line.photo.storefront_name}
                </Link>
              </>
            )}
          </p>
          {line.held.length > 0 && (
            // Issue 22: the cart does not know the production yet; checkout refuses the line for
            // a project that holds it already, and accepts it for another.
            <p className="mt-2 flex items-start gap-1.5 text-sm text-ink">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sepia" />
              <span>{HELD_LICENCE_MESSAGES.licensedFor(line.held)}</span>
            </p>
          )}
          <div className="mt-3">
            {line.available ? (
              <LineLicenseSelect
                lineId={line.id}
                license={line.license_type}
                photoPrice={line.photo.price}
                photoName={name}
              />
            ) : (
              <p className="text-sm">
                <span className="rounded-full bg-paper-deep px-2.5 py-1 font-medium text-ink">
                  No longer available
                </span>
                <span className="mt-2 block text-ink-soft">
                  This photo has been withdrawn and can't be licensed. It is not counted in your total.
                </span>
              </p>
            )}
          </div>
        </div>
        <div className="flex items-start justify-between gap-3 sm:flex-col sm:items-end">
          {line.available ? (
            <LinePrice
              priceCents={line.price_cents}
              discountedCents={line.discounted_price_cents}
              className="sm:text-right"
            />
          ) : (
            <span />
          )}
          <IconButton
            label={`Remove ${name} from cart`}
            size="sm"
            onClick={() => remove.mutate(line.id)}
            busy={remove.isPending}
          >
            {remove.isPending ? (
              <Spinner label="" className="size-4" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4" />
            )}
          </IconButton>
        </div>
      </div>
    </li>
  );
}
