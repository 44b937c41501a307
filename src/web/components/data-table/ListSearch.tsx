import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ADMIN_SEARCH_MAX } from '../../../core/admin-lists';
import { Button } from '../Button';
import { controlClass } from '../Input';

interface ListSearchProps {
  /** The form's name and the box's label, e.g. "Find events" / "Search events". */
  name: string;
  label: string;
  /** What the box searches, under it. */
  hint: ReactNode;
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
  /** More filters beside the box (a status select). */
  children?: ReactNode;
}

/**
 * The search of a back-office list: sent on Enter or the button, kept in the URL, so Back or a
 * shared link puts its words back in the box.
 */
export function ListSearch({ name, label, hint, value, onSearch, children }: ListSearchProps) {
  const id = useId();
  const [term, setTerm] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTerm(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and test DOMs.
    <form
      role="search"
      aria-label={name}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-4 rounded-2xl bg-white p-4 ring-1 ring-rule"
    >
      <div className="min-w-0 flex-[2_1_18rem]">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
          {label}
        </label>
        <div className="flex gap-2">
          <span className="relative block flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft"
            />
            <input
              id={id}
              type="search"
              value={term}
              maxLength={ADMIN_SEARCH_MAX}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setTerm(event.target.value)}
              className={`${controlClass} pl-10`}
            />
          </span>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      </div>
      {children}
    </form>
  );
}
