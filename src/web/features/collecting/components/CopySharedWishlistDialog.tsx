import { Copy } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import type { WishlistSummary } from '../../../../core/collecting';
import { entityNameProblem, normalizeName } from '../../../../core/entity-names';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/Field';
import { fieldMessage, ProjectChooser, ProjectForm } from '../../projects';
import { useCopySharedWishlist } from '../api/copy-shared-wishlist';

interface CopyProps {
  code: string;
  sharedName: string;
  onCopied: (wishlist: WishlistSummary) => void;
}

function CopyForm({ code, sharedName, onCopied, onCancel }: CopyProps & { onCancel: () => void }) {
  const copy = useCopySharedWishlist();
  const [name, setName] = useState(sharedName);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [creatingProject, setCreatingProject] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const nameProblem = entityNameProblem(name);
  const chooseProject = useCallback((id: string) => setProjectId(id), []);

  if (creatingProject) {
    return (
      <ProjectForm
        purpose="wishlist"
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
    if (nameProblem || projectId === null) return;
    copy.mutate(
      { code, project_id: projectId, name: normalizeName(name) },
      { onSuccess: onCopied, onError: (error) => setServerError(fieldMessage(error, 'name')) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Name of your copy"
        value={name}
        onValueChange={(value) => {
          setServerError(null);
          setName(value);
        }}
        error={serverError ?? nameProblem}
        maxLength={200}
      />
      <ProjectChooser
        value={projectId}
        onChange={chooseProject}
        onCreateProject={() => setCreatingProject(true)}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={nameProblem !== null || projectId === null} loading={copy.isPending}>
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
