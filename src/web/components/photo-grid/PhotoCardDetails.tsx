import { BadgeCheck, Heart, LoaderCircle, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { GridPhoto } from '../../../core/grid-photo';
import type { LicenseType } from '../../../core/licence-types';
import { centsFromDollars, formatUsd } from '../../../core/money';
import { paths } from '../../../core/paths';
import { photoName } from '../../../core/photo-name';
import { usePhotoCartActions } from '../photo-cart-actions';
import { licensedHref, licensedLabel, usePhotoLicences } from '../photo-licences';
import { usePhotoWishlistActions, useWishlistMembership } from '../photo-wishlist-actions';
import { useFocusHandOff } from '../use-focus-hand-off';

/** Roving tab index: only the active card's controls are in the Tab order. */
export type TabIndex = 0 | -1;

/** spec §2 grid card: up to two event pills, then "+N". */
const EVENT_PILLS = 2;

const OVERLAY_BUTTON =
  'rounded-full bg-paper/90 p-1.5 text-ink hover:bg-paper focus-visible:outline-2 focus-visible:outline-sepia';

/**
 * issue 13: a photo the buyer holds a licence for reads "Licensed" instead of the cart button,
 * and leads to its lines in My purchases. The card adds only background dressing, which any
 * licence covers; an upgrade to hero usage is chosen on the photo page.
 */
function CardLicensedLink({
  photo,
  label,
  tabIndex,
}: {
  photo: GridPhoto;
  label: string;
  tabIndex: TabIndex;
}) {
  return (
    <Link
      to={licensedHref(photo.photoid)}
      tabIndex={tabIndex}
      aria-label={`${label}: ${photoName(photo)}. See it in My purchases`}
      className="flex max-w-48 items-center gap-1 whitespace-nowrap rounded-full bg-sepia py-1 pr-2.5 pl-1.5 text-xs font-semibold text-white hover:bg-ink focus-visible:outline-2 focus-visible:outline-sepia"
    >
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
      {/* A narrow card cuts the licence short; the full words stay in the link's name. */}
      <span className="truncate">{label}</span>
    </Link>
  );
}

/**
 * spec §2: the overlay's cart button adds the photo (background dressing); once the photo is in
 * the cart it reads "In Cart" and leads there, and once licensed it reads "Licensed" (issue 13).
 * No cart provided (a styleguide demo): no button.
 */
function CardCartButton({ photo, tabIndex }: { photo: GridPhoto; tabIndex: TabIndex }) {
  const cart = usePhotoCartActions();
  const licences = usePhotoLicences();
  const held = licences?.licensesOf(photo.id) ?? NO_LICENCES;
  const shown: CartControl = held.length > 0 ? 'licensed' : cart?.isInCart(photo.id) ? 'in-cart' : 'add';
  // "Add to Cart" becoming "In Cart" hands the focus on (issue 23).
  const handOff = useFocusHandOff<HTMLSpanElement>(shown);
  if (!cart) return null;
  return (
    <span className="contents" {...handOff}>
      <CardCartControl photo={photo} tabIndex={tabIndex} shown={shown} held={held} />
    </span>
  );
}

type CartControl = 'licensed' | 'in-cart' | 'add';
const NO_LICENCES: readonly LicenseType[] = [];

function CardCartControl({
  photo,
  tabIndex,
  shown,
  held,
}: {
  photo: GridPhoto;
  tabIndex: TabIndex;
  shown: CartControl;
  held: readonly LicenseType[];
}) {
  const cart = usePhotoCartActions();
  const licences = usePhotoLicences();
  if (!cart) return null;
  const name = photoName(photo);
  if (shown === 'licensed') {
    return <CardLicensedLink photo={photo} label={licensedLabel(held)} tabIndex={tabIndex} />;
  }
  if (shown === 'in-cart') {
    return (
      <Link
        to={paths.cart.path}
        tabIndex={tabIndex}
        aria-label={`In Cart: ${name}. Go to your cart`}
        title="In Cart"
        className="rounded-full bg-sepia p-1.5 text-white hover:bg-ink focus-visible:outline-2 focus-visible:outline-sepia"
      >
        <ShoppingCart aria-hidden="true" className="size-4" fill="currentColor" />
      </Link>
    );
  }
  const adding = cart.isAdding(photo.id);
  // Busy, not disabled: a disabled button drops the focus (issue 23); presses are ignored instead.
  const waiting = adding || !cart.ready || licences?.ready === false;
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      onClick={() => {
        if (!waiting) cart.add(photo);
      }}
      aria-disabled={waiting || undefined}
      aria-busy={adding || undefined}
      aria-label={`Add ${name} to cart`}
      title="Add to Cart"
      className={`${OVERLAY_BUTTON} aria-disabled:cursor-wait`}
    >
      {adding ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      ) : (
        <ShoppingCart aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}

/**
 * spec §2: the overlay's wishlist button opens the add-to-wishlist dialog; the heart is filled
 * when the photo is in any of the person's wishlists (one batch check for the cards on screen).
 * No wishlists provided (a styleguide demo): no button.
 */
function CardWishlistButton({ photo, tabIndex }: { photo: GridPhoto; tabIndex: TabIndex }) {
  const wishlists = usePhotoWishlistActions();
  const inWishlist = useWishlistMembership(photo.id);
  if (!wishlists) return null;
  const name = photoName(photo);
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      onClick={() => wishlists.open(photo)}
      aria-label={inWishlist ? `${name} is in a wishlist. Manage wishlists` : `Save ${name} to a wishlist`}
      title={inWishlist ? 'Manage wishlists' : 'Add to wishlist'}
      className={
        inWishlist
          ? 'rounded-full bg-sepia p-1.5 text-white hover:bg-ink focus-visible:outline-2 focus-visible:outline-sepia'
          : OVERLAY_BUTTON
      }
    >
      <Heart aria-hidden="true" className="size-4" fill={inWishlist ? 'currentColor' : 'none'} />
    </button>
  );
}

/**
 * A signed-in person's part of a grid card (spec §1: guests get none): the details on hover or
 * focus, and the cart and wishlist buttons. Loaded apart from the card (PhotoCard.tsx).
 */
export function PhotoCardDetails({ photo, tabIndex }: { photo: GridPhoto; tabIndex: TabIndex }) {
  const events = photo.event_names ?? [];
  const licensed = (usePhotoLicences()?.licensesOf(photo.id).length ?? 0) > 0;
  const price = formatUsd(centsFromDollars(photo.price));
  return (
    <>
      <div className="pointer-events-none absolute inset-0 flex flex-col justify-between bg-gradient-to-t from-ink/85 via-ink/10 to-ink/40 p-2 text-paper opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 flex-wrap gap-1">
            {events.slice(0, EVENT_PILLS).map((name) => (
              <span
                key={name}
                className="truncate rounded-full bg-ink/70 px-2 py-0.5 text-[11px] font-medium"
              >
                {name}
              </span>
            ))}
            {events.length > EVENT_PILLS && (
              <span className="rounded-full bg-ink/70 px-2 py-0.5 text-[11px] font-medium">
                +{events.length - EVENT_PILLS}
              </span>
            )}
          </div>
          {/* Room for the buttons, which sit above the overlay (below). */}
          <div aria-hidden="true" className={`h-7 shrink-0 ${licensed ? 'w-52' : 'w-16'}`} />
        </div>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{photo.title}</p>
          <p className="flex items-baseline justify-between gap-2 text-xs text-paper/85">
            <span className="truncate">{photo.storefront_name}</span>
            <span className="shrink-0 font-semibold text-paper">{price}</span>
          </p>
        </div>
      </div>
      {/* Outside the overlay so touch screens, which have no hover, still show them (spec §2: the
          grid's cart and wishlist buttons); with a mouse they appear with the overlay. */}
      <div className="absolute top-2 right-2 flex gap-1 opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:opacity-100">
        <CardCartButton photo={photo} tabIndex={tabIndex} />
        <CardWishlistButton photo={photo} tabIndex={tabIndex} />
      </div>
    </>
  );
}
