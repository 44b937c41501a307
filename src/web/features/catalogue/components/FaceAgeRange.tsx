import { type FormEvent, useId, useState } from 'react';
import { FACE_AGE_MAX, FACE_AGE_MIN } from '../../../../core/search-rules';

interface FaceAgeRangeProps {
  min: number;
  max: number;
  onChange: (min: number, max: number) => void;
}

function clampAge(text: string, fallback: number): number {
  if (!/^\d{1,3}$/.test(text.trim())) return fallback;
  return Math.min(FACE_AGE_MAX, Math.max(FACE_AGE_MIN, Number(text)));
}

const inputClass =
  'w-full rounded-lg border border-rule bg-white px-3 py-2 text-sm text-ink shadow-xs tabular-nums focus:border-sepia focus:outline-none focus:ring-2 focus:ring-sepia/30';

/**
 * spec §3 face age range (0–105). Applied on Enter or when focus leaves a field, so a search is
 * not run for every digit typed.
 */
export function FaceAgeRange({ min, max, onChange }: FaceAgeRangeProps) {
  const id = useId();
  const [from, setFrom] = useState(String(min));
  const [to, setTo] = useState(String(max));
  const [shown, setShown] = useState({ min, max });
  // A new value from outside (a removed chip, Back) replaces what is typed.
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setFrom(String(min));
    setTo(String(max));
  }
  const apply = () => {
    const low = clampAge(from, FACE_AGE_MIN);
    const high = clampAge(to, FACE_AGE_MAX);
    setFrom(String(Math.min(low, high)));
    setTo(String(Math.max(low, high)));
    if (Math.min(low, high) !== min || Math.max(low, high) !== max) onChange(low, high);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  return (
    <form onSubmit={onSubmit}>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink">Face age</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-from`} className="sr-only">
            Youngest face age
          </label>
          <input
            id={`${id}-from`}
            type="number"
            inputMode="numeric"
            min={FACE_AGE_MIN}
            max={FACE_AGE_MAX}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            onBlur={apply}
            className={inputClass}
          />
          <span aria-hidden="true" className="text-ink-soft">
            –
          </span>
          <label htmlFor={`${id}-to`} className="sr-only">
            Oldest face age
          </label>
          <input
            id={`${id}-to`}
            type="number"
            inputMode="numeric"
            min={FACE_AGE_MIN}
            max={FACE_AGE_MAX}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            onBlur={apply}
            className={inputClass}
          />
          {/* Enter in either field applies the range (implicit submission needs a submit button). */}
          <button type="submit" className="sr-only">
            Apply face ages
          </button>
        </div>
      </fieldset>
    </form>
  );
}
