import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type AdminCompanyDetail,
  type AdminCompanyRow,
  type AdminCompanySort,
  type CompanyMergePreview,
  MERGE_INTO_ITSELF,
  ORDERS_SHOWN,
  projectClashMessage,
} from '../../../core/admin-companies';
import { type AdminPage, STALE_EDIT } from '../../../core/admin-lists';
import { formatOrderNumber, ORDER_STATUSES } from '../../../core/checkout';
import type { DatabaseHandle, Transaction } from '../../db/client';
import { queryRows, sqlRows } from '../../db/typed-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { containing, type ListQuery } from '../../http/list-query';
import { type AuditActor, recordAudit } from '../audit';

/**
 * The back office's companies (issue 25 item 3), across every buyer. A project belongs to a
 * company by `projects.company_id` once the back office moved it there, else (spec §3) to its
 * owner's company of the name it keeps as text; an order counts for a company by
 * `orders.company_id`, else for the buyer's company named as its `company_name` snapshot. So the
 * buyer's own flows (which write only names) keep working, and a merge or a rename can keep every
 * project and order pointing at the right company without rewriting what was sold.
 *
 * `$C`, `$O`, `$N` below stand for a company's id, owner and name (SQL expressions).
 */
function projectsOf(id: string, owner: string, name: string, p = 'p'): string {
  return `(${p}.company_id = ${id} or (${p}.company_id is null and ${p}.user_id = ${owner} and lower(${p}.company) = lower(${name})))`;
}
function ordersOf(id: string, owner: string, name: string, o = 'o'): string {
  return `(${o}.company_id = ${id} or (${o}.company_id is null and ${o}.user_id = ${owner} and lower(${o}.company_name) = lower(${name})))`;
}

/**
 * The four numbers of a company `c` (columns id, created_by, name), each as two index lookups
 * (projects_company_idx / projects_owner_company_name_unique, orders_company_idx /
 * orders_user_company_name_idx) rather than an OR the planner might scan for.
 */
function statsColumns(c: string): string {
  const project = [
    `p.company_id = ${c}.id`,
    `p.company_id is null and p.user_id = ${c}.created_by and lower(p.company) = lower(${c}.name)`,
  ];
  const order = [
    `o.company_id = ${c}.id and o.paid_at is not null`,
    `o.company_id is null and o.user_id = ${c}.created_by and lower(o.company_name) = lower(${c}.name) and o.paid_at is not null`,
  ];
  const both = (select: string, wheres: string[]) =>
    `(${wheres.map((where) => `(${select} where ${where})`).join(' + ')})`;
  const projects = both('select count(*)::int from projects p', project);
  const wishlists = both(
    'select count(*)::int from wishlists w join projects p on p.id = w.project_id',
    project,
  );
  const orders = both('select count(*)::int from orders o', order);
  const revenue = both(
    'select coalesce(sum(o.total_cents - o.refunded_cents), 0)::float8 from orders o',
    order,
  );
  return `${projects} as projects, ${wishlists} as wishlists, ${orders} as orders, ${revenue} as revenue_cents`;
}

const companyRow = z.object({
  id: z.string(),
  name: z.string(),
  created_by: z.string(),
  owner_email: z.string(),
  created_at: z.date(),
  projects: z.number(),
  wishlists: z.number(),
  orders: z.number(),
  revenue_cents: z.number(),
});

/** How each sort orders the page; `inner` cuts it from an index, `outer` keeps that order. */
const SORT_SQL: Record<AdminCompanySort, { inner: string; outer: string }> = {
  name: { inner: 'lower(co.name)', outer: 'lower(c.name)' },
  owner: { inner: 'u.email', outer: 'c.owner_email' },
  created_at: { inner: 'co.created_at', outer: 'c.created_at' },
};

/**
 * A page of companies, sorted by name (the default view), owner or date: the page is cut from the
 * index first and only its 50 rows are counted.
 * A search is part of the name (companies_name_trgm) or of the owner's e-mail (user_email_trgm).
 */
