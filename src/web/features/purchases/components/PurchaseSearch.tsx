import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { controlClass } from '../../../components/Input';

/** How long typing must pause before the list follows. */
export const PURCHASE_SEARCH_DEBOUNCE_MS = 300;
const MAX_LENGTH = 200;

interface PurchaseSearchProps {
  /** The term in the URL (`?q=`). */
  value: string;
  onSearch: (term: string) => void;
}

/**
 * The search of `/my-purchases`: it follows the typing after a short pause, or at once on
 * Enter. The URL stays the truth: a link with `?q=#1042` puts its term into the box.
 */
export function PurchaseSearch({ value, onSearch }: PurchaseSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const [term, setTerm] = useState(value);
  const [urlValue, setUrlValue] = useState(value);
  const sent = useRef(value);
  if (urlValue !== value) {
    setUrlValue(value);
    sent.current = value;
    if (term.trim() !== value) setTerm(value);
  }

  useEffect(() => {
    const next = term.trim();
    if (next === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = next;
      onSearch(next);
    }, PURCHASE_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, onSearch]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sent.current = term.trim();
    onSearch(sent.current);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and test DOMs.
    <div role="search" className="max-w-xl">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        Search your purchases
      </label>
      <span className="relative block">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft"
        />
        <input
          id={inputId}
          type="search"
          value={term}
          maxLength={MAX_LENGTH}
          aria-describedby={hintId}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          className={`${controlClass} pl-10`}
        />
      </span>
      <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
        A title, production, project, company or order number — or #1042 for one photo.
      </p>
    </div>
  );
}
