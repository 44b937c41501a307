import { useState } from 'react';
import { formatUsd } from '../../../../core/pricing';
import type { Purchase } from '../../../../core/purchases';
import { Button } from '../../../components/Button';
import { photoName } from './photo-name';
import { UpgradeDialog } from './UpgradeDialog';

/**
 * The photo became central to a scene after the cut: its background-dressing licence becomes
 * hero usage for the difference. The button opens the upgrade's summary and terms (issue 22);
 * paying happens there, like any checkout.
 */
export function UpgradeButton({ purchase, priceCents }: { purchase: Purchase; priceCents: number }) {
  const [open, setOpen] = useState(false);
  const price = formatUsd(priceCents);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Upgrade to hero usage for ${price}: ${photoName(purchase)}`}
        title="Pay only the difference between background dressing and hero usage"
        onClick={() => setOpen(true)}
      >
        Upgrade to hero usage for {price}
      </Button>
      <UpgradeDialog
        open={open}
        onOpenChange={setOpen}
        offer={{
          photo: purchase,
          licence: {
            purchase_id: purchase.id,
            photo_id: purchase.photo_id,
            license_type: purchase.license_type,
            project_id: purchase.project_id,
            project_name: purchase.project_name,
            production_title: purchase.production_title,
            upgrade_price_cents: priceCents,
          },
        }}
      />
    </>
  );
}