export async function listAdminCompanies(
  handle: DatabaseHandle,
  query: ListQuery<AdminCompanySort>,
): Promise<AdminPage<AdminCompanyRow>> {
  const params: unknown[] = [];
  let where = 'true';
  if (query.q !== '') {
    params.push(containing(query.q));
    where = `co.id in (select id from companies where name ilike $1
      union select c2.id from companies c2 join "user" u2 on u2.id = c2.created_by where u2.email ilike $1)`;
  }
  const dir = query.dir === 'asc' ? 'asc' : 'desc';
  const tie = dir;
  const sort = SORT_SQL[query.sort];
  params.push(query.limit, query.offset);
  const [limit, offset] = [`$${params.length - 1}`, `$${params.length}`];
  const page = `order by ${sort.inner} ${dir}, co.id ${tie} limit ${limit} offset ${offset}`;
  const [rows, [counted]] = await Promise.all([
    queryRows(
      handle,
      companyRow,
      `select c.id, c.name, c.created_by, c.owner_email, c.created_at, ${statsColumns('c')}
       from (select co.id, co.name, co.created_by, co.created_at, u.email as owner_email
             from companies co join "user" u on u.id = co.created_by
             where ${where} ${page}) c
       order by ${sort.outer} ${dir}, c.id ${tie}`,
      params,
    ),
    queryRows(
      handle,
      z.object({ total: z.number() }),
      `select count(*)::int as total from companies co where ${where}`,
      query.q === '' ? [] : [params[0]],
    ),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ created_by, created_at, ...row }) => ({
      ...row,
      owner_id: created_by,
      created_at: created_at.toISOString(),
    })),
  };
}

const headRow = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  version: z.number(),
  created_by: z.string(),
  created_at: z.date(),
  updated_at: z.date(),
  owner_email: z.string(),
  owner_name: z.string().nullable(),
  projects: z.number(),
  wishlists: z.number(),
  orders: z.number(),
  revenue_cents: z.number(),
});

/** The company `id`, or the survivor of a merge that took `id` away; null when neither. */
async function companyHead(handle: DatabaseHandle, id: string) {
  const [row] = await queryRows(
    handle,
    headRow,
    `select c.id, c.name, c.company_logo as logo, c.version, c.created_by, c.created_at, c.updated_at,
            u.email as owner_email, u.name as owner_name, ${statsColumns('c')}
     from companies c join "user" u on u.id = c.created_by
     where c.id = coalesce((select company_id from company_aliases where old_id = $1), $1)`,
    [id],
  );
  return row ?? null;
}

const projectRow = z.object({
  id: z.string(),
  name: z.string(),
  owner_email: z.string().nullable(),
  wishlists: z.number(),
  orders: z.number(),
  revenue_cents: z.number(),
});

const orderRow = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  buyer_email: z.string().nullable(),
  company_name: z.string().nullable(),
  project_name: z.string().nullable(),
  total_cents: z.number(),
  refunded_cents: z.number(),
  certificate_code: z.string().nullable(),
  created_at: z.date(),
  paid_at: z.date().nullable(),
});

const personRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  owner: z.boolean(),
  projects: z.number(),
  orders: z.number(),
});

