import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { AdminCollectionPhoto } from '../../../../core/admin-collections';
import { Button } from '../../../components/Button';

interface SortablePhotosProps {
  photos: AdminCollectionPhoto[];
  coverId: string | null;
  /** The new order of every photo's id. */
  onReorder: (ids: string[]) => void;
  onRemove: (photo: AdminCollectionPhoto) => void;
  disabled?: boolean;
}

const label = (photo: AdminCollectionPhoto | undefined) =>
  photo ? `#${photo.photoid} “${photo.title}”` : 'the photo';

/**
 * A collection's photos in order (issue 25 item 2): dragged with the pointer, or with the
 * keyboard (focus a handle, Space to pick up, arrows to move, Space to drop, Escape to cancel,
 * each step announced), or moved one place with Move up / Move down.
 */
export function SortablePhotos({
  photos,
  coverId,
  onReorder,
  onRemove,
  disabled = false,
}: SortablePhotosProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = photos.map((photo) => photo.id);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const position = (id: string | number | undefined) =>
    `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${label(byId.get(String(active.id)))}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${label(byId.get(String(active.id)))} is over ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${label(byId.get(String(active.id)))} at ${position(over.id)}.`
        : `Dropped ${label(byId.get(String(active.id)))}.`,
    onDragCancel: ({ active }) => `Moving ${label(byId.get(String(active.id)))} was cancelled.`,
  };
  // After a Move up / Move down the same button keeps focus (or its twin, at an end of the list).
  const focusAfterMove = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the order it asked for is shown.
  useEffect(() => {
    const key = focusAfterMove.current;
    if (!key || !list.current) return;
    focusAfterMove.current = null;
    const [id, direction] = key.split(':');
    const button = list.current.querySelector<HTMLButtonElement>(`[data-move="${id}:${direction}"]`);
    const twin = list.current.querySelector<HTMLButtonElement>(
      `[data-move="${id}:${direction === 'up' ? 'down' : 'up'}"]`,
    );
    (button && !button.disabled ? button : twin)?.focus();
  }, [ids.join()]);
  const move = (id: string, by: -1 | 1) => {
    const from = ids.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    focusAfterMove.current = `${id}:${by < 0 ? 'up' : 'down'}`;
    onReorder(arrayMove(ids, from, to));
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a photo, press Space to pick it up, the up and down arrows to move it, Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol ref={list} aria-label="Photos in order" className="space-y-2">
          {photos.map((photo, index) => (
            <SortableRow
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              isCover={photo.id === coverId}
              disabled={disabled}
              onMove={(by) => move(photo.id, by)}
              onRemove={() => onRemove(photo)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  photo: AdminCollectionPhoto;
  index: number;
  count: number;
  isCover: boolean;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function SortableRow({ photo, index, count, isCover, disabled, onMove, onRemove }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo.id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-3 rounded-xl bg-white p-2 ring-1 ring-rule sm:flex-nowrap ${isDragging ? 'relative z-10 shadow-lg ring-sepia' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${label(photo)}, at position ${index + 1} of ${count}`}
        className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-ink-soft hover:bg-paper-deep focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sepia"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <span aria-hidden="true" className="w-6 shrink-0 text-right text-sm text-ink-soft tabular-nums">
        {index + 1}
      </span>
      <img
        src={photo.thumbnail_url}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        className="h-12 w-16 shrink-0 rounded-md bg-paper-deep object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">{photo.title}</span>
        <span className="block text-xs text-ink-soft">
          #{photo.photoid}
          {isCover && ' · cover'}
          {photo.photo_status !== 'live' && ` · ${photo.photo_status}, not shown to visitors`}
        </span>
      </span>
      <span className="flex shrink-0 gap-1">
        <Button
          size="sm"
          variant="ghost"
          data-move={`${photo.id}:up`}
          disabled={disabled || index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Move up</span>
          <span className="sr-only"> {label(photo)}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-move={`${photo.id}:down`}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Move down</span>
          <span className="sr-only"> {label(photo)}</span>
        </Button>
        <Button size="sm" variant="ghost" disabled={disabled} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">Remove {label(photo)}</span>
        </Button>
      </span>
    </li>
  );
}
