import type { Project, ProjectList } from '../../../core/collecting';
import { duplicateProjectMessage } from '../../../core/collecting';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';

/**
 * A buyer's projects (spec §3: scoped by user_id, the company kept as its name; §4 project
 * chooser). A name is used once per company (projects_owner_company_name_unique, ignoring case).
 */

const PROJECT_COLUMNS = `p.id, p.name, p.company, p.last_used_at, p.created_at,
  (select count(*)::int from wishlists w where w.project_id = p.id) as wishlist_count`;

/** By name; the default is the one used last, else the newest (spec §4). */
export async function listProjects(handle: DatabaseHandle, owner: Owner): Promise<ProjectList> {
  const items = await handle.raw<Project>(
    `select ${PROJECT_COLUMNS} from projects p where p.user_id = $1 order by lower(p.name), p.created_at`,
    [owner.userId],
  );
  const byRecency = [...items].sort(
    (a, b) => recency(b) - recency(a) || time(b.created_at) - time(a.created_at),
  );
  return { items, default_project_id: byRecency[0]?.id ?? null };
}

/** Timestamps arrive as Dates from the drivers and travel as ISO strings. */
const time = (value: string | Date): number => new Date(value).getTime();
const recency = (project: Project): number => time(project.last_used_at ?? project.created_at);

async function projectById(handle: DatabaseHandle, owner: Owner, id: string): Promise<Project> {
  const [row] = await handle.raw<Project>(
    `select ${PROJECT_COLUMNS} from projects p where p.id = $2 and p.user_id = $1`,
    [owner.userId, id],
  );
  if (!row) throw new AppError('NOT_FOUND', 'Project not found');
  return row;
}

/** spec §7: find by user + name + company (ignoring case), or null. */
export async function findProject(
  handle: DatabaseHandle,
  owner: Owner,
  name: string,
  company: string,
): Promise<Project | null> {
  const [row] = await handle.raw<Project>(
    `select ${PROJECT_COLUMNS} from projects p
     where p.user_id = $1 and lower(p.name) = lower($2) and lower(p.company) = lower($3)`,
    [owner.userId, name, company],
  );
  return row ?? null;
}

function duplicate(name: string, company: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError('DUPLICATE', duplicateProjectMessage(name, company));
    throw error;
  };
}

/** A new project, chosen at once: it becomes the default (last_used_at now, spec §4). */
export async function createProject(
  handle: DatabaseHandle,
  owner: Owner,
  input: { name: string; company: string },
): Promise<Project> {
  const [row] = await handle
    .raw<{ id: string }>(
      `insert into projects (name, company, user_id, last_used_at) values ($2, $3, $1, now()) returning id`,
      [owner.userId, input.name, input.company],
    )
    .catch(duplicate(input.name, input.company));
  if (!row) throw new Error('project insert returned nothing');
  return projectById(handle, owner, row.id);
}

export async function updateProject(
  handle: DatabaseHandle,
  owner: Owner,
  id: string,
  changes: { name?: string | undefined; company?: string | undefined },
): Promise<Project> {
  const current = await projectById(handle, owner, id);
  const name = changes.name ?? current.name;
  const company = changes.company ?? current.company;
  await handle
    .raw(`update projects set name = $3, company = $4, updated_at = now() where id = $2 and user_id = $1`, [
      owner.userId,
      id,
      name,
      company,
    ])
    .catch(duplicate(name, company));
  return projectById(handle, owner, id);
}

/** Deletes the project; its wishlists stay, without a project (wishlists.project_id set null). */
export async function deleteProject(handle: DatabaseHandle, owner: Owner, id: string): Promise<void> {
  const removed = await handle.raw(`delete from projects where id = $2 and user_id = $1 returning 1`, [
    owner.userId,
    id,
  ]);
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'Project not found');
}

/** spec §4: choosing a project sets its last_used_at to now. */
export async function useProject(handle: DatabaseHandle, owner: Owner, id: string): Promise<Project> {
  const touched = await handle.raw(
    `update projects set last_used_at = now() where id = $2 and user_id = $1 returning 1`,
    [owner.userId, id],
  );
  if (touched.length === 0) throw new AppError('NOT_FOUND', 'Project not found');
  return projectById(handle, owner, id);
}
