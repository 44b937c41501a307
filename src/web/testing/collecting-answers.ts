import type {
  Company,
  IntegrityReport,
  Project,
  SharedWishlist,
  WishlistPhoto,
  WishlistSummary,
} from '../../core/collecting';
import { duplicateCompanyMessage, duplicateProjectMessage } from '../../core/collecting';
import { companyNameProblem, entityNameProblem, normalizeName } from '../../core/entity-names';
import type { LicenseType } from '../../core/pricing';
import { testPhotoUuid } from './cart-answers';
import { type FakeRoute, fakeApi, type RecordedCall, signedInRoutes } from './fake-api';

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const testCompanyId = (n: number) => uuid('c0000000', n);
export const testProjectId = (n: number) => uuid('d0000000', n);
export const testWishlistId = (n: number) => uuid('e0000000', n);

export function testCompany(n: number, name: string, overrides: Partial<Company> = {}): Company {
  return {
    id: testCompanyId(n),
    name,
    company_logo: null,
    created_at: '2026-01-01T00:00:00.000Z',
    project_count: 0,
    ...overrides,
  };
}

export function testProject(
  n: number,
  name: string,
  company: string,
  overrides: Partial<Project> = {},
): Project {
  return {
    id: testProjectId(n),
    name,
    company,
    last_used_at: null,
    created_at: `2026-01-0${Math.min(n, 9)}T00:00:00.000Z`,
    wishlist_count: 0,
    ...overrides,
  };
}

/** Photo `photoid` in a wishlist ("Kitchen N", $45, live unless said otherwise). */
export function testWishlistPhoto(
  photoid: number,
  options: { license?: LicenseType; title?: string | null; status?: string } = {},
): WishlistPhoto {
  return {
    id: uuid('f0000000', photoid),
    photo_id: testPhotoUuid(photoid),
    license_type: options.license ?? 'background-dressing',
    added_at: new Date(Date.UTC(2026, 0, 1, 0, 0, photoid)).toISOString(),
    photo: {
      id: testPhotoUuid(photoid),
      photoid,
      title: options.title === undefined ? `Kitchen ${photoid}` : options.title,
      price: 45,
      thumbnail_url: `/media/thumb/${photoid}.jpg`,
      preview_url: null,
      width: 600,
      height: 400,
      storefront_name: 'The Okafor family',
      event_names: [],
      photo_status: options.status ?? 'live',
    },
  };
}

export interface TestWishlist {
  summary: WishlistSummary;
  items: WishlistPhoto[];
}

export function testWishlist(
  n: number,
  name: string,
  options: { project?: Project | null; items?: WishlistPhoto[]; summary?: Partial<WishlistSummary> } = {},
): TestWishlist {
  const items = options.items ?? [];
  const project = options.project ?? null;
  return {
    summary: {
      id: testWishlistId(n),
      name,
      description: null,
      project_id: project?.id ?? null,
      project_name: project?.name ?? null,
      company: project?.company ?? null,
      item_count: items.length,
      cover_urls: items.slice(0, 4).flatMap((item) => item.photo.thumbnail_url ?? []),
      share_code: null,
      updated_at: `2026-02-${String(10 + n).padStart(2, '0')}T12:00:00.000Z`,
      ...options.summary,
    },
    items,
  };
}

