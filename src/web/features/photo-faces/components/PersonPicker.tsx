import { UserPlus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { personLabel } from '../../../../core/people';
import { FaceThumb } from '../../../components/FaceThumb';
import { Input } from '../../../components/Input';
import { type FaceAssignment, usePeopleSuggestions } from '../api';

type Option = { kind: 'person'; id: string; label: string; detail: string } | { kind: 'new'; name: string };

/**
 * A type-ahead for a face's person (a combobox: arrows choose, Enter takes, Escape closes). The
 * persons whose name starts with what was typed come first; the last option creates a new person
 * of that name.
 */
export function PersonPicker({
  label,
  onChoose,
  busy = false,
  hideLabel = false,
}: {
  label: string;
  onChoose: (assignment: FaceAssignment, words: string) => void;
  /**
   * A choice is being saved: the field takes no new one, but keeps focus (read-only and busy,
   * never `disabled`, from which the browser drops focus to the page — issue 23).
   */
  busy?: boolean;
  hideLabel?: boolean;
}) {
  const madeUp = useId();
  const inputId = `${madeUp}-input`;
  const listboxId = `${madeUp}-listbox`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = text.trim().replace(/\s+/g, ' ');
  const suggestions = usePeopleSuggestions(q, open && !busy);
  const people = suggestions.data?.items ?? [];
  const options: Option[] = [
    ...people.map(
      (person): Option => ({
        kind: 'person',
        id: person.id,
        label: personLabel(person),
        detail: `${person.faceCount} ${person.faceCount === 1 ? 'face' : 'faces'}`,
      }),
    ),
    ...(q ? [{ kind: 'new', name: q } as const] : []),
  ];
  const expanded = open && !busy && options.length > 0;

  // The option the arrows reach is scrolled into the list's view (it shows about seven).
  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(`${listboxId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active, listboxId]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.kind === 'person') onChoose({ personId: option.id }, option.label);
    else onChoose({ newPersonName: option.name }, `new person “${option.name}”`);
    setText('');
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (busy) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      if (!expanded) return;
      event.preventDefault();
      choose(options[Math.max(active, 0)]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-ink'}>
        {label}
      </label>
      <div className={`relative ${hideLabel ? '' : 'mt-1.5'}`}>
        <Input
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
          autoComplete="off"
          readOnly={busy}
          loading={busy}
          placeholder="Type a name"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label="People"
          // Not a Tab stop: Chromium makes a scrolling box one, and Tab out of the field would land
          // on the list as it hides, dropping focus to the page. The arrows move through it.
          tabIndex={-1}
          hidden={!expanded}
          className="absolute z-30 mt-1 max-h-72 w-full min-w-56 overflow-auto rounded-xl border border-rule bg-paper py-1 shadow-lg"
        >
          {options.map((option, index) => {
            const person = option.kind === 'person' ? people.find((p) => p.id === option.id) : undefined;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant).
              <div
                key={option.kind === 'person' ? option.id : 'new'}
                id={`${listboxId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm ${
                  index === active ? 'bg-sepia text-paper' : 'text-ink hover:bg-paper-deep'
                }`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.kind === 'person' ? (
                  <>
                    <FaceThumb
                      src={person?.cover?.thumbnailUrl ?? null}
                      box={person?.cover?.box ?? null}
                      aspectRatio={person?.cover?.aspectRatio ?? 1}
                      alt=""
                      size={28}
                    />
                    <span className="min-w-0 flex-1 truncate">{option.label}</span>
                    <span className="shrink-0 text-xs opacity-80">{option.detail}</span>
                  </>
                ) : (
                  <>
                    <UserPlus aria-hidden="true" className="size-4 shrink-0" />
                    <span className="min-w-0 flex-1 truncate">Create new person “{option.name}”</span>
                  </>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
