import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../../core/paths';
import { api, readJson } from '../../../api';
import { errorToast, refreshCollecting, successToast } from '../../projects';

/** The address anyone with the link opens: `/shared-wishlist/{code}` on this site. */
export function sharedWishlistUrl(code: string, origin = window.location.origin): string {
  return `${origin}${paths.sharedWishlist.href({ shareCode: code })}`;
}

/** Puts text on the clipboard; false where the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** `POST /api/wishlists/:id/share`: the list's share code; sharing a shared list keeps its link. */
export async function shareWishlist(id: string): Promise<string> {
  const body = await readJson(await api.wishlists[':id'].share.$post({ param: { id } }));
  return body.share_code;
}

/** `DELETE /api/wishlists/:id/share`: the link stops working at once. */
export async function unshareWishlist(id: string): Promise<void> {
  await readJson(await api.wishlists[':id'].share.$delete({ param: { id } }));
}

/**
 * Creates the link and copies it: "Share link created" / "The link is on your clipboard." (or,
 * where the clipboard is refused, where to copy it from). The spec names no texts here.
 */
export function useShareWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wishlists', 'share'] as const,
    mutationFn: async (id: string) => {
      const code = await shareWishlist(id);
      return { code, copied: await copyText(sharedWishlistUrl(code)) };
    },
    onSuccess: async ({ copied }) => {
      successToast(
        'Share link created',
        copied ? 'The link is on your clipboard.' : 'Copy the link from the box below.',
      );
      await refreshCollecting(queryClient);
    },
    onError: () => errorToast('Error', 'Failed to create the share link'),
  });
}

/** "Sharing stopped" / "The old link no longer works."; else "Failed to stop sharing". */
export function useUnshareWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wishlists', 'unshare'] as const,
    mutationFn: unshareWishlist,
    onSuccess: async () => {
      successToast('Sharing stopped', 'The old link no longer works.');
      await refreshCollecting(queryClient);
    },
    onError: () => errorToast('Error', 'Failed to stop sharing'),
  });
}
