import { Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PEOPLE_PAGE_SIZE, PEOPLE_SHOW, type PeopleShow, type PersonSummary } from '../../../core/people';
import { Button } from '../../components/Button';
import { ListSearch } from '../../components/data-table/ListSearch';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { notify } from '../../components/Toast';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLastMerge, usePeople, useRegroupFaces, useUndoMerge, useUpdatePerson } from './api';
import { returnFocusToCard, useCardFocus } from './card-focus';
import { MergeDialog } from './MergeDialog';
import { PersonCard } from './PersonCard';
import { PersonDialog } from './PersonDialog';
import { mergeSentence } from './people-words';

const SHOW_LABEL: Record<PeopleShow, string> = { visible: 'Visible', hidden: 'Hidden', all: 'All' };

function showOf(value: string | null): PeopleShow {
  return PEOPLE_SHOW.find((show) => show === value) ?? 'visible';
}

/**
 * The latest merge, with Undo (Immich's "undo merge"). The line goes with the merge it undid, so
 * `onUndone` hands focus on to the first person it brought back.
 */
function LastMerge({ onUndone }: { onUndone: (personId: string) => void }) {
  const last = useLastMerge();
  const undo = useUndoMerge();
  const merge = last.data?.merge;
  if (!merge) return null;
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
      <span>Last merge: {mergeSentence(merge.sources, merge.target)}</span>
      <span aria-hidden="true">·</span>
      <Button
        variant="link"
        size="sm"
        loading={undo.isPending}
        onClick={() =>
          undo.mutate(merge.id, {
            onSuccess: () => {
              notify.success('Merge undone', `${mergeSentence(merge.sources, merge.target)} is undone.`);
              onUndone(merge.sources[0]?.id ?? merge.target.id);
            },
            onError: (error) => notify.error('Undo failed', error),
          })
        }
      >
        Undo
      </Button>
    </p>
  );
}