export interface CollectingState {
  companies: Company[];
  projects: Project[];
  wishlists: TestWishlist[];
  /** The first name shared lists show as their owner's. */
  ownerName?: string | null;
  /** The signed-in viewer of a shared list is its owner. */
  viewerOwnsShared?: boolean;
  integrity?: IntegrityReport;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const problem = (status: number, code: string, message: string, field?: string) =>
  json({ error: { code, message, ...(field ? { fields: { [field]: message } } : {}) } }, status);
const notFound = (message: string) => problem(404, 'not_found', message);

/**
 * A stand-in for `/api/companies`, `/api/projects`, `/api/wishlists` and
 * `/api/shared-wishlists` that answers like the server (spec §5 messages, duplicates, find-or-
 * create) and changes its state, so pages show what a change did. `overrides` ("METHOD /path")
 * answer first; the person is signed in unless `signedIn` routes are given.
 */
export function collectingServer(
  state: CollectingState,
  overrides: Record<string, FakeRoute> = {},
  base: Record<string, FakeRoute> = signedInRoutes(),
) {
  let created = 100;
  const nextId = () => {
    created += 1;
    return created;
  };
  const summaries = () =>
    [...state.wishlists].sort((a, b) => b.summary.updated_at.localeCompare(a.summary.updated_at));
  const touch = (list: TestWishlist) => {
    nextId();
    list.summary.item_count = list.items.length;
    list.summary.cover_urls = list.items.slice(0, 4).flatMap((item) => item.photo.thumbnail_url ?? []);
    list.summary.updated_at = `2026-03-01T12:${String(created % 60).padStart(2, '0')}:00.000Z`;
  };
  const projectList = () => {
    const items = [...state.projects].sort((a, b) => a.name.localeCompare(b.name));
    const recent = [...state.projects].sort((a, b) =>
      (b.last_used_at ?? b.created_at).localeCompare(a.last_used_at ?? a.created_at),
    );
    return { items, default_project_id: recent[0]?.id ?? null };
  };
  /** The item a photo becomes: the test photo its uuid numbers (`testPhotoUuid`), or photo 1 under that uuid. */
  const itemFor = (photoId: string, license: unknown): WishlistPhoto => {
    const item = testWishlistPhoto(Number(photoId.slice(-12)) || 1, {
      license: license === 'hero-usage' ? 'hero-usage' : 'background-dressing',
    });
    return { ...item, photo_id: photoId, photo: { ...item.photo, id: photoId } };
  };
  const body = (call: RecordedCall) => (call.body ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  function dynamic(method: string, path: string, call: RecordedCall): Response | null {
    const parts = path.split('/').slice(2); // ['wishlists', id, …]
    const [area, id, sub, subId] = parts;
    if (area === 'companies') {
      if (method === 'GET' && id === undefined) return json({ items: state.companies });
      if (method === 'GET' && id === 'integrity') return json(state.integrity ?? { ok: true, issues: [] });
      if (method === 'POST' && id === undefined) {
        const name = normalizeName(text(body(call).name));
        const issue = companyNameProblem(name);
        if (issue) return problem(400, 'invalid', issue, 'name');
        const found = state.companies.find((row) => row.name.toLowerCase() === name.toLowerCase());
        if (found) return json({ company: found, created: false });
        const company = testCompany(nextId(), name);
        state.companies.push(company);
        return json({ company, created: true }, 201);
      }
      const company = state.companies.find((row) => row.id === id);
      if (!company) return notFound('Company not found');
      if (method === 'PATCH' && sub === undefined) {
        const name = normalizeName(text(body(call).name));
        const issue = companyNameProblem(name);
        if (issue) return problem(400, 'invalid', issue, 'name');
        const clash = state.companies.find(
          (row) => row.id !== id && row.name.toLowerCase() === name.toLowerCase(),
        );
        if (clash) return problem(409, 'duplicate', duplicateCompanyMessage(clash.name, true));
        for (const project of state.projects) if (project.company === company.name) project.company = name;
        company.name = name;
        return json({ company });
      }
      if (method === 'DELETE' && sub === undefined) {
        state.companies = state.companies.filter((row) => row.id !== id);
        return json({ id });
      }
      if (method === 'PUT' && sub === 'logo') {
        company.company_logo = 'data:image/webp;base64,AAAA';
        return json({ company });
      }
      if (method === 'DELETE' && sub === 'logo') {
        company.company_logo = null;
        return json({ company });
      }
    }
    if (area === 'projects') {
      if (method === 'GET' && id === undefined) return json(projectList());
      if (method === 'POST' && id === undefined) {
        const name = normalizeName(text(body(call).name));
        const company = normalizeName(text(body(call).company));
        const issue = entityNameProblem(name);
        if (issue) return problem(400, 'invalid', issue, 'name');
        const clash = state.projects.find(
          (row) =>
            row.name.toLowerCase() === name.toLowerCase() &&
            row.company.toLowerCase() === company.toLowerCase(),
        );
        if (clash) return problem(409, 'duplicate', duplicateProjectMessage(name, company));
        const project = testProject(nextId(), name, company, {
          last_used_at: '2026-03-01T00:00:00.000Z',
        });
        state.projects.push(project);
        return json({ project }, 201);
      }
      const project = state.projects.find((row) => row.id === id);
      if (!project) return notFound('Project not found');
      if (method === 'POST' && sub === 'use') {
        project.last_used_at = '2026-03-02T00:00:00.000Z';
        return json({ project });
      }
      if (method === 'PATCH') {
        const changes = body(call);
        const name = changes.name === undefined ? project.name : normalizeName(text(changes.name));
        const company =
          changes.company === undefined ? project.company : normalizeName(text(changes.company));
        const clash = state.projects.find(
          (row) =>
            row.id !== id &&
            row.name.toLowerCase() === name.toLowerCase() &&
            row.company.toLowerCase() === company.toLowerCase(),
        );
        if (clash) return problem(409, 'duplicate', duplicateProjectMessage(name, company));
        Object.assign(project, { name, company });
        return json({ project });
      }
      if (method === 'DELETE') {
        state.projects = state.projects.filter((row) => row.id !== id);
        for (const list of state.wishlists)
          if (list.summary.project_id === id)
            Object.assign(list.summary, { project_id: null, project_name: null, company: null });
        return json({ id });
      }
    }
    if (area === 'wishlists') {
      if (method === 'GET' && id === undefined)
        return json({ items: summaries().map((list) => list.summary) });
      if (method === 'GET' && id === 'containing' && sub) {
        const items = summaries()
          .filter((list) => list.items.some((item) => item.photo_id === sub))
          .map((list) => ({ id: list.summary.id, name: list.summary.name }));
        return json({ items });
      }
      if (method === 'POST' && id === 'check') {
        const asked = (body(call).photo_ids ?? []) as string[];
        const held = new Set(state.wishlists.flatMap((list) => list.items.map((item) => item.photo_id)));
        return json({ photo_ids: asked.filter((photoId) => held.has(photoId)) });
      }
      if (method === 'POST' && id === undefined) {
        const input = body(call);
        const name = normalizeName(text(input.name));
        const issue = entityNameProblem(name);
        if (issue) return problem(400, 'invalid', issue, 'name');
        const project = state.projects.find((row) => row.id === input.project_id);
        if (!project) return notFound('Project not found');
        const photoId = text(input.photo_id);
        const items = photoId ? [itemFor(photoId, input.license_type)] : [];
        const list = testWishlist(nextId(), name, {
          project,
          items,
          summary: { description: text(input.description) || null },
        });
        touch(list);
        state.wishlists.push(list);
        return json({ wishlist: list.summary }, 201);
      }
      const list = state.wishlists.find((row) => row.summary.id === id);
      if (!list) return notFound('Wishlist not found');
      if (method === 'GET' && sub === undefined) return json({ wishlist: list.summary, items: list.items });
      if (method === 'PATCH') {
        const changes = body(call);
        if (changes.name !== undefined) {
          const issue = entityNameProblem(text(changes.name));
          if (issue) return problem(400, 'invalid', issue, 'name');
          list.summary.name = normalizeName(text(changes.name));
        }
        if (changes.description !== undefined) list.summary.description = text(changes.description) || null;
        if (changes.project_id !== undefined) {
          const project = state.projects.find((row) => row.id === changes.project_id);
          if (!project) return notFound('Project not found');
          Object.assign(list.summary, {
            project_id: project.id,
            project_name: project.name,
            company: project.company,
          });
        }
        touch(list);
        return json({ wishlist: list.summary });
      }
      if (method === 'DELETE' && sub === undefined) {
        state.wishlists = state.wishlists.filter((row) => row !== list);
        return json({ id });
      }
      if (method === 'POST' && sub === 'items') {
        const photoId = text(body(call).photo_id);
        if (list.items.some((item) => item.photo_id === photoId))
          return problem(409, 'duplicate', 'Photo is already in this wishlist');
        list.items.unshift(itemFor(photoId, body(call).license_type));
        touch(list);
        return json({ wishlist: list.summary }, 201);
      }
      if (method === 'DELETE' && sub === 'items' && subId) {
        const before = list.items.length;
        list.items = list.items.filter((item) => item.photo_id !== subId);
        if (list.items.length === before) return notFound('This photo is not in the wishlist');
        touch(list);
        return json({ photo_id: subId });
      }
      if (method === 'POST' && sub === 'share') {
        list.summary.share_code ??= `${String(list.summary.id.slice(-4))}abcdef`;
        return json({ share_code: list.summary.share_code });
      }
      if (method === 'DELETE' && sub === 'share') {
        list.summary.share_code = null;
        return json({ id });
      }
    }
    if (area === 'shared-wishlists' && id !== undefined) {
      if (!/^[0-9a-f]{10}$/.test(id))
        return problem(400, 'invalid', 'Invalid shareCode format - must be 10 lowercase hex characters');
      const list = state.wishlists.find((row) => row.summary.share_code === id);
      if (!list) return notFound('This shared wishlist does not exist or is no longer shared');
      if (method === 'GET') {
        const live = list.items.filter((item) => item.photo.photo_status === 'live');
        const shared: SharedWishlist = {
          wishlist: {
            name: list.summary.name,
            description: list.summary.description,
            owner_name: state.ownerName === undefined ? 'Avery' : state.ownerName,
            project_name: list.summary.project_name,
            company: list.summary.company,
            item_count: live.length,
            updated_at: list.summary.updated_at,
            own_wishlist_id: state.viewerOwnsShared ? list.summary.id : null,
          },
          items: live,
        };
        return json(shared);
      }
      if (method === 'POST' && sub === 'copy') {
        const input = body(call);
        const project = state.projects.find((row) => row.id === input.project_id);
        if (!project) return notFound('Project not found');
        const copy = testWishlist(nextId(), text(input.name) || list.summary.name, {
          project,
          items: list.items.filter((item) => item.photo.photo_status === 'live'),
        });
        touch(copy);
        state.wishlists.push(copy);
        return json({ wishlist: copy.summary }, 201);
      }
    }
    return null;
  }

  const routes = new Proxy(overrides, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (key in target) return target[key];
      if (key in base) return base[key];
      const [method = '', path = ''] = key.split(' ');
      if (!/^\/api\/(companies|projects|wishlists|shared-wishlists)(\/|$)/.test(path)) return undefined;
      return (call: RecordedCall) => dynamic(method, path, call) ?? notFound(`No route ${method} ${path}`);
    },
  });
  return { ...fakeApi(routes), state };
}
