import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  AGE_GROUPS,
  COLOR_AND_MOODS,
  ETHNICITIES,
  IMAGE_STYLES,
  PEOPLE_COMPOSITIONS,
  PEOPLE_MAX,
  type StudioPhotoDetails,
} from '../../../core/photo-metadata';
import { isPhotoStatus, PHOTO_STATUS_LABELS } from '../../../core/photo-workflow';
import { ApiError } from '../../api';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { FormAlert } from '../../components/FormAlert';
import { useFormErrors } from '../../components/form-errors';
import { FormTextareaField, FormTextField } from '../../components/form-fields';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { errorDescription, notify } from '../../components/Toast';
import { useSavePhoto, useStudioPhoto } from './api/photo-metadata';
import { ChoiceList, EventsPicker, OneOf } from './components/choices';
import { TagInput } from './components/TagInput';
import {
  changesOf,
  type DescribeFormValues,
  describeFormSchema,
  FORM_FIELDS,
  formFieldOf,
  formValuesOf,
} from './describe-form';

/** One photo's words, keywords, date, place, people, style and price (issue 26 item 3). */
/** `onSaved`: told after each save, e.g. so the photo page reloads what depends on the photo's version. */
export function PhotoDetailsEditor({ photoid, onSaved }: { photoid: number; onSaved?: () => void }) {
  const photo = useStudioPhoto(photoid);
  return (
    <PageState
      query={photo}
      loading={
        <div role="status" aria-label="Loading the photo’s details">
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      }
      error={(retry) => (
        <ErrorState title="Error loading the photo’s details" onRetry={retry}>
          We could not load this photo’s details. Please try again.
        </ErrorState>
      )}
    >
      {(details) => (
        <EditorForm
          key={`${details.photoid}:${details.version}`}
          photo={details}
          onReload={() => photo.refetch()}
          onSaved={onSaved}
        />
      )}
    </PageState>
  );
}

