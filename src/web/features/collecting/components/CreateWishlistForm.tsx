import { type FormEvent, useCallback, useState } from 'react';
import type { WishlistSummary } from '../../../../core/collecting';
import { descriptionProblem, entityNameProblem, normalizeName } from '../../../../core/entity-names';
import type { LicenseType } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { TextareaField, TextField } from '../../../components/Field';
import { fieldMessage, ProjectChooser } from '../../projects';
import { useCreateWishlist } from '../api/create-wishlist';

/** What the form holds; kept by the dialog so a detour to create a project loses nothing. */
export interface WishlistDraft {
  name: string;
  description: string;
  projectId: string | null;
}

export const EMPTY_DRAFT: WishlistDraft = { name: '', description: '', projectId: null };

interface CreateWishlistFormProps {
  draft: WishlistDraft;
  onDraftChange: (update: (draft: WishlistDraft) => WishlistDraft) => void;
  /** The photo the wishlist starts with, and its licence. */
  photoId?: string;
  license?: LicenseType;
  onCreateProject: () => void;
  onCreated: (wishlist: WishlistSummary) => void;
  /** "Back" to the list of wishlists, or "Cancel". */
  onBack: () => void;
  backLabel: string;
}

type Field = 'name' | 'description' | 'project_id';

/**
 * spec §2 create wishlist: name, description and a project; "Create Wishlist" is disabled without
 * a name or a project. spec §5 messages show under the fields once touched, and again as the
 * server words them.
 */
export function CreateWishlistForm({
  draft,
  onDraftChange,
  photoId,
  license,
  onCreateProject,
  onCreated,
  onBack,
  backLabel,
}: CreateWishlistFormProps) {
  const create = useCreateWishlist();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverError, setServerError] = useState<Partial<Record<Field, string | null>>>({});
  const nameProblem = entityNameProblem(draft.name);
  const descriptionIssue = descriptionProblem(draft.description);

  const edit = (field: Field, change: Partial<WishlistDraft>) => {
    setServerError((errors) => ({ ...errors, [field]: null }));
    onDraftChange((current) => ({ ...current, ...change }));
  };
  const chooseProject = useCallback(
    (projectId: string) => {
      setServerError((errors) => ({ ...errors, project_id: null }));
      onDraftChange((current) => ({ ...current, projectId }));
    },
    [onDraftChange],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, description: true });
    if (nameProblem || descriptionIssue || draft.projectId === null) return;
    const description = draft.description.trim();
    create.mutate(
      {
        name: normalizeName(draft.name),
        ...(description ? { description } : {}),
        project_id: draft.projectId,
        ...(photoId ? { photo_id: photoId, ...(license ? { license_type: license } : {}) } : {}),
      },
      {
        onSuccess: onCreated,
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
        value={draft.name}
        onValueChange={(name) => edit('name', { name })}
        onBlur={() => setTouched((was) => ({ ...was, name: was.name || draft.name.trim() !== '' }))}
        error={serverError.name ?? (touched.name ? nameProblem : null)}
        placeholder="Kitchen scenes, act 2"
        maxLength={200}
        autoFocus
      />
      <TextareaField
        label="Description"
        hint="Optional: a note for your director or clearance lawyer."
        value={draft.description}
        onValueChange={(description) => edit('description', { description })}
        onBlur={() => setTouched((was) => ({ ...was, description: true }))}
        error={serverError.description ?? (touched.description ? descriptionIssue : null)}
        rows={3}
      />
      <ProjectChooser
        value={draft.projectId}
        onChange={chooseProject}
        onCreateProject={onCreateProject}
        error={serverError.project_id}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
        <Button
          type="submit"
          disabled={normalizeName(draft.name) === '' || draft.projectId === null}
          loading={create.isPending}
        >
          Create Wishlist
        </Button>
      </div>
    </form>
  );
}
