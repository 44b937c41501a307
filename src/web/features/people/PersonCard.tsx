import { EyeOff } from 'lucide-react';
import { type PersonSummary, personLabel } from '../../../core/people';
import { FaceThumb } from '../../components/FaceThumb';
import { openButtonId, selectBoxId } from './card-focus';
import { countsOf } from './people-words';

/** One person in the grid: their cover face, name and counts; a box to select them, the card opens them. */
export function PersonCard({
  person,
  selected,
  onSelect,
  onOpen,
}: {
  person: PersonSummary;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
}) {
  const label = personLabel(person);
  return (
    <div
      className={`relative flex h-full flex-col items-center rounded-2xl border p-3 text-center transition-colors ${
        selected ? 'border-sepia bg-paper-deep' : 'border-rule bg-paper hover:bg-paper-deep/60'
      }`}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        id={selectBoxId(person.id)}
        aria-label={`Select ${label}`}
        className="absolute top-2 left-2 z-10 size-5 cursor-pointer accent-sepia"
      />
      <button
        type="button"
        id={openButtonId(person.id)}
        onClick={onOpen}
        className="flex w-full flex-col items-center gap-2 rounded-xl pt-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sepia"
      >
        <FaceThumb
          src={person.cover?.thumbnailUrl ?? null}
          box={person.cover?.box ?? null}
          aspectRatio={person.cover?.aspectRatio ?? 1}
          alt=""
          size={96}
        />
        <span
          className={`line-clamp-2 font-medium break-words ${person.name ? 'text-ink' : 'text-ink-soft italic'}`}
        >
          {label}
        </span>
        <span className="text-xs text-ink-soft">{countsOf(person)}</span>
        {person.hidden && (
          <span className="inline-flex items-center gap-1 text-xs text-ink-soft">
            <EyeOff aria-hidden="true" className="size-3.5" /> Hidden
          </span>
        )}
      </button>
    </div>
  );
}
