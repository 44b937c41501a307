import { ChevronDown } from 'lucide-react';
import { type Ref, useMemo } from 'react';
import { COUNTRY_CODES, countryName } from '../../../../core/tax';
import { Field } from '../../../components/Field';
import { selectTriggerClassName } from '../../../components/select-trigger';

interface CountrySelectProps {
  id: string;
  /** An ISO code, or '' while none is chosen. */
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
  /** The select, for the form to move focus to it when the country is missing. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The billing country, which decides the tax rate. A native select, unlike the design system's
 * dropdown: 250 countries are the browser's own type-ahead and a phone's own picker, and the
 * browser's address autofill (autocomplete="country") fills it with the rest of the address.
 */
export function CountrySelect({ id, value, onChange, error, ref }: CountrySelectProps) {
  const options = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
        a.name.localeCompare(b.name, 'en'),
      ),
    [],
  );
  return (
    <Field label="Billing country" id={id} error={error}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            ref={ref}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="country"
            className={`${selectTriggerClassName('md')} appearance-none pr-10 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40 ${value === '' ? 'text-ink-soft' : ''}`}
          >
            <option value="" disabled>
              Choose a country
            </option>
            {options.map((option) => (
              <option key={option.code} value={option.code} className="text-ink">
                {option.name}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft"
          />
        </div>
      )}
    </Field>
  );
}
