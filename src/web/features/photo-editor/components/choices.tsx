import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { EVENTS_MAX } from '../../../../core/photo-metadata';
import { api, readJson } from '../../../api';
import { IconButton } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Field } from '../../../components/Field';
import { Input } from '../../../components/Input';
import { Select } from '../../../components/Select';
import { FRESHNESS } from '../../../query';

interface OneOfProps {
  label: string;
  values: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** The words of the empty choice ("Not set", or "Leave as it is" in bulk). */
  emptyLabel?: string;
}

/** One of the catalogue's known values, or none. */
export function OneOf({
  label,
  values,
  value,
  onChange,
  error,
  disabled,
  emptyLabel = 'Not set',
}: OneOfProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Select
          id={control.id}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          value={value === '' ? undefined : value}
          allLabel={emptyLabel}
          options={values.map((one) => ({ value: one, label: one }))}
          onValueChange={(next) => onChange(next ?? '')}
          disabled={disabled}
        />
      )}
    </Field>
  );
}

interface ChoiceListProps {
  label: string;
  values: readonly string[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Any of the catalogue's known values, as ticks. */
export function ChoiceList({ label, values, chosen, onChange, error, disabled }: ChoiceListProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {values.map((value) => (
          <Checkbox
            key={value}
            label={value}
            checked={chosen.includes(value)}
            disabled={disabled}
            onCheckedChange={(on) =>
              onChange(on ? [...chosen, value] : chosen.filter((one) => one !== value))
            }
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The catalogue's events (`GET /api/events`), for the picker. */
function useEventNames() {
  return useQuery({
    queryKey: ['events'] as const,
    queryFn: async ({ signal }) => readJson(await api.events.$get(undefined, { init: { signal } })),
    ...FRESHNESS.taxonomyNames,
  });
}

interface EventsPickerProps {
  chosen: string[];
  /** Names of events already chosen (the catalogue's list may not show every event). */
  known: { id: string; name: string }[];
  onChange: (ids: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Events the photo belongs to: find one by name and tick it; each chosen one can be removed. */
export function EventsPicker({ chosen, known, onChange, error, disabled }: EventsPickerProps) {
  const all = useEventNames();
  const [find, setFind] = useState('');
  const names = new Map<string, string>(known.map((event) => [event.id, event.name]));
  for (const event of all.data?.items ?? []) names.set(event.id, event.name);
  const words = find.trim().toLowerCase();
  const matches = (all.data?.items ?? [])
    .filter(
      (event) => !chosen.includes(event.id) && (words === '' || event.name.toLowerCase().includes(words)),
    )
    .slice(0, 8);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Events</legend>
      {chosen.length > 0 ? (
        <ul aria-label="Chosen events" className="mt-2 flex flex-wrap gap-2">
          {chosen.map((id) => (
            <li
              key={id}
              className="flex items-center gap-1 rounded-full border border-rule bg-paper py-1 pr-1 pl-3 text-sm text-ink"
            >
              {names.get(id) ?? 'An event'}
              {!disabled && (
                <IconButton
                  size="sm"
                  label={`Remove the event ${names.get(id) ?? id}`}
                  onClick={() => onChange(chosen.filter((one) => one !== id))}
                >
                  <X className="size-3.5" />
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">No event yet.</p>
      )}
      {!disabled && chosen.length < EVENTS_MAX && (
        <div className="mt-3">
          <Field label="Find an event">
            {(control) => (
              <Input
                {...control}
                value={find}
                onChange={(event) => setFind(event.target.value)}
                autoComplete="off"
              />
            )}
          </Field>
          {matches.length > 0 && (
            <ul aria-label="Events to add" className="mt-2 flex flex-wrap gap-2">
              {matches.map((event) => (
                <li key={event.id}>
                  <button
                    type="button"
                    className="rounded-full border border-rule bg-white px-3 py-1 text-sm text-ink hover:bg-paper-deep"
                    onClick={() => onChange([...chosen, event.id])}
                  >
                    Add {event.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
