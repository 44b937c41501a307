import { History } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AUDITED_ENTITIES, type AuditEntry } from '../../../core/admin-lists';
import { paths } from '../../../core/paths';
import { Button } from '../../components/Button';
import { type AdminColumn, DataTable } from '../../components/data-table/DataTable';
import { ListSearch } from '../../components/data-table/ListSearch';
import { listApiQuery, useListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatDateTime } from '../orders';
import { useAudit } from './api/get-audit';
import { AuditChanges } from './components/AuditChanges';

const LIST = {
  sort: 'created_at',
  dir: 'desc',
  sorts: ['created_at'],
  filters: ['entity_type', 'entity_id'],
} as const;

const ENTITY_LABEL: Record<(typeof AUDITED_ENTITIES)[number], string> = {
  event: 'Events',
  collection: 'Collections',
  company: 'Companies',
  banner: 'Site banners',
  search_settings: 'Search settings',
  synonym: 'Synonyms',
  account: 'Accounts',
  photo: 'Photos',
  person: 'People',
};
const ENTITY_OPTIONS = AUDITED_ENTITIES.map((entity) => ({ value: entity, label: ENTITY_LABEL[entity] }));

/** Where an admin sees the record a change was made to. */
function recordHref(entry: AuditEntry): string {
  switch (entry.entity_type) {
    case 'company':
      return paths.adminCompany.href({ id: entry.entity_id });
    case 'event':
      return paths.adminEvents.href();
    case 'collection':
      return paths.adminCollection.href({ id: entry.entity_id });
    case 'banner':
      return paths.adminSiteBanner.href();
    case 'account':
      return paths.adminAccounts.href({ q: entry.entity_id });
    case 'photo': {
      // The summary starts with the photo's number: "#123: Submitted → Approved".
      const photoid = /^#(\d+)/.exec(entry.summary)?.[1];
      return photoid ? paths.adminPhoto.href({ photoid }) : paths.adminPhotos.href();
    }
    case 'person':
      return paths.adminPeopleAliases.href({ person: entry.entity_id });
    default:
      return paths.adminSearchConfig.href();
  }
}

const COLUMNS: AdminColumn<AuditEntry>[] = [
  {
    id: 'created_at',
    header: 'When',
    cell: ({ row }) => (
      <time dateTime={row.original.created_at} className="whitespace-nowrap">
        {formatDateTime(row.original.created_at)}
      </time>
    ),
  },
  { id: 'actor', header: 'Admin', cell: ({ row }) => row.original.actor_email },
  {
    id: 'summary',
    header: 'Change',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <div className="min-w-64 font-normal">
        <Link to={recordHref(row.original)} className="text-sepia underline-offset-4 hover:underline">
          {row.original.summary}
        </Link>
        <AuditChanges before={row.original.before} after={row.original.after} />
      </div>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    cell: ({ row }) => <code className="text-xs whitespace-nowrap">{row.original.action}</code>,
  },
];

/** issue 25 `/admin/audit`: every change admins made, newest first, searchable and by kind of record. */
export function AuditPage() {
  useDocumentTitle('Audit log');
  const { state, change, hrefFor } = useListState(LIST);
  const audit = useAudit(listApiQuery(state, ADMIN_PAGE_SIZE));
  const filtered = state.q !== '' || Object.keys(state.filters).length > 0;
  const entityType = state.filters.entity_type as (typeof AUDITED_ENTITIES)[number] | undefined;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Audit log</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Every change made in the back office: who made it, when, and the record before and after.
      </p>
      <div className="mt-6">
        <ListSearch
          name="Find changes"
          label="Search changes"
          hint="Words of the change, an admin’s e-mail, or an action such as event.merge."
          value={state.q}
          onSearch={(q) => change({ q })}
        >
          <div className="min-w-48 flex-[1_1_12rem] self-start">
            <label htmlFor="audit-kind" className="mb-1.5 block text-sm font-medium text-ink">
              Record
            </label>
            <Select
              id="audit-kind"
              value={ENTITY_OPTIONS.some((option) => option.value === entityType) ? entityType : undefined}
              options={ENTITY_OPTIONS}
              allLabel="All records"
              onValueChange={(value) => change({ filters: { entity_type: value ?? '', entity_id: '' } })}
            />
          </div>
        </ListSearch>
      </div>
      <div className="mt-6">
        <PageState
          query={audit}
          loading={
            <div role="status" aria-label="Loading the audit log" className="space-y-2">
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading the audit log" onRetry={retry}>
              We could not load the changes. Please try again.
            </ErrorState>
          )}
        >
          {(page) =>
            page.items.length === 0 ? (
              filtered ? (
                <EmptyState
                  title="No changes match"
                  action={
                    <Button
                      variant="secondary"
                      onClick={() => change({ q: '', filters: { entity_type: '', entity_id: '' } })}
                    >
                      Clear filters
                    </Button>
                  }
                >
                  Try other words or another kind of record.
                </EmptyState>
              ) : (
                <EmptyState title="No changes yet" icon={<History className="size-10" />}>
                  Changes appear here as soon as an admin makes one.
                </EmptyState>
              )
            ) : (
              <DataTable
                label="Changes"
                columns={COLUMNS}
                rows={page.items}
                total={page.total}
                pageSize={ADMIN_PAGE_SIZE}
                state={state}
                sorts={LIST.sorts}
                hrefFor={hrefFor}
                rowId={(entry) => String(entry.id)}
                busy={audit.isPlaceholderData}
              />
            )
          }
        </PageState>
      </div>
    </div>
  );
}
