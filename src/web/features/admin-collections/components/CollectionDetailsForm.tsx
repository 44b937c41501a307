import { zodResolver } from '@hookform/resolvers/zod';
import { type Ref, useId, useImperativeHandle } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { AdminCollectionDetail } from '../../../../core/admin-collections';
import { DESCRIPTION_MAX, ENTITY_NAME_MAX } from '../../../../core/entity-names';
import { z } from '../../../../core/zod';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextareaField, FormTextField } from '../../../components/form-fields';
import { controlClass } from '../../../components/Input';
import { Select } from '../../../components/Select';
import { collectionFormSchema } from './NewCollectionDialog';

const NO_COVER = 'none';

const detailsSchema = collectionFormSchema
  .extend({ cover: z.string(), publish_at: z.string(), unpublish_at: z.string() })
  .refine((values) => !values.publish_at || !values.unpublish_at || values.unpublish_at > values.publish_at, {
    message: 'The end must be after the start',
    path: ['unpublish_at'],
  });
type DetailsValues = z.infer<typeof detailsSchema>;
const FIELDS = ['name', 'description', 'cover', 'publish_at', 'unpublish_at'] as const;

/** An instant as a `datetime-local` value in the admin's time zone, and back. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

export function detailsOf(collection: AdminCollectionDetail): DetailsValues {
  return {
    name: collection.name,
    description: collection.description ?? '',
    cover: collection.cover_photo_id ?? NO_COVER,
    publish_at: localInput(collection.publish_at),
    unpublish_at: localInput(collection.unpublish_at),
  };
}

export interface DetailsFormHandle {
  /** Puts the saved record back in the form (after Reload). */
  reset: (collection: AdminCollectionDetail) => void;
}

export interface DetailsChanges {
  name: string;
  description: string | null;
  cover_photo_id: string | null;
  publish_at: string | null;
  unpublish_at: string | null;
}

interface Props {
  collection: AdminCollectionDetail;
  /** Saves; a refusal with field messages shows them, any other failure is the page's to show. */
  onSave: (changes: DetailsChanges) => Promise<unknown>;
  saving: boolean;
  handle: Ref<DetailsFormHandle>;
}

/**
 * The collection's title, description, cover and schedule. What the admin typed stays in the
 * form whatever the save answers (a stale save included), until they reload.
 */
export function CollectionDetailsForm({ collection, onSave, saving, handle }: Props) {
  const formId = useId();
  const form = useForm<DetailsValues>({
    shouldFocusError: false,
    resolver: zodResolver(detailsSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: detailsOf(collection),
  });
  const { focusFirstError, showServerErrors } = useFormErrors(form, FIELDS);
  useImperativeHandle(handle, () => ({ reset: (fresh) => form.reset(detailsOf(fresh)) }), [form]);
  const coverOptions = [
    { value: NO_COVER, label: 'The first photo' },
    ...collection.photos.map((photo) => ({ value: photo.id, label: `#${photo.photoid} ${photo.title}` })),
  ];
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({
        name: values.name,
        description: values.description.trim() === '' ? null : values.description,
        cover_photo_id: values.cover === NO_COVER ? null : values.cover,
        publish_at: instant(values.publish_at),
        unpublish_at: instant(values.unpublish_at),
      });
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        showServerErrors([
          ['name', error.fields.name],
          ['description', error.fields.description],
          ['cover', error.fields.cover_photo_id],
          ['publish_at', error.fields.publish_at],
          ['unpublish_at', error.fields.unpublish_at],
        ]);
    }
  }, focusFirstError);
  const dateField = (name: 'publish_at' | 'unpublish_at', label: string, hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} error={fieldState.error?.message}>
          {(control) => (
            <input
              {...control}
              ref={field.ref}
              type="datetime-local"
              value={field.value}
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
  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-label="Collection details">
      <FormTextField
        control={form.control}
        name="name"
        onEdit={() => form.clearErrors('name')}
        label="Title"
        required
        maxLength={ENTITY_NAME_MAX + 20}
        autoComplete="off"
      />
      <FormTextareaField
        control={form.control}
        name="description"
        onEdit={() => form.clearErrors('description')}
        label="Description"
        rows={3}
        maxLength={DESCRIPTION_MAX + 20}
      />
      <Controller
        control={form.control}
        name="cover"
        render={({ field, fieldState }) => (
          <Field label="Cover" hint="One of the collection’s photos." error={fieldState.error?.message}>
            {(control) => (
              <Select
                id={control.id}
                aria-describedby={control['aria-describedby']}
                value={coverOptions.some((option) => option.value === field.value) ? field.value : NO_COVER}
                options={coverOptions}
                onValueChange={(value) => field.onChange(value)}
              />
            )}
          </Field>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {dateField('publish_at', 'Show from', 'Empty: as soon as it is published.')}
        {dateField('unpublish_at', 'Show until', 'Empty: until it is unpublished.')}
      </div>
      <Button type="submit" loading={saving}>
        Save details
      </Button>
    </form>
  );
}
