import { Heart } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { WishlistDetail } from '../../../core/collecting';
import { paths } from '../../../core/paths';
import { isUuid } from '../../../core/route-validity';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useWishlist } from './api/get-wishlist';
import { AddAllToCartButton } from './components/AddAllToCartButton';
import { DeleteWishlistButton } from './components/DeleteWishlistButton';
import { EditWishlistButton } from './components/EditWishlistDialog';
import { countOf, formatDay, projectLine } from './components/format';
import { ShareButton, SharePanel } from './components/SharePanel';
import { WishlistPhotoCard } from './components/WishlistPhotoCard';

const PAGE = 'mx-auto w-full max-w-6xl px-4 py-10 sm:px-6';
const GRID = 'grid gap-4 grid-cols-2 sm:grid-cols-3 lg:grid-cols-4';

function WishlistNotFound() {
  useDocumentTitle('Wishlist not found');
  return (
    <EmptyState
      title="Wishlist not found"
      action={
        <Button asChild>
          <Link to={paths.wishlists.path}>Your wishlists</Link>
        </Button>
      }
    >
      This wishlist does not exist, was deleted, or belongs to someone else.
    </EmptyState>
  );
}

function WishlistSkeleton() {
  return (
    <div role="status" aria-label="Loading wishlist" className="space-y-8">
      <div className="space-y-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <div className={GRID}>
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="aspect-[4/4.6] w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}

function WishlistView({ detail }: { detail: WishlistDetail }) {
  const { wishlist, items } = detail;
  useDocumentTitle(wishlist.name);
  const project = projectLine(wishlist.project_name, wishlist.company);
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <h1 className="font-display text-4xl text-ink">{wishlist.name}</h1>
        {wishlist.description && (
          <p className="max-w-3xl whitespace-pre-line text-ink-soft">{wishlist.description}</p>
        )}
        <p className="text-sm text-ink-soft">
          {project ?? 'No project'} · {countOf(wishlist.item_count, 'photo')} · Updated{' '}
          {formatDay(wishlist.updated_at)}
        </p>
        <div className="flex flex-wrap gap-2 pt-2">
          <AddAllToCartButton items={items} projectId={wishlist.project_id} />
          <EditWishlistButton wishlist={wishlist} />
          <ShareButton wishlist={wishlist} />
          <DeleteWishlistButton wishlist={wishlist} />
        </div>
      </header>
      <SharePanel wishlist={wishlist} />
      {items.length === 0 ? (
        <EmptyState
          title="No photos in this wishlist yet"
          icon={<Heart className="size-12" />}
          action={
            <Button asChild>
              <Link to={paths.search.path}>Search photos</Link>
            </Button>
          }
        >
          Use the heart on a photo, or "Add to wishlist" on its page, to save it here.
        </EmptyState>
      ) : (
        <ul aria-label="Photos in this wishlist" className={GRID}>
          {items.map((item) => (
            <WishlistPhotoCard key={item.id} item={item} wishlistId={wishlist.id} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WishlistBody({ id }: { id: string }) {
  const detail = useWishlist(id, isUuid(id));
  if (!isUuid(id)) return <WishlistNotFound />;
  return (
    <PageState
      query={detail}
      loading={<WishlistSkeleton />}
      notFound={<WishlistNotFound />}
      error={(retry) => (
        <ErrorState title="Error loading wishlist" onRetry={retry}>
          We could not load this wishlist. Please try again.
        </ErrorState>
      )}
    >
      {(data) => <WishlistView detail={data} />}
    </PageState>
  );
}

/** spec §2 /wishlists/{id} (signed in): one wishlist's photos, its details, sharing and "Add all to cart". */
export function WishlistPage() {
  const { id = '' } = useParams();
  // The same query as the body's: the breadcrumb names the list once it has arrived.
  const name = useWishlist(id, isUuid(id)).data?.wishlist.name;
  return (
    <div className={PAGE}>
      <Breadcrumb
        items={[
          { label: 'Home', to: paths.home.path },
          { label: 'Wishlists', to: paths.wishlists.path },
          { label: name ?? 'Wishlist' },
        ]}
      />
      <div className="mt-6">
        <WishlistBody id={id} />
      </div>
    </div>
  );
}
