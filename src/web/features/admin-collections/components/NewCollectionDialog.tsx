import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { collectionDescriptionProblem, collectionTitleProblem } from '../../../../core/admin-collections';
import { DESCRIPTION_MAX, ENTITY_NAME_MAX } from '../../../../core/entity-names';
import { paths } from '../../../../core/paths';
import { z } from '../../../../core/zod';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextareaField, FormTextField } from '../../../components/form-fields';
import { errorDescription, notify } from '../../../components/Toast';
import { useCreateCollection } from '../api/admin-collections';

/** The title and description rules of core/admin-collections.ts, for the form. */
export const collectionFormSchema = z.object({
  name: z.string().superRefine((value, ctx) => {
    const message = collectionTitleProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  description: z.string().superRefine((value, ctx) => {
    const message = collectionDescriptionProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});
const FIELDS = ['name', 'description'] as const;

/** Creates a collection (unpublished) and opens its editor. */
export function NewCollectionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const navigate = useNavigate();
  const create = useCreateCollection();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    shouldFocusError: false,
    resolver: zodResolver(collectionFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', description: '' },
  });
  const { focusFirstError, showServerErrors } = useFormErrors(form, FIELDS);
  const close = () => {
    if (create.isPending) return;
    setFailure(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ name, description }) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync({ name, description: description.trim() || null });
      notify.success('Collection created', `“${created.name}” is a draft until you publish it.`);
      form.reset();
      onClose();
      navigate(paths.adminCollection.href({ id: created.id }));
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        showServerErrors([
          ['name', error.fields.name],
          ['description', error.fields.description],
        ]);
      else setFailure(errorDescription(error));
    }
  }, focusFirstError);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="New collection"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={create.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={create.isPending}>
            Create collection
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
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
          hint="Optional. Shown on the collection’s page."
          rows={3}
          maxLength={DESCRIPTION_MAX + 20}
        />
      </form>
    </Dialog>
  );
}
