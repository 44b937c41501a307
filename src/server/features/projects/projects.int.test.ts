import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Project, ProjectList } from '../../../core/collecting';
import { apiClient, messageOf } from '../../../test/api-client';
import { signUpByLink } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';

/** Issue 12, item 4: projects, the default project and duplicate names per company. */
describe.each(TEST_DATABASES)('projects on %s', (kind) => {
  let db: TestDatabase;
  let call: ReturnType<typeof apiClient>;
  let owner = '';
  let other = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const app = await createTestApp(db.handle);
    call = apiClient(app);
    owner = await signUpByLink(app, 'project-owner@example.test', 'Pia');
    other = await signUpByLink(app, 'project-other@example.test', 'Pete');
  });
  afterAll(() => db.drop());
  beforeEach(() => db.handle.raw('delete from projects'));

  const create = (name: string, company = 'Acme Films', cookie = owner) =>
    call<{ project: Project }>('POST', '/api/projects', cookie, { name, company });
  const projectCount = async () =>
    (await db.handle.raw<{ n: number }>('select count(*)::int as n from projects'))[0]?.n;

  it('lists by name and selects the project used last (spec §4)', async () => {
    const pilot = (await create('Pilot')).body.project;
    const finale = (await create('Finale')).body.project;
    let list = (await call<ProjectList>('GET', '/api/projects', owner)).body;
    expect(list.items.map((project) => project.name)).toEqual(['Finale', 'Pilot']);
    // A new project is chosen at once.
    expect(list.default_project_id).toBe(finale.id);

    const used = await call<{ project: Project }>('POST', `/api/projects/${pilot.id}/use`, owner);
    expect(used.status).toBe(200);
    list = (await call<ProjectList>('GET', '/api/projects', owner)).body;
    expect(list.default_project_id).toBe(pilot.id);
  });

  it('refuses a second project of the same name for the same company, ignoring case', async () => {
    expect((await create('Pilot')).status).toBe(201);
    const again = await create('PILOT', 'acme films');
    expect(again.status).toBe(409);
    expect(messageOf(again.body)).toBe('A project named "PILOT" already exists for acme films');
    // Another company may have its own "Pilot".
    const borealis = await create('Pilot', 'Borealis');
    expect(borealis.status).toBe(201);
    const rename = await call('PATCH', `/api/projects/${borealis.body.project.id}`, owner, {
      company: 'Acme Films',
    });
    expect(rename.status).toBe(409);
    expect(await projectCount()).toBe(2);
  });

  it('finds a project by name and company', async () => {
    const pilot = (await create('Pilot')).body.project;
    const found = await call<{ project: Project | null }>(
      'GET',
      '/api/projects/find?name=pilot&company=ACME%20FILMS',
      owner,
    );
    expect(found.body.project?.id).toBe(pilot.id);
    const none = await call<{ project: Project | null }>(
      'GET',
      '/api/projects/find?name=Nope&company=Acme',
      owner,
    );
    expect(none.body.project).toBeNull();
  });

  it.each([
    [{ name: '', company: 'Acme' }, 'Name is required'],
    [{ name: 'Pilot', company: '' }, 'Company name is required'],
    [{ name: "Dad's kitchen", company: 'Acme' }, 'Name contains invalid characters'],
    [{ name: 'x'.repeat(101), company: 'Acme' }, 'Name must be less than 100 characters'],
    [{ name: 'Pilot' }, 'Company name is required'],
  ])('refuses %j with "%s"', async (body, message) => {
    const answer = await call('POST', '/api/projects', owner, body);
    expect(answer.status).toBe(400);
    expect(messageOf(answer.body)).toBe(message);
    expect(await projectCount()).toBe(0);
  });

  it('lets only the owner read, change, use or delete a project; guests get 401', async () => {
    const pilot = (await create('Pilot')).body.project;
    expect((await call<ProjectList>('GET', '/api/projects', other)).body.items).toEqual([]);
    expect((await call('PATCH', `/api/projects/${pilot.id}`, other, { name: 'Mine' })).status).toBe(404);
    expect((await call('POST', `/api/projects/${pilot.id}/use`, other)).status).toBe(404);
    expect((await call('DELETE', `/api/projects/${pilot.id}`, other)).status).toBe(404);
    for (const [method, path, body] of [
      ['GET', '/api/projects', undefined],
      ['POST', '/api/projects', { name: 'Guest', company: 'Acme' }],
      ['PATCH', `/api/projects/${pilot.id}`, { name: 'Guest' }],
      ['POST', `/api/projects/${pilot.id}/use`, undefined],
      ['DELETE', `/api/projects/${pilot.id}`, undefined],
    ] as const) {
      expect((await call(method, path, null, body)).status, `${method} ${path}`).toBe(401);
    }
    const [row] = await db.handle.raw<{ name: string }>('select name from projects');
    expect(row?.name).toBe('Pilot');

    expect((await call('PATCH', `/api/projects/${pilot.id}`, owner, { name: 'Pilot episode' })).status).toBe(
      200,
    );
    expect((await call('DELETE', `/api/projects/${pilot.id}`, owner)).status).toBe(200);
    expect(await projectCount()).toBe(0);
  });
});
