import { formatUsd, LICENSE_LABEL, type LicenseType, licenceIncludes } from './pricing';

export { licenceIncludes };

/**
 * Licences a buyer already holds (issue 22): the one rule the server enforces and the pages
 * show. A licence covers one production (license-terms.ts LICENSE_TERM), and a production is the
 * order's project. So the same photo licensed again for *another* project is a new licence, but
 * a second licence of the same or a lesser kind for the *same* project is refused; where the
 * buyer holds background dressing for a project, hero usage for it is the upgrade, paid as the
 * difference (pricing.ts upgradePriceCents), never as a second licence at full price.
 */

/** One live licence (paid, not refunded) of the buyer's, as GET /api/purchases/licensed and the cart answer it. */
export interface HeldLicence {
  purchase_id: string;
  photo_id: string;
  license_type: LicenseType;
  /** The production it covers: the order's project (null once that project was deleted). */
  project_id: string | null;
  /** That project's name (as the order recorded it when the project is gone). */
  project_name: string | null;
  /** The production title the order printed on the licence. */
  production_title: string | null;
  /**
   * What upgrading this licence to hero usage for the same production costs; null when it cannot
   * be upgraded (it is hero usage, or hero usage is held for that production already).
   */
  upgrade_price_cents: number | null;
}

/** What buying `wanted` for a production means, given the licences held for the photo. */
export type LicenceVerdict =
  /** A licence of its own; `elsewhere` are the photo's licences held for other productions. */
  | { kind: 'new'; elsewhere: readonly HeldLicence[] }
  /** Held already for that production, at the same or a greater licence: refused. */
  | { kind: 'held'; held: HeldLicence }
  /** Background dressing held for that production and hero usage wanted: the upgrade, for the difference. */
  | { kind: 'upgrade'; from: HeldLicence };

/**
 * The rule, for the licences `held` of one photo. `projectId` is the production the licence would
 * be for; null where the buyer has not said (a cart line before checkout, a wishlist of no
 * project): then every production counts, so the buyer is never sold what they hold unawares.
 */
export function licenceVerdict(
  held: readonly HeldLicence[],
  projectId: string | null,
  wanted: LicenseType,
): LicenceVerdict {
  const forProject = projectId === null ? held : held.filter((licence) => licence.project_id === projectId);
  const covering = forProject.find((licence) => licenceIncludes(licence.license_type, wanted));
  if (covering) return { kind: 'held', held: covering };
  const upgradable = forProject.find(
    (licence) => licence.license_type === 'background-dressing' && licence.upgrade_price_cents !== null,
  );
  if (wanted === 'hero-usage' && upgradable) return { kind: 'upgrade', from: upgradable };
  return { kind: 'new', elsewhere: held.filter((licence) => !forProject.includes(licence)) };
}

/** "The Long Summer", or a fallback when the project is gone. */
export function productionName(licence: Pick<HeldLicence, 'project_name'>): string {
  return licence.project_name ?? 'an earlier production';
}

/** "A, B and C". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "The Long Summer and Night Shift": the distinct productions of `licences`. */
export function productionNames(licences: readonly Pick<HeldLicence, 'project_name'>[]): string {
  return listed([...new Set(licences.map(productionName))]);
}

/** The words the checkout, the cart and the photo page use (one source, so they cannot drift). */
export const HELD_LICENCE_MESSAGES = {
  /** A second licence of the same or a lesser kind for the same production. */
  held: (photoid: number, held: HeldLicence, wanted: LicenseType): string =>
    `#${photoid} is already licensed for ${productionName(held)} (${LICENSE_LABEL[held.license_type]}${
      held.license_type === wanted ? '' : ', which includes background dressing'
    }). Remove it from your cart or choose another project.`,
  /** Hero usage where background dressing is held for the same production. */
  upgrade: (photoid: number, from: HeldLicence): string =>
    `You hold background dressing for #${photoid} for ${productionName(from)}: upgrade it to hero usage for ${formatUsd(
      from.upgrade_price_cents ?? 0,
    )} from My purchases or the photo's page instead. Remove it from your cart or choose another project.`,
  /** The same photo for another production: a legitimate new licence, said so. */
  elsewhere: (elsewhere: readonly HeldLicence[], projectName: string): string =>
    `You licensed this for ${productionNames(elsewhere)}; this licence is for ${projectName}.`,
  /** Before a project is chosen (the cart): which productions hold it already, and which licence. */
  licensedFor: (held: readonly HeldLicence[]): string =>
    `You licensed this for ${listed(
      [...new Set(held.map(productionName))].map((name) => {
        const hero = held.some(
          (licence) => productionName(licence) === name && licence.license_type === 'hero-usage',
        );
        return `${name} (${LICENSE_LABEL[hero ? 'hero-usage' : 'background-dressing']})`;
      }),
    )}. A licence covers one production: at checkout, choose another project to license it again.`,
} as const;

/** The message of the first refused line and how many more there are: what POST /api/checkout answers. */
export function refusalMessage(messages: readonly string[]): string {
  const [first] = messages;
  if (!first) return '';
  const more = messages.length - 1;
  return more === 0
    ? first
    : `${first} ${more} more ${more === 1 ? 'photo is' : 'photos are'} licensed for this project already.`;
}
