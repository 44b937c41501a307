import { useId } from 'react';
import { HERO_USAGE_NEEDS_RELEASES } from '../../../../core/people';
import {
  formatUsd,
  LICENSE_LABEL,
  LICENSE_SUMMARY,
  LICENSE_TYPES,
  type LicenseType,
  licensePriceCents,
} from '../../../../core/pricing';
import { licenceCovers } from '../../../components/photo-licences';

interface LicenseChoiceProps {
  priceCents: number;
  value: LicenseType;
  onChange: (license: LicenseType) => void;
  /** The licences the buyer holds for the photo: the options they cover read "Licensed". */
  held?: readonly LicenseType[];
  /**
   * What hero usage costs as the upgrade of a background-dressing licence held (issue 22), shown
   * beside its full price; null when there is nothing to upgrade.
   */
  upgradeCents?: number | null;
  /**
   * Issue 27 item 6: hero usage cannot be sold until everyone shown in the photo has signed a
   * release. The option is disabled and the words say why, and that background dressing is possible.
   */
  heroUnavailable?: boolean;
}

/** spec §2 licence selector: background dressing at the photo's price, hero usage at 5×. */
export function LicenseChoice({
  priceCents,
  value,
  onChange,
  held = [],
  upgradeCents = null,
  heroUnavailable = false,
}: LicenseChoiceProps) {
  const name = useId();
  const whyId = useId();
  return (
    <fieldset>
      {/* A heading too (issue 23): the licence panel is where a screen reader's heading list lands. */}
      <legend className="mb-2">
        <h2 className="text-sm font-medium text-ink">Licence</h2>
      </legend>
      <div className="space-y-2">
        {LICENSE_TYPES.map((license) => {
          const disabled = heroUnavailable && license === 'hero-usage';
          return (
            <label
              key={license}
              className={`flex items-start gap-3 rounded-xl p-3 ring-1 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sepia ${
                disabled
                  ? 'cursor-not-allowed bg-paper-deep ring-rule'
                  : value === license
                    ? 'cursor-pointer bg-sepia-light/40 ring-sepia'
                    : 'cursor-pointer bg-white ring-rule hover:bg-paper-deep'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={license}
                checked={value === license && !disabled}
                disabled={disabled}
                aria-describedby={disabled ? whyId : undefined}
                onChange={() => onChange(license)}
                className="mt-1 accent-ink"
              />
              <span className="flex-1">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-ink">
                    {LICENSE_LABEL[license]}
                    {held.length > 0 && licenceCovers(held, license) && (
                      <span className="ml-2 rounded-full bg-sepia-light/60 px-2 py-0.5 text-xs font-semibold text-ink">
                        Licensed
                      </span>
                    )}
                  </span>
                  <span className="font-semibold tabular-nums text-ink">
                    {formatUsd(licensePriceCents(priceCents, license))}
                  </span>
                </span>
                <span className="mt-0.5 block text-sm text-ink-soft">{LICENSE_SUMMARY[license]}</span>
                {license === 'hero-usage' && upgradeCents !== null && !disabled && (
                  <span className="mt-1 block text-sm font-medium text-ink">
                    Upgrade from your background-dressing licence: {formatUsd(upgradeCents)}
                  </span>
                )}
                {disabled && (
                  <span id={whyId} className="mt-1 block text-sm font-medium text-ink">
                    {HERO_USAGE_NEEDS_RELEASES}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
