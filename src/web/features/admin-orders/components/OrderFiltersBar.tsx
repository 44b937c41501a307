import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ORDER_STATUS_LABEL, ORDER_STATUSES, type OrderStatus } from '../../../../core/checkout';
import { Button } from '../../../components/Button';
import { controlClass } from '../../../components/Input';
import { Select } from '../../../components/Select';
import { dayOrUndefined, ORDER_SEARCH_MAX, type OrderFilters } from '../order-filters';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABEL[status] }));

const LABEL = 'mb-1.5 block text-sm font-medium text-ink';

interface OrderFiltersBarProps {
  filters: OrderFilters;
  /** Changes some filters; the page goes back to the first page of results. */
  onChange: (change: Partial<Omit<OrderFilters, 'offset'>>) => void;
}

/**
 * The filters of `/admin/orders`: a search (sent on Enter or the button), the status and the
 * date range (applied as they change). The URL holds them, so a filtered list can be shared.
 */
export function OrderFiltersBar({ filters, onChange }: OrderFiltersBarProps) {
  const id = useId();
  const [term, setTerm] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // The URL is the truth: Back, or a link with another `?q=`, puts its term in the box.
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setTerm(filters.q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: term.trim() });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and test DOMs.
    <form
      role="search"
      aria-label="Find orders"
      onSubmit={submit}
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-rule sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className={LABEL}>
          Search orders
        </label>
        <div className="flex gap-2">
          <span className="relative block flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-soft"
            />
            <input
              id={`${id}-q`}
              type="search"
              value={term}
              maxLength={ORDER_SEARCH_MAX}
              aria-describedby={`${id}-q-hint`}
              onChange={(event) => setTerm(event.target.value)}
              className={`${controlClass} pl-10`}
            />
          </span>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
        <p id={`${id}-q-hint`} className="mt-1.5 text-sm text-ink-soft">
          A buyer’s name or e-mail, an order number (BD-100042), or a photo (#1042 or words of its title).
        </p>
      </div>
      <div className="self-start">
        <label htmlFor={`${id}-status`} className={LABEL}>
          Status
        </label>
        <Select<OrderStatus>
          id={`${id}-status`}
          value={filters.status}
          options={STATUS_OPTIONS}
          allLabel="All statuses"
          onValueChange={(status) => onChange({ status })}
        />
      </div>
      <div className="self-start">
        <label htmlFor={`${id}-from`} className={LABEL}>
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ from: dayOrUndefined(event.target.value) })}
          className={controlClass}
        />
      </div>
      <div className="self-start">
        <label htmlFor={`${id}-to`} className={LABEL}>
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ to: dayOrUndefined(event.target.value) })}
          className={controlClass}
        />
      </div>
    </form>
  );
}
