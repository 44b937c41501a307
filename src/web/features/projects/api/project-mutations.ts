import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COLLECTING_TOASTS } from '../../../../core/collecting';
import { api, readJson } from '../../../api';
import { refreshCollecting } from './collecting-keys';
import { errorToast, isStatus, successToast } from './collecting-toasts';

// The project operations are small and always used together (the chooser, the form, the
// profile's Projects tab): one module for the four of them.

export interface ProjectInput {
  name: string;
  company: string;
}

/** `POST /api/projects`: 409 when the company has a project of that name (spec §5). */
export async function createProject(input: ProjectInput) {
  const body = await readJson(await api.projects.$post({ json: input }));
  return body.project;
}

/** `PATCH /api/projects/:id`. */
export async function updateProject({ id, changes }: { id: string; changes: Partial<ProjectInput> }) {
  const body = await readJson(await api.projects[':id'].$patch({ param: { id }, json: changes }));
  return body.project;
}

/** `DELETE /api/projects/:id`: its wishlists stay, without a project. */
export async function deleteProject(id: string): Promise<void> {
  await readJson(await api.projects[':id'].$delete({ param: { id } }));
}

/** `POST /api/projects/:id/use`: spec §4, choosing a project sets its last_used_at to now. */
export async function chooseProject(id: string): Promise<void> {
  await readJson(await api.projects[':id'].use.$post({ param: { id } }));
}

/** A duplicate or a 400 is shown under the form's field; anything else is a toast. */
const formError = (error: unknown) => isStatus(error, 400) || isStatus(error, 409);

/** spec §8: "Success" / "Project created successfully", else "Error" / "Failed to create project". */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['projects', 'create'] as const,
    mutationFn: createProject,
    onSuccess: async () => {
      successToast(...COLLECTING_TOASTS.projectCreated);
      await refreshCollecting(queryClient);
    },
    onError: (error) => {
      if (!formError(error)) errorToast(...COLLECTING_TOASTS.projectCreateFailed);
    },
  });
}

/** spec §8: "Project updated successfully" / "Failed to update project". */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['projects', 'update'] as const,
    mutationFn: updateProject,
    onSuccess: async () => {
      successToast(...COLLECTING_TOASTS.projectUpdated);
      await refreshCollecting(queryClient);
    },
    onError: (error) => {
      if (!formError(error)) errorToast(...COLLECTING_TOASTS.projectUpdateFailed);
    },
  });
}

/** spec §8: "Project deleted successfully" / "Failed to delete project". */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['projects', 'delete'] as const,
    mutationFn: deleteProject,
    onSuccess: async () => {
      successToast(...COLLECTING_TOASTS.projectDeleted);
      await refreshCollecting(queryClient);
    },
    onError: () => errorToast(...COLLECTING_TOASTS.projectDeleteFailed),
  });
}

/**
 * Marks the project as just used, so it is the default next time (spec §4). Quiet: it is a hint
 * for the next visit, and a failure costs the person nothing now.
 */
export function useChooseProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['projects', 'use'] as const,
    mutationFn: chooseProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
