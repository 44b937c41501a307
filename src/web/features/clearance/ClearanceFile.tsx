import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CLEARANCE_DECISION_LABELS,
  CLEARANCE_DECISIONS,
  CLEARANCE_MESSAGES,
  type ClearanceAnswer,
  type ClearanceDecision,
  type ClearanceFile as ClearanceFileRecord,
  PEOPLE_MAX,
  RIGHTS_BASES,
  RIGHTS_BASIS_LABELS,
  type RightsBasis,
  USAGE_EXCLUSION_CODES,
  USAGE_EXCLUSIONS,
  type UsageExclusion,
} from '../../../core/clearance';
import { z } from '../../../core/zod';
import { ApiError } from '../../api';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useFormErrors } from '../../components/form-errors';
import { FormTextareaField, FormTextField } from '../../components/form-fields';
import { controlClass } from '../../components/Input';
import { PageState } from '../../components/PageState';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { notify } from '../../components/Toast';
import { useClearance, useSaveClearance } from './api/clearance';
import { AttachedReleases } from './components/AttachedReleases';
import { PeopleInPhoto } from './components/PeopleInPhoto';

type YesNo = 'unset' | 'yes' | 'no';
const YES_NO_OPTIONS: { value: YesNo; label: string }[] = [
  { value: 'unset', label: 'Not said yet' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const NO_BASIS = 'unset';
const BASIS_OPTIONS = [
  { value: NO_BASIS, label: 'Not said yet' },
  ...RIGHTS_BASES.map((basis) => ({ value: basis, label: RIGHTS_BASIS_LABELS[basis] })),
];

const countText = z
  .string()
  .refine((value) => value.trim() === '' || /^\d{1,4}$/.test(value.trim()), CLEARANCE_MESSAGES.count)
  .refine((value) => value.trim() === '' || Number(value) <= PEOPLE_MAX, CLEARANCE_MESSAGES.count);

const formSchema = z
  .object({
    rights_holder: z.string().max(200, CLEARANCE_MESSAGES.rightsHolderTooLong),
    rights_basis: z.string(),
    source: z.string().max(500, CLEARANCE_MESSAGES.sourceTooLong),
    provenance_notes: z.string().max(2000, CLEARANCE_MESSAGES.notesTooLong),
    recognisable_people: z.enum(['unset', 'yes', 'no']),
    people_count: countText,
    recognisable_property: z.enum(['unset', 'yes', 'no']),
    property_count: countText,
    exclusions: z.array(z.string()),
    exclusion_notes: z.string().max(1000, CLEARANCE_MESSAGES.notesTooLong),
  })
  .superRefine((values, ctx) => {
    if (values.recognisable_people === 'yes' && !(Number(values.people_count) > 0))
      ctx.addIssue({ code: 'custom', path: ['people_count'], message: CLEARANCE_MESSAGES.peopleCount });
    if (values.recognisable_property === 'yes' && !(Number(values.property_count) > 0))
      ctx.addIssue({ code: 'custom', path: ['property_count'], message: CLEARANCE_MESSAGES.propertyCount });
  });
type FormValues = z.infer<typeof formSchema>;
const FIELDS = [
  'rights_holder',
  'rights_basis',
  'source',
  'provenance_notes',
  'recognisable_people',
  'people_count',
  'recognisable_property',
  'property_count',
  'exclusions',
  'exclusion_notes',
] as const;

const yesNo = (value: boolean | null): YesNo => (value === null ? 'unset' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo): boolean | null => (value === 'unset' ? null : value === 'yes');

function valuesOf(file: ClearanceFileRecord): FormValues {
  return {
    rights_holder: file.rights_holder ?? '',
    rights_basis: file.rights_basis ?? NO_BASIS,
    source: file.source ?? '',
    provenance_notes: file.provenance_notes ?? '',
    recognisable_people: yesNo(file.recognisable_people),
    people_count: file.recognisable_people ? String(file.people_count) : '',
    recognisable_property: yesNo(file.recognisable_property),
    property_count: file.recognisable_property ? String(file.property_count) : '',
    exclusions: [...file.exclusions],
    exclusion_notes: file.exclusion_notes ?? '',
  };
}

/**
 * The clearance file of photo `photoid` (issue 26 item 4), for its contributor and admins: who
 * holds the rights and how, where it came from, who and what is recognisable, the releases that
 * cover them, excluded uses, and for admins the decision.
 */
/** `onChange`: told after each change to the file or its releases (the photo page shows its decision). */
export function ClearanceFile({ photoid, onChange }: { photoid: number; onChange?: () => void }) {
  const clearance = useClearance(photoid);
  return (
    <PageState
      query={clearance}
      loading={
        <div role="status" aria-label="Loading the clearance file" className="space-y-3">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      }
      error={(retry) => (
        <ErrorState title="Error loading the clearance file" onRetry={retry}>
          We could not load the clearance file. Please try again.
        </ErrorState>
      )}
    >
      {(answer) => <ClearanceEditor key={`${answer.photoid}`} answer={answer} onChange={onChange} />}
    </PageState>
  );
}

function ClearanceEditor({
  answer,
  onChange,
}: {
  answer: ClearanceAnswer;
  onChange?: (() => void) | undefined;
}) {
  // Every save answers with the new file: a new version or another set of releases is a change.
  const signature = `${answer.file.version}:${answer.releases.map((release) => release.id).join(',')}`;
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    onChange?.();
  }, [signature, onChange]);
  return (
    <section aria-labelledby={`clearance-${answer.photoid}`} className="space-y-6">
      <div>
        <h2 id={`clearance-${answer.photoid}`} className="font-display text-2xl text-ink">
          Clearance
        </h2>
        <p className="mt-2 text-ink text-sm" data-testid="clearance-status">
          {answer.status.line}
        </p>
        {answer.status.problems.length > 0 && (
          <p className="mt-1 text-ink-soft text-sm">Still to do: {answer.status.problems.join(' ')}</p>
        )}
        <p className="mt-1 text-ink-soft text-sm">
          Buyers will read: <span className="text-ink">{answer.summary}</span>
        </p>
        {!answer.editable && (
          <p className="mt-2 text-ink-soft text-sm">
            The clearance file cannot be changed while the photo is being reviewed or sold.
          </p>
        )}
      </div>
      <ClearanceForm answer={answer} />
      <AttachedReleases answer={answer} />
      <PeopleInPhoto answer={answer} />
      {answer.can_decide && <DecisionBlock answer={answer} />}
    </section>
  );
}

