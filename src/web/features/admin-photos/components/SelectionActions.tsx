import { useState } from 'react';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/Toast';
import { COLLECTION_STATE_LABEL, useAddToCollection, useAdminCollections } from '../../admin-collections';
import { useAdminEvents, useAttachPhotos } from '../../admin-events';
import { ChoiceDialog } from './ChoiceDialog';

const photos = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'photo' : 'photos'}`;

/** The choices of a list page's search, the first 10 by name. */
const pickQuery = (q: string) => ({ q: q.trim(), sort: 'name', dir: 'asc', limit: '10' });

/**
 * What an admin does with the photos ticked in `/admin/photos` (issue 25): add them to a
 * collection (at its end, in the order ticked) or tag them with an event. Both say what happened.
 */
export function SelectionActions({ photoIds, onDone }: { photoIds: string[]; onDone: () => void }) {
  const [open, setOpen] = useState<'collection' | 'event' | null>(null);
  const [q, setQ] = useState('');
  const collections = useAdminCollections(pickQuery(open === 'collection' ? q : ''));
  const events = useAdminEvents(pickQuery(open === 'event' ? q : ''));
  const addToCollection = useAddToCollection();
  const attach = useAttachPhotos();
  const close = () => {
    setOpen(null);
    setQ('');
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen('collection')}>
        Add to collection…
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen('event')}>
        Tag with event…
      </Button>
      <ChoiceDialog
        open={open === 'collection'}
        onClose={close}
        title="Add to a collection"
        description={`${photos(photoIds.length)} go at the end of the collection you choose; those it has already stay where they are.`}
        searchLabel="Find a collection"
        search={q}
        onSearch={setQ}
        choices={collections.data?.items.map((row) => ({
          id: row.id,
          name: row.name,
          detail: `${photos(row.photo_count)} · ${COLLECTION_STATE_LABEL[row.state]}`,
        }))}
        none="No collection has that name."
        confirmLabel={(choice) => (choice ? `Add to “${choice.name}”` : 'Add')}
        onConfirm={async (choice) => {
          await addToCollection.mutateAsync({ id: choice.id, photoIds });
          notify.success('Added to the collection', `${photos(photoIds.length)} in “${choice.name}”.`);
          onDone();
        }}
      />
      <ChoiceDialog
        open={open === 'event'}
        onClose={close}
        title="Tag with an event"
        description={`${photos(photoIds.length)} are tagged with the event you choose; those that have it already are left as they are.`}
        searchLabel="Find an event"
        search={q}
        onSearch={setQ}
        choices={events.data?.items.map((row) => ({
          id: row.id,
          name: row.name,
          detail: photos(row.photo_count),
        }))}
        none="No event has that name."
        confirmLabel={(choice) => (choice ? `Tag with “${choice.name}”` : 'Tag')}
        onConfirm={async (choice) => {
          await attach.mutateAsync({ id: choice.id, photoIds });
          notify.success('Tagged with the event', `${photos(photoIds.length)} now have “${choice.name}”.`);
          onDone();
        }}
      />
    </>
  );
}
