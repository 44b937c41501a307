/**
 * Tax on a licence order (issue 22). Without Stripe, the rate comes from a table per billing
 * country kept in configuration (`TAX_RATES=GB:20,DE:19`; a country not listed pays none); with
 * Stripe, Stripe Tax computes it on its page and the order records what it charged. Rates are
 * held in basis points (20% = 2000) so 5.5% stays a whole number; money stays in whole cents.
 */

/** ISO 3166-1 alpha-2 codes a billing address can be in (Kosovo's XK included, as Stripe takes it). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

const KNOWN = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return KNOWN.has(value);
}

const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** "GB" → "United Kingdom". */
export function countryName(code: string): string {
  return names.of(code) ?? code;
}

/** Basis points per country code; a country not listed pays no tax. */
export type TaxRates = Readonly<Record<string, number>>;

/**
 * `GB:20,DE:19,FR:5.5` → `{ GB: 2000, DE: 1900, FR: 550 }`. Throws with the entry at fault, so a
 * mistyped table stops the server at boot instead of charging a wrong tax.
 */
export function parseTaxRates(text: string): TaxRates {
  const rates: Record<string, number> = {};
  for (const entry of text.split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const match = /^([A-Za-z]{2})\s*:\s*(\d{1,2}(?:\.\d{1,2})?|100(?:\.0{1,2})?)\s*%?$/.exec(trimmed);
    const code = match?.[1]?.toUpperCase();
    if (!match || !code || !isCountryCode(code))
      throw new Error(`"${trimmed}" is not COUNTRY:PERCENT with a two-letter country code, e.g. GB:20`);
    if (code in rates) throw new Error(`${code} is listed twice`);
    rates[code] = Math.round(Number(match[2]) * 100);
  }
  return rates;
}

/** The rate of a billing country in basis points (0 when the table does not list it). */
export function taxRateFor(rates: TaxRates, country: string | null | undefined): number {
  return (country && rates[country]) || 0;
}

/** Tax on `netCents` at `rateBp`, rounded half up to a whole cent (integer arithmetic: no float drift). */
export function taxCentsFor(netCents: number, rateBp: number): number {
  return Math.floor((netCents * rateBp + 5000) / 10000);
}

/**
 * Splits `totalCents` over lines in proportion to `weights` (largest remainder, ties to the
 * earlier line), so the shares always add up to the total: each line's tax, refunded with it.
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? totalCents : 0));
  const shares = weights.map((weight) => Math.floor((weight * totalCents) / sum));
  let remainder = totalCents - shares.reduce((total, share) => total + share, 0);
  const order = weights
    .map((weight, index) => ({ index, rest: (weight * totalCents) % sum }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (remainder <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    remainder--;
  }
  return shares;
}

/** 2000 → "20%", 550 → "5.5%". */
export function formatTaxRate(rateBp: number): string {
  return `${Number((rateBp / 100).toFixed(2))}%`;
}

/** How checkout prices tax: our table (with its rates) or Stripe Tax on Stripe's page. */
export type TaxMode = { mode: 'rates'; rates: TaxRates } | { mode: 'stripe' };

/** "Tax (20%, United Kingdom)"; "Tax" alone when Stripe Tax computed it and the country is unknown. */
export function taxLineLabel(rateBp: number, country: string | null | undefined): string {
  const parts = [...(rateBp > 0 ? [formatTaxRate(rateBp)] : []), ...(country ? [countryName(country)] : [])];
  return parts.length > 0 ? `Tax (${parts.join(', ')})` : 'Tax';
}
