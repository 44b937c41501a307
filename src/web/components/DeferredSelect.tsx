import { ChevronDown } from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import type { SelectProps } from './Select';
import { selectTriggerClassName } from './select-trigger';

// Radix Select is a quarter of a list page's own script: it loads after the page's first paint.
const LazySelect = lazy(async () => ({
  default: (await import('./Select')).Select as ComponentType<SelectProps<string>>,
}));

/**
 * The design system's Select for dropdowns beside a page's main content (a list's sort, its
 * filters): until its code arrives, a stand-in of the same size shows the chosen label. The
 * stand-in is disabled, so an early click waits rather than being lost, yet drawn as enabled so
 * nothing flickers.
 */
export function DeferredSelect<V extends string>(props: SelectProps<V>) {
  return (
    <Suspense fallback={<SelectStandIn {...props} />}>
      <LazySelect {...(props as unknown as SelectProps<string>)} />
    </Suspense>
  );
}

function SelectStandIn<V extends string>(props: SelectProps<V>) {
  const { value, options, allLabel, placeholder = 'Select…', size = 'md', className = '', id } = props;
  const label = options.find((option) => option.value === value)?.label ?? allLabel ?? placeholder;
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-label={props['aria-label']}
      aria-describedby={props['aria-describedby']}
      aria-expanded={false}
      disabled
      className={selectTriggerClassName(size, className)}
    >
      <span className="truncate">{label}</span>
      <span className="shrink-0 text-ink-soft">
        <ChevronDown aria-hidden="true" className="size-4" />
      </span>
    </button>
  );
}
