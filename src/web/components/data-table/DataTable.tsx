import { type ColumnDef, flexRender, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '../Checkbox';
import { ScrollRegion } from '../ScrollRegion';
import { ListPager } from './ListPager';
import type { ListState } from './list-state';

/** How a column is laid out, beyond its header and cells. */
interface AdminColumnMeta {
  /** Numbers and money sit right, so their digits line up. */
  align?: 'right';
  /** The cell of this column names the row (a `<th scope="row">` for screen readers). */
  rowHeader?: boolean;
}

/**
 * The table's features: none of TanStack's own. The server sorts and pages (STYLE.md §17) and the
 * selection is the page's, so the table only lays out headers, rows and cells.
 */
const ADMIN_TABLE = tableFeatures({ columnMeta: {} as AdminColumnMeta });

/** A column of a back-office list. */
// biome-ignore lint/suspicious/noExplicitAny: TanStack's column values differ per column.
export type AdminColumn<Row extends RowData> = ColumnDef<typeof ADMIN_TABLE, Row, any>;

const TH = 'px-3 py-2 font-medium whitespace-nowrap';
const TD = 'px-3 py-2.5 align-top';

export interface DataTableProps<Row extends RowData> {
  /** The table's accessible name, e.g. "Events". */
  label: string;
  /** Columns; a column whose `id` is one of `sorts` can be sorted by. */
  columns: AdminColumn<Row>[];
  rows: Row[];
  total: number;
  pageSize: number;
  state: ListState;
  /** The sorts the API offers, by column id (the list's `ListDefaults.sorts`). */
  sorts: readonly string[];
  /** The URL of the list in another state (sorted otherwise, another page). */
  hrefFor: (next: Partial<ListState>) => string;
  rowId: (row: Row) => string;
  /** The last page stays on screen, marked busy, while the next loads. */
  busy?: boolean;
  /** Rows an admin can tick for an action on several at once (merge, add to a collection). */
  selection?: {
    selected: readonly string[];
    onChange: (ids: string[]) => void;
    /** The checkbox's name for one row, e.g. the event's name. */
    rowLabel: (row: Row) => string;
  };
  /** Shown above the table when rows are ticked: the actions on them. */
  selectionActions?: ReactNode;
}

function SortIcon({ dir }: { dir: 'asc' | 'desc' | false }) {
  const className = 'size-3.5 shrink-0';
  if (dir === 'asc') return <ArrowUp aria-hidden="true" className={className} />;
  if (dir === 'desc') return <ArrowDown aria-hidden="true" className={className} />;
  return <ArrowUpDown aria-hidden="true" className={`${className} opacity-40`} />;
}

/**
 * The back office's list (issue 25): one server page of rows, sorted by the server, its state in
 * the URL. A sortable heading is a link (Enter sorts; a second press reverses; the heading says
 * how it is sorted with `aria-sort`), and the pager's links give every page an address.
 */
export function DataTable<Row extends RowData>({
  label,
  columns,
  rows,
  total,
  pageSize,
  state,
  sorts,
  hrefFor,
  rowId,
  busy = false,
  selection,
  selectionActions,
}: DataTableProps<Row>) {
  const table = useTable<typeof ADMIN_TABLE, Row>({
    features: ADMIN_TABLE,
    data: rows,
    columns,
    getRowId: rowId,
  });
  const ticked = new Set(selection?.selected ?? []);
  const pageIds = rows.map(rowId);
  const tickedOnPage = pageIds.filter((id) => ticked.has(id)).length;
  const toggleAll = (checked: boolean) => {
    if (!selection) return;
    const others = selection.selected.filter((id) => !pageIds.includes(id));
    selection.onChange(checked ? [...others, ...pageIds] : others);
  };
  const toggle = (id: string, checked: boolean) => {
    if (!selection) return;
    selection.onChange(
      checked ? [...selection.selected, id] : selection.selected.filter((one) => one !== id),
    );
  };
  return (
    <div aria-busy={busy || undefined}>
      {selection && selection.selected.length > 0 && (
        <div className="mb-3 flex flex-wrap items-center gap-3 rounded-2xl bg-ink px-4 py-2.5 text-sm text-paper">
          <p role="status">{selection.selected.length} selected</p>
          {selectionActions}
        </div>
      )}
      <ScrollRegion label={`${label} table`} className="rounded-2xl bg-white ring-1 ring-rule">
        <table aria-label={label} className="w-full text-left text-sm">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-rule text-ink-soft">
                {selection && (
                  <th scope="col" className={`${TH} w-10`}>
                    <Checkbox
                      label={<span className="sr-only">Select every row on this page</span>}
                      checked={
                        tickedOnPage === 0 ? false : tickedOnPage === pageIds.length ? true : 'indeterminate'
                      }
                      onCheckedChange={toggleAll}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const column = header.column;
                  const sortable = sorts.includes(column.id);
                  const sorted = sortable && state.sort === column.id ? state.dir : false;
                  const align = column.columnDef.meta?.align === 'right' ? 'text-right' : '';
                  const heading = flexRender(column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={`${TH} ${align}`}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {sortable ? (
                        <Link
                          to={hrefFor({ sort: column.id, dir: sorted === 'asc' ? 'desc' : 'asc', offset: 0 })}
                          className="inline-flex items-center gap-1 rounded-sm hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sepia"
                        >
                          {heading}
                          <SortIcon dir={sorted} />
                        </Link>
                      ) : (
                        heading
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-rule/60 last:border-b-0 hover:bg-paper/60">
                {selection && (
                  <td className={`${TD} w-10`}>
                    <Checkbox
                      label={<span className="sr-only">Select {selection.rowLabel(row.original)}</span>}
                      checked={ticked.has(row.id)}
                      onCheckedChange={(checked) => toggle(row.id, checked)}
                    />
                  </td>
                )}
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const className = `${TD} ${meta?.align === 'right' ? 'text-right tabular-nums whitespace-nowrap' : ''}`;
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return meta?.rowHeader ? (
                    <th key={cell.id} scope="row" className={`${className} font-medium`}>
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ListPager
        offset={state.offset}
        pageSize={pageSize}
        total={total}
        label={label}
        hrefFor={(offset) => hrefFor({ offset })}
      />
    </div>
  );
}
