import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { HeldLicence } from '../../../../core/held-licences';
import type { LicenseType } from '../../../../core/pricing';
import {
  type PhotoLicences,
  PhotoLicencesContext,
  type UpgradeOffer,
} from '../../../components/photo-licences';
import { useLicensedPhotos } from '../../session';

// Every page mounts this provider; the upgrade's summary (a dialog, the terms) loads when first offered.
const UpgradeDialog = lazy(async () => ({ default: (await import('./UpgradeDialog')).UpgradeDialog }));

const NONE: readonly LicenseType[] = [];
const NOTHING_HELD: readonly HeldLicence[] = [];

/**
 * Gives photo cards and the photo page the buyer's licences (issue 13: "Licensed" instead of
 * "Add to Cart"; issue 22: per production, with the upgrade's summary the photo page opens).
 * Mounted once in the layout, so they are asked for once per session.
 */
export function PhotoLicencesProvider({ children }: { children: ReactNode }) {
  const licensed = useLicensedPhotos();
  const byPhoto = licensed.data;
  const [offer, setOffer] = useState<UpgradeOffer | null>(null);
  const [open, setOpen] = useState(false);
  // Loading is the only time nobody can tell; a failed read shows nothing as licensed.
  const ready = !(licensed.isPending && licensed.fetchStatus === 'fetching');
  const value = useMemo<PhotoLicences>(
    () => ({
      ready,
      licensesOf: (photoId) => byPhoto?.get(photoId)?.license_types ?? NONE,
      heldOf: (photoId) => byPhoto?.get(photoId)?.licences ?? NOTHING_HELD,
      offerUpgrade: (next) => {
        setOffer(next);
        setOpen(true);
      },
    }),
    [ready, byPhoto],
  );
  return (
    <PhotoLicencesContext.Provider value={value}>
      {children}
      {offer && (
        <Suspense fallback={null}>
          {/* One dialog per licence offered: each upgrade attempt keeps its own idempotency key. */}
          <UpgradeDialog key={offer.licence.purchase_id} offer={offer} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </PhotoLicencesContext.Provider>
  );
}
