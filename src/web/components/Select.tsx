import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from './Spinner';
import { selectTriggerClassName } from './select-trigger';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
  /** How many items have this value (facet counts), shown after the label. */
  count?: number;
}

interface SelectBaseProps<V extends string> {
  /** The chosen value; undefined shows the placeholder, or the `allLabel` option when there is one. */
  value: V | undefined;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  disabled?: boolean;
  /** Marks the choice as wrong (aria-invalid); Field sets it from its error. */
  invalid?: boolean;
  /**
   * Busy (the options are on their way, or the chosen value is being saved): a spinner, no
   * opening and no type-ahead until done — yet the trigger keeps focus (aria-disabled +
   * aria-busy, not the native `disabled` the browser drops focus from; issue 23).
   */
  loading?: boolean;
  /** The trigger's id, so a `<label htmlFor>` (Field) names it. */
  id?: string;
  /** Submitted with a form under this name (Radix renders a hidden native select). */
  name?: string;
  /** The name when there is no visible label (a sort dropdown in a toolbar). */
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * With `allLabel` the list starts with a "no choice" option ("All decades") that hands back
 * undefined; without it a value is required and onValueChange always gets one.
 */
export type SelectProps<V extends string> = SelectBaseProps<V> &
  (
    | { allLabel?: undefined; onValueChange: (value: V) => void }
    | { allLabel: string; onValueChange: (value: V | undefined) => void }
  );

// Radix refuses '' as an item value, so the "all" option has a value no option can have.
const ALL = '__all__';

const COUNT = new Intl.NumberFormat('en-US');

/**
 * A dropdown on Radix Select: a listbox with arrow keys, Home/End, Enter and type-ahead, on the
 * closed trigger too. spec §9 "dropdown type-ahead reset 1 s": Radix clears the typed prefix
 * 1000 ms after the last key (`useTypeaheadSearch`), which Select.test.tsx pins down.
 */
export function Select<V extends string>(props: SelectProps<V>) {
  const {
    value,
    options,
    allLabel,
    placeholder = 'Select…',
    disabled = false,
    invalid,
    loading = false,
    id,
    name,
    size = 'md',
    className = '',
  } = props;
  const [open, setOpen] = useState(false);
  const choose = (raw: string) => {
    if (loading) return;
    if (raw === ALL && props.allLabel !== undefined) {
      props.onValueChange(undefined);
      return;
    }
    // Radix hands back a plain string; map it to the option's own typed value.
    const option = options.find((candidate) => candidate.value === raw);
    if (option) props.onValueChange(option.value);
  };
  const items: readonly SelectOption[] = allLabel ? [{ value: ALL, label: allLabel }, ...options] : options;
  return (
    <SelectPrimitive.Root
      value={value ?? (allLabel ? ALL : '')}
      onValueChange={choose}
      open={open && !loading}
      onOpenChange={(next) => setOpen(next && !loading)}
      disabled={disabled}
      name={name}
    >
      <SelectPrimitive.Trigger
        id={id}
        aria-label={props['aria-label']}
        aria-describedby={props['aria-describedby']}
        aria-invalid={invalid || props['aria-invalid'] || undefined}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        className={[
          selectTriggerClassName(size, className),
          'aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40',
          'disabled:cursor-not-allowed disabled:bg-paper-deep/60 disabled:text-ink-soft aria-busy:cursor-wait',
        ].join(' ')}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon className="shrink-0 text-ink-soft">
          {loading ? (
            <Spinner label="" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-60 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-rule bg-white shadow-lg shadow-ink/10"
        >
          <SelectPrimitive.Viewport className="p-1">
            {items.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="relative flex cursor-default select-none items-center rounded-md py-2 pr-3 pl-8 text-sm text-ink outline-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-highlighted:bg-ink data-highlighted:text-paper data-[state=checked]:font-semibold"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex items-center">
                  <Check aria-hidden="true" className="size-4" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                {option.count !== undefined && (
                  <span className="ml-auto pl-4 text-xs tabular-nums opacity-75">
                    {COUNT.format(option.count)}
                  </span>
                )}
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
