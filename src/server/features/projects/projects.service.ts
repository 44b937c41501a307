import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Project, ProjectList } from '../../../core/collecting';
import { duplicateProjectMessage } from '../../../core/collecting';
import type { Owner } from '../../auth/owner';
import type { Database, DatabaseHandle } from '../../db/client';
import { projects, wishlists } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';

/**
 * A buyer's projects (spec §3: scoped by user_id, the company kept as its name; §4 project
 * chooser). A name is used once per company (projects_owner_company_name_unique, ignoring case).
 */

/** A project as the API answers it, with the number of wishlists grouped under it. */
async function selectProjects(db: Database, where: SQL | undefined): Promise<Project[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      company: projects.company,
      last_used_at: projects.lastUsedAt,
      created_at: projects.createdAt,
      wishlist_count: db.$count(wishlists, eq(wishlists.projectId, projects.id)),
    })
    .from(projects)
    .where(where)
    .orderBy(sql`lower(${projects.name})`, projects.createdAt);
  return rows.map((row) => ({
    ...row,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }));
}

/** By name; the default is the one used last, else the newest (spec §4). */
export async function listProjects(handle: DatabaseHandle, owner: Owner): Promise<ProjectList> {
  const items = await selectProjects(handle.db, eq(projects.userId, owner.userId));
  const byRecency = [...items].sort(
    (a, b) => recency(b) - recency(a) || time(b.created_at) - time(a.created_at),
  );
  return { items, default_project_id: byRecency[0]?.id ?? null };
}

const time = (value: string): number => new Date(value).getTime();
const recency = (project: Project): number => time(project.last_used_at ?? project.created_at);

async function projectById(handle: DatabaseHandle, owner: Owner, id: string): Promise<Project> {
  const [row] = await selectProjects(handle.db, and(eq(projects.id, id), eq(projects.userId, owner.userId)));
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
  const [row] = await selectProjects(
    handle.db,
    and(
      eq(projects.userId, owner.userId),
      sql`lower(${projects.name}) = lower(${name})`,
      sql`lower(${projects.company}) = lower(${company})`,
    ),
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
  const [row] = await handle.db
    .insert(projects)
    .values({ name: input.name, company: input.company, userId: owner.userId, lastUsedAt: sql`now()` })
    .returning({ id: projects.id })
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
  await handle.db
    .update(projects)
    .set({ name, company, updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.userId, owner.userId)))
    .catch(duplicate(name, company));
  return projectById(handle, owner, id);
}

/** Deletes the project; its wishlists stay, without a project (wishlists.project_id set null). */
export async function deleteProject(handle: DatabaseHandle, owner: Owner, id: string): Promise<void> {
  const removed = await handle.db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, owner.userId)))
    .returning({ id: projects.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'Project not found');
}

/** spec §4: choosing a project sets its last_used_at to now. */
export async function useProject(handle: DatabaseHandle, owner: Owner, id: string): Promise<Project> {
  const touched = await handle.db
    .update(projects)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.userId, owner.userId)))
    .returning({ id: projects.id });
  if (touched.length === 0) throw new AppError('NOT_FOUND', 'Project not found');
  return projectById(handle, owner, id);
}