function EditorForm({
  photo,
  onReload,
  onSaved,
}: {
  photo: StudioPhotoDetails;
  onReload: () => void;
  onSaved?: (() => void) | undefined;
}) {
  const formId = useId();
  const loaded = formValuesOf(photo);
  const save = useSavePhoto(photo.photoid);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const form = useForm<DescribeFormValues>({
    shouldFocusError: false,
    resolver: zodResolver(describeFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: loaded,
  });
  const { focusFirstError, showServerErrors } = useFormErrors(form, FORM_FIELDS);
  const locked = !photo.editable;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setStale(null);
    const changes = changesOf(values, loaded);
    if (Object.keys(changes).length === 0) {
      notify.info('Nothing to save', 'No field was changed.');
      return;
    }
    try {
      await save.mutateAsync({ version: photo.version, ...changes });
      notify.success('Details saved', `#${photo.photoid} “${values.title.trim()}”`);
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'changed')
        setStale(error.message);
      else if (error instanceof ApiError && error.fields) {
        const messages = Object.entries(error.fields).flatMap(([field, message]) => {
          const name = formFieldOf(field);
          return name ? [[name, message] as const] : [];
        });
        if (messages.length > 0) showServerErrors(messages);
        else setFailure(error.message);
      } else setFailure(errorDescription(error));
    }
  }, focusFirstError);

  const status = isPhotoStatus(photo.status) ? PHOTO_STATUS_LABELS[photo.status] : photo.status;
  const c = form.control;
  return (
    <section
      aria-labelledby={`${formId}-heading`}
      className="rounded-2xl border border-rule bg-white/60 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={photo.thumbnail_url}
          alt=""
          className="size-24 shrink-0 rounded-lg border border-rule object-cover"
          loading="lazy"
        />
        <div className="min-w-0">
          <h2 id={`${formId}-heading`} className="font-display text-2xl text-ink">
            Details of #{photo.photoid}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            {status}
            {photo.file_name ? ` · file ${photo.file_name}` : ''}
            {photo.creator.storefront_name ? ` · ${photo.creator.storefront_name}` : ''}
          </p>
          {photo.missing_to_submit.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-sm text-ink-soft">
              {photo.missing_to_submit.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {locked && (
        <p className="mt-4 flex items-start gap-2 rounded-lg border border-rule bg-paper-deep px-3.5 py-2.5 text-sm text-ink">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{photo.locked_reason}</span>
        </p>
      )}
      <form id={formId} noValidate onSubmit={submit} className="mt-6">
        <fieldset disabled={locked || busy} className="grid gap-5 md:grid-cols-2">
          <legend className="sr-only">The photo’s details</legend>
          <FormTextField
            control={c}
            name="title"
            label="Title"
            hint="3–200 characters: what is seen, where and when."
            className="md:col-span-2"
          />
          <FormTextareaField
            control={c}
            name="description"
            label="Description"
            hint="Up to 2,000 characters."
            className="md:col-span-2"
            rows={4}
          />
          <div className="md:col-span-2">
            <Controller
              control={c}
              name="tags"
              render={({ field, fieldState }) => (
                <TagInput
                  label="Keywords"
                  tags={field.value}
                  onChange={field.onChange}
                  photoid={photo.photoid}
                  error={fieldState.error?.message}
                  disabled={locked}
                />
              )}
            />
          </div>
          <FormTextField
            control={c}
            name="date_taken"
            label="Date taken"
            hint="YYYY-MM-DD, if known."
            type="date"
          />
          <FormTextField
            control={c}
            name="decade_taken"
            label="Decade"
            hint="e.g. 1970s; set from the date when there is one."
          />
          <FormTextField control={c} name="location_country" label="Country" />
          <FormTextField control={c} name="location_state_province" label="State or province" />
          <FormTextField control={c} name="location_city" label="City" />
          <FormTextField
            control={c}
            name="people_count"
            label="People in the photo"
            hint={`0–${PEOPLE_MAX}.`}
            inputMode="numeric"
          />
          <Controller
            control={c}
            name="people_composition"
            render={({ field, fieldState }) => (
              <OneOf
                label="People composition"
                values={PEOPLE_COMPOSITIONS}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={locked}
              />
            )}
          />
          <Controller
            control={c}
            name="image_style"
            render={({ field, fieldState }) => (
              <OneOf
                label="Image style"
                values={IMAGE_STYLES}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={locked}
              />
            )}
          />
          <Controller
            control={c}
            name="color_and_mood"
            render={({ field, fieldState }) => (
              <OneOf
                label="Colour and mood"
                values={COLOR_AND_MOODS}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={locked}
              />
            )}
          />
          <FormTextField
            control={c}
            name="price"
            label="Price (US dollars)"
            hint="$5.00 to $5,000.00 for background dressing; hero usage costs 5 times as much."
            inputMode="decimal"
          />
          <Controller
            control={c}
            name="age_groups"
            render={({ field, fieldState }) => (
              <ChoiceList
                label="Age groups"
                values={AGE_GROUPS}
                chosen={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={locked}
              />
            )}
          />
          <Controller
            control={c}
            name="ethnicities"
            render={({ field, fieldState }) => (
              <ChoiceList
                label="Ethnicities"
                values={ETHNICITIES}
                chosen={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={locked}
              />
            )}
          />
          <div className="md:col-span-2">
            <Controller
              control={c}
              name="event_ids"
              render={({ field, fieldState }) => (
                <EventsPicker
                  chosen={field.value}
                  known={photo.events}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={locked}
                />
              )}
            />
          </div>
        </fieldset>
        {failure && (
          <div className="mt-5">
            <FormAlert>{failure}</FormAlert>
          </div>
        )}
        {stale && (
          <div
            role="alert"
            className="mt-5 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-900"
          >
            <span>{stale}</span>
            <Button size="sm" variant="secondary" onClick={onReload}>
              Reload
            </Button>
          </div>
        )}
        {!locked && (
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Button type="submit" loading={busy}>
              Save details
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => form.reset(loaded)}>
              Undo changes
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
