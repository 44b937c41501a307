import { Link } from 'react-router';
import type { AdminOrderSummary } from '../../../../core/admin-orders';
import { paths } from '../../../../core/paths';
import { formatUsd } from '../../../../core/pricing';
import { type AdminColumn, DataTable } from '../../../components/data-table/DataTable';
import type { ListState } from '../../../components/data-table/list-state';
import { formatDateTime, StatusPill } from '../../orders';
import { ORDER_SORTS } from '../order-filters';

const COLUMNS: AdminColumn<AdminOrderSummary>[] = [
  {
    id: 'order',
    header: 'Order',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link
        to={paths.adminOrder.href({ id: row.original.id })}
        className="whitespace-nowrap text-sepia underline-offset-4 hover:underline"
      >
        {row.original.order_number}
      </Link>
    ),
  },
  {
    id: 'created_at',
    header: 'Date',
    cell: ({ row }) => (
      <time dateTime={row.original.created_at} className="whitespace-nowrap">
        {formatDateTime(row.original.created_at)}
      </time>
    ),
  },
  {
    id: 'buyer',
    header: 'Buyer',
    cell: ({ row }) => (
      <>
        <span className="block text-ink">{row.original.buyer_name ?? '—'}</span>
        <span className="block text-ink-soft">{row.original.buyer_email ?? ''}</span>
      </>
    ),
  },
  {
    id: 'production',
    header: 'Production',
    cell: ({ row }) => (
      <>
        <span className="block text-ink">{row.original.production_title ?? '—'}</span>
        {row.original.company && <span className="block text-ink-soft">{row.original.company}</span>}
      </>
    ),
  },
  { id: 'items', header: 'Items', meta: { align: 'right' }, cell: ({ row }) => row.original.item_count },
  {
    id: 'total',
    header: 'Total',
    meta: { align: 'right' },
    cell: ({ row }) => formatUsd(row.original.total_cents),
  },
  {
    id: 'refunded',
    header: 'Refunded',
    meta: { align: 'right' },
    cell: ({ row }) => (row.original.refunded_cents > 0 ? formatUsd(row.original.refunded_cents) : '—'),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusPill status={row.original.status} /> },
];

interface OrdersTableProps {
  orders: AdminOrderSummary[];
  total: number;
  pageSize: number;
  state: ListState;
  hrefFor: (next: Partial<ListState>) => string;
  busy: boolean;
}

/** One page of orders, sortable by date or total: each links to its detail; money as the order holds it. */
export function OrdersTable({ orders, ...list }: OrdersTableProps) {
  return (
    <DataTable
      label="Orders"
      columns={COLUMNS}
      rows={orders}
      sorts={ORDER_SORTS}
      rowId={(order) => order.id}
      {...list}
    />
  );
}
