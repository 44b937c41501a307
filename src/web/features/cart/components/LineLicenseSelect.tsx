import {
  centsFromDollars,
  formatUsd,
  LICENSE_LABEL,
  LICENSE_TYPES,
  type LicenseType,
  licensePriceCents,
} from '../../../../core/pricing';
import { Select, type SelectOption } from '../../../components/Select';
import { useChangeLicense } from '../api/change-license';

interface LineLicenseSelectProps {
  lineId: string;
  license: LicenseType;
  /** The photo's catalogue price in dollars: background dressing costs this, hero usage 5×. */
  photoPrice: number;
  /** Names the selector for screen readers: "Licence for Picnic by the lake". */
  photoName: string;
}

/** "Background dressing · $12.50", "Hero usage · $62.50": both licences of one photo with their prices. */
export function licenseOptions(photoPrice: number): SelectOption<LicenseType>[] {
  const cents = centsFromDollars(photoPrice);
  return LICENSE_TYPES.map((license) => ({
    value: license,
    label: `${LICENSE_LABEL[license]} · ${formatUsd(licensePriceCents(cents, license))}`,
  }));
}

/**
 * A line's licence (spec §4: change a row's licence). The choice is sent at once; the selector
 * shows a spinner until the cart has been read again with the new prices and totals.
 */
export function LineLicenseSelect({ lineId, license, photoPrice, photoName }: LineLicenseSelectProps) {
  const change = useChangeLicense();
  // While the change is on its way the selector shows the licence asked for, not the old one.
  const shown = change.isPending ? change.variables.license : license;
  return (
    <Select
      value={shown}
      options={licenseOptions(photoPrice)}
      onValueChange={(next) => {
        if (next !== license) change.mutate({ lineId, license: next });
      }}
      loading={change.isPending}
      aria-label={`Licence for ${photoName}`}
      size="sm"
      className="w-full sm:w-72"
    />
  );
}
