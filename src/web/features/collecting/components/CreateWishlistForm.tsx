import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { WishlistSummary } from '../../../../core/collecting';
import { normalizeName } from '../../../../core/entity-names';
import type { LicenseType } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextareaField, FormTextField } from '../../../components/form-fields';
import { fieldMessage, ProjectChooser } from '../../projects';
import { useCreateWishlist } from '../api/create-wishlist';
import { wishlistFormSchema } from './wishlist-form';

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
  // Checked once a field is left (a name only once something is typed), then as it changes.
  const form = useForm({
    shouldFocusError: false,
    resolver: zodResolver(wishlistFormSchema),
    mode: 'onTouched',
    defaultValues: draft,
  });
  const { control, setValue, clearErrors } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, ['name', 'description', 'projectId']);
  const [name, projectId] = useWatch({ control, name: ['name', 'projectId'] });

  // The dialog keeps what is typed, so a detour to create a project loses nothing.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => onDraftChange(() => ({ ...values })),
      }),
    [form, onDraftChange],
  );
  const chooseProject = useCallback(
    (id: string) => {
      clearErrors('projectId');
      setValue('projectId', id);
    },
    [clearErrors, setValue],
  );

  const submit = form.handleSubmit((values) => {
    if (values.projectId === null) return;
    create.mutate(
      {
        name: values.name,
        ...(values.description ? { description: values.description } : {}),
        project_id: values.projectId,
        ...(photoId ? { photo_id: photoId, ...(license ? { license_type: license } : {}) } : {}),
      },
      {
        onSuccess: onCreated,
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
      <FormTextField
        control={control}
        name="name"
        // Leaving the field empty says nothing yet; "Create Wishlist" stays off instead.
        quietWhenEmpty
        label="Name"
        placeholder="Kitchen scenes, act 2"
        maxLength={200}
        autoFocus
      />
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
        onCreateProject={onCreateProject}
        error={form.formState.errors.projectId?.message}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
        <Button
          type="submit"
          disabled={normalizeName(name) === '' || projectId === null}
          loading={create.isPending}
        >
          Create Wishlist
        </Button>
      </div>
    </form>
  );
}