/** issue 27 `/admin/people-aliases`: the persons found on photos; merge, split, rename, hide. */
export function PeoplePage() {
  useDocumentTitle('Faces & people');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const show = showOf(params.get('show'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const opened = params.get('person');
  const people = usePeople({ q, show, offset: (page - 1) * PEOPLE_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const [merging, setMerging] = useState(false);
  const seen = useRef(new Map<string, PersonSummary>());
  for (const person of people.data?.items ?? []) seen.current.set(person.id, person);
  const ticked = selected.flatMap((id) => seen.current.get(id) ?? []);
  const update = useUpdatePerson();
  const regroup = useRegroupFaces();
  const focusCard = useCardFocus(!people.isFetching);

  const change = (next: Record<string, string | null>) => {
    const copy = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === '') copy.delete(key);
      else copy.set(key, value);
    }
    setParams(copy);
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) =>
      on ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id),
    );
  const hideSelected = async () => {
    const hiding = show !== 'hidden';
    try {
      await Promise.all(ticked.map((person) => update.mutateAsync({ id: person.id, hidden: hiding })));
      notify.success(
        hiding ? 'People hidden' : 'People shown',
        `${ticked.length} ${ticked.length === 1 ? 'person is' : 'people are'} ${hiding ? 'hidden' : 'shown again'}.`,
      );
      setSelected([]);
    } catch (error) {
      notify.error(hiding ? 'Hiding failed' : 'Showing failed', error);
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-32 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-ink">Faces & people</h1>
          <p className="mt-2 max-w-2xl text-ink-soft">
            The people found on photos, grouped by face. Open a person to rename them, hide them or split
            faces off; tick several to merge them into one.
          </p>
        </div>
        <Button
          variant="secondary"
          loading={regroup.isPending}
          onClick={() =>
            regroup.mutate(undefined, {
              onSuccess: () => notify.info('Regrouping faces.', 'The people update when it is done.'),
              onError: (error) => notify.error('Regrouping failed', error),
            })
          }
        >
          Regroup faces
        </Button>
      </div>
      <LastMerge onUndone={focusCard} />
      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center">
        <div className="min-w-0 flex-1">
          <ListSearch
            name="Find people"
            label="Search people"
            hint="Part of a person’s name."
            value={q}
            onSearch={(value) => change({ q: value, page: null })}
          />
        </div>
        <fieldset className="flex shrink-0 flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">Show</legend>
          <div className="inline-flex rounded-full border border-rule bg-paper p-1">
            {PEOPLE_SHOW.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={show === value}
                onClick={() => {
                  setSelected([]);
                  change({ show: value === 'visible' ? null : value, page: null });
                }}
                className={`min-h-10 rounded-full px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sepia ${
                  show === value ? 'bg-ink text-paper' : 'text-ink hover:bg-paper-deep'
                }`}
              >
                {SHOW_LABEL[value]}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="mt-6">
        <PageState
          query={people}
          loading={
            <div
              role="status"
              aria-label="Loading people"
              className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6"
            >
              {Array.from({ length: 12 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
                <Skeleton key={index} className="h-44 w-full rounded-2xl" />
              ))}
            </div>
          }
          error={(retry) => (
            <ErrorState title="Error loading people" onRetry={retry}>
              We could not load the people. Please try again.
            </ErrorState>
          )}
        >
          {(data) =>
            data.items.length === 0 ? (
              q !== '' || show !== 'visible' ? (
                <EmptyState
                  title="No people match"
                  action={
                    <Button variant="secondary" onClick={() => change({ q: null, show: null, page: null })}>
                      Show all visible people
                    </Button>
                  }
                >
                  Try another part of the name, or another filter.
                </EmptyState>
              ) : (
                <EmptyState title="No people yet" icon={<Users className="size-10" />}>
                  No people yet. Faces are grouped into people as photos are uploaded.
                </EmptyState>
              )
            ) : (
              <>
                <ul
                  aria-label="People"
                  className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6"
                >
                  {data.items.map((person) => (
                    <li key={person.id}>
                      <PersonCard
                        person={person}
                        selected={selected.includes(person.id)}
                        onSelect={(on) => toggle(person.id, on)}
                        onOpen={() => change({ person: person.id })}
                      />
                    </li>
                  ))}
                </ul>
                <Paging
                  page={page}
                  total={data.total}
                  shown={data.items.length}
                  onPage={(next) => change({ page: next === 1 ? null : String(next) })}
                />
              </>
            )
          }
        </PageState>
      </div>
      {ticked.length > 0 && (
        <section
          aria-label="Selected people"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-rule bg-paper/95 px-4 py-3 shadow-lg backdrop-blur"
        >
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2">
            <span className="mr-2 font-medium text-ink">{ticked.length} selected</span>
            <Button size="sm" onClick={() => setMerging(true)}>
              Merge
            </Button>
            <Button size="sm" variant="secondary" loading={update.isPending} onClick={hideSelected}>
              {show === 'hidden' ? 'Show' : 'Hide'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected([])}>
              Clear
            </Button>
          </div>
        </section>
      )}
      {merging && ticked.length > 0 && (
        <MergeDialog
          people={ticked}
          onClose={(keptId) => {
            setMerging(false);
            if (keptId === null) return;
            // The selection bar that opened the dialog leaves with the selection: the person kept
            // takes focus (the dialog finds its opener gone and leaves focus there).
            setSelected([]);
            focusCard(keptId);
          }}
        />
      )}
      {opened && (
        <PersonDialog
          key={opened}
          id={opened}
          onFollow={(id) => change({ person: id })}
          onClose={() => change({ person: null })}
          onCloseAutoFocus={(event) => returnFocusToCard(opened, event)}
        />
      )}
    </div>
  );
}

function Paging({
  page,
  total,
  shown,
  onPage,
}: {
  page: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
}) {
  const first = (page - 1) * PEOPLE_PAGE_SIZE + 1;
  const pages = Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE));
  return (
    <nav aria-label="Pages of people" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-soft">
        {first.toLocaleString('en-US')}–{(first + shown - 1).toLocaleString('en-US')} of{' '}
        {total.toLocaleString('en-US')} {total === 1 ? 'person' : 'people'}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
