import { and, count, eq, gt, min, notExists, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Company, IntegrityReport } from '../../../core/collecting';
import { duplicateCompanyMessage } from '../../../core/collecting';
import type { Owner } from '../../auth/owner';
import type { Database, DatabaseHandle } from '../../db/client';
import { companies, projects, wishlists } from '../../db/tables';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';

/**
 * A buyer's companies (spec §3, §6: scoped by created_by; names unique per owner ignoring case,
 * which companies_owner_name_unique enforces). Projects name their company as text (spec §3), so
 * a rename carries over to the owner's projects in the same transaction.
 */

/** Companies as the API answers them, with the number of the owner's projects naming each. */
async function selectCompanies(db: Database, where: SQL | undefined): Promise<Company[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      company_logo: companies.companyLogo,
      created_at: companies.createdAt,
      project_count: db.$count(
        projects,
        and(
          eq(projects.userId, companies.createdBy),
          sql`lower(${projects.company}) = lower(${companies.name})`,
        ),
      ),
    })
    .from(companies)
    .where(where)
    .orderBy(sql`lower(${companies.name})`, companies.id);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

export async function listCompanies(handle: DatabaseHandle, owner: Owner): Promise<Company[]> {
  return selectCompanies(handle.db, eq(companies.createdBy, owner.userId));
}

async function companyNamed(handle: DatabaseHandle, owner: Owner, name: string): Promise<Company | null> {
  const [row] = await selectCompanies(
    handle.db,
    and(eq(companies.createdBy, owner.userId), sql`lower(${companies.name}) = lower(${name})`),
  );
  return row ?? null;
}

/**
 * The company picker's "Save Company" (spec §4, §8): the owner's company of that name, ignoring
 * case, or a new one. Two tabs saving the same new name at once end with one company.
 */
export async function findOrCreateCompany(
  handle: DatabaseHandle,
  owner: Owner,
  name: string,
): Promise<{ company: Company; created: boolean }> {
  const [inserted] = await handle.db
    .insert(companies)
    .values({ name, createdBy: owner.userId })
    // The conflict is on companies_owner_name_unique (created_by, lower(name)), an expression the
    // builder cannot name as a target; the only other unique key is the generated id.
    .onConflictDoNothing()
    .returning({ id: companies.id });
  const company = await companyNamed(handle, owner, name);
  if (!company) throw new Error('company vanished between insert and read');
  return { company, created: Boolean(inserted) };
}

/** Renames the owner's company and the projects that name it; 409 on another company's name. */
export async function renameCompany(
  handle: DatabaseHandle,
  owner: Owner,
  id: string,
  name: string,
): Promise<Company> {
  const clash = await companyNamed(handle, owner, name);
  if (clash && clash.id !== id) throw new AppError('DUPLICATE', duplicateCompanyMessage(clash.name, true));
  const renamed = await handle
    .transaction(async (tx) => {
      const [old] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(and(eq(companies.id, id), eq(companies.createdBy, owner.userId)))
        .for('update');
      if (!old) return false;
      await tx.update(companies).set({ name, updatedAt: sql`now()` }).where(eq(companies.id, id));
      await tx
        .update(projects)
        .set({ company: name, updatedAt: sql`now()` })
        .where(and(eq(projects.userId, owner.userId), sql`lower(${projects.company}) = lower(${old.name})`));
      return true;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('DUPLICATE', duplicateCompanyMessage(name, true));
      throw error;
    });
  if (!renamed) throw new AppError('NOT_FOUND', 'Company not found');
  const company = await companyNamed(handle, owner, name);
  if (!company) throw new AppError('NOT_FOUND', 'Company not found');
  return company;
}

/**
 * Deletes the owner's company, unless projects still name it: deleting it then would leave them
 * pointing at no company, the very problem the integrity check reports (spec §8).
 */
export async function deleteCompany(handle: DatabaseHandle, owner: Owner, id: string): Promise<void> {
  const removed = await handle.transaction(async (tx) => {
    const [target] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.id, id), eq(companies.createdBy, owner.userId)))
      .for('update');
    if (!target) return null;
    const projectCount = await tx.$count(
      projects,
      and(eq(projects.userId, owner.userId), sql`lower(${projects.company}) = lower(${target.name})`),
    );
    if (projectCount === 0) await tx.delete(companies).where(eq(companies.id, id));
    return { name: target.name, projects: projectCount };
  });
  if (!removed) throw new AppError('NOT_FOUND', 'Company not found');
  if (removed.projects > 0) {
    const [uses, them] =
      removed.projects === 1 ? ['1 project uses', 'it'] : [`${removed.projects} projects use`, 'them'];
    throw new AppError(
      'IN_USE',
      `${uses} "${removed.name}". Move ${them} to another company or delete ${them} first.`,
    );
  }
}

/** Sets or clears the logo (a data URL from logoDataUrl). */
export async function setCompanyLogo(
  handle: DatabaseHandle,
  owner: Owner,
  id: string,
  logo: string | null,
): Promise<Company> {
  const [row] = await handle.db
    .update(companies)
    .set({ companyLogo: logo, updatedAt: sql`now()` })
    .where(and(eq(companies.id, id), eq(companies.createdBy, owner.userId)))
    .returning({ name: companies.name });
  const company = row ? await companyNamed(handle, owner, row.name) : null;
  if (!company) throw new AppError('NOT_FOUND', 'Company not found');
  return company;
}

/**
 * spec §8 data integrity check: duplicate company names, projects naming no company of the
 * owner's, and empty names. The database refuses all three for new rows; rows imported from the
 * earlier deployment may still hold them.
 */
export async function checkIntegrity(handle: DatabaseHandle, owner: Owner): Promise<IntegrityReport> {
  const { db } = handle;
  const issues: IntegrityReport['issues'] = [];
  const duplicates = await db
    .select({ name: min(companies.name), n: count() })
    .from(companies)
    .where(eq(companies.createdBy, owner.userId))
    .groupBy(sql`lower(btrim(${companies.name}))`)
    .having(gt(count(), 1));
  for (const row of duplicates)
    issues.push({ kind: 'duplicate-company', message: `${row.n} companies are named "${row.name}"` });
  const orphans = await db
    .select({ name: projects.name, company: projects.company })
    .from(projects)
    .where(
      and(
        eq(projects.userId, owner.userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(companies)
            .where(
              and(
                eq(companies.createdBy, projects.userId),
                sql`lower(${companies.name}) = lower(${projects.company})`,
              ),
            ),
        ),
      ),
    )
    .orderBy(projects.name);
  for (const row of orphans)
    issues.push({
      kind: 'unknown-company',
      message: `Project "${row.name}" names "${row.company}", which is not one of your companies`,
    });
  const empty = await unionAll(
    db
      .select({ kind: sql<string>`'company'` })
      .from(companies)
      .where(and(eq(companies.createdBy, owner.userId), sql`btrim(${companies.name}) = ''`)),
    db
      .select({ kind: sql<string>`'project'` })
      .from(projects)
      .where(and(eq(projects.userId, owner.userId), sql`btrim(${projects.name}) = ''`)),
    db
      .select({ kind: sql<string>`'wishlist'` })
      .from(wishlists)
      .where(and(eq(wishlists.userId, owner.userId), sql`btrim(${wishlists.name}) = ''`)),
  );
  for (const row of empty) issues.push({ kind: 'empty-name', message: `A ${row.kind} has an empty name` });
  return { ok: issues.length === 0, issues };
}
