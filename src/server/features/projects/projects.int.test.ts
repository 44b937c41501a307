import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';

/** Issue 12, item 4: projects, the default project and duplicate names per company. */
describe.each(TEST_DATABASES)('projects on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Shopper;
  let other: Shopper;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    owner = await signUpShopper(app, db.handle, 'project-owner@example.test', 'Pia');
    other = await signUpShopper(app, db.handle, 'project-other@example.test', 'Pete');
  });
  afterAll(() => db.drop());
  beforeEach(() => db.handle.raw('delete from projects'));

  const create = (name: string, company = 'Acme Films') =>
    owner.client.projects.$post({ json: { name, company } });
  const created = async (name: string) => (await (await create(name)).json()).project;
  const listOf = async (shopper: Shopper) => (await shopper.client.projects.$get()).json();
  const project = (client: TypedClient) => client.projects[':id'];
  const projectCount = async () =>
    (await db.handle.raw<{ n: number }>('select count(*)::int as n from projects'))[0]?.n;

  it('lists by name and selects the project used last (spec §4)', async () => {
    const pilot = await created('Pilot');
    const finale = await created('Finale');
    let list = await listOf(owner);
    expect(list.items.map((project) => project.name)).toEqual(['Finale', 'Pilot']);
    // A new project is chosen at once.
    expect(list.default_project_id).toBe(finale.id);

    const used = await project(owner.client).use.$post({ param: { id: pilot.id } });
    expect(used.status).toBe(200);
    list = await listOf(owner);
    expect(list.default_project_id).toBe(pilot.id);
  });

  it('refuses a second project of the same name for the same company, ignoring case', async () => {
    expect((await create('Pilot')).status).toBe(201);
    const again = await create('PILOT', 'acme films');
    expect(again.status).toBe(409);
    expect(messageOf(await again.json())).toBe('A project named "PILOT" already exists for acme films');
    // Another company may have its own "Pilot".
    const borealis = await create('Pilot', 'Borealis');
    expect(borealis.status).toBe(201);
    const rename = await project(owner.client).$patch({
      param: { id: (await borealis.json()).project.id },
      json: { company: 'Acme Films' },
    });
    expect(rename.status).toBe(409);
    expect(await projectCount()).toBe(2);
  });

  it('finds a project by name and company', async () => {
    const pilot = await created('Pilot');
    const find = async (name: string, company: string) =>
      (await (await owner.client.projects.find.$get({ query: { name, company } })).json()).project;
    expect((await find('pilot', 'ACME FILMS'))?.id).toBe(pilot.id);
    expect(await find('Nope', 'Acme')).toBeNull();
  });

  it.each([
    [{ name: '', company: 'Acme' }, 'Name is required'],
    [{ name: 'Pilot', company: '' }, 'Company name is required'],
    [{ name: "Dad's kitchen", company: 'Acme' }, 'Name contains invalid characters'],
    [{ name: 'x'.repeat(101), company: 'Acme' }, 'Name must be less than 100 characters'],
  ])('refuses %j with "%s"', async (body, message) => {
    const answer = await create(body.name, body.company);
    expect(answer.status).toBe(400);
    expect(messageOf(await answer.json())).toBe(message);
    expect(await projectCount()).toBe(0);
  });

  // Raw: a project without a company does not compile with the typed client.
  it.each([[{ name: 'Pilot' }, 'Company name is required']])(
    'refuses %j with "%s"',
    async (body, message) => {
      const answer = await apiClient(app)('POST', '/api/projects', owner.cookie, body);
      expect(answer.status).toBe(400);
      expect(messageOf(answer.body)).toBe(message);
      expect(await projectCount()).toBe(0);
    },
  );

  it('lets only the owner read, change, use or delete a project; guests get 401', async () => {
    const pilot = await created('Pilot');
    const id = pilot.id;
    expect((await listOf(other)).items).toEqual([]);
    expect((await project(other.client).$patch({ param: { id }, json: { name: 'Mine' } })).status).toBe(404);
    expect((await project(other.client).use.$post({ param: { id } })).status).toBe(404);
    expect((await project(other.client).$delete({ param: { id } })).status).toBe(404);
    const guest = typedClient(app, null);
    const routes: [string, () => Promise<Response>][] = [
      ['GET /api/projects', () => guest.projects.$get()],
      ['POST /api/projects', () => guest.projects.$post({ json: { name: 'Guest', company: 'Acme' } })],
      ['PATCH /api/projects/:id', () => project(guest).$patch({ param: { id }, json: { name: 'Guest' } })],
      ['POST /api/projects/:id/use', () => project(guest).use.$post({ param: { id } })],
      ['DELETE /api/projects/:id', () => project(guest).$delete({ param: { id } })],
    ];
    for (const [label, send] of routes) expect((await send()).status, label).toBe(401);
    const [row] = await db.handle.raw<{ name: string }>('select name from projects');
    expect(row?.name).toBe('Pilot');

    expect(
      (await project(owner.client).$patch({ param: { id }, json: { name: 'Pilot episode' } })).status,
    ).toBe(200);
    expect((await project(owner.client).$delete({ param: { id } })).status).toBe(200);
    expect(await projectCount()).toBe(0);
  });
});
