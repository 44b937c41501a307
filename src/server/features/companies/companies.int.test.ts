import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Company, IntegrityReport } from '../../../core/collecting';
import { apiClient, messageOf } from '../../../test/api-client';
import { ORIGIN, signUpByLink } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';

/** Issue 12, item 5: companies, with spec §5's validation and §8's duplicate messages. */
describe.each(TEST_DATABASES)('companies on %s', (kind) => {
  let db: TestDatabase;
  let call: ReturnType<typeof apiClient>;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let owner = '';
  let other = '';
  let ownerId = '';

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    call = apiClient(app);
    owner = await signUpByLink(app, 'company-owner@example.test', 'Cora');
    other = await signUpByLink(app, 'company-other@example.test', 'Otis');
    const [row] = await db.handle.raw<{ id: string }>(`select id from "user" where email = $1`, [
      'company-owner@example.test',
    ]);
    ownerId = row?.id ?? '';
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.handle.raw('delete from projects');
    await db.handle.raw('delete from companies');
  });

  const names = () =>
    db.handle
      .raw<{ name: string }>('select name from companies where created_by = $1 order by name', [ownerId])
      .then((rows) => rows.map((row) => row.name));

  it('creates a company once and finds it again ignoring case ("Company found")', async () => {
    const created = await call<{ company: Company; created: boolean }>('POST', '/api/companies', owner, {
      name: '  Lantern   Street Productions ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ created: true, company: { name: 'Lantern Street Productions' } });
    const found = await call<{ company: Company; created: boolean }>('POST', '/api/companies', owner, {
      name: 'LANTERN STREET PRODUCTIONS',
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ created: false, company: { id: created.body.company.id } });
    expect(await names()).toEqual(['Lantern Street Productions']);
  });

  it('gives two tabs saving the same new name one company', async () => {
    const answers = await Promise.all([
      call('POST', '/api/companies', owner, { name: 'Twin Films' }),
      call('POST', '/api/companies', owner, { name: 'twin films' }),
    ]);
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
    const answer = await call('POST', '/api/companies', owner, { name });
    expect(answer.status).toBe(400);
    expect(messageOf(answer.body)).toBe(message);
    expect(await names()).toEqual([]);
  });

  it('renames a company and its projects; refuses the name of another company', async () => {
    const acme = (await call<{ company: Company }>('POST', '/api/companies', owner, { name: 'Acme' })).body
      .company;
    await call('POST', '/api/companies', owner, { name: 'Borealis' });
    await call('POST', '/api/projects', owner, { name: 'Pilot', company: 'Acme' });

    const clash = await call('PATCH', `/api/companies/${acme.id}`, owner, { name: 'BOREALIS' });
    expect(clash.status).toBe(409);
    expect(messageOf(clash.body)).toBe('A company named "Borealis" already exists in your account');

    const renamed = await call<{ company: Company }>('PATCH', `/api/companies/${acme.id}`, owner, {
      name: 'Acme Pictures',
    });
    expect(renamed.body.company).toMatchObject({ name: 'Acme Pictures', project_count: 1 });
    const [project] = await db.handle.raw<{ company: string }>('select company from projects');
    expect(project?.company).toBe('Acme Pictures');
  });

  it('refuses to delete a company its projects still name, saying how many', async () => {
    const acme = (await call<{ company: Company }>('POST', '/api/companies', owner, { name: 'Acme' })).body
      .company;
    await call('POST', '/api/projects', owner, { name: 'Pilot', company: 'acme' });
    const refused = await call('DELETE', `/api/companies/${acme.id}`, owner);
    expect(refused.status).toBe(409);
    expect(messageOf(refused.body)).toBe(
      '1 project uses "Acme". Move it to another company or delete it first.',
    );
    expect(await names()).toEqual(['Acme']);
    await db.handle.raw('delete from projects');
    expect((await call('DELETE', `/api/companies/${acme.id}`, owner)).status).toBe(200);
  });

  it("keeps each owner's companies to themselves", async () => {
    const acme = (await call<{ company: Company }>('POST', '/api/companies', owner, { name: 'Acme' })).body
      .company;
    expect((await call<{ items: Company[] }>('GET', '/api/companies', other)).body.items).toEqual([]);
    // The same name is free for another owner.
    expect((await call('POST', '/api/companies', other, { name: 'Acme' })).status).toBe(201);
    expect((await call('PATCH', `/api/companies/${acme.id}`, other, { name: 'Stolen' })).status).toBe(404);
    expect((await call('DELETE', `/api/companies/${acme.id}`, other)).status).toBe(404);
    expect(await names()).toEqual(['Acme']);
    for (const [method, path] of [
      ['GET', '/api/companies'],
      ['POST', '/api/companies'],
      ['PATCH', `/api/companies/${acme.id}`],
      ['DELETE', `/api/companies/${acme.id}`],
      ['GET', '/api/companies/integrity'],
    ] as const) {
      const answer = await call(
        method,
        path,
        null,
        method === 'GET' || method === 'DELETE' ? undefined : { name: 'X1' },
      );
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
    expect((await call('DELETE', `/api/companies/${acme.id}`, owner)).status).toBe(200);
    expect((await call('DELETE', '/api/companies/not-a-uuid', owner)).status).toBe(400);
    expect(await names()).toEqual([]);
  });

  it('reports integrity: passed, then the issues of rows imported from the earlier site', async () => {
    expect((await call<IntegrityReport>('GET', '/api/companies/integrity', owner)).body).toEqual({
      ok: true,
      issues: [],
    });
    await db.handle.raw(`insert into projects (name, company, user_id) values ('Orphan', 'Nobody Inc', $1)`, [
      ownerId,
    ]);
    const report = (await call<IntegrityReport>('GET', '/api/companies/integrity', owner)).body;
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
    const report = (await call<IntegrityReport>('GET', '/api/companies/integrity', owner)).body;
    expect(report).toEqual({
      ok: false,
      issues: [
        { kind: 'duplicate-company', message: '2 companies are named "Acme"' },
        { kind: 'empty-name', message: 'A company has an empty name' },
      ],
    });
  });

  describe('logo', () => {
    function upload(id: string, bytes: Uint8Array, cookie: string | null, asForm = true) {
      const form = new FormData();
      form.set('logo', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
      return app.request(`/api/companies/${id}/logo`, {
        method: 'PUT',
        headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
        body: asForm ? form : new Uint8Array(bytes),
      });
    }

    it('re-encodes an uploaded image to a small WebP, checked by its content', async () => {
      const { id } = (await call<{ company: Company }>('POST', '/api/companies', owner, { name: 'Acme' }))
        .body.company;
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
      const cleared = await call<{ company: Company }>('DELETE', `/api/companies/${id}/logo`, owner);
      expect(cleared.body.company.company_logo).toBeNull();
    });
  });
});