/** `/api/admin/companies/{id}`: the company (or its survivor), its projects, orders and people. */
export async function getAdminCompany(handle: DatabaseHandle, id: string): Promise<AdminCompanyDetail> {
  const head = await companyHead(handle, id);
  if (!head) throw new AppError('NOT_FOUND', 'Company not found');
  const params = [head.id, head.created_by, head.name];
  const [projects, orders, people] = await Promise.all([
    queryRows(
      handle,
      projectRow,
      `select p.id, p.name, u.email as owner_email,
              (select count(*)::int from wishlists w where w.project_id = p.id) as wishlists,
              (select count(*)::int from orders o where o.project_id = p.id and o.paid_at is not null) as orders,
              (select coalesce(sum(o.total_cents - o.refunded_cents), 0)::float8 from orders o
                where o.project_id = p.id and o.paid_at is not null) as revenue_cents
       from projects p left join "user" u on u.id = p.user_id
       where ${projectsOf('$1::uuid', '$2::uuid', '$3::text')}
       order by lower(p.name), p.id`,
      params,
    ),
    queryRows(
      handle,
      orderRow,
      `select o.id, o.number, o.status, u.email as buyer_email, o.company_name, o.project_name,
              o.total_cents, o.refunded_cents, o.certificate_code, o.created_at, o.paid_at
       from orders o left join "user" u on u.id = o.user_id
       where ${ordersOf('$1::uuid', '$2::uuid', '$3::text')}
       order by o.created_at desc, o.number desc
       limit ${ORDERS_SHOWN}`,
      params,
    ),
    queryRows(
      handle,
      personRow,
      `with ids as (
         select $2::uuid as id
         union select p.user_id from projects p where ${projectsOf('$1::uuid', '$2::uuid', '$3::text')}
         union select o.user_id from orders o where ${ordersOf('$1::uuid', '$2::uuid', '$3::text')}
       )
       select u.id, u.email, u.name, u.id = $2::uuid as owner,
              (select count(*)::int from projects p where p.user_id = u.id
                 and ${projectsOf('$1::uuid', '$2::uuid', '$3::text')}) as projects,
              (select count(*)::int from orders o where o.user_id = u.id and o.paid_at is not null
                 and ${ordersOf('$1::uuid', '$2::uuid', '$3::text')}) as orders
       from ids join "user" u on u.id = ids.id
       order by u.id = $2::uuid desc, lower(u.email)`,
      params,
    ),
  ]);
  return {
    id: head.id,
    name: head.name,
    logo: head.logo,
    version: head.version,
    created_at: head.created_at.toISOString(),
    updated_at: head.updated_at.toISOString(),
    owner: { id: head.created_by, email: head.owner_email, name: head.owner_name },
    stats: {
      projects: head.projects,
      wishlists: head.wishlists,
      orders: head.orders,
      revenue_cents: head.revenue_cents,
    },
    projects,
    orders: orders.map(({ number, created_at, paid_at, ...order }) => ({
      ...order,
      order_number: formatOrderNumber(number),
      created_at: created_at.toISOString(),
      paid_at: paid_at?.toISOString() ?? null,
    })),
    people,
  };
}

const lockedCompanyRow = z.object({
  id: z.string(),
  name: z.string(),
  created_by: z.string(),
  company_logo: z.string().nullable(),
  version: z.number(),
  owner_email: z.string(),
});
type LockedCompany = z.output<typeof lockedCompanyRow>;
const idRow = z.object({ id: z.string() });
const nameRow = z.object({ name: z.string() });

