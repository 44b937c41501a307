import { Pencil } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import type { WishlistSummary } from '../../../../core/collecting';
import { descriptionProblem, entityNameProblem, normalizeName } from '../../../../core/entity-names';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextareaField, TextField } from '../../../components/Field';
import { fieldMessage, ProjectChooser, ProjectForm } from '../../projects';
import { useUpdateWishlist, type WishlistChanges } from '../api/update-wishlist';

type Field = 'name' | 'description' | 'project_id';

function EditForm({ wishlist, onDone }: { wishlist: WishlistSummary; onDone: () => void }) {
  const update = useUpdateWishlist();
  const [name, setName] = useState(wishlist.name);
  const [description, setDescription] = useState(wishlist.description ?? '');
  const [projectId, setProjectId] = useState<string | null>(wishlist.project_id);
  const [creatingProject, setCreatingProject] = useState(false);
  const [serverError, setServerError] = useState<Partial<Record<Field, string | null>>>({});
  const nameProblem = entityNameProblem(name);
  const descriptionIssue = descriptionProblem(description);
  const chooseProject = useCallback((id: string) => setProjectId(id), []);

  if (creatingProject) {
    return (
      <ProjectForm
        onCreated={(project) => {
          setProjectId(project.id);
          setCreatingProject(false);
        }}
        onCancel={() => setCreatingProject(false)}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameProblem || descriptionIssue) return;
    // Only what changed is sent.
    const changes: WishlistChanges = {};
    if (normalizeName(name) !== wishlist.name) changes.name = normalizeName(name);
    if (description.trim() !== (wishlist.description ?? '')) changes.description = description.trim();
    if (projectId !== null && projectId !== wishlist.project_id) changes.project_id = projectId;
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(
      { id: wishlist.id, changes },
      {
        onSuccess: onDone,
        onError: (error) =>
          setServerError({
            name: fieldMessage(error, 'name'),
            description: fieldMessage(error, 'description'),
            project_id: fieldMessage(error, 'project_id'),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Name"
        value={name}
        onValueChange={(value) => {
          setServerError({});
          setName(value);
        }}
        error={serverError.name ?? nameProblem}
        maxLength={200}
      />
      <TextareaField
        label="Description"
        hint="Optional: a note for your director or clearance lawyer."
        value={description}
        onValueChange={(value) => {
          setServerError({});
          setDescription(value);
        }}
        error={serverError.description ?? descriptionIssue}
        rows={3}
      />
      <ProjectChooser
        value={projectId}
        onChange={chooseProject}
        onCreateProject={() => setCreatingProject(true)}
        autoSelect={false}
        error={serverError.project_id}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={nameProblem !== null} loading={update.isPending}>
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
