import { useQueries } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LicenseType } from '../../../../core/pricing';
import {
  type PhotoWishlistActions,
  PhotoWishlistActionsContext,
  type WishlistPhotoRef,
} from '../../../components/photo-wishlist-actions';
import { useAuthState } from '../../session';
import { CHECK_BATCH_SIZE, checkWishlistsQueryOptions } from '../api/check-wishlists';
import { useWishlistSignIn } from '../api/wishlist-sign-in';

// The dialog, its forms and Radix load when someone first opens it, not with every page.
const WishlistDialog = lazy(async () => ({ default: (await import('./WishlistDialog')).WishlistDialog }));

/** Photos that appear within this long of each other are asked about in one request. */
const BATCH_DELAY_MS = 50;
/** Batches kept (each up to 500 photos); older ones are dropped and asked again if seen again. */
const MAX_BATCHES = 40;

interface DialogTarget {
  photo: WishlistPhotoRef;
  license: LicenseType | undefined;
}

/**
 * Which photos on screen are in a wishlist (spec §9: one batch check, fresh 1 minute): cards
 * `watch` their photo, and the photos seen within 50 ms go out in one `POST /api/wishlists/check`.
 */
function useBatchedMembership(enabled: boolean) {
  const [batches, setBatches] = useState<readonly (readonly string[])[]>([]);
  const batchesRef = useRef(batches);
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    timer.current = null;
    const asked = new Set(batchesRef.current.flat());
    const fresh = [...pending.current].filter((id) => !asked.has(id));
    pending.current.clear();
    if (fresh.length === 0) return;
    const added: string[][] = [];
    for (let start = 0; start < fresh.length; start += CHECK_BATCH_SIZE)
      added.push(fresh.slice(start, start + CHECK_BATCH_SIZE));
    batchesRef.current = [...batchesRef.current, ...added].slice(-MAX_BATCHES);
    setBatches(batchesRef.current);
  }, []);

  const watch = useCallback(
    (photoIds: readonly string[]) => {
      const asked = new Set(batchesRef.current.flat());
      for (const id of photoIds) if (!asked.has(id)) pending.current.add(id);
      if (pending.current.size > 0 && timer.current === null)
        timer.current = setTimeout(flush, BATCH_DELAY_MS);
    },
    [flush],
  );

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  // One string of the ids found, so the set below changes only when the answer does.
  const found = useQueries({
    queries: batches.map((ids) => ({ ...checkWishlistsQueryOptions(ids), enabled })),
    combine: (results) =>
      results
        .flatMap((result) => result.data ?? [])
        .sort()
        .join(','),
  });
  const inWishlists = useMemo(() => new Set(found ? found.split(',') : []), [found]);
  return { watch, inWishlists };
}

/**
 * Gives photo cards and the detail page wishlists (spec §2: the heart, "Add to wishlist" /
 * "Manage wishlists") and draws the add-to-wishlist dialog. Mounted once in the layout.
 */
export function PhotoWishlistActionsProvider({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  const signedIn = auth.status === 'signed-in';
  const signedOut = auth.status === 'signed-out';
  const signIn = useWishlistSignIn();
  const { watch, inWishlists } = useBatchedMembership(signedIn);
  const [target, setTarget] = useState<DialogTarget | null>(null);

  const open = useCallback(
    (photo: WishlistPhotoRef, license?: LicenseType) => {
      // While the session check runs the choice is kept: the dialog opens once it says "signed in".
      if (signedOut) signIn();
      else setTarget({ photo, license });
    },
    [signedOut, signIn],
  );
  const value = useMemo<PhotoWishlistActions>(
    () => ({ isInWishlist: (photoId) => inWishlists.has(photoId), watch, open }),
    [inWishlists, watch, open],
  );
  const close = useCallback(() => setTarget(null), []);

  return (
    <PhotoWishlistActionsContext.Provider value={value}>
      {children}
      {target && signedIn && (
        <Suspense fallback={null}>
          <WishlistDialog photo={target.photo} license={target.license} onClose={close} />
        </Suspense>
      )}
    </PhotoWishlistActionsContext.Provider>
  );
}
