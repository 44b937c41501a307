import { Copy, Link2, Link2Off } from 'lucide-react';
import { useId } from 'react';
import type { WishlistSummary } from '../../../../core/collecting';
import { Button } from '../../../components/Button';
import { Input } from '../../../components/Input';
import { errorToast, successToast } from '../../projects';
import { copyText, sharedWishlistUrl, useShareWishlist, useUnshareWishlist } from '../api/share-wishlist';
import { ConfirmButton } from './ConfirmButton';

/** "Share": makes the link and copies it. Shown where the list is not shared yet. */
export function ShareButton({ wishlist }: { wishlist: WishlistSummary }) {
  const share = useShareWishlist();
  if (wishlist.share_code) return null;
  return (
    <Button variant="secondary" loading={share.isPending} onClick={() => share.mutate(wishlist.id)}>
      <Link2 aria-hidden="true" className="size-4" />
      Share
    </Button>
  );
}

/**
 * A shared list's link (`/shared-wishlist/{code}`, read-only for anyone who has it), a button to
 * copy it, and "Stop sharing", asked once more: the link stops working at once.
 */
export function SharePanel({ wishlist }: { wishlist: WishlistSummary }) {
  const unshare = useUnshareWishlist();
  const fieldId = useId();
  if (!wishlist.share_code) return null;
  const url = sharedWishlistUrl(wishlist.share_code);
  const copy = async () => {
    if (await copyText(url)) successToast('Link copied', 'The share link is on your clipboard.');
    else errorToast('Copy failed', 'Select the link and copy it yourself.');
  };
  return (
    <section
      aria-labelledby={`${fieldId}-heading`}
      className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-rule"
    >
      <h2 id={`${fieldId}-heading`} className="font-medium text-ink">
        Shared by link
      </h2>
      <p className="text-sm text-ink-soft">
        Anyone with this link can see the list and its photos, but not change it. They need no account.
      </p>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={fieldId} className="sr-only">
          Share link
        </label>
        <div className="min-w-64 flex-1">
          <Input id={fieldId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </div>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        <ConfirmButton
          trigger={
            <Button variant="ghost">
              <Link2Off aria-hidden="true" className="size-4" />
              Stop sharing
            </Button>
          }
          title="Stop sharing this wishlist?"
          description="The link stops working at once. Sharing again later makes a new link."
          confirmLabel="Stop sharing"
          cancelLabel="Keep sharing"
          pending={unshare.isPending}
          onConfirm={(close) => unshare.mutate(wishlist.id, { onSettled: close })}
        />
      </div>
    </section>
  );
}
