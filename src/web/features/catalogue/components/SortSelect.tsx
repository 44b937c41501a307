import type { SortOrder } from '../../../../core/search-params';
import { DeferredSelect } from '../../../components/DeferredSelect';
import { SORT_LABEL } from '../sort';

interface SortSelectProps {
  value: SortOrder;
  options: readonly SortOrder[];
  onChange: (sort: SortOrder) => void;
}

/** spec §4 sort dropdown: the options this page offers (relevance only where it applies). */
export function SortSelect({ value, options, onChange }: SortSelectProps) {
  return (
    <div className="flex items-center gap-2">
      <span aria-hidden="true" className="text-sm text-ink-soft">
        Sort by
      </span>
      <DeferredSelect<SortOrder>
        aria-label="Sort by"
        size="sm"
        value={value}
        options={options.map((sort) => ({ value: sort, label: SORT_LABEL[sort] }))}
        onValueChange={onChange}
      />
    </div>
  );
}
