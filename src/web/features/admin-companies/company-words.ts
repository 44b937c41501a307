import type { CompanyMergePreview } from '../../../core/admin-companies';

function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Moves 2 projects (with 1 wishlist), 3 orders and 3 certificates from “A” to “B” and deletes “A”. …" */
export function mergeSummary(preview: CompanyMergePreview): string {
  const { from, into } = preview;
  const moves = [
    `${counted(preview.projects, 'project')} (with ${counted(preview.wishlists, 'wishlist')})`,
    counted(preview.orders, 'order'),
    counted(preview.certificates, 'certificate'),
  ];
  const owners =
    from.owner_email === into.owner_email
      ? ''
      : ` Its buyer (${from.owner_email}) keeps their projects, now under “${into.name}”.`;
  const logo = preview.logo_moves ? ` Its logo becomes “${into.name}”’s.` : '';
  return (
    `Moves ${moves[0]}, ${moves[1]} and ${moves[2]} from “${from.name}” to “${into.name}” and deletes “${from.name}”.` +
    ` Links to “${from.name}” lead to “${into.name}”.${owners}${logo}`
  );
}

/** What a rename changes, for its confirmation. */
export function renameSummary(from: string, to: string, projects: number, orders: number): string {
  const follow =
    projects === 0
      ? 'No project names it.'
      : `${counted(projects, 'project')} filed under it will name “${to}”.`;
  const keep =
    orders === 0
      ? ''
      : ` ${counted(orders, 'paid order')} ${orders === 1 ? 'keeps' : 'keep'} “${from}”: an order’s certificate and invoice are records of the sale and are never rewritten.`;
  return `Renames “${from}” to “${to}”. ${follow}${keep}`;
}
