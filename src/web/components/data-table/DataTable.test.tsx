// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render-ui';
import { type AdminColumn, DataTable } from './DataTable';
import type { ListState } from './list-state';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  photos: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Christmas 1975', photos: 412 },
  { id: 'b', name: 'Summer holiday', photos: 268 },
];
const COLUMNS: AdminColumn<Row>[] = [
  { id: 'name', header: 'Event', meta: { rowHeader: true }, cell: ({ row }) => row.original.name },
  { id: 'photos', header: 'Photos', meta: { align: 'right' }, cell: ({ row }) => row.original.photos },
  { id: 'note', header: 'Note', cell: () => '—' },
];
const STATE: ListState = { q: '', sort: 'name', dir: 'asc', offset: 0, filters: {} };
const hrefFor = (next: Partial<ListState>) =>
  `?sort=${next.sort ?? STATE.sort}&dir=${next.dir ?? STATE.dir}&offset=${next.offset ?? 0}`;

function Selectable({ onChange }: { onChange?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>(['z-on-another-page']);
  return (
    <DataTable
      label="Events"
      columns={COLUMNS}
      rows={ROWS}
      total={120}
      pageSize={50}
      state={STATE}
      sorts={['name', 'photos']}
      hrefFor={hrefFor}
      rowId={(row) => row.id}
      selection={{
        selected,
        onChange: (ids) => {
          setSelected(ids);
          onChange?.(ids);
        },
        rowLabel: (row) => row.name,
      }}
      selectionActions={<button type="button">Merge…</button>}
    />
  );
}

describe('DataTable', () => {
  it('names the table, its rows by their first cell, and says how it is sorted', () => {
    renderUi(<Selectable />);
    const table = screen.getByRole('table', { name: 'Events' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Christmas 1975', 'Summer holiday']);
    const event = within(table).getByRole('columnheader', { name: /Event/ });
    expect(event.getAttribute('aria-sort')).toBe('ascending');
    // The sorted column's link reverses it; another column's link sorts by it from the first page.
    expect(within(event).getByRole('link').getAttribute('href')).toBe('/?sort=name&dir=desc&offset=0');
    const photos = within(table).getByRole('columnheader', { name: /Photos/ });
    expect(photos.getAttribute('aria-sort')).toBeNull();
    expect(within(photos).getByRole('link').getAttribute('href')).toBe('/?sort=photos&dir=asc&offset=0');
    // A column the server cannot sort by is a plain heading.
    expect(within(within(table).getByRole('columnheader', { name: 'Note' })).queryByRole('link')).toBeNull();
    expect(screen.getByText('Showing 1–50 of 120')).toBeTruthy();
  });

  it('ticks rows one by one or the whole page, keeping ticks made on other pages', () => {
    const changes: string[][] = [];
    renderUi(<Selectable onChange={(ids) => changes.push(ids)} />);
    expect(screen.getByRole('status').textContent).toBe('1 selected');
    const all = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    expect(all.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Christmas 1975' }));
    expect(changes.at(-1)).toEqual(['z-on-another-page', 'a']);
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(all);
    expect(changes.at(-1)).toEqual(['z-on-another-page', 'a', 'b']);
    expect(screen.getByRole('status').textContent).toBe('3 selected');
    expect(screen.getByRole('button', { name: 'Merge…' })).toBeTruthy();
    fireEvent.click(all);
    expect(changes.at(-1)).toEqual(['z-on-another-page']);
  });
});
