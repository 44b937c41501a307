import { FolderPlus } from 'lucide-react';
import { useEffect } from 'react';
import type { Project } from '../../../../core/collecting';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { Select } from '../../../components/Select';
import { useProjects } from '../api/get-projects';
import { useChooseProject } from '../api/project-mutations';

interface ProjectChooserProps {
  /** The chosen project's id; null while none is. */
  value: string | null;
  onChange: (projectId: string) => void;
  /** Opens the project-creation step. */
  onCreateProject: () => void;
  /** spec §4: the default project is selected unless this is off. */
  autoSelect?: boolean;
  error?: string | null;
  /** The select's id, for a form that moves focus to its first problem. */
  id?: string;
  /** Why a project is needed, said when there is none (a wishlist's, by default). */
  emptyHint?: string;
}

export const projectLabel = (project: Pick<Project, 'name' | 'company'>) =>
  `${project.name} · ${project.company}`;

/**
 * spec §4 project chooser: the default project (used last, else the newest) is selected at once;
 * choosing one marks it used (POST /use). No projects: "No Projects Found" with "Create Your
 * First Project".
 */
export function ProjectChooser({
  value,
  onChange,
  onCreateProject,
  autoSelect = true,
  error,
  id,
  emptyHint = 'Every wishlist belongs to a project of one of your companies.',
}: ProjectChooserProps) {
  const projects = useProjects();
  const choose = useChooseProject();
  const defaultId = projects.data?.default_project_id ?? null;
  useEffect(() => {
    if (autoSelect && value === null && defaultId !== null) onChange(defaultId);
  }, [autoSelect, value, defaultId, onChange]);

  if (projects.isError) {
    return (
      <div role="alert" className="rounded-xl border border-rule p-4 text-sm">
        <p className="text-ink">We could not load your projects.</p>
        <Button variant="link" size="sm" onClick={() => void projects.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (projects.isSuccess && projects.data.items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-rule p-5 text-center">
        <p className="font-medium text-ink">No Projects Found</p>
        <p className="mt-1 text-sm text-ink-soft">{emptyHint}</p>
        {error && <p className="mt-2 text-sm font-medium text-red-700">{error}</p>}
        <Button className="mt-4" size="sm" onClick={onCreateProject}>
          <FolderPlus aria-hidden="true" className="size-4" />
          Create Your First Project
        </Button>
      </div>
    );
  }
  const items = projects.data?.items ?? [];
  return (
    <div className="space-y-2">
      <Field label="Project" error={error} id={id}>
        {(control) => (
          <Select
            {...control}
            value={items.some((project) => project.id === value) ? (value ?? undefined) : undefined}
            loading={projects.isPending}
            placeholder="Choose a project"
            options={items.map((project) => ({ value: project.id, label: projectLabel(project) }))}
            onValueChange={(id) => {
              onChange(id);
              choose.mutate(id);
            }}
          />
        )}
      </Field>
      <Button variant="link" size="sm" onClick={onCreateProject}>
        <FolderPlus aria-hidden="true" className="size-4" />
        New project
      </Button>
    </div>
  );
}
