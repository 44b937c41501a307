import { useId } from 'react';
import { INSIGHTS_PRESETS, type InsightsRange } from '../../../../core/search-insights';
import { Button } from '../../../components/Button';
import { controlClass } from '../../../components/Input';

const LABEL = 'mb-1.5 block text-sm font-medium text-ink';

interface InsightsFiltersProps {
  /** The days the URL asks for (null: days that cannot be shown; the inputs then show the URL's). */
  range: InsightsRange | null;
  from: string;
  to: string;
  /** The preset the range is, in days, if it is one. */
  preset: number | null;
  onDays: (change: { from?: string; to?: string }) => void;
  onPreset: (days: number) => void;
}

/** The range of days the page counts: two dates, or a preset ending today. The URL holds them. */
export function InsightsFilters({ range, from, to, preset, onDays, onPreset }: InsightsFiltersProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-wrap items-end gap-4 rounded-2xl bg-white p-4 ring-1 ring-rule">
      <legend className="sr-only">Date range (UTC)</legend>
      <div>
        <label htmlFor={`${id}-from`} className={LABEL}>
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={range?.to}
          onChange={(event) => event.target.value && onDays({ from: event.target.value })}
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={LABEL}>
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={range?.from}
          onChange={(event) => event.target.value && onDays({ to: event.target.value })}
          className={controlClass}
        />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form field set */}
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
        {INSIGHTS_PRESETS.map((days) => (
          <Button
            key={days}
            type="button"
            size="sm"
            variant={preset === days ? 'primary' : 'secondary'}
            aria-pressed={preset === days}
            onClick={() => onPreset(days)}
          >
            Last {days} days
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
