import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '../../../../core/paths';
import { useCart } from '../api/get-cart';

/** "Cart, 3 items" / "Cart, 1 item" / "Cart, empty"; just "Cart" while it loads or when it failed. */
export function cartLinkName(count: number | undefined): string {
  if (count === undefined) return 'Cart';
  if (count === 0) return 'Cart, empty';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The badge shows every line, available or not: what the person will see on the cart page. */
function useCartCount(): { count: number | undefined; loading: boolean } {
  const cart = useCart();
  return { count: cart.data?.total, loading: cart.isPending && cart.fetchStatus === 'fetching' };
}

const BADGE_MAX = 99;

/** spec §2 Header: the cart icon with its item count, a spinner while the cart loads. */
export function HeaderCartLink() {
  const { count, loading } = useCartCount();
  return (
    <NavLink
      to={paths.cart.path}
      aria-label={cartLinkName(count)}
      aria-busy={loading || undefined}
      title="Cart"
      className="relative rounded-full p-2 text-paper/85 transition-colors hover:bg-paper/10 hover:text-paper aria-[current=page]:text-sepia-light"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {loading ? (
        <LoaderCircle
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 size-4 animate-spin text-sepia-light motion-reduce:animate-none"
        />
      ) : (
        count !== undefined &&
        count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-1 min-w-5 rounded-full bg-sepia-light px-1 text-center text-[11px] leading-5 font-semibold text-ink tabular-nums"
          >
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        )
      )}
    </NavLink>
  );
}

/** spec §2 mobile menu: "Cart (3)"; "Cart" until the count is known. */
export function MobileCartLink({ className, onClick }: { className: string; onClick: () => void }) {
  const { count } = useCartCount();
  return (
    <NavLink to={paths.cart.path} className={className} onClick={onClick}>
      {count === undefined ? 'Cart' : `Cart (${count})`}
    </NavLink>
  );
}
