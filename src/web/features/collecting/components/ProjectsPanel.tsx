import { FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Project } from '../../../../core/collecting';
import { companyNameProblem, entityNameProblem, normalizeName } from '../../../../core/entity-names';
import { Button, IconButton } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { TextField } from '../../../components/Field';
import { Skeleton } from '../../../components/Skeleton';
import {
  CompanyPicker,
  fieldMessage,
  ProjectForm,
  useDeleteProject,
  useProjects,
  useUpdateProject,
} from '../../projects';
import { ConfirmButton } from './ConfirmButton';
import { countOf, formatDay } from './format';

/** "New project" (or "Create Your First Project"): the two-step project form in a dialog. */
function NewProjectButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <FolderPlus aria-hidden="true" className="size-4" />
          {label}
        </Button>
      }
      title="Create project"
    >
      {open && <ProjectForm onCreated={() => setOpen(false)} onCancel={() => setOpen(false)} />}
    </Dialog>
  );
}

function EditProjectForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const update = useUpdateProject();
  const [name, setName] = useState(project.name);
  const [company, setCompany] = useState(project.company);
  const [serverError, setServerError] = useState<{ name?: string | null; company?: string | null }>({});
  const nameProblem = entityNameProblem(name);
  const companyProblem = companyNameProblem(company);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameProblem || companyProblem) return;
    const changes: { name?: string; company?: string } = {};
    if (normalizeName(name) !== project.name) changes.name = normalizeName(name);
    if (normalizeName(company) !== project.company) changes.company = normalizeName(company);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(
      { id: project.id, changes },
      {
        onSuccess: onDone,
        onError: (error) =>
          setServerError({ name: fieldMessage(error, 'name'), company: fieldMessage(error, 'company') }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Project name"
        value={name}
        onValueChange={(value) => {
          setServerError({});
          setName(value);
        }}
        error={serverError.name ?? nameProblem}
        maxLength={200}
      />
      <CompanyPicker
        value={company}
        onChange={(value) => {
          setServerError({});
          setCompany(value);
        }}
        error={serverError.company}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={nameProblem !== null || company.trim() === ''}
          loading={update.isPending}
        >
          Save changes
        </Button>
      </div>
    </form>
  );
}

function ProjectRow({ project }: { project: Project }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteProject();
  const wishlists = countOf(project.wishlist_count, 'wishlist');
  return (
    <li className="flex flex-wrap items-center gap-4 py-4">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{project.name}</p>
        <p className="truncate text-sm text-ink-soft">
          {project.company} · {wishlists} ·{' '}
          {project.last_used_at
            ? `Used ${formatDay(project.last_used_at)}`
            : `Created ${formatDay(project.created_at)}`}
        </p>
      </div>
      <div className="flex gap-1">
        <Dialog
          open={editing}
          onOpenChange={setEditing}
          trigger={
            <IconButton label={`Edit ${project.name}`}>
              <Pencil aria-hidden="true" className="size-4" />
            </IconButton>
          }
          title="Edit project"
        >
          {editing && <EditProjectForm project={project} onDone={() => setEditing(false)} />}
        </Dialog>
        <ConfirmButton
          trigger={
            <IconButton label={`Delete ${project.name}`}>
              <Trash2 aria-hidden="true" className="size-4" />
            </IconButton>
          }
          title={`Delete ${project.name}?`}
          description={
            project.wishlist_count > 0
              ? `Its ${wishlists} ${project.wishlist_count === 1 ? 'stays' : 'stay'}, without a project. This cannot be undone.`
              : 'This cannot be undone.'
          }
          confirmLabel="Delete project"
          pending={remove.isPending}
          onConfirm={(close) => remove.mutate(project.id, { onSettled: close })}
        />
      </div>
    </li>
  );
}

/** The profile's Projects tab: the person's projects by name; create, rename, move to another company, delete. */
export function ProjectsPanel() {
  const projects = useProjects();
  if (projects.isPending) {
    return (
      <div role="status" aria-label="Loading your projects" className="space-y-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (projects.isError) {
    return (
      <ErrorState title="Error loading projects" onRetry={() => void projects.refetch()}>
        We could not load your projects. Please try again.
      </ErrorState>
    );
  }
  if (projects.data.items.length === 0) {
    return (
      <EmptyState title="No Projects Found" action={<NewProjectButton label="Create Your First Project" />}>
        A project groups the wishlists of one production, under one of your companies.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <NewProjectButton label="New project" />
      </div>
      <ul aria-label="Your projects" className="divide-y divide-rule border-y border-rule">
        {projects.data.items.map((project) => (
          <ProjectRow key={project.id} project={project} />
        ))}
      </ul>
    </div>
  );
}
