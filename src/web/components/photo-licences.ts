import { createContext, useContext } from 'react';
import type { HeldLicence } from '../../core/held-licences';
import { LICENSE_LABEL, type LicenseType, licenceIncludes } from '../../core/licence-types';
import { paths } from '../../core/paths';

/**
 * The licences the signed-in buyer holds, as photo cards and the photo page see them (issue 13:
 * a licensed photo shows "Licensed" instead of "Add to Cart"). Shared components cannot import
 * the purchases feature, so the feature provides this near the app's root, as the cart does.
 */
/** What the upgrade's summary shows (issue 22): the licence to upgrade and its photo. */
export interface UpgradeOffer {
  licence: HeldLicence;
  photo: { photoid: number; title: string | null; thumbnail_url: string | null };
}

export interface PhotoLicences {
  /** False while the licences load: until then nobody can tell whether a photo is licensed. */
  ready: boolean;
  /** The licences held for the photo (its uuid); empty when it has none. */
  licensesOf(photoId: string): readonly LicenseType[];
  /** The same, one per production it is held for (issue 22: licences are per production). */
  heldOf(photoId: string): readonly HeldLicence[];
  /** Opens the upgrade's summary and terms (the purchases feature's dialog) for one licence. */
  offerUpgrade(offer: UpgradeOffer): void;
}

export const PhotoLicencesContext = createContext<PhotoLicences | null>(null);

/** The buyer's licences, or null where none are provided (then nothing shows as licensed). */
export function usePhotoLicences(): PhotoLicences | null {
  return useContext(PhotoLicencesContext);
}

/**
 * True when the licences held already grant `wanted` for some production: the same licence, or
 * hero usage, which includes background dressing (core/held-licences.ts licenceIncludes).
 */
export function licenceCovers(held: readonly LicenseType[], wanted: LicenseType): boolean {
  return held.some((licence) => licenceIncludes(licence, wanted));
}

/** "Licensed · Hero usage" — the strongest licence held named (hero usage covers background). */
export function licensedLabel(held: readonly LicenseType[]): string {
  const strongest: LicenseType = held.includes('hero-usage') ? 'hero-usage' : 'background-dressing';
  return `Licensed · ${LICENSE_LABEL[strongest]}`;
}

/** Where a licensed photo leads: its lines in My purchases (`#1042` finds exactly that photo). */
export function licensedHref(photoid: number): string {
  return paths.myPurchases.href({ q: `#${photoid}` });
}