function ClearanceForm({ answer }: { answer: ClearanceAnswer }) {
  const save = useSaveClearance(answer.photoid);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues>({
    shouldFocusError: false,
    resolver: zodResolver(formSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: valuesOf(answer.file),
  });
  const { focusFirstError, showServerErrors } = useFormErrors(form, FIELDS);
  const people = form.watch('recognisable_people');
  const property = form.watch('recognisable_property');
  const disabled = !answer.editable;
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const basis = values.rights_basis === NO_BASIS ? null : (values.rights_basis as RightsBasis);
    try {
      const saved = await save.mutateAsync({
        version: answer.file.version,
        rights_holder: values.rights_holder,
        rights_basis: basis,
        source: values.source,
        provenance_notes: values.provenance_notes,
        recognisable_people: fromYesNo(values.recognisable_people),
        people_count: values.recognisable_people === 'yes' ? Number(values.people_count) : 0,
        recognisable_property: fromYesNo(values.recognisable_property),
        property_count: values.recognisable_property === 'yes' ? Number(values.property_count) : 0,
        exclusions: values.exclusions,
        exclusion_notes: values.exclusion_notes,
      });
      form.reset(valuesOf(saved.file));
      notify.success('Clearance file saved');
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.fields &&
        Object.keys(error.fields).some((key) => key !== 'body')
      )
        showServerErrors(FIELDS.map((name) => [name, error.fields?.[name]] as const));
      else setProblem(error instanceof Error ? error.message : 'The clearance file could not be saved.');
    }
  }, focusFirstError);
  const yesNoField = (name: 'recognisable_people' | 'recognisable_property', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
          {(control) => (
            <Select
              id={control.id}
              aria-describedby={control['aria-describedby']}
              value={field.value}
              options={YES_NO_OPTIONS}
              disabled={disabled}
              onValueChange={(value) => field.onChange(value)}
            />
          )}
        </Field>
      )}
    />
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Clearance file">
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={form.control}
          name="rights_holder"
          onEdit={() => form.clearErrors('rights_holder')}
          label="Rights holder"
          hint="Who holds the rights, e.g. “The Hartley family”."
          maxLength={220}
          disabled={disabled}
          autoComplete="off"
        />
        <Controller
          control={form.control}
          name="rights_basis"
          render={({ field, fieldState }) => (
            <Field label="How the rights were obtained" error={fieldState.error?.message}>
              {(control) => (
                <Select
                  id={control.id}
                  aria-describedby={control['aria-describedby']}
                  value={field.value}
                  options={BASIS_OPTIONS}
                  disabled={disabled}
                  onValueChange={(value) => field.onChange(value)}
                />
              )}
            </Field>
          )}
        />
      </div>
      <FormTextField
        control={form.control}
        name="source"
        onEdit={() => form.clearErrors('source')}
        label="Source"
        hint="Where the photo came from, e.g. “Grandmother’s albums, scanned in 2023”."
        maxLength={520}
        disabled={disabled}
        autoComplete="off"
      />
      <FormTextareaField
        control={form.control}
        name="provenance_notes"
        onEdit={() => form.clearErrors('provenance_notes')}
        label="Provenance notes"
        rows={3}
        maxLength={2020}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {yesNoField('recognisable_people', 'Recognisable people?')}
        {people === 'yes' && (
          <CountField form={form} name="people_count" label="How many people" disabled={disabled} />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {yesNoField('recognisable_property', 'Recognisable property?')}
        {property === 'yes' && (
          <CountField form={form} name="property_count" label="How many properties" disabled={disabled} />
        )}
      </div>
      <Controller
        control={form.control}
        name="exclusions"
        render={({ field }) => (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">Usage exclusions</legend>
            {USAGE_EXCLUSION_CODES.map((code: UsageExclusion) => (
              <Checkbox
                key={code}
                label={USAGE_EXCLUSIONS[code]}
                checked={field.value.includes(code)}
                disabled={disabled}
                onCheckedChange={(checked) =>
                  field.onChange(
                    checked ? [...field.value, code] : field.value.filter((value: string) => value !== code),
                  )
                }
              />
            ))}
          </fieldset>
        )}
      />
      <FormTextareaField
        control={form.control}
        name="exclusion_notes"
        onEdit={() => form.clearErrors('exclusion_notes')}
        label="Other exclusions"
        hint="Anything else the photo may not be used for, in plain words."
        rows={2}
        maxLength={1020}
        disabled={disabled}
      />
      {!disabled && (
        <Button type="submit" loading={save.isPending}>
          Save clearance file
        </Button>
      )}
    </form>
  );
}

