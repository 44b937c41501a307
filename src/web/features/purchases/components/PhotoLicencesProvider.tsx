import { type ReactNode, useMemo } from 'react';
import type { LicenseType } from '../../../../core/pricing';
import { type PhotoLicences, PhotoLicencesContext } from '../../../components/photo-licences';
import { useLicensedPhotos } from '../../../session/licensed-photos';

const NONE: readonly LicenseType[] = [];

/**
 * Gives photo cards and the photo page the buyer's licences (issue 13: "Licensed" instead of
 * "Add to Cart"). Mounted once in the layout, so they are asked for once per session.
 */
export function PhotoLicencesProvider({ children }: { children: ReactNode }) {
  const licensed = useLicensedPhotos();
  const byPhoto = licensed.data;
  // Loading is the only time nobody can tell; a failed read shows nothing as licensed.
  const ready = !(licensed.isPending && licensed.fetchStatus === 'fetching');
  const value = useMemo<PhotoLicences>(
    () => ({ ready, licensesOf: (photoId) => byPhoto?.get(photoId) ?? NONE }),
    [ready, byPhoto],
  );
  return <PhotoLicencesContext.Provider value={value}>{children}</PhotoLicencesContext.Provider>;
}
