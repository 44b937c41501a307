import { ShoppingCart } from 'lucide-react';
import { type RefObject, useCallback, useRef } from 'react';
import { Link } from 'react-router';
import type { CartAnswer } from '../../../core/cart';
import { paths } from '../../../core/paths';
import { formatUsd } from '../../../core/pricing';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRemovedRowFocus } from '../../components/use-removed-row-focus';
import { useCart } from './api/get-cart';
import { CartLineItem } from './components/CartLineItem';
import { CartSummaryPanel } from './components/CartSummaryPanel';
import { ClearCartButton } from './components/ClearCartButton';

const PAGE = 'mx-auto w-full max-w-6xl px-4 py-10 sm:px-6';

function CartSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your cart"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="divide-y divide-rule">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex gap-4 py-5">
            <Skeleton className="size-20 shrink-0 sm:size-24" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-8 w-64" />
            </div>
            <Skeleton className="h-5 w-16" />
          </div>
        ))}
      </div>
      <Skeleton className="h-80 w-full rounded-2xl" />
    </div>
  );
}

function EmptyCart() {
  return (
    <EmptyState
      title="Your cart is empty"
      icon={<ShoppingCart className="size-12" />}
      action={
        <Button asChild>
          <Link to={paths.search.path}>Search photos</Link>
        </Button>
      }
    >
      Photos you add from a search or a photo's page wait here, saved to your account, until you license them.
    </EmptyState>
  );
}

const photos = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

function CartContents({ cart }: { cart: CartAnswer }) {
  const unavailable = cart.items.filter((line) => !line.available).length;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="cart-lines-heading">
        <div className="flex items-center justify-between gap-4 border-b border-rule pb-3">
          <h2 id="cart-lines-heading" tabIndex={-1} className="text-sm font-medium text-ink-soft">
            {photos(cart.total)}, newest first
          </h2>
          <ClearCartButton lineCount={cart.total} />
        </div>
        {/* On a phone the summary comes after every line: its total is shown up here too. */}
        <p className="flex items-baseline justify-between gap-4 border-b border-rule py-3 text-sm lg:hidden">
          <span>
            Total <span className="font-semibold tabular-nums">{formatUsd(cart.summary.total_cents)}</span>
          </span>
          <a href="#cart-summary" className="text-sepia underline-offset-4 hover:underline">
            Order summary
          </a>
        </p>
        <ul aria-label="Photos in your cart" className="divide-y divide-rule">
          {cart.items.map((line) => (
            <CartLineItem key={line.id} line={line} />
          ))}
        </ul>
      </section>
      <div className="lg:sticky lg:top-20">
        <CartSummaryPanel summary={cart.summary} unavailableCount={unavailable} />
        <p className="mt-4 text-center text-sm">
          <Link to={paths.search.path} className="text-sepia underline-offset-4 hover:underline">
            Continue browsing
          </Link>
        </p>
      </div>
    </div>
  );
}

const NO_LINES: readonly string[] = [];

/**
 * Removing a line hands focus to the next line's name, else to the list's heading, else (the cart
 * is empty now) to the page's heading, under which "Your cart is empty" is announced.
 */
function useLineRemovalFocus(cart: CartAnswer | undefined, page: RefObject<HTMLElement | null>) {
  const ids = cart?.items.map((line) => line.id) ?? NO_LINES;
  const focusLine = useCallback(
    (id: string | null) => {
      const root = page.current;
      const target =
        id === null
          ? (root?.querySelector<HTMLElement>('#cart-lines-heading') ??
            root?.querySelector<HTMLElement>('h1'))
          : root?.querySelector<HTMLElement>(`[data-line-id="${CSS.escape(id)}"] h3 a`);
      target?.focus();
    },
    [page],
  );
  useRemovedRowFocus(ids, focusLine);
}

function CartBody({ page }: { page: RefObject<HTMLElement | null> }) {
  const cart = useCart();
  useLineRemovalFocus(cart.data, page);
  return (
    <PageState
      query={cart}
      loading={<CartSkeleton />}
      error={(retry) => (
        <ErrorState title="Error loading cart" onRetry={retry}>
          We could not load your cart. Please try again.
        </ErrorState>
      )}
    >
      {(data) => (data.total === 0 ? <EmptyCart /> : <CartContents cart={data} />)}
    </PageState>
  );
}

/** spec §2 /cart (signed in: under RequireUser): the lines, their licences and the order's totals. */
export function CartPage() {
  useDocumentTitle('Your cart');
  const page = useRef<HTMLDivElement>(null);
  return (
    <div ref={page} className={PAGE}>
      <h1 tabIndex={-1} className="font-display text-4xl text-ink">
        Your cart
      </h1>
      <div className="mt-8">
        <CartBody page={page} />
      </div>
    </div>
  );
}
