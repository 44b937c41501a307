import type { Company, IntegrityReport } from '../../../core/collecting';
import { duplicateCompanyMessage } from '../../../core/collecting';
import type { Owner } from '../../auth/owner';
import type { DatabaseHandle } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';

/**
 * A buyer's companies (spec §3, §6: scoped by created_by; names unique per owner ignoring case,
 * which companies_owner_name_unique enforces). Projects name their company as text (spec §3), so
 * a rename carries over to the owner's projects in the same statement.
 */

const COMPANY_COLUMNS = `c.id, c.name, c.company_logo, c.created_at,
  (select count(*)::int from projects p where p.user_id = c.created_by and lower(p.company) = lower(c.name)) as project_count`;

export async function listCompanies(handle: DatabaseHandle, owner: Owner): Promise<Company[]> {
  return handle.raw<Company>(
    `select ${COMPANY_COLUMNS} from companies c where c.created_by = $1 order by lower(c.name), c.id`,
    [owner.userId],
  );
}

async function companyNamed(handle: DatabaseHandle, owner: Owner, name: string): Promise<Company | null> {
  const [row] = await handle.raw<Company>(
    `select ${COMPANY_COLUMNS} from companies c where c.created_by = $1 and lower(c.name) = lower($2)`,
    [owner.userId, name],
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
  const [inserted] = await handle.raw<{ id: string }>(
    `insert into companies (name, created_by) values ($2, $1)
     on conflict (created_by, lower(name)) do nothing returning id`,
    [owner.userId, name],
  );
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
    .raw<{ id: string }>(
      `with old as (select name from companies where id = $2 and created_by = $1),
       renamed as (
         update companies set name = $3, updated_at = now() where id = $2 and created_by = $1 returning id
       ), moved as (
         update projects set company = $3, updated_at = now()
         where user_id = $1 and lower(company) = lower((select name from old)) returning 1
       )
       select id from renamed`,
      [owner.userId, id, name],
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('DUPLICATE', duplicateCompanyMessage(name, true));
      throw error;
    });
  if (renamed.length === 0) throw new AppError('NOT_FOUND', 'Company not found');
  const company = await companyNamed(handle, owner, name);
  if (!company) throw new AppError('NOT_FOUND', 'Company not found');
  return company;
}

/**
 * Deletes the owner's company, unless projects still name it: deleting it then would leave them
 * pointing at no company, the very problem the integrity check reports (spec §8).
 */
export async function deleteCompany(handle: DatabaseHandle, owner: Owner, id: string): Promise<void> {
  const [removed] = await handle.raw<{ deleted: boolean; name: string | null; projects: number }>(
    `with target as (select id, name from companies where id = $2 and created_by = $1),
     users as (
       select count(*)::int as n from projects p, target
       where p.user_id = $1 and lower(p.company) = lower(target.name)
     ),
     deleted as (
       delete from companies where id in (select id from target) and (select n from users) = 0 returning 1
     )
     select exists (select 1 from deleted) as deleted, (select name from target) as name, (select n from users) as projects`,
    [owner.userId, id],
  );
  if (!removed?.name) throw new AppError('NOT_FOUND', 'Company not found');
  if (!removed.deleted) {
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
  const [row] = await handle.raw<{ name: string }>(
    `update companies set company_logo = $3, updated_at = now() where id = $2 and created_by = $1 returning name`,
    [owner.userId, id, logo],
  );
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
  const issues: IntegrityReport['issues'] = [];
  const duplicates = await handle.raw<{ name: string; n: number }>(
    `select min(name) as name, count(*)::int as n from companies where created_by = $1
     group by lower(btrim(name)) having count(*) > 1`,
    [owner.userId],
  );
  for (const row of duplicates)
    issues.push({ kind: 'duplicate-company', message: `${row.n} companies are named "${row.name}"` });
  const orphans = await handle.raw<{ name: string; company: string }>(
    `select p.name, p.company from projects p where p.user_id = $1 and not exists (
       select 1 from companies c where c.created_by = p.user_id and lower(c.name) = lower(p.company)
     ) order by p.name`,
    [owner.userId],
  );
  for (const row of orphans)
    issues.push({
      kind: 'unknown-company',
      message: `Project "${row.name}" names "${row.company}", which is not one of your companies`,
    });
  const empty = await handle.raw<{ kind: string }>(
    `select 'company' as kind from companies where created_by = $1 and btrim(name) = ''
     union all select 'project' from projects where user_id = $1 and btrim(name) = ''
     union all select 'wishlist' from wishlists where user_id = $1 and btrim(name) = ''`,
    [owner.userId],
  );
  for (const row of empty) issues.push({ kind: 'empty-name', message: `A ${row.kind} has an empty name` });
  return { ok: issues.length === 0, issues };
}
