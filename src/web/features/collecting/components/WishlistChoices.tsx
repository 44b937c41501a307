import { Check, Heart, Plus } from 'lucide-react';
import type { LicenseType } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import type { WishlistPhotoRef } from '../../../components/photo-wishlist-actions';
import { Skeleton } from '../../../components/Skeleton';
import { Spinner } from '../../../components/Spinner';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlists } from '../api/get-wishlists';
import { useWishlistsContaining } from '../api/get-wishlists-containing';

const photos = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

interface WishlistChoicesProps {
  photo: WishlistPhotoRef;
  license?: LicenseType;
  onAdded: () => void;
  onCreateNew: () => void;
}

/**
 * spec §2 add-to-wishlist: the person's wishlists; those already holding the photo say "Added"
 * and cannot be chosen; "Create new wishlist"; "No wishlists yet. Create your first one!".
 */
export function WishlistChoices({ photo, license, onAdded, onCreateNew }: WishlistChoicesProps) {
  const wishlists = useWishlists();
  const containing = useWishlistsContaining(photo.id);
  const add = useAddToWishlist();
  const holding = new Set((containing.data ?? []).map((wishlist) => wishlist.id));
  const addingTo = add.isPending ? add.variables?.wishlist.id : undefined;

  const createButton = (
    <Button variant="secondary" block onClick={onCreateNew}>
      <Plus aria-hidden="true" className="size-4" />
      Create new wishlist
    </Button>
  );

  if (wishlists.isPending || containing.isPending) {
    return (
      <div role="status" aria-label="Loading your wishlists" className="space-y-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (wishlists.isError || containing.isError) {
    return (
      <div role="alert" className="space-y-3 text-center">
        <p className="text-ink">We could not load your wishlists.</p>
        <Button
          variant="secondary"
          onClick={() => {
            void wishlists.refetch();
            void containing.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (wishlists.data.length === 0) {
    return (
      <div className="space-y-4">
        <p className="rounded-xl border border-dashed border-rule px-4 py-6 text-center text-ink-soft">
          No wishlists yet. Create your first one!
        </p>
        {createButton}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Your wishlists" className="max-h-80 space-y-2 overflow-y-auto">
        {wishlists.data.map((wishlist) => {
          const added = holding.has(wishlist.id);
          const busy = addingTo === wishlist.id;
          return (
            <li key={wishlist.id}>
              <button
                type="button"
                disabled={added || add.isPending}
                aria-busy={busy || undefined}
                onClick={() =>
                  add.mutate(
                    { wishlist: { id: wishlist.id, name: wishlist.name }, photoId: photo.id, license },
                    { onSuccess: onAdded },
                  )
                }
                className="flex w-full items-center gap-3 rounded-xl border border-rule bg-white px-4 py-3 text-left transition-colors enabled:hover:border-sepia enabled:hover:bg-paper-deep/40 disabled:cursor-default aria-busy:cursor-wait"
              >
                <Heart
                  aria-hidden="true"
                  className={`size-5 shrink-0 ${added ? 'fill-current text-sepia' : 'text-ink-soft'}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink">{wishlist.name}</span>
                  <span className="block truncate text-xs text-ink-soft">
                    {wishlist.project_name ? `${wishlist.project_name} · ` : ''}
                    {photos(wishlist.item_count)}
                  </span>
                </span>
                {busy && <Spinner label="Adding…" className="size-4" />}
                {added && (
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-sepia/10 px-2.5 py-1 text-xs font-semibold text-sepia">
                    <Check aria-hidden="true" className="size-3.5" />
                    Added
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {createButton}
    </div>
  );
}
