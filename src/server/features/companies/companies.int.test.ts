import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Company } from '../../../core/collecting';
import { ORIGIN } from '../../../test/auth-helpers';
import { type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';

/** Issue 12, item 5: companies, with spec §5's validation and §8's duplicate messages. */
describe.each(TEST_DATABASES)('companies on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Shopper;
  let other: Shopper;
  let ownerId = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    owner = await signUpShopper(app, db.handle, 'company-owner@example.test', 'Cora');
    other = await signUpShopper(app, db.handle, 'company-other@example.test', 'Otis');
    ownerId = owner.id;
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.handle.raw('delete from projects');
    await db.handle.raw('delete from companies');
  });

  const create = (name: string, shopper = owner) => shopper.client.companies.$post({ json: { name } });
  const created = async (name: string) => (await (await create(name)).json()).company;
  const company = (client: TypedClient) => client.companies[':id'];
  const integrity = async () => (await owner.client.companies.integrity.$get()).json();
  const names = () =>
    db.handle
      .raw<{ name: string }>('select name from companies where created_by = $1 order by name', [ownerId])
      .then((rows) => rows.map((row) => row.name));

  it('creates a company once and finds it again ignoring case ("Company found")', async () => {
    const first = await create('  Lantern   Street Productions ');
    expect(first.status).toBe(201);
    const made = await first.json();
    expect(made).toMatchObject({ created: true, company: { name: 'Lantern Street Productions' } });
    const found = await create('LANTERN STREET PRODUCTIONS');
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ created: false, company: { id: made.company.id } });
    expect(await names()).toEqual(['Lantern Street Productions']);
  });

  it('gives two tabs saving the same new name one company', async () => {
    const answers = await Promise.all([create('Twin Films'), create('twin films')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    // Whichever tab's request reaches the database first names the company; the other finds it.
    const saved = await names();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.toLowerCase()).toBe('twin films');
  });

  it.each([
    ['', 'Company name is required'],
    ['A', 'Company name must be at least 2 characters long'],
    ['x'.repeat(101), 'Company name must be less than 100 characters'],
    ['<b>Acme</b>', 'Company name contains invalid characters'],
  ])('refuses %j with "%s" and creates nothing', async (name, message) => {
    const answer = await create(name);
    expect(answer.status).toBe(400);
    expect(messageOf(await answer.json())).toBe(message);
    expect(await names()).toEqual([]);
  });

  it('renames a company and its projects; refuses the name of another company', async () => {
    const acme = await created('Acme');
    await create('Borealis');
    await owner.client.projects.$post({ json: { name: 'Pilot', company: 'Acme' } });

    const rename = (name: string) => company(owner.client).$patch({ param: { id: acme.id }, json: { name } });
    const clash = await rename('BOREALIS');
    expect(clash.status).toBe(409);
    expect(messageOf(await clash.json())).toBe('A company named "Borealis" already exists in your account');

    const renamed = await rename('Acme Pictures');
    expect((await renamed.json()).company).toMatchObject({ name: 'Acme Pictures', project_count: 1 });
    const [project] = await db.handle.raw<{ company: string }>('select company from projects');
    expect(project?.company).toBe('Acme Pictures');
  });

  it('refuses to delete a company its projects still name, saying how many', async () => {
    const acme = await created('Acme');
    await owner.client.projects.$post({ json: { name: 'Pilot', company: 'acme' } });
    const remove = () => company(owner.client).$delete({ param: { id: acme.id } });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(messageOf(await refused.json())).toBe(
      '1 project uses "Acme". Move it to another company or delete it first.',
    );
    expect(await names()).toEqual(['Acme']);
    await db.handle.raw('delete from projects');
    expect((await remove()).status).toBe(200);
  });

  it("keeps each owner's companies to themselves", async () => {
    const acme = await created('Acme');
    const id = acme.id;
    expect((await (await other.client.companies.$get()).json()).items).toEqual([]);
    // The same name is free for another owner.
    expect((await create('Acme', other)).status).toBe(201);
    expect((await company(other.client).$patch({ param: { id }, json: { name: 'Stolen' } })).status).toBe(
      404,
    );
    expect((await company(other.client).$delete({ param: { id } })).status).toBe(404);
    expect(await names()).toEqual(['Acme']);
    const guest = typedClient(app, null);
    const routes: [string, () => Promise<Response>][] = [
      ['GET /api/companies', () => guest.companies.$get()],
      ['POST /api/companies', () => guest.companies.$post({ json: { name: 'X1' } })],
      ['PATCH /api/companies/:id', () => company(guest).$patch({ param: { id }, json: { name: 'X1' } })],
      ['DELETE /api/companies/:id', () => company(guest).$delete({ param: { id } })],
      ['GET /api/companies/integrity', () => guest.companies.integrity.$get()],
    ];
    for (const [label, send] of routes) expect((await send()).status, label).toBe(401);
    expect((await company(owner.client).$delete({ param: { id } })).status).toBe(200);
    expect((await company(owner.client).$delete({ param: { id: 'not-a-uuid' } })).status).toBe(400);
    expect(await names()).toEqual([]);
  });

  it('reports integrity: passed, then the issues of rows imported from the earlier site', async () => {
    expect(await integrity()).toEqual({
      ok: true,
      issues: [],
    });
    await db.handle.raw(`insert into projects (name, company, user_id) values ('Orphan', 'Nobody Inc', $1)`, [
      ownerId,
    ]);
    const report = await integrity();
    expect(report.ok).toBe(false);
    expect(report.issues).toEqual([
      {
        kind: 'unknown-company',
        message: 'Project "Orphan" names "Nobody Inc", which is not one of your companies',
      },
    ]);
  });

  it('reports duplicate and blank company names of imported rows, counted and named', async () => {
    // The unique index compares lower(name), the check counts characters: both let these through.
    for (const name of ['Acme', 'Acme ', '  '])
      await db.handle.raw('insert into companies (name, created_by) values ($1, $2)', [name, ownerId]);
    const report = await integrity();
    expect(report).toEqual({
      ok: false,
      issues: [
        { kind: 'duplicate-company', message: '2 companies are named "Acme"' },
        { kind: 'empty-name', message: 'A company has an empty name' },
      ],
    });
  });

  describe('logo', () => {
    /**
     * Raw: one helper sends the form the typed client would and the route's other way in, the
     * file itself as the body, which has no request type.
     */
    function upload(id: string, bytes: Uint8Array, shopper: Shopper | null, asForm = true) {
      const form = new FormData();
      form.set('logo', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
      return app.request(`/api/companies/${id}/logo`, {
        method: 'PUT',
        headers: { Origin: ORIGIN, ...(shopper ? { Cookie: shopper.cookie } : {}) },
        body: asForm ? form : new Uint8Array(bytes),
      });
    }

    it('re-encodes an uploaded image to a small WebP, checked by its content', async () => {
      const { id } = await created('Acme');
      const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      const answer = await upload(id, png, owner);
      expect(answer.status).toBe(200);
      const logo = ((await answer.json()) as { company: Company }).company.company_logo ?? '';
      expect(logo.startsWith('data:image/webp;base64,')).toBe(true);
      const meta = await sharp(Buffer.from(logo.split(',')[1] ?? '', 'base64')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 128]);

      // The raw file as the body works too.
      expect((await upload(id, png, owner, false)).status).toBe(200);

      for (const bad of [
        new TextEncoder().encode('not an image at all'),
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        png.subarray(0, 64),
      ]) {
        const refused = await upload(id, bad, owner);
        expect(refused.status).toBe(400);
        expect(messageOf(await refused.json())).toBe('The logo must be a JPEG, PNG, WebP, GIF or AVIF image');
      }
      expect((await upload(id, png, other)).status).toBe(404);
      expect((await upload(id, png, null)).status).toBe(401);
      const cleared = await owner.client.companies[':id'].logo.$delete({ param: { id } });
      expect((await cleared.json()).company.company_logo).toBeNull();
    });
  });
});
