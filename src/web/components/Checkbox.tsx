import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface CheckboxProps {
  label: ReactNode;
  /** A line under the label ("Only photos with faces"). */
  hint?: ReactNode;
  /** 'indeterminate' for a parent of partly ticked children. */
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Marks the box as wrong (an agreement that must be ticked). */
  invalid?: boolean;
  id?: string;
  /** Submitted with a form under this name (Radix renders a hidden native checkbox). */
  name?: string;
  value?: string;
  'aria-describedby'?: string;
  className?: string;
}

/** A labelled checkbox (Radix): Space toggles it, the whole label is the click target. */
export function Checkbox({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled = false,
  invalid,
  id,
  name,
  value,
  className = '',
  ...aria
}: CheckboxProps) {
  const madeUpId = useId();
  const boxId = id ?? madeUpId;
  const hintId = `${boxId}-hint`;
  const describedBy = [hint ? hintId : null, aria['aria-describedby'] ?? null].filter(Boolean).join(' ');
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <CheckboxPrimitive.Root
        id={boxId}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        disabled={disabled}
        name={name}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className="peer mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink-soft bg-white text-paper transition-colors hover:border-ink data-[state=checked]:border-ink data-[state=checked]:bg-ink data-[state=indeterminate]:border-ink data-[state=indeterminate]:bg-ink aria-[invalid=true]:border-red-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <CheckboxPrimitive.Indicator>
          {checked === 'indeterminate' ? (
            <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
          ) : (
            <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
          )}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="min-w-0 text-sm">
        <label
          htmlFor={boxId}
          className="cursor-pointer text-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {label}
        </label>
        {hint && (
          <p id={hintId} className="mt-0.5 text-ink-soft">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
