import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../../../core/admin-lists';
import { type AdminSynonym, SYNONYM_GROUP_MAX, SYNONYM_SORTS } from '../../../core/search-settings';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type AdminColumn, DataTable } from '../../components/data-table/DataTable';
import { ListSearch } from '../../components/data-table/ListSearch';
import { listApiQuery, useListState } from '../../components/data-table/list-state';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { notify } from '../../components/Toast';
import { useDocumentTitle } from '../../components/use-document-title';
import { HistoryLink } from '../admin-audit';
import { useDeleteSynonym, useSearchSettings, useSynonyms } from './api/search-config';
import { RankingForm } from './components/RankingForm';
import { SearchPreview } from './components/SearchPreview';
import { SynonymDialog } from './components/SynonymDialog';

const LIST = { sort: 'term', dir: 'asc', sorts: SYNONYM_SORTS } as const;

/** issue 25 item 5 `/admin/search-config`: synonyms, a live preview, and the ranking weights. */
export function SearchConfigPage() {
  useDocumentTitle('Search settings');
  const { state, change, hrefFor } = useListState(LIST);
  const synonyms = useSynonyms(listApiQuery(state, ADMIN_PAGE_SIZE));
  const settings = useSearchSettings();
  const remove = useDeleteSynonym();
  const [editing, setEditing] = useState<AdminSynonym | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSynonym | null>(null);

  const columns: AdminColumn<AdminSynonym>[] = [
    { id: 'term', header: 'Term', meta: { rowHeader: true }, cell: ({ row }) => row.original.term },
    { id: 'synonym_of', header: 'Synonym of', cell: ({ row }) => row.original.synonym_of },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(row.original)}>
            Edit<span className="sr-only"> “{row.original.term}”</span>
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDeleting(row.original)}>
            Delete<span className="sr-only"> “{row.original.term}”</span>
          </Button>
          <HistoryLink entityType="synonym" entityId={row.original.id} name={`“${row.original.term}”`} />
        </div>
      ),
    },
  ];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Search settings</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Synonyms widen what a search finds; the ranking decides the order. Changes reach every search within a
        few seconds.
      </p>
      <div className="mt-6">
        <SearchPreview />
      </div>
      <section aria-labelledby="synonyms-heading" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="synonyms-heading" className="font-display text-2xl text-ink">
              Synonyms
            </h2>
            <p className="mt-1 max-w-2xl text-sm text-ink-soft">
              Each pair joins a term to a group’s main word; a search for any word of a group finds them all.
              A group has at most {SYNONYM_GROUP_MAX} words.
            </p>
          </div>
          <Button onClick={() => setEditing('new')}>Add synonym</Button>
        </div>
        <div className="mt-4">
          <ListSearch
            name="Find synonyms"
            label="Search synonyms"
            hint="A term or the word it is a synonym of."
            value={state.q}
            onSearch={(q) => change({ q })}
          />
        </div>
        <div className="mt-4">
          <PageState
            query={synonyms}
            loading={
              <div role="status" aria-label="Loading the synonyms">
                <Skeleton className="h-48 w-full rounded-2xl" />
              </div>
            }
            error={(retry) => (
              <ErrorState title="Error loading the synonyms" onRetry={retry}>
                We could not load the synonyms. Please try again.
              </ErrorState>
            )}
          >
            {(page) =>
              page.items.length === 0 ? (
                <EmptyState
                  title={state.q ? 'No synonyms match' : 'No synonyms yet'}
                  icon={<ArrowLeftRight className="size-10" />}
                >
                  {state.q ? 'Try other words.' : 'Add one with “Add synonym”.'}
                </EmptyState>
              ) : (
                <DataTable
                  label="Synonyms"
                  columns={columns}
                  rows={page.items}
                  total={page.total}
                  pageSize={ADMIN_PAGE_SIZE}
                  state={state}
                  sorts={LIST.sorts}
                  hrefFor={hrefFor}
                  rowId={(synonym) => synonym.id}
                  busy={synonyms.isPlaceholderData}
                />
              )
            }
          </PageState>
        </div>
      </section>
      <div className="mt-8">
        <PageState
          query={settings}
          loading={
            <div role="status" aria-label="Loading the ranking settings">
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading the ranking settings" onRetry={retry}>
              We could not load the settings. Please try again.
            </ErrorState>
          )}
        >
          {(answer) => <RankingForm answer={answer} />}
        </PageState>
      </div>
      <SynonymDialog
        open={editing !== null}
        synonym={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete the synonym “${deleting?.term ?? ''}” → “${deleting?.synonym_of ?? ''}”?`}
        confirmLabel="Delete synonym"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notify.success('Synonym deleted', `“${deleting.term}” no longer finds “${deleting.synonym_of}”.`);
        }}
      >
        {`Searches for “${deleting?.term ?? ''}” stop finding photos of “${deleting?.synonym_of ?? ''}” (and the other way round) within seconds.`}
      </ConfirmDialog>
    </div>
  );
}
