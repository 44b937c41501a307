import { Check } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { BACK_TO_LIST_MS, SAVED_BADGE_MS } from '../../../../core/collecting';
import { companyNameProblem, normalizeName } from '../../../../core/entity-names';
import { Button } from '../../../components/Button';
import { Field, TextField } from '../../../components/Field';
import { Select } from '../../../components/Select';
import { fieldMessage } from '../api/collecting-toasts';
import { useSaveCompany } from '../api/company-mutations';
import { useCompanies } from '../api/get-companies';

type Mode = 'select' | 'input';

// Radix refuses '' as a value; no company can be named this (spec §5 forbids < and >).
const CREATE_NEW = '<new>';

const sameName = (a: string, b: string) => normalizeName(a).toLowerCase() === normalizeName(b).toLowerCase();

interface CompanyPickerProps {
  /** The company's name (spec §3: projects keep it as text). */
  value: string;
  onChange: (name: string) => void;
  /** A problem found by the form around it (a submit with no company). */
  error?: string | null;
}

/**
 * spec §2/§4 company picker. Select mode when the person has companies and the value is empty
 * or one of them, plus "Create new company", which switches to input mode and clears the value.
 * Input mode ("Add New Company") saves through find-or-create: "Saved!" shows 2 s, and the
 * picker returns to the list after 1 s. spec §5 name rules show under the field before saving.
 */
export function CompanyPicker({ value, onChange, error }: CompanyPickerProps) {
  const companies = useCompanies();
  const save = useSaveCompany();
  const names = (companies.data ?? []).map((company) => company.name);
  const [mode, setMode] = useState<Mode | null>(null);
  const [saved, setSaved] = useState(false);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const inputId = useId();

  // The mode is decided once the list is known, then only the person changes it.
  const loaded = companies.isSuccess || companies.isError;
  const hasCompanies = names.length > 0;
  const startsInSelect = hasCompanies && (value.trim() === '' || names.some((name) => sameName(name, value)));
  useEffect(() => {
    if (mode === null && loaded) setMode(startsInSelect ? 'select' : 'input');
  }, [mode, loaded, startsInSelect]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const problem = companyNameProblem(value);
  const shownError = error ?? serverError ?? (touched ? problem : null);

  const submit = () => {
    setTouched(true);
    if (problem) return;
    const name = normalizeName(value);
    save.mutate(name, {
      onSuccess: ({ company }) => {
        onChange(company.name);
        setTouched(false);
        setSaved(true);
        timers.current.push(
          setTimeout(() => setMode('select'), BACK_TO_LIST_MS),
          setTimeout(() => setSaved(false), SAVED_BADGE_MS),
        );
      },
      onError: (failure) => setServerError(fieldMessage(failure, 'name')),
    });
  };

  const savedBadge = saved && (
    <span role="status" className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
      <Check aria-hidden="true" className="size-4" />
      Saved!
    </span>
  );

  if (mode === null || mode === 'select') {
    // A name saved a moment ago may not be in the list until it is read again.
    const options = [...names];
    if (value && !names.some((name) => sameName(name, value))) options.push(normalizeName(value));
    const chosen = options.find((name) => sameName(name, value));
    return (
      <div className="space-y-2">
        <Field label="Company" error={error}>
          {(control) => (
            <Select
              {...control}
              value={chosen}
              loading={mode === null}
              placeholder="Choose a company"
              options={[
                ...options.map((name) => ({ value: name, label: name })),
                { value: CREATE_NEW, label: 'Create new company' },
              ]}
              onValueChange={(next) => {
                if (next === CREATE_NEW) {
                  setMode('input');
                  setTouched(false);
                  setServerError(null);
                  onChange('');
                } else onChange(next);
              }}
            />
          )}
        </Field>
        {savedBadge}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter saves the company; it must not submit the form the picker sits in.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-rule bg-white/60 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Add New Company</legend>
      <TextField
        id={inputId}
        label="Company name"
        value={value}
        onValueChange={(next) => {
          setServerError(null);
          onChange(next);
        }}
        onBlur={() => setTouched(value.trim() !== '' || touched)}
        onKeyDown={onKeyDown}
        error={shownError}
        autoComplete="organization"
        maxLength={200}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={submit} loading={save.isPending}>
          Save Company
        </Button>
        {savedBadge}
        {hasCompanies && (
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              setMode('select');
              setTouched(false);
              setServerError(null);
              if (!names.some((name) => sameName(name, value))) onChange('');
            }}
          >
            Back to Company List
          </Button>
        )}
      </div>
    </fieldset>
  );
}
