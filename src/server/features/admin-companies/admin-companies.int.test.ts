import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERGE_INTO_ITSELF, projectClashMessage } from '../../../core/admin-companies';
import { STALE_EDIT } from '../../../core/admin-lists';
import { createPhoto, createUser, createWishlist } from '../../../test/factories';
import { buyLines, createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';
import { createTestProvider } from '../../payments/test-provider';

type App = Awaited<ReturnType<typeof createTestApp>>;
const LOGO = 'data:image/webp;base64,UklGRhYAAABXRUJQVlA4TAoAAAAvAAAAAEX/I/of';
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** Issue 25 item 3: every buyer's companies, a rename and a merge, for admins only. */
describe.each(TEST_DATABASES)('admin companies on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let bea: Shopper;
  let otto: Shopper;
  const ids = { acme: '', acmeInc: '', harbour: '', dupe: '', ottoAcme: '', tide: '', pilot: '', night: '' };
  const orderIds = { tide: '', pilot: '', night: '' };

  const company = async (owner: Shopper, name: string, logo: string | null = null) => {
    const [row] = await db.handle.raw<{ id: string }>(
      'insert into companies (name, created_by, company_logo) values ($1, $2, $3) returning id',
      [name, owner.id, logo],
    );
    return row?.id ?? '';
  };
  /** A paid order for `projectId`, its snapshot naming `companyName` (checkout's form names one). */
  const paidOrder = async (buyer: Shopper, projectId: string, companyName: string, photoId: string) => {
    const id = await buyLines(db.handle, buyer, projectId, [{ photoId }]);
    await db.handle.raw('update orders set company_name = $1 where id = $2', [companyName, id]);
    return id;
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle, { payments: createTestProvider(db.handle, 'companies-secret') });
    const creator = await createUser(db.handle);
    const photos = [];
    for (let index = 0; index < 3; index++)
      photos.push(
        await createPhoto(db.handle, { creatorId: creator.id, title: `Quay ${index}`, price_cents: 2000 }),
      );
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    bea = await signUpShopper(app, db.handle, 'bea@example.test', 'Bea');
    otto = await signUpShopper(app, db.handle, 'otto@example.test', 'Otto');
    ids.acme = await company(bea, 'Acme Studios');
    ids.acmeInc = await company(bea, 'ACME studios, inc.', LOGO);
    ids.harbour = await company(bea, 'Harbour Pictures');
    ids.dupe = await company(bea, 'Acme Dupe');
    ids.ottoAcme = await company(otto, 'Acme Studios');
    const tide = await createProduction(db.handle, bea, { name: 'Tide Line', company: 'Acme Studios' });
    const pilot = await createProduction(db.handle, bea, { name: 'Pilot', company: 'ACME studios, inc.' });
    await createProduction(db.handle, bea, { name: 'Tide Line', company: 'Acme Dupe' });
    const night = await createProduction(db.handle, otto, { name: 'Night Shift', company: 'Acme Studios' });
    ids.tide = tide.id;
    ids.pilot = pilot.id;
    ids.night = night.id;
    await createWishlist(db.handle, { userId: bea.id, projectId: tide.id, name: 'Quayside' });
    orderIds.tide = await paidOrder(bea, tide.id, 'Acme Studios', photos[0]?.id ?? '');
    orderIds.pilot = await paidOrder(bea, pilot.id, 'ACME studios, inc.', photos[1]?.id ?? '');
    orderIds.night = await paidOrder(otto, night.id, 'Acme Studios', photos[2]?.id ?? '');
  });
  afterAll(() => db.drop());

  const client = () => admin.client.admin.companies;
  const list = async (query: Record<string, string>) => (await client().$get({ query })).json();
  const detail = async (id: string) => (await client()[':id'].$get({ param: { id } })).json();
  const rename = (id: string, json: { name: string; version: number }) =>
    client()[':id'].$patch({ param: { id }, json });
  const merge = (id: string, json: { into: string; version: number; into_version: number }) =>
    client()[':id'].merge.$post({ param: { id }, json });
  const auditOf = async (id: string) =>
    (await admin.client.admin.audit.$get({ query: { entity_type: 'company', entity_id: id } })).json();

  it('lists every buyer’s companies by name with their projects, wishlists, orders and revenue', async () => {
    const response = await client().$get({ query: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await response.json();
    expect(page.total).toBe(5);
    expect(page.items.map((row) => row.name)).toEqual([
      'Acme Dupe',
      'Acme Studios',
      'Acme Studios',
      'ACME studios, inc.',
      'Harbour Pictures',
    ]);
    const beas = page.items.find((row) => row.id === ids.acme);
    expect(beas).toMatchObject({ owner_email: 'bea@example.test', projects: 1, wishlists: 1, orders: 1 });
    expect(beas?.revenue_cents).toBeGreaterThan(0);
    expect(page.items.find((row) => row.id === ids.harbour)).toMatchObject({ projects: 0, orders: 0 });
  });

  it('finds companies by part of the name or the owner’s e-mail, and sorts by name, owner or date', async () => {
    expect((await list({ q: 'studios' })).items.map((row) => row.id).sort()).toEqual(
      [ids.acme, ids.acmeInc, ids.ottoAcme].sort(),
    );
    expect((await list({ q: 'otto@' })).items.map((row) => row.id)).toEqual([ids.ottoAcme]);
    expect((await list({ q: '%' })).total).toBe(0);
    const byName = await list({ sort: 'name', dir: 'desc', limit: '3' });
    expect(byName.total).toBe(5);
    expect(byName.items).toHaveLength(3);
    // Sorting by a figure would count every company (seconds at 30k): not offered.
    expect((await client().$get({ query: { sort: 'revenue' } })).status).toBe(400);
    const byOwner = await list({ sort: 'owner', dir: 'desc' });
    expect(byOwner.items[0]?.owner_email).toBe('otto@example.test');
    // Companies made in one statement can share a created_at; this one is newest by a minute.
    await db.handle.raw(`update companies set created_at = now() + interval '1 minute' where id = $1`, [
      ids.ottoAcme,
    ]);
    const newest = await list({ sort: 'created_at', dir: 'desc', limit: '1' });
    expect(newest.items[0]?.id).toBe(ids.ottoAcme);
    const second = await list({ offset: '1', limit: '1' });
    expect(second.items[0]?.name).toBe('Acme Studios');
  });

  it('refuses a sort it does not offer, a wrong direction and a page past the limit', async () => {
    const badSort = await client().$get({ query: { sort: 'logo' } });
    expect(badSort.status).toBe(400);
    expect(messageOf(await badSort.json())).toBe('sort must be one of name, owner, created_at');
    expect(messageOf(await (await client().$get({ query: { dir: 'up' } })).json())).toBe(
      'dir must be asc or desc',
    );
    expect(messageOf(await (await client().$get({ query: { limit: '51' } })).json())).toBe(
      'limit must be a whole number from 0 to 50',
    );
  });

  it('shows one company with its logo, projects, orders and the people who use it', async () => {
    const company = await detail(ids.acmeInc);
    expect(company).toMatchObject({
      name: 'ACME studios, inc.',
      logo: LOGO,
      owner: { email: 'bea@example.test' },
      stats: { projects: 1, wishlists: 0, orders: 1 },
    });
    expect(company.projects.map((project) => [project.name, project.orders])).toEqual([['Pilot', 1]]);
    expect(company.orders.map((order) => order.id)).toEqual([orderIds.pilot]);
    expect(company.orders[0]?.certificate_code).toBeTruthy();
    expect(company.people.map((person) => [person.email, person.owner])).toEqual([
      ['bea@example.test', true],
    ]);
    const missing = await client()[':id'].$get({ param: { id: NOBODY } });
    expect(missing.status).toBe(404);
    const malformed = await client()[':id'].$get({ param: { id: 'acme' } });
    expect(malformed.status).toBe(400);
    expect(messageOf(await malformed.json())).toBe('Invalid id format - must be valid UUID');
  });

  it('refuses a rename breaking the name rules, the owner’s other names, or a stale version', async () => {
    const { version } = await detail(ids.acme);
    const empty = await rename(ids.acme, { name: '', version });
    expect(empty.status).toBe(400);
    expect(messageOf(await empty.json())).toMatch(/company name/i);
    const bidi = await rename(ids.acme, { name: 'Acme \u202eStudios', version });
    expect(bidi.status).toBe(400);
    const clash = await rename(ids.acme, { name: 'harbour pictures', version });
    expect(clash.status).toBe(409);
    expect(messageOf(await clash.json())).toBe(
      'bea@example.test already has a company named “Harbour Pictures”',
    );
    const stale = await rename(ids.acme, { name: 'Acme Film', version: version + 5 });
    expect(stale.status).toBe(409);
    expect(messageOf(await stale.json())).toBe(STALE_EDIT);
    expect((await rename(NOBODY, { name: 'Acme Film', version: 1 })).status).toBe(404);
    expect((await detail(ids.acme)).name).toBe('Acme Studios');
    expect((await auditOf(ids.acme)).total).toBe(0);
  });

  it('renames: the projects follow, the orders keep the name they were sold under, and it is audited', async () => {
    const { version } = await detail(ids.acme);
    const response = await rename(ids.acme, { name: '  Acme Studios Ltd ', version });
    expect(response.status).toBe(200);
    const renamed = await response.json();
    expect(renamed).toMatchObject({
      name: 'Acme Studios Ltd',
      version: version + 1,
      stats: { projects: 1, orders: 1 },
    });
    expect(renamed.orders[0]).toMatchObject({ id: orderIds.tide, company_name: 'Acme Studios' });
    const projects = await (await bea.client.projects.$get()).json();
    expect(projects.items.find((project) => project.id === ids.tide)?.company).toBe('Acme Studios Ltd');
    // Otto's own "Acme Studios" is another buyer's company: untouched.
    expect((await detail(ids.ottoAcme)).stats).toMatchObject({ projects: 1, orders: 1 });
    const trail = await auditOf(ids.acme);
    expect(trail.items[0]).toMatchObject({
      action: 'company.rename',
      actor_email: 'boss@example.test',
      summary: 'Renamed “Acme Studios” to “Acme Studios Ltd”',
      before: { name: 'Acme Studios', version },
      after: { name: 'Acme Studios Ltd', version: version + 1, projects_renamed: 1 },
    });
  });

  it('lets one of two admins renaming at once win; the other is told', async () => {
    const { version } = await detail(ids.harbour);
    const answers = await Promise.all([
      rename(ids.harbour, { name: 'Harbour Films', version }),
      rename(ids.harbour, { name: 'Harbour Pictures Ltd', version }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(messageOf(await refused?.json())).toBe(STALE_EDIT);
    expect((await detail(ids.harbour)).version).toBe(version + 1);
    expect((await auditOf(ids.harbour)).total).toBe(1);
  });

  it('refuses merging a company into itself, a stale version, and a merge clashing with project names', async () => {
    const acme = await detail(ids.acme);
    const dupe = await detail(ids.dupe);
    const itself = await merge(ids.acme, {
      into: ids.acme,
      version: acme.version,
      into_version: acme.version,
    });
    expect(itself.status).toBe(400);
    expect(messageOf(await itself.json())).toBe(MERGE_INTO_ITSELF);
    const preview = await client()[':id']['merge-preview'].$get({
      param: { id: ids.dupe },
      query: { into: ids.acme },
    });
    expect(await preview.json()).toMatchObject({ projects: 1, clashes: ['Tide Line'] });
    const clash = await merge(ids.dupe, {
      into: ids.acme,
      version: dupe.version,
      into_version: acme.version,
    });
    expect(clash.status).toBe(409);
    expect(messageOf(await clash.json())).toBe(projectClashMessage('Tide Line', 'Acme Studios Ltd'));
    const stale = await merge(ids.acmeInc, { into: ids.acme, version: 1, into_version: acme.version - 1 });
    expect(stale.status).toBe(409);
    expect(messageOf(await stale.json())).toBe(STALE_EDIT);
    const noInto = await client()[':id'].merge.$post({
      param: { id: ids.acmeInc },
      json: { version: 1 } as never,
    });
    expect(noInto.status).toBe(400);
    expect((await detail(ids.dupe)).id).toBe(ids.dupe);
  });

  it('merges duplicates: projects, wishlists, orders and certificates point at the survivor; the old id redirects', async () => {
    const acme = await detail(ids.acme);
    const inc = await detail(ids.acmeInc);
    const preview = await (
      await client()[':id']['merge-preview'].$get({ param: { id: ids.acmeInc }, query: { into: ids.acme } })
    ).json();
    expect(preview).toMatchObject({
      from: { name: 'ACME studios, inc.' },
      into: { name: 'Acme Studios Ltd' },
      projects: 1,
      wishlists: 0,
      orders: 1,
      certificates: 1,
      logo_moves: true,
      clashes: [],
    });
    const response = await merge(ids.acmeInc, {
      into: ids.acme,
      version: inc.version,
      into_version: acme.version,
    });
    expect(response.status).toBe(200);
    const survivor = await response.json();
    expect(survivor).toMatchObject({
      id: ids.acme,
      logo: LOGO,
      stats: { projects: 2, wishlists: 1, orders: 2 },
    });
    expect(survivor.projects.map((project) => project.name)).toEqual(['Pilot', 'Tide Line']);
    // The order and its certificate count for the survivor and still say the name they were sold under.
    const pilotOrder = survivor.orders.find((order) => order.id === orderIds.pilot);
    expect(pilotOrder).toMatchObject({ company_name: 'ACME studios, inc.' });
    const verified = await typedClient(app, null).verify[':code'].$get({
      param: { code: pilotOrder?.certificate_code ?? '' },
    });
    expect(await verified.json()).toMatchObject({ company: 'ACME studios, inc.' });
    // The buyer's project names the survivor; the merged id answers the survivor.
    const projects = await (await bea.client.projects.$get()).json();
    expect(projects.items.find((project) => project.id === ids.pilot)?.company).toBe('Acme Studios Ltd');
    expect((await detail(ids.acmeInc)).id).toBe(ids.acme);
    expect((await list({ q: 'inc.' })).total).toBe(0);
    const trail = await auditOf(ids.acme);
    expect(trail.items[0]).toMatchObject({
      action: 'company.merge',
      summary: 'Merged “ACME studios, inc.” into “Acme Studios Ltd”',
      before: { merged: { id: ids.acmeInc, name: 'ACME studios, inc.' } },
      after: { moved: { projects: 1, orders: 1, certificates: 1 }, logo_moved: true, alias: ids.acmeInc },
    });
  });

  it('merges another buyer’s company: their project and order follow, and they are among its people', async () => {
    const acme = await detail(ids.acme);
    const ottos = await detail(ids.ottoAcme);
    const response = await merge(ids.ottoAcme, {
      into: ids.acme,
      version: ottos.version,
      into_version: acme.version,
    });
    expect(response.status).toBe(200);
    const survivor = await response.json();
    expect(survivor.stats).toMatchObject({ projects: 3, orders: 3 });
    expect(survivor.people.map((person) => [person.email, person.owner, person.projects])).toEqual([
      ['bea@example.test', true, 2],
      ['otto@example.test', false, 1],
    ]);
    const ottoProjects = await (await otto.client.projects.$get()).json();
    expect(ottoProjects.items.find((project) => project.id === ids.night)?.company).toBe('Acme Studios Ltd');
    // An id merged into a company that is merged in turn leads to the last survivor.
    const harbour = await detail(ids.harbour);
    const again = await merge(ids.acme, {
      into: ids.harbour,
      version: survivor.version,
      into_version: harbour.version,
    });
    expect(again.status).toBe(200);
    expect((await detail(ids.acmeInc)).id).toBe(ids.harbour);
    expect((await detail(ids.acme)).stats.orders).toBe(3);
  });

  it('is for admins only: 401 signed out, 403 for a buyer', async () => {
    const guest = typedClient(app, null).admin.companies;
    const buyer = bea.client.admin.companies;
    expect((await guest.$get({ query: {} })).status).toBe(401);
    expect((await buyer.$get({ query: {} })).status).toBe(403);
    expect((await buyer[':id'].$get({ param: { id: ids.harbour } })).status).toBe(403);
    expect(
      (await buyer[':id'].$patch({ param: { id: ids.harbour }, json: { name: 'Mine', version: 1 } })).status,
    ).toBe(403);
    expect(
      (
        await buyer[':id'].merge.$post({
          param: { id: ids.dupe },
          json: { into: ids.harbour, version: 1, into_version: 1 },
        })
      ).status,
    ).toBe(403);
  });
});