/** Locks the companies (in id order, so two merges never wait on each other in a circle). */
async function lockCompanies(tx: Transaction, ids: string[]): Promise<Map<string, LockedCompany>> {
  const rows = await sqlRows(
    tx,
    lockedCompanyRow,
    sql`select c.id, c.name, c.created_by, c.company_logo, c.version, u.email as owner_email
        from companies c join "user" u on u.id = c.created_by
        where c.id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`}
        order by c.id for update of c`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

function conflictOf(error: unknown, message: string): never {
  if (isUniqueViolation(error)) throw new AppError('DUPLICATE', message);
  throw error;
}

/**
 * Renames a company. Its owner's other companies must not have the name (409); the projects that
 * named it follow the new name; its orders keep the name they were sold under (the certificate
 * and the invoice are records of the sale) and keep counting for it by id.
 */
export async function renameAdminCompany(
  handle: DatabaseHandle,
  actor: AuditActor,
  id: string,
  input: { name: string; version: number },
): Promise<AdminCompanyDetail> {
  const survivor = await handle
    .transaction(async (tx) => {
      const company = (await lockCompanies(tx, [id])).get(id);
      if (!company) {
        const [alias] = await sqlRows(
          tx,
          z.object({ company_id: z.string() }),
          sql`select company_id from company_aliases where old_id = ${id}`,
        );
        throw alias ? new AppError('CHANGED', STALE_EDIT) : new AppError('NOT_FOUND', 'Company not found');
      }
      if (company.version !== input.version) throw new AppError('CHANGED', STALE_EDIT);
      const [clash] = await sqlRows(
        tx,
        nameRow,
        sql`select name from companies where created_by = ${company.created_by}
            and lower(name) = lower(${input.name}) and id <> ${id}`,
      );
      if (clash)
        throw new AppError(
          'DUPLICATE',
          `${company.owner_email} already has a company named “${clash.name}”`,
          {
            name: `${company.owner_email} already has a company named “${clash.name}”`,
          },
        );
      const [owner, oldName] = [company.created_by, company.name];
      // Orders sold under the old name keep it, and keep counting for this company by its id.
      const orders = await sqlRows(
        tx,
        idRow,
        sql`update orders o set company_id = ${id}
            where o.company_id is null and o.user_id = ${owner} and lower(o.company_name) = lower(${oldName})
            returning o.id`,
      );
      const projects = await sqlRows(
        tx,
        idRow,
        sql`update projects p set company = ${input.name}, company_id = coalesce(p.company_id, ${id}::uuid), updated_at = now()
            where p.company_id = ${id}
               or (p.company_id is null and p.user_id = ${owner} and lower(p.company) = lower(${oldName}))
            returning p.id`,
      );
      await tx.execute(
        sql`update companies set name = ${input.name}, version = version + 1, updated_at = now() where id = ${id}`,
      );
      await recordAudit(tx, actor, {
        action: 'company.rename',
        entityType: 'company',
        entityId: id,
        summary: `Renamed “${oldName}” to “${input.name}”`,
        before: { name: oldName, version: company.version },
        after: {
          name: input.name,
          version: company.version + 1,
          projects_renamed: projects.length,
          orders_keeping_their_name: orders.length,
        },
      });
      return id;
    })
    .catch((error: unknown) =>
      conflictOf(error, `A project of this company’s buyer is already filed under “${input.name}”`),
    );
  return getAdminCompany(handle, survivor);
}

/** The projects and orders of `from` that a merge moves, and the project names that would clash. */
async function mergePlan(db: Transaction, from: LockedCompany, into: LockedCompany) {
  const fromProjects = sql`(p.company_id = ${from.id} or (p.company_id is null and p.user_id = ${from.created_by} and lower(p.company) = lower(${from.name})))`;
  const fromOrders = sql`(o.company_id = ${from.id} or (o.company_id is null and o.user_id = ${from.created_by} and lower(o.company_name) = lower(${from.name})))`;
  const [counts] = await sqlRows(
    db,
    z.object({ projects: z.number(), wishlists: z.number(), orders: z.number(), certificates: z.number() }),
    sql`select (select count(*)::int from projects p where ${fromProjects}) as projects,
               (select count(*)::int from wishlists w join projects p on p.id = w.project_id where ${fromProjects}) as wishlists,
               (select count(*)::int from orders o where ${fromOrders}) as orders,
               (select count(*)::int from orders o where ${fromOrders} and o.certificate_code is not null) as certificates`,
  );
  // A moved project takes the survivor's name as its company: the buyer's project of that name
  // already filed there would break projects_owner_company_name_unique.
  const clashes = await sqlRows(
    db,
    nameRow,
    sql`select distinct p.name from projects p join projects s
          on s.user_id = p.user_id and lower(s.name) = lower(p.name) and s.id <> p.id
          and lower(s.company) = lower(${into.name})
        where ${fromProjects}
          and not coalesce(s.company_id = ${from.id}::uuid, false)
          and not (s.company_id is null and s.user_id = ${from.created_by} and lower(s.company) = lower(${from.name}))
        order by p.name`,
  );
  return {
    fromProjects,
    fromOrders,
    counts: {
      projects: Number(counts?.projects ?? 0),
      wishlists: Number(counts?.wishlists ?? 0),
      orders: Number(counts?.orders ?? 0),
      certificates: Number(counts?.certificates ?? 0),
    },
    clashes: clashes.map((row) => row.name),
  };
}

function mergeEnds(from: LockedCompany, into: LockedCompany) {
  const end = (c: LockedCompany) => ({
    id: c.id,
    name: c.name,
    version: c.version,
    owner_email: c.owner_email,
  });
  return { from: end(from), into: end(into) };
}

/** What merging `fromId` into `intoId` would move, without moving anything. */
export async function previewCompanyMerge(
  handle: DatabaseHandle,
  fromId: string,
  intoId: string,
): Promise<CompanyMergePreview> {
  if (fromId === intoId) throw new AppError('INVALID', MERGE_INTO_ITSELF);
  return handle.transaction(async (tx) => {
    const locked = await sqlRows(
      tx,
      lockedCompanyRow,
      sql`select c.id, c.name, c.created_by, c.company_logo, c.version, u.email as owner_email
          from companies c join "user" u on u.id = c.created_by where c.id in (${fromId}::uuid, ${intoId}::uuid)`,
    );
    const from = locked.find((row) => row.id === fromId);
    const into = locked.find((row) => row.id === intoId);
    if (!from || !into) throw new AppError('NOT_FOUND', 'Company not found');
    const plan = await mergePlan(tx, from, into);
    return {
      ...mergeEnds(from, into),
      ...plan.counts,
      logo_moves: into.company_logo === null && from.company_logo !== null,
      clashes: plan.clashes,
    };
  });
}

/**
 * Merges `fromId` into `intoId`: its projects (and so their wishlists) are filed under the
 * survivor, by id and by name; its orders count for the survivor by id but keep the name they were
 * sold under, which their certificates and invoices print; its logo moves when the survivor has
 * none; its id becomes an alias of the survivor's (and so do ids merged into it before).
 */
export async function mergeAdminCompany(
  handle: DatabaseHandle,
  actor: AuditActor,
  fromId: string,
  input: { into: string; version: number; into_version: number },
): Promise<AdminCompanyDetail> {
  if (fromId === input.into) throw new AppError('INVALID', MERGE_INTO_ITSELF);
  const survivor = await handle
    .transaction(async (tx) => {
      const locked = await lockCompanies(tx, [fromId, input.into]);
      const from = locked.get(fromId);
      const into = locked.get(input.into);
      if (!from || !into) throw new AppError('NOT_FOUND', 'Company not found');
      if (from.version !== input.version || into.version !== input.into_version)
        throw new AppError('CHANGED', STALE_EDIT);
      const plan = await mergePlan(tx, from, into);
      const [clash] = plan.clashes;
      if (clash !== undefined) throw new AppError('DUPLICATE', projectClashMessage(clash, into.name));
      await tx.execute(sql`update orders o set company_id = ${into.id} where ${plan.fromOrders}`);
      await tx.execute(
        sql`update projects p set company_id = ${into.id}, company = ${into.name}, updated_at = now()
            where ${plan.fromProjects}`,
      );
      const logoMoves = into.company_logo === null && from.company_logo !== null;
      await tx.execute(
        sql`update companies set version = version + 1, updated_at = now(),
              company_logo = coalesce(company_logo, ${from.company_logo})
            where id = ${into.id}`,
      );
      // Ids merged into the one going away now lead to the survivor, and so does its own.
      await tx.execute(sql`update company_aliases set company_id = ${into.id} where company_id = ${from.id}`);
      await tx.execute(sql`insert into company_aliases (old_id, company_id) values (${from.id}, ${into.id})`);
      await tx.execute(sql`delete from companies where id = ${from.id}`);
      await recordAudit(tx, actor, {
        action: 'company.merge',
        entityType: 'company',
        entityId: into.id,
        summary: `Merged “${from.name}” into “${into.name}”`,
        before: {
          merged: { id: from.id, name: from.name, owner: from.owner_email, logo: from.company_logo !== null },
          survivor: { id: into.id, name: into.name, version: into.version, logo: into.company_logo !== null },
        },
        after: {
          survivor: {
            id: into.id,
            name: into.name,
            version: into.version + 1,
            logo: into.company_logo !== null || logoMoves,
          },
          moved: plan.counts,
          logo_moved: logoMoves,
          alias: from.id,
        },
      });
      return into.id;
    })
    .catch((error: unknown) =>
      conflictOf(error, 'A project of the merged company clashes with one of the survivor’s'),
    );
  return getAdminCompany(handle, survivor);
}
