import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { WishlistSummary } from '../../../../core/collecting';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextareaField, FormTextField } from '../../../components/form-fields';
import { fieldMessage, ProjectChooser, ProjectForm } from '../../projects';
import { useUpdateWishlist, type WishlistChanges } from '../api/update-wishlist';
import { wishlistFormSchema } from './wishlist-form';

function EditForm({ wishlist, onDone }: { wishlist: WishlistSummary; onDone: () => void }) {
  const update = useUpdateWishlist();
  const form = useForm({
    shouldFocusError: false,
    resolver: zodResolver(wishlistFormSchema),
    mode: 'onChange',
    defaultValues: {
      name: wishlist.name,
      description: wishlist.description ?? '',
      projectId: wishlist.project_id,
    },
  });
  const { control, setValue, clearErrors } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, ['name', 'description', 'projectId']);
  // The button follows the name as typed; the message under the field comes with the check.
  const [name, projectId] = useWatch({ control, name: ['name', 'projectId'] });
  const [creatingProject, setCreatingProject] = useState(false);
  const chooseProject = useCallback(
    (id: string) => {
      clearErrors('projectId');
      setValue('projectId', id);
    },
    [clearErrors, setValue],
  );

  if (creatingProject) {
    return (
      <ProjectForm
        onCreated={(project) => {
          chooseProject(project.id);
          setCreatingProject(false);
        }}
        onCancel={() => setCreatingProject(false)}
      />
    );
  }

  const submit = form.handleSubmit((values) => {
    // Only what changed is sent.
    const changes: WishlistChanges = {};
    if (values.name !== wishlist.name) changes.name = values.name;
    if (values.description !== (wishlist.description ?? '')) changes.description = values.description;
    if (values.projectId !== null && values.projectId !== wishlist.project_id)
      changes.project_id = values.projectId;
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(
      { id: wishlist.id, changes },
      {
        onSuccess: onDone,
        onError: (error) =>
          showServerErrors([
            ['name', fieldMessage(error, 'name')],
            ['description', fieldMessage(error, 'description')],
            ['projectId', fieldMessage(error, 'project_id')],
          ]),
      },
    );
  }, focusFirstError);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormTextField control={control} name="name" label="Name" maxLength={200} />
      <FormTextareaField
        control={control}
        name="description"
        label="Description"
        hint="Optional: a note for your director or clearance lawyer."
        rows={3}
      />
      <ProjectChooser
        value={projectId}
        onChange={chooseProject}
        onCreateProject={() => setCreatingProject(true)}
        autoSelect={false}
        error={form.formState.errors.projectId?.message}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!wishlistFormSchema.shape.name.safeParse(name).success}
          loading={update.isPending}
        >
          Save changes
        </Button>
      </div>
    </form>
  );
}

/** "Edit details": the wishlist's name, description and project. */
export function EditWishlistButton({ wishlist }: { wishlist: WishlistSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary">
          <Pencil aria-hidden="true" className="size-4" />
          Edit details
        </Button>
      }
      title="Edit wishlist"
    >
      {/* Drawn afresh on each opening, from the wishlist as it is now. */}
      {open && <EditForm wishlist={wishlist} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}