function CountField({
  form,
  name,
  label,
  disabled,
}: {
  form: ReturnType<typeof useForm<FormValues>>;
  name: 'people_count' | 'property_count';
  label: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
          {(control) => (
            <input
              {...control}
              ref={field.ref}
              type="number"
              inputMode="numeric"
              min={1}
              max={PEOPLE_MAX}
              value={field.value}
              disabled={disabled}
              onChange={(event) => {
                form.clearErrors(name);
                field.onChange(event.target.value);
              }}
              className={controlClass}
            />
          )}
        </Field>
      )}
    />
  );
}

const DECISION_OPTIONS = CLEARANCE_DECISIONS.map((decision) => ({
  value: decision,
  label: CLEARANCE_DECISION_LABELS[decision],
}));

/** The admin's decision: cleared or not, a note, and who decided when. */
function DecisionBlock({ answer }: { answer: ClearanceAnswer }) {
  const save = useSaveClearance(answer.photoid);
  const [decision, setDecision] = useState<ClearanceDecision>(answer.file.decision);
  const [note, setNote] = useState(answer.file.decision_note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = async () => {
    setProblem(null);
    try {
      await save.mutateAsync({ version: answer.file.version, decision, decision_note: note });
      notify.success('Decision saved', CLEARANCE_DECISION_LABELS[decision]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The decision could not be saved.');
    }
  };
  const { decided_by_email: by, decided_at: at } = answer.file;
  return (
    <section
      aria-labelledby={`decision-${answer.photoid}`}
      className="space-y-3 rounded-xl border border-rule p-4"
    >
      <h3 id={`decision-${answer.photoid}`} className="font-display text-xl text-ink">
        Decision
      </h3>
      <p className="text-ink-soft text-sm">
        {at
          ? `${CLEARANCE_DECISION_LABELS[answer.file.decision]} by ${by ?? 'an admin'} on ${new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}.`
          : 'Nobody has decided yet.'}
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Clearance decision">
          {(control) => (
            <Select
              id={control.id}
              value={decision}
              options={DECISION_OPTIONS}
              onValueChange={(value) => setDecision(value)}
            />
          )}
        </Field>
        <Field label="Decision note">
          {(control) => (
            <input
              {...control}
              value={note}
              maxLength={1000}
              onChange={(event) => setNote(event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
      </div>
      <Button type="button" onClick={decide} loading={save.isPending}>
        Save decision
      </Button>
    </section>
  );
}
