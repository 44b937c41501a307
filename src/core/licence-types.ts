/**
 * The two licences, their names and which includes which (spec §9): all that every page's photo
 * buttons need of pricing.ts, apart so the first script a visitor loads carries nothing else of it
 * (the home page's script budget, issue 22). pricing.ts re-exports them.
 */

export const LICENSE_TYPES = ['background-dressing', 'hero-usage'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/** spec §9: the default licence is background-dressing. */
export const DEFAULT_LICENSE: LicenseType = 'background-dressing';

export const LICENSE_LABEL: Record<LicenseType, string> = {
  'background-dressing': 'Background dressing',
  'hero-usage': 'Hero usage',
};

export function isLicenseType(value: unknown): value is LicenseType {
  return typeof value === 'string' && (LICENSE_TYPES as readonly string[]).includes(value);
}

/**
 * A licence read back from the database, where a check constraint allows only LICENSE_TYPES:
 * anything else is a broken row, not a request to answer.
 */
export function licenseTypeOf(value: string): LicenseType {
  if (isLicenseType(value)) return value;
  throw new Error(`unknown license_type "${value}"`);
}

/** Hero usage grants background dressing's rights too (license-terms.ts licenseGrants). */
export function licenceIncludes(held: LicenseType, wanted: LicenseType): boolean {
  return held === wanted || held === 'hero-usage';
}
