import { ArrowUpCircle } from 'lucide-react';
import { HELD_LICENCE_MESSAGES, type HeldLicence, productionName } from '../../../../core/held-licences';
import { formatUsd } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { usePhotoLicences } from '../../../components/photo-licences';

/** A photo as the upgrade's summary names it. */
interface UpgradePhoto {
  photoid: number;
  title: string | null;
  thumbnail_url: string | null;
}

/** Background-dressing licences that can become hero usage for their production, for the difference. */
export function upgradableLicences(held: readonly HeldLicence[]): HeldLicence[] {
  return held.filter(
    (licence) => licence.license_type === 'background-dressing' && licence.upgrade_price_cents !== null,
  );
}

/**
 * Issue 22: where background dressing is held for a production, hero usage for it is the upgrade
 * for the difference (as in My purchases), never a second licence at full price. One button per
 * production that can be upgraded (named when there are several); each opens the summary.
 */
export function UpgradeOfferButtons({
  photo,
  upgradable,
}: {
  photo: UpgradePhoto;
  upgradable: HeldLicence[];
}) {
  const licences = usePhotoLicences();
  if (!licences) return null;
  return (
    <>
      {upgradable.map((licence) => (
        <Button key={licence.purchase_id} onClick={() => licences.offerUpgrade({ licence, photo })}>
          <ArrowUpCircle aria-hidden="true" className="size-4" />
          Upgrade to hero usage for {formatUsd(licence.upgrade_price_cents ?? 0)}
          {upgradable.length > 1 ? ` (${productionName(licence)})` : ''}
        </Button>
      ))}
    </>
  );
}

/** What the buyer holds of the photo, per production, under the buttons (null when nothing). */
export function HeldLicenceNote({ held, upgrading }: { held: readonly HeldLicence[]; upgrading: boolean }) {
  if (held.length === 0) return null;
  const [first] = upgradableLicences(held);
  return (
    <p className="text-sm text-ink-soft">
      {upgrading && first
        ? `You hold background dressing for ${productionName(first)}: hero usage for it is an upgrade, and you pay only the difference. A new licence for another production is added to your cart.`
        : HELD_LICENCE_MESSAGES.licensedFor(held)}
    </p>
  );
}
