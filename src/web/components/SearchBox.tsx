import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../core/paths';
import { NEW_PAGE_STATE } from './new-page-state';

export const SEARCH_PLACEHOLDER = 'Search for the perfect photo...';

interface SearchBoxProps {
  /** The term shown when the box first renders, e.g. the current `q` on /search. */
  defaultValue?: string;
  /** `hero`: the large box over the home page image; `page`: the box on light pages. */
  variant?: 'hero' | 'page';
}

const VARIANTS = {
  hero: {
    form: 'h-14 bg-paper/95 shadow-2xl shadow-black/40 ring-1 ring-white/20',
    input: 'text-lg',
  },
  page: {
    form: 'h-12 bg-white shadow-sm ring-1 ring-rule',
    input: 'text-base',
  },
} as const;

/**
 * spec §2 "Search box": navigates to /search?q=<term> on Enter or on the Search button. The term
 * is encoded with encodeURIComponent (a space becomes %20) by the path registry.
 */
export function SearchBox({ defaultValue = '', variant = 'page' }: SearchBoxProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState(defaultValue);
  const styles = VARIANTS[variant];

  const go = () => {
    // A submitted search is a new page even on /search: focus goes to the results' heading.
    void navigate(paths.search.href({ q: term.trim() }), { state: NEW_PAGE_STATE });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go();
  };
  // Enter is handled here rather than by implicit form submission, so it behaves the same in every
  // environment; preventDefault stops the browser from also submitting. IME composition keeps Enter.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    go();
  };

  // The input's own outline is off: the whole pill shows the focus ring instead.
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and test DOMs.
    <form
      role="search"
      onSubmit={onSubmit}
      className={`flex w-full items-center gap-2 rounded-full pl-5 pr-1.5 text-ink has-[input:focus]:outline-3 has-[input:focus]:outline-offset-2 has-[input:focus]:outline-(--focus-ring) ${styles.form}`}
    >
      <label htmlFor={inputId} className="sr-only">
        Search photos
      </label>
      <Search aria-hidden="true" className="size-5 shrink-0 text-ink-soft" />
      <input
        id={inputId}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        className={`min-w-0 flex-1 bg-transparent py-2 placeholder:text-ink-soft/80 focus:outline-none ${styles.input}`}
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
