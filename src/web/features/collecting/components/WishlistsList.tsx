import { Heart, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { WishlistSummary } from '../../../../core/collecting';
import { paths } from '../../../../core/paths';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageState } from '../../../components/PageState';
import { Skeleton } from '../../../components/Skeleton';
import { useWishlists } from '../api/get-wishlists';
import { WishlistCard } from './WishlistCard';

// The same chunk the add-to-wishlist dialog loads from the layout.
const WishlistDialog = lazy(async () => ({ default: (await import('./WishlistDialog')).WishlistDialog }));

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** "New wishlist": the create-wishlist dialog without a photo; the new list opens when made. */
function NewWishlistButton({ label = 'New wishlist' }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WishlistDialog
            onClose={() => setOpen(false)}
            onCreated={(id) => void navigate(paths.wishlist.href({ id }))}
          />
        </Suspense>
      )}
    </>
  );
}

/** The person's wishlists as cards, the most recently changed first (/wishlists and the profile's tab). */
export function WishlistsList() {
  const wishlists = useWishlists();
  return (
    <PageState
      query={wishlists}
      loading={
        <div role="status" aria-label="Loading your wishlists" className={GRID}>
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} className="aspect-[4/3.8] w-full rounded-2xl" />
          ))}
        </div>
      }
      error={(retry) => (
        <ErrorState title="Error loading wishlists" onRetry={retry}>
          We could not load your wishlists. Please try again.
        </ErrorState>
      )}
    >
      {(lists) => <Lists lists={lists} />}
    </PageState>
  );
}

function Lists({ lists }: { lists: WishlistSummary[] }) {
  if (lists.length === 0) {
    return (
      <EmptyState
        title="No wishlists yet"
        icon={<Heart className="size-12" />}
        action={<NewWishlistButton label="Create your first wishlist" />}
      >
        Save photos from a search or a photo's page into a wishlist for each project, then share it with your
        director or license it all at once.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <NewWishlistButton />
      </div>
      <ul aria-label="Your wishlists" className={GRID}>
        {lists.map((wishlist) => (
          <WishlistCard key={wishlist.id} wishlist={wishlist} />
        ))}
      </ul>
    </div>
  );
}
