import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { WishlistPhoto } from '../../../../core/collecting';
import { paths } from '../../../../core/paths';
import { centsFromDollars, formatUsd, LICENSE_LABEL, licensePriceCents } from '../../../../core/pricing';
import { IconButton } from '../../../components/Button';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { ConfirmButton } from './ConfirmButton';

const PLACEHOLDER = '/placeholder-photo.svg';

/** The photo's thumbnail, falling back once to the placeholder (spec §2 grid). */
function Thumbnail({ item }: { item: WishlistPhoto }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER : (item.photo.thumbnail_url ?? PLACEHOLDER)}
      alt={item.photo.title ?? `Photo #${item.photo.photoid}`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[4/3] w-full bg-paper-deep object-cover"
    />
  );
}

/**
 * One photo of a wishlist: its thumbnail, title, number, licence and that licence's price; a
 * photo withdrawn since is marked. spec §2: in the wishlist the remove button asks "Remove this
 * photo from your wishlist?".
 */
export function WishlistPhotoCard({ item, wishlistId }: { item: WishlistPhoto; wishlistId: string }) {
  const remove = useRemoveFromWishlist();
  const title = item.photo.title ?? `Photo #${item.photo.photoid}`;
  const available = item.photo.photo_status === 'live';
  const href = paths.photo.href({ photoid: item.photo.photoid });
  return (
    <li className="relative overflow-hidden rounded-xl bg-white ring-1 ring-rule">
      <Link to={href} tabIndex={-1} aria-hidden="true" className={available ? '' : 'opacity-50 grayscale'}>
        <Thumbnail item={item} />
      </Link>
      <div className="space-y-0.5 p-3 pr-12">
        <Link to={href} className="block truncate font-medium text-ink hover:text-sepia">
          {title}
        </Link>
        <p className="text-xs text-ink-soft">
          #{item.photo.photoid} · {LICENSE_LABEL[item.license_type]}
        </p>
        {available ? (
          <p className="text-sm font-semibold text-ink tabular-nums">
            {formatUsd(licensePriceCents(centsFromDollars(item.photo.price), item.license_type))}
          </p>
        ) : (
          <p className="text-sm font-medium text-red-700">No longer available</p>
        )}
      </div>
      <div className="absolute right-2 bottom-2">
        <ConfirmButton
          trigger={
            <IconButton label={`Remove ${title} from wishlist`} size="sm">
              <Trash2 aria-hidden="true" className="size-4" />
            </IconButton>
          }
          title="Remove this photo from your wishlist?"
          description={`${title} leaves this wishlist. The photo stays in the catalogue.`}
          confirmLabel="Remove photo"
          cancelLabel="Keep it"
          pending={remove.isPending}
          onConfirm={(close) => remove.mutate({ wishlistId, photoId: item.photo_id }, { onSettled: close })}
        />
      </div>
    </li>
  );
}
