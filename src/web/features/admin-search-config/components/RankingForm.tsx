import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { STALE_EDIT } from '../../../../core/admin-lists';
import {
  SEARCH_SETTING_FIELDS,
  SEARCH_SETTING_KEYS,
  type SearchSettings,
  type SearchSettingsAnswer,
  searchSettingsSchema,
} from '../../../../core/search-settings';
import { z } from '../../../../core/zod';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../components/form-errors';
import { errorDescription, notify } from '../../../components/Toast';
import { useResetSearchSettings, useSaveSearchSettings } from '../api/search-config';

/** The fields hold what was typed; the schema reads them as numbers. */
type FormValues = Record<keyof SearchSettings, string>;
const formSchema = z.object(
  Object.fromEntries(
    SEARCH_SETTING_KEYS.map((key) => [
      key,
      z.string().trim().min(1, `${SEARCH_SETTING_FIELDS[key].label} is required`),
    ]),
  ) as Record<keyof SearchSettings, z.ZodString>,
);
const asText = (settings: SearchSettings): FormValues =>
  Object.fromEntries(SEARCH_SETTING_KEYS.map((key) => [key, String(settings[key])])) as FormValues;

/** The ranking weights that were constants, as settings with their meaning and bounds (issue 25 item 5). */
export function RankingForm({ answer }: { answer: SearchSettingsAnswer }) {
  const formId = useId();
  const save = useSaveSearchSettings();
  const reset = useResetSearchSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const form = useForm<FormValues>({
    shouldFocusError: false,
    resolver: zodResolver(formSchema),
    values: asText(answer.settings),
  });
  const { focusFirstError, showServerErrors } = useFormErrors(form, SEARCH_SETTING_KEYS);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const parsed = searchSettingsSchema.safeParse(
      Object.fromEntries(SEARCH_SETTING_KEYS.map((key) => [key, Number(values[key])])),
    );
    if (!parsed.success) {
      showServerErrors(
        parsed.error.issues.map(
          (issue) => [String(issue.path[0]) as keyof SearchSettings, issue.message] as const,
        ),
      );
      return;
    }
    save.mutate(
      { settings: parsed.data, version: answer.version },
      {
        onSuccess: () =>
          notify.success('Search settings saved', 'Every search uses them within a few seconds.'),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setFailure(STALE_EDIT);
          else setFailure(errorDescription(error));
        },
      },
    );
  }, focusFirstError);

  const changed = SEARCH_SETTING_KEYS.filter((key) => answer.settings[key] !== answer.defaults[key]);
  return (
    <section aria-labelledby="ranking-heading" className="rounded-2xl bg-white p-4 ring-1 ring-rule sm:p-6">
      <h2 id="ranking-heading" className="font-display text-2xl text-ink">
        Ranking
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-ink-soft">
        How relevance orders a search’s photos. Every search on every server uses a change within a few
        seconds.
        {answer.updated_by ? ` Last saved by ${answer.updated_by}.` : ''}
      </p>
      <form id={formId} onSubmit={submit} noValidate className="mt-4 space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="grid gap-4 md:grid-cols-2">
          {SEARCH_SETTING_KEYS.map((key) => {
            const field = SEARCH_SETTING_FIELDS[key];
            return (
              <Controller
                key={key}
                control={form.control}
                name={key}
                render={({ field: bound, fieldState }) => (
                  <TextField
                    ref={bound.ref}
                    label={field.label}
                    hint={`${field.meaning} From ${field.min} to ${field.max}; default ${field.default}.`}
                    type="number"
                    inputMode="decimal"
                    min={field.min}
                    max={field.max}
                    step={field.step}
                    value={bound.value}
                    onValueChange={(value) => {
                      form.clearErrors(key);
                      bound.onChange(value);
                    }}
                    onBlur={bound.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            );
          })}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirmReset(true)} disabled={changed.length === 0}>
            Reset to defaults
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save ranking
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmReset}
        onClose={() => setConfirmReset(false)}
        title="Reset the ranking to its defaults?"
        confirmLabel="Reset ranking"
        onConfirm={async () => {
          await reset.mutateAsync(answer.version);
          notify.success('Search settings reset', 'Every search uses the defaults within a few seconds.');
        }}
      >
        {`Sets ${changed.map((key) => `${SEARCH_SETTING_FIELDS[key].label} from ${answer.settings[key]} back to ${answer.defaults[key]}`).join('; ')}.`}
      </ConfirmDialog>
    </section>
  );
}
