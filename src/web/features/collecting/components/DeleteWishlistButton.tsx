import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { WishlistSummary } from '../../../../core/collecting';
import { paths } from '../../../../core/paths';
import { Button } from '../../../components/Button';
import { useDeleteWishlist } from '../api/delete-wishlist';
import { ConfirmButton } from './ConfirmButton';
import { countOf } from './format';

/** "Delete wishlist", asked once more; afterwards the person is back at their wishlists. */
export function DeleteWishlistButton({ wishlist }: { wishlist: WishlistSummary }) {
  const remove = useDeleteWishlist();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      trigger={
        <Button variant="ghost">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete wishlist
        </Button>
      }
      title="Delete this wishlist?"
      description={
        wishlist.item_count > 0
          ? `"${wishlist.name}" and its list of ${countOf(wishlist.item_count, 'photo')} will be deleted. The photos stay in the catalogue.`
          : `"${wishlist.name}" will be deleted.`
      }
      confirmLabel="Delete wishlist"
      cancelLabel="Keep it"
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(wishlist.id, {
          onSuccess: () => void navigate(paths.wishlists.path, { replace: true }),
          onSettled: close,
        })
      }
    />
  );
}
