import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { entityNameSchema } from '../../../../core/body-schemas';
import type { WishlistSummary } from '../../../../core/collecting';
import { z } from '../../../../core/zod';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextField } from '../../../components/form-fields';
import { fieldMessage, ProjectChooser, ProjectForm } from '../../projects';
import { useCopySharedWishlist } from '../api/copy-shared-wishlist';

const copyFormSchema = z.object({ name: entityNameSchema, projectId: z.string().nullable() });

interface CopyProps {
  code: string;
  sharedName: string;
  onCopied: (wishlist: WishlistSummary) => void;
}

function CopyForm({ code, sharedName, onCopied, onCancel }: CopyProps & { onCancel: () => void }) {
  const copy = useCopySharedWishlist();
  const form = useForm({
    shouldFocusError: false,
    resolver: zodResolver(copyFormSchema),
    mode: 'onChange',
    defaultValues: { name: sharedName, projectId: null },
  });
  const { control, setValue } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, ['name', 'projectId']);
  // The button follows the name as typed; the message under the field comes with the check.
  const [name, projectId] = useWatch({ control, name: ['name', 'projectId'] });
  const [creatingProject, setCreatingProject] = useState(false);
  const chooseProject = useCallback((id: string) => setValue('projectId', id), [setValue]);

  if (creatingProject) {
    return (
      <ProjectForm
        purpose="wishlist"
        onCreated={(project) => {
          chooseProject(project.id);
          setCreatingProject(false);
        }}
        onCancel={() => setCreatingProject(false)}
      />
    );
  }
  const submit = form.handleSubmit((values) => {
    if (values.projectId === null) return;
    copy.mutate(
      { code, project_id: values.projectId, name: values.name },
      {
        onSuccess: onCopied,
        onError: (error) => showServerErrors([['name', fieldMessage(error, 'name')]]),
      },
    );
  }, focusFirstError);
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormTextField control={control} name="name" label="Name of your copy" maxLength={200} />
      <ProjectChooser
        value={projectId}
        onChange={chooseProject}
        onCreateProject={() => setCreatingProject(true)}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!entityNameSchema.safeParse(name).success || projectId === null}
          loading={copy.isPending}
        >
          Copy wishlist
        </Button>
      </div>
    </form>
  );
}

/** "Copy to my wishlists": a wishlist of the viewer's own, in a project they choose, with the list's photos. */
export function CopySharedWishlistButton(props: CopyProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <Copy aria-hidden="true" className="size-4" />
          Copy to my wishlists
        </Button>
      }
      title="Copy to my wishlists"
      description="Your copy is yours to change; the shared list stays as it is."
    >
      {open && (
        <CopyForm
          {...props}
          onCopied={(wishlist) => {
            setOpen(false);
            props.onCopied(wishlist);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </Dialog>
  );
}
