import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { TAGS_MAX, TAGS_WEIGHTED, tagCountLabel } from '../../../../core/photo-metadata';
import { IconButton } from '../../../components/Button';
import { Input } from '../../../components/Input';
import { useTagSuggestions } from '../api/photo-metadata';

interface TagInputProps {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  /** The photo described: its own words come first among the suggestions. */
  photoid?: number;
  error?: string;
  disabled?: boolean;
  /** Whether to show the count and order (the bulk panel's add/remove lists do not need them). */
  ordered?: boolean;
  id?: string;
}

/** Splits typed text on commas and semicolons into keywords, trimmed. */
function typedTags(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
}

/**
 * Keywords with suggestions (a combobox: arrows choose, Enter or a comma adds), kept in order:
 * drag one, or use Move up / Move down; the first ten weigh most in search.
 */
export function TagInput({
  label,
  tags,
  onChange,
  photoid,
  error,
  disabled = false,
  ordered = true,
  id,
}: TagInputProps) {
  const madeUp = useId();
  const inputId = id ?? `${madeUp}-input`;
  const listboxId = `${madeUp}-listbox`;
  const hintId = `${madeUp}-hint`;
  const errorId = `${madeUp}-error`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const q = text.trim();
  const suggestions = useTagSuggestions(q, photoid, open && !disabled);
  const present = new Set(tags.map((tag) => tag.toLowerCase()));
  const options = (suggestions.data?.items ?? [])
    .filter((item) => !present.has(item.tag.toLowerCase()))
    .slice(0, 8);
  const expanded = open && options.length > 0;

  const add = (words: string[]) => {
    const next = [...tags];
    const seen = new Set(present);
    for (const word of words) {
      if (seen.has(word.toLowerCase())) continue;
      seen.add(word.toLowerCase());
      next.push(word);
    }
    if (next.length !== tags.length) {
      onChange(next);
      setAnnouncement(`Added ${words.join(', ')}. ${tagCountLabel(next.length)}.`);
    }
    setText('');
    setActive(-1);
  };
  const remove = (index: number) => {
    const tag = tags[index];
    onChange(tags.filter((_, i) => i !== index));
    setAnnouncement(`Removed ${tag}.`);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= tags.length || from === to) return;
    const next = [...tags];
    const [tag] = next.splice(from, 1);
    if (tag === undefined) return;
    next.splice(to, 0, tag);
    onChange(next);
    setAnnouncement(`${tag} moved to position ${to + 1} of ${next.length}.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (options.length === 0 ? -1 : index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      const chosen = expanded && active >= 0 ? options[active] : undefined;
      if (chosen) {
        event.preventDefault();
        add([chosen.tag]);
      } else if (q !== '') {
        event.preventDefault();
        add(typedTags(text));
      } else if (event.key !== 'Enter') event.preventDefault();
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0 && !ordered) {
      remove(tags.length - 1);
    }
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Input
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
          aria-describedby={describedBy}
          invalid={Boolean(error)}
          autoComplete="off"
          disabled={disabled || tags.length >= TAGS_MAX}
          placeholder={
            tags.length >= TAGS_MAX
              ? `${TAGS_MAX} keywords: remove one to add another`
              : 'Type a keyword, then Enter'
          }
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            if (/[,;]/.test(value)) {
              add(typedTags(value));
              return;
            }
            setText(value);
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
          aria-label={`Suggested keywords for ${label.toLowerCase()}`}
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-rule bg-paper py-1 shadow-lg"
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant).
            <div
              key={option.tag}
              id={`${listboxId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-sepia text-paper' : 'text-ink hover:bg-paper-deep'}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add([option.tag])}
            >
              {option.tag}
              {option.source === 'photo' && <span className="ml-2 text-xs opacity-80">(from the file)</span>}
            </div>
          ))}
        </div>
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
        {ordered
          ? `${tagCountLabel(tags.length)}. Separate keywords with commas; drag or use the arrows to reorder.`
          : 'Separate keywords with commas.'}
      </p>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {tags.length > 0 && (
        <ol aria-label={`${label}, in order`} className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag, index) => (
            <li
              key={tag}
              draggable={ordered && !disabled}
              onDragStart={() => setDragging(index)}
              onDragOver={(event) => {
                if (dragging !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) move(dragging, index);
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
              className={`flex items-center gap-1 rounded-full border py-1 pr-1 pl-2 text-sm ${
                ordered && index < TAGS_WEIGHTED
                  ? 'border-sepia bg-sepia/10 text-ink'
                  : 'border-rule bg-paper text-ink'
              } ${dragging === index ? 'opacity-50' : ''}`}
            >
              {ordered && !disabled && (
                <GripVertical aria-hidden="true" className="size-3.5 cursor-grab text-ink-soft" />
              )}
              {ordered && <span className="text-xs text-ink-soft">{index + 1}.</span>}
              <span>{tag}</span>
              {ordered && !disabled && (
                <>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={`Move up ${tag}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp className="size-3.5" />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={`Move down ${tag}`}
                    disabled={index === tags.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown className="size-3.5" />
                  </IconButton>
                </>
              )}
              {!disabled && (
                <IconButton size="sm" variant="ghost" label={`Remove ${tag}`} onClick={() => remove(index)}>
                  <X className="size-3.5" />
                </IconButton>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
