import { zodResolver } from '@hookform/resolvers/zod';
import { FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { companyNameSchema, entityNameSchema } from '../../../../core/body-schemas';
import type { Project } from '../../../../core/collecting';
import { z } from '../../../../core/zod';
import { Button, IconButton } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextField } from '../../../components/form-fields';
import { PageState } from '../../../components/PageState';
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

const projectFormSchema = z.object({ name: entityNameSchema, company: companyNameSchema });

function EditProjectForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const update = useUpdateProject();
  const form = useForm({
    shouldFocusError: false,
    resolver: zodResolver(projectFormSchema),
    mode: 'onChange',
    defaultValues: { name: project.name, company: project.company },
  });
  const { control } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, ['name', 'company']);
  // The button follows the values as typed; the message under the field comes with the check.
  const [name, company] = useWatch({ control, name: ['name', 'company'] });
  const companyError = form.formState.errors.company;
  const submit = form.handleSubmit((values) => {
    const changes: { name?: string; company?: string } = {};
    if (values.name !== project.name) changes.name = values.name;
    if (values.company !== project.company) changes.company = values.company;
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(
      { id: project.id, changes },
      {
        onSuccess: onDone,
        onError: (error) =>
          showServerErrors([
            ['name', fieldMessage(error, 'name')],
            ['company', fieldMessage(error, 'company')],
          ]),
      },
    );
  }, focusFirstError);
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormTextField control={control} name="name" label="Project name" maxLength={200} />
      <Controller
        control={control}
        name="company"
        render={({ field }) => (
          <CompanyPicker
            value={field.value}
            onChange={field.onChange}
            // The picker words its own rules; the form adds what the server said.
            error={companyError?.type === 'server' ? companyError.message : undefined}
          />
        )}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!entityNameSchema.safeParse(name).success || company.trim() === ''}
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
  return (
    <PageState
      query={projects}
      loading={
        <div role="status" aria-label="Loading your projects" className="space-y-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
        </div>
      }
      error={(retry) => (
        <ErrorState title="Error loading projects" onRetry={retry}>
          We could not load your projects. Please try again.
        </ErrorState>
      )}
    >
      {(data) => <ProjectList items={data.items} />}
    </PageState>
  );
}

function ProjectList({ items }: { items: Project[] }) {
  if (items.length === 0) {
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
        {items.map((project) => (
          <ProjectRow key={project.id} project={project} />
        ))}
      </ul>
    </div>
  );
}
