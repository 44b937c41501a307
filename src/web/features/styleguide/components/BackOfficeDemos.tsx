import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { type AdminColumn, DataTable } from '../../../components/data-table/DataTable';
import { type ListDefaults, useListState } from '../../../components/data-table/list-state';
import { StatusBadge } from '../../../components/StatusBadge';
import { DemoSection, Specimen, SpecimenGrid } from './DemoSection';

interface DemoEvent {
  id: string;
  name: string;
  photos: number;
}

const EVENTS: DemoEvent[] = [
  { id: 'e1', name: 'Christmas 1975', photos: 412 },
  { id: 'e2', name: 'Summer holiday', photos: 268 },
  { id: 'e3', name: 'First day of school', photos: 97 },
];

const LIST: ListDefaults = { sort: 'name', dir: 'asc', sorts: ['name', 'photos'] };

const COLUMNS: AdminColumn<DemoEvent>[] = [
  { id: 'name', header: 'Event', meta: { rowHeader: true }, cell: ({ row }) => row.original.name },
  {
    id: 'photos',
    header: 'Photos',
    meta: { align: 'right' },
    cell: ({ row }) => row.original.photos.toLocaleString('en-US'),
  },
];

/** Sorted here as the server would sort it, so the headings can be tried on this page. */
function sorted(sort: string, dir: 'asc' | 'desc'): DemoEvent[] {
  const rows = [...EVENTS].sort((a, b) =>
    sort === 'photos' ? a.photos - b.photos : a.name.localeCompare(b.name),
  );
  return dir === 'asc' ? rows : rows.reverse();
}

export function StatusBadgeDemos() {
  return (
    <DemoSection
      id="status-badges"
      title="Status badges"
      description="A record's state in words: an order's status, a provider event, a banner's schedule, an account's role. The colour only repeats the words."
    >
      <SpecimenGrid>
        <Specimen label='tone="positive" | "waiting" | "negative" | "neutral"' wide>
          <StatusBadge tone="positive">Paid</StatusBadge>
          <StatusBadge tone="waiting">Scheduled</StatusBadge>
          <StatusBadge tone="negative">Failed</StatusBadge>
          <StatusBadge tone="neutral">Refunded</StatusBadge>
        </Specimen>
        <Specimen label='size="md"'>
          <StatusBadge tone="positive" size="md">
            Live
          </StatusBadge>
        </Specimen>
      </SpecimenGrid>
    </DemoSection>
  );
}

export function DataTableDemos() {
  const { state, hrefFor } = useListState(LIST);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  return (
    <DemoSection
      id="data-table"
      title="Data table"
      description="Every back-office list: the server sorts and pages, the URL keeps the view, headings sort by keyboard, rows can be ticked for an action on several. Destructive actions confirm first, saying what will change."
    >
      <DataTable
        label="Demo events"
        columns={COLUMNS}
        rows={sorted(state.sort, state.dir)}
        total={EVENTS.length}
        pageSize={50}
        state={state}
        sorts={LIST.sorts}
        hrefFor={hrefFor}
        rowId={(event) => event.id}
        selection={{ selected, onChange: setSelected, rowLabel: (event) => event.name }}
        selectionActions={
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            Merge…
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Merge the selected events?"
        confirmLabel="Merge events"
        onConfirm={async () => setSelected([])}
      >
        <p>
          Their {selected.length} events become one. Photos move to the one you keep; links to the others keep
          working. (A demonstration: nothing is changed.)
        </p>
      </ConfirmDialog>
    </DemoSection>
  );
}
