import { formatUsd } from '../../../../core/pricing';
import type { Purchase } from '../../../../core/purchases';
import { Button } from '../../../components/Button';
import { useUpgrade } from '../api/upgrade';
import { photoName } from './photo-name';

/**
 * The photo became central to a scene after the cut: its background-dressing licence becomes
 * hero usage for the difference, paid like any checkout.
 */
export function UpgradeButton({ purchase, priceCents }: { purchase: Purchase; priceCents: number }) {
  const upgrade = useUpgrade(purchase.id);
  const price = formatUsd(priceCents);
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={upgrade.isPending || upgrade.isSuccess}
      aria-label={`Upgrade to hero usage for ${price}: ${photoName(purchase)}`}
      title="Pay only the difference between background dressing and hero usage"
      onClick={upgrade.start}
    >
      Upgrade to hero usage for {price}
    </Button>
  );
}
