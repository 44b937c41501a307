import { Pill } from '../../../components/Pill';
import type { CatalogueFilters, FilterChip } from '../search-state';

interface ActiveFiltersProps {
  chips: readonly FilterChip[];
  filters: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
  onClearAll: () => void;
}

/** The active filters as removable chips, with "Clear all" (issue 10 §6). Nothing when none is set. */
export function ActiveFilters({ chips, filters, onChange, onClearAll }: ActiveFiltersProps) {
  if (chips.length === 0) return null;
  return (
    <section aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Pill
              tone="accent"
              onRemove={() => onChange(chip.remove(filters))}
              removeLabel={`Remove filter ${chip.label}`}
            >
              {chip.label}
            </Pill>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="text-sm font-medium text-sepia underline-offset-4 hover:underline"
      >
        Clear all
      </button>
    </section>
  );
}
