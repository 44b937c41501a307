import type { Purchase } from '../../../core/purchases';

export interface OrderRef {
  id: string;
  number: string;
  /** Some line of the order is still licensed, so it has something to download. */
  downloadable: boolean;
}

/** The licences of one project (and company) within a production. */
export interface ProjectGroup {
  key: string;
  projectId: string | null;
  /** "Season 2 · Acme Films"; null when neither is known. */
  heading: string | null;
  orders: OrderRef[];
  purchases: Purchase[];
  /** Lines still licensed (not refunded). */
  licensed: number;
  refunded: number;
}

export interface ProductionGroup {
  key: string;
  /** The production title, or "Other licences" for purchases with no order or project. */
  title: string;
  projects: ProjectGroup[];
}

export const OTHER_LICENCES = 'Other licences';
const UNNAMED_PRODUCTION = 'Production not named';
const OTHER_KEY = '\u0000other';

const isOther = (purchase: Purchase) => purchase.order_id === null && purchase.project_id === null;

function projectHeading(purchase: Purchase): string | null {
  const parts = [purchase.project_name, purchase.company].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * issue 13 `/my-purchases`: the buyer's licences by production, then by project and company
 * under it, keeping the list's order (newest first) for the groups and within them. Purchases
 * with neither an order nor a project come last, under "Other licences".
 */
export function groupPurchases(purchases: readonly Purchase[]): ProductionGroup[] {
  const productions = new Map<string, ProductionGroup>();
  const projects = new Map<string, ProjectGroup>();
  for (const purchase of purchases) {
    const other = isOther(purchase);
    const productionKey = other ? OTHER_KEY : (purchase.production_title ?? '');
    let production = productions.get(productionKey);
    if (!production) {
      production = {
        key: productionKey,
        title: other ? OTHER_LICENCES : (purchase.production_title ?? UNNAMED_PRODUCTION),
        projects: [],
      };
      productions.set(productionKey, production);
    }
    const projectKey = `${productionKey}\u0000${purchase.project_id ?? ''}\u0000${purchase.company ?? ''}`;
    let project = projects.get(projectKey);
    if (!project) {
      project = {
        key: projectKey,
        projectId: purchase.project_id,
        heading: other ? null : projectHeading(purchase),
        orders: [],
        purchases: [],
        licensed: 0,
        refunded: 0,
      };
      projects.set(projectKey, project);
      production.projects.push(project);
    }
    project.purchases.push(purchase);
    if (purchase.refunded) project.refunded += 1;
    else project.licensed += 1;
    if (purchase.order_id !== null) {
      const order = project.orders.find((known) => known.id === purchase.order_id);
      if (order) order.downloadable ||= !purchase.refunded;
      else
        project.orders.push({
          id: purchase.order_id,
          number: purchase.order_number ?? 'Order',
          downloadable: !purchase.refunded,
        });
    }
  }
  const groups = [...productions.values()];
  // "Other licences" last, whatever its dates.
  return [...groups.filter((group) => group.key !== OTHER_KEY), ...groups.filter((g) => g.key === OTHER_KEY)];
}

/** "3 licences", "1 licence · 1 refunded". */
export function licenceCount(group: Pick<ProjectGroup, 'licensed' | 'refunded'>): string {
  const held = `${group.licensed} ${group.licensed === 1 ? 'licence' : 'licences'}`;
  return group.refunded > 0 ? `${held} · ${group.refunded} refunded` : held;
}

/** One "Download all (ZIP)" button of a project group. */
export interface ZipChoice {
  request: { order_id: string } | { project_id: string };
  /** Where it sits: beside its order's link, or as the group's own button. */
  place: 'order' | 'group';
}

/**
 * The ZIP buttons a group shows (issue 22): one per order that has something to download, and
 * one for the whole project — unless the project is that one order, when both would download
 * the same files and the buyer would see two "Download all (ZIP)" for one order.
 */
export function zipChoices(group: ProjectGroup): ZipChoice[] {
  const [only] = group.orders;
  const oneOrder =
    only !== undefined &&
    group.orders.length === 1 &&
    group.purchases.every((purchase) => purchase.order_id === only.id);
  if (oneOrder) return only.downloadable ? [{ request: { order_id: only.id }, place: 'group' }] : [];
  const choices: ZipChoice[] = group.orders
    .filter((order) => order.downloadable)
    .map((order) => ({ request: { order_id: order.id }, place: 'order' }));
  if (group.projectId !== null && group.licensed > 0)
    choices.push({ request: { project_id: group.projectId }, place: 'group' });
  return choices;
}
