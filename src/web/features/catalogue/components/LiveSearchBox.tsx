import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '../../../../core/search-terms';
import { SEARCH_PLACEHOLDER } from '../../../components/SearchBox';

/** spec §2 search box on /search: how long typing must pause before the results follow. */
export const LIVE_SEARCH_DEBOUNCE_MS = 300;

interface LiveSearchBoxProps {
  /** The term in the URL. */
  value: string;
  /**
   * A new term: `live` while typing (debounced), not live on Enter or the button. `firstOfEdit`
   * is true for the first change since the box got focus, so one edit adds one history entry.
   */
  onSearch: (term: string, how: { live: boolean; firstOfEdit: boolean }) => void;
}

const normalise = (term: string) => term.replace(/\s+/g, ' ').trim();

/**
 * spec §2 "Search box": on /search it searches as the user types. The URL stays the truth: Back
 * or a link puts its term into the box.
 */
export function LiveSearchBox({ value, onSearch }: LiveSearchBoxProps) {
  const inputId = useId();
  const [term, setTerm] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  const editStarted = useRef(false);
  const sent = useRef(value);
  if (urlValue !== value) {
    setUrlValue(value);
    sent.current = value;
    if (normalise(term) !== value) setTerm(value);
  }

  useEffect(() => {
    const next = normalise(term);
    if (next === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = next;
      onSearch(next, { live: true, firstOfEdit: !editStarted.current });
      editStarted.current = true;
    }, LIVE_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, onSearch]);

  const submit = () => {
    const next = normalise(term);
    sent.current = next;
    onSearch(next, { live: false, firstOfEdit: !editStarted.current });
    editStarted.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and test DOMs.
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex h-12 w-full items-center gap-2 rounded-full bg-white pr-1.5 pl-5 text-ink shadow-sm ring-1 ring-rule has-[input:focus]:outline-3 has-[input:focus]:outline-offset-2 has-[input:focus]:outline-(--focus-ring)"
    >
      <label htmlFor={inputId} className="sr-only">
        Search photos
      </label>
      <Search aria-hidden="true" className="size-5 shrink-0 text-ink-soft" />
      <input
        id={inputId}
        type="search"
        value={term}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          editStarted.current = false;
        }}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        className="min-w-0 flex-1 bg-transparent py-2 text-base placeholder:text-ink-soft/80 focus:outline-none"
      />
      <button
        type="submit"
        className="my-1.5 inline-flex items-center self-stretch rounded-full bg-ink px-5 font-medium text-paper transition-colors hover:bg-sepia"
      >
        Search
      </button>
    </form>
  );
}
