import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEARANCE_MESSAGES } from '../../../core/clearance';
import { heroUsageRefusal, type PhotoPeopleAnswer } from '../../../core/people';
import { ORIGIN } from '../../../test/auth-helpers';
import { checkoutForm, quoteOf } from '../../../test/checkout-flow';
import { createCartItem, createPhoto } from '../../../test/factories';
import { createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf } from '../../../test/typed-client';
import { FACE_NOT_FOUND } from './consent.service';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Issue 27 item 6: each real face's person linked to a release; hero usage only when all are. */
describe.each(TEST_DATABASES)('consent on the clearance file on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let cora: Shopper;
  let otto: Shopper;
  let buyer: Shopper;
  let projectId = '';
  /** Cora's draft with two detected faces (one with a person, one without) and a rejected one. */
  let draft = { id: '', photoid: 0 };
  /** Cora's live photo with one detected face and no release yet. */
  let live = { id: '', photoid: 0 };
  /** A live photo whose only faces are the demo seed's. */
  let seeded = { id: '', photoid: 0 };
  let faceWithPerson = '';
  let faceAlone = '';
  let faceRejected = '';
  let liveFace = '';
  let coraRelease = '';
  let coraSecond = '';
  let ottoRelease = '';

  async function insertRelease(creatorId: string, signer: string) {
    const id = randomUUID();
    await db.handle.raw(
      `insert into releases (id, creator_id, kind, signer, signer_role, signed_on, covers, file_key, file_name,
         content_type, file_size, content_sha256)
       values ($1, $2, 'person', $3, 'the person shown', '2024-05-01', $3, $4, 'release.pdf', 'application/pdf', 10, $5)`,
      [id, creatorId, signer, `releases/${id}.pdf`, id],
    );
    return id;
  }

  async function insertFace(
    photoId: string,
    options: { personId?: string | null; source?: string; rejected?: boolean; x?: number } = {},
  ) {
    const id = randomUUID();
    await db.handle.raw(
      `insert into faces (id, photo_id, person_id, source, box_x, box_y, box_width, box_height, rejected_at)
       values ($1, $2, $3, $4, $5, 0.2, 0.1, 0.1, $6)`,
      [
        id,
        photoId,
        options.personId ?? null,
        options.source ?? 'detected',
        options.x ?? 0.1,
        options.rejected ? new Date() : null,
      ],
    );
    return id;
  }

  async function insertPerson(name: string | null = null) {
    const [row] = await db.handle.raw<{ id: string }>('insert into persons (name) values ($1) returning id', [
      name,
    ]);
    if (!row) throw new Error('no person');
    return row.id;
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    cora = await signUpShopper(app, db.handle, 'cora@example.test', 'Cora');
    otto = await signUpShopper(app, db.handle, 'otto@example.test', 'Otto');
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    projectId = (await createProduction(db.handle, buyer)).id;
    const d = await createPhoto(db.handle, { creatorId: cora.id, photo_status: 'draft' });
    draft = { id: d.id, photoid: d.photoid };
    const l = await createPhoto(db.handle, { creatorId: cora.id, title: 'Pier at dusk', price_cents: 2000 });
    live = { id: l.id, photoid: l.photoid };
    const s = await createPhoto(db.handle, { creatorId: cora.id, price_cents: 2000 });
    seeded = { id: s.id, photoid: s.photoid };
    const margaret = await insertPerson('Margaret Hartley');
    faceWithPerson = await insertFace(draft.id, { personId: margaret, x: 0.1 });
    faceAlone = await insertFace(draft.id, { x: 0.5 });
    faceRejected = await insertFace(draft.id, { rejected: true, x: 0.7 });
    await insertFace(draft.id, { source: 'seed', x: 0.8 });
    liveFace = await insertFace(live.id, { personId: await insertPerson('Tom') });
    await insertFace(seeded.id, { source: 'seed' });
    coraRelease = await insertRelease(cora.id, 'Margaret Hartley');
    coraSecond = await insertRelease(cora.id, 'Harold Hartley');
    ottoRelease = await insertRelease(otto.id, 'Someone Else');
  });
  afterAll(() => db.drop());

  const request = (who: Shopper | null, method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        Origin: ORIGIN,
        ...(who ? { Cookie: who.cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const people = (who: Shopper | null, photoid: number) =>
    request(who, 'GET', `/api/studio/photos/${photoid}/people`);
  const link = (who: Shopper | null, photoid: number, faceId: string, releaseId: string | null) =>
    request(who, 'PUT', `/api/studio/photos/${photoid}/faces/${faceId}/release`, { releaseId });

  it('lists the real faces, not the rejected nor the seeded, with names only for admins', async () => {
    const answer = await people(cora, draft.photoid);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as PhotoPeopleAnswer;
    expect(body.faces.map((face) => face.faceId)).toEqual([faceWithPerson, faceAlone]);
    expect(body.faces.map((face) => face.personName)).toEqual(['Person 1', 'Person 2']);
    expect(body.faces[0]?.box).toMatchObject({ x: expect.closeTo(0.1, 5), width: expect.closeTo(0.1, 5) });
    expect(body).toMatchObject({ released: 0, total: 2, allReleased: false });
    expect(body.faces.some((face) => face.faceId === faceRejected)).toBe(false);
    const asAdmin = (await (await people(admin, draft.photoid)).json()) as PhotoPeopleAnswer;
    expect(asAdmin.faces.map((face) => face.personName)).toEqual(['Margaret Hartley', 'Person 2']);
  });

  it('refuses guests, other contributors, bad ids and releases of another library', async () => {
    expect((await people(null, draft.photoid)).status).toBe(401);
    expect((await link(null, draft.photoid, faceAlone, coraRelease)).status).toBe(401);
    // Another contributor's photo is "not found", as every studio route answers it.
    expect((await people(otto, draft.photoid)).status).toBe(404);
    expect((await link(otto, draft.photoid, faceAlone, ottoRelease)).status).toBe(404);
    const bad = await link(cora, draft.photoid, 'nope', coraRelease);
    expect(bad.status).toBe(400);
    const badRelease = await link(cora, draft.photoid, faceAlone, 'nope');
    expect(badRelease.status).toBe(400);
    expect(messageOf(await badRelease.json())).toBe('Invalid releaseId format - must be valid UUID');
    const others = await link(cora, draft.photoid, faceAlone, ottoRelease);
    expect(others.status).toBe(404);
    expect(messageOf(await others.json())).toBe(CLEARANCE_MESSAGES.notFound);
    const adminOthers = await link(admin, draft.photoid, faceAlone, ottoRelease);
    expect(adminOthers.status).toBe(400);
    expect(messageOf(await adminOthers.json())).toBe(CLEARANCE_MESSAGES.otherCreator);
    const rejected = await link(cora, draft.photoid, faceRejected, coraRelease);
    expect(rejected.status).toBe(404);
    expect(messageOf(await rejected.json())).toBe(FACE_NOT_FOUND);
    const elsewhere = await link(cora, draft.photoid, liveFace, coraRelease);
    expect(elsewhere.status).toBe(404);
  });

  it('links a person to a release, attaches it, gives a lone face a person, and unlinks', async () => {
    const first = await link(cora, draft.photoid, faceWithPerson, coraRelease);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ released: 1, total: 2, allReleased: false });
    const attached = await db.handle.raw<{ release_id: string }>(
      'select release_id from photo_releases where photo_id = $1',
      [draft.id],
    );
    expect(attached.map((row) => row.release_id)).toEqual([coraRelease]);

    const lone = await link(cora, draft.photoid, faceAlone, coraSecond);
    expect(lone.status).toBe(200);
    const body = (await lone.json()) as PhotoPeopleAnswer;
    expect(body).toMatchObject({ released: 2, total: 2, allReleased: true });
    const [face] = await db.handle.raw<{ person_id: string | null; assigned_by: string | null }>(
      'select person_id, assigned_by from faces where id = $1',
      [faceAlone],
    );
    expect(face?.person_id).toBeTruthy();
    expect(face?.assigned_by).toBe('admin');
    const links = await db.handle.raw<{ person_id: string; release_id: string; linked_by: string }>(
      'select person_id, release_id, linked_by from photo_person_releases where photo_id = $1 order by release_id = $2',
      [draft.id, coraRelease],
    );
    expect(links).toHaveLength(2);
    expect(links.find((row) => row.person_id === face?.person_id)).toMatchObject({
      release_id: coraSecond,
      linked_by: cora.id,
    });
    const audit = await db.handle.raw<{ summary: string }>(
      `select summary from audit_log where entity_id = $1 order by created_at desc limit 1`,
      [draft.id],
    );
    expect(audit[0]?.summary).toContain('Linked a person on #');

    const unlink = await link(cora, draft.photoid, faceAlone, null);
    expect(unlink.status).toBe(200);
    expect(await unlink.json()).toMatchObject({ released: 1, total: 2, allReleased: false });
    // The release stays attached to the photo; only the person's link goes.
    const still = await db.handle.raw<{ n: number }>(
      'select count(*)::int as n from photo_releases where photo_id = $1',
      [draft.id],
    );
    expect(still[0]?.n).toBe(2);
  });

  it('an admin giving a lone face a person marks it as the admin’s choice', async () => {
    const face = await insertFace(live.id, { x: 0.6 });
    const answer = await link(admin, live.photoid, face, coraRelease);
    expect(answer.status).toBe(200);
    const [row] = await db.handle.raw<{ assigned_by: string | null }>(
      'select assigned_by from faces where id = $1',
      [face],
    );
    expect(row?.assigned_by).toBe('admin');
    // Put the live photo back to one unreleased person for the cart tests.
    await db.handle.raw('delete from faces where id = $1', [face]);
  });

  it('refuses hero usage of a photo whose people are not all released; background dressing passes', async () => {
    const hero = await buyer.client.cart.$post({ json: { photo_id: live.id, license_type: 'hero-usage' } });
    expect(hero.status).toBe(409);
    expect(messageOf(await hero.json())).toBe(heroUsageRefusal([live.photoid]));
    const seededHero = await buyer.client.cart.$post({
      json: { photo_id: seeded.id, license_type: 'hero-usage' },
    });
    expect(seededHero.status).toBe(201);
    const background = await buyer.client.cart.$post({
      json: { photo_id: live.id, license_type: 'background-dressing' },
    });
    expect(background.status).toBe(201);
    const { item } = (await background.json()) as { item: { id: string } };
    const batch = await buyer.client.cart.batch.$post({
      json: { items: [{ photo_id: live.id, license_type: 'hero-usage' }] },
    });
    expect(batch.status).toBe(409);
    expect(messageOf(await batch.json())).toBe(heroUsageRefusal([live.photoid]));
    const sw = await buyer.client.cart[':id'].$patch({
      param: { id: item.id },
      json: { license_type: 'hero-usage' },
    });
    expect(sw.status).toBe(409);
    expect(messageOf(await sw.json())).toBe(heroUsageRefusal([live.photoid]));
    const detail = await buyer.client.photos[':key'].$get({ param: { key: String(live.photoid) } });
    const detailBody = (await detail.json()) as unknown as Record<string, unknown>;
    expect(detailBody.hero_usage_available).toBe(false);
    expect(detailBody.people_released).toBeUndefined();
    const adminDetail = (await (
      await admin.client.photos[':key'].$get({ param: { key: String(live.photoid) } })
    ).json()) as unknown as Record<string, unknown>;
    expect(adminDetail.people_released).toEqual({ released: 0, total: 1 });
    // The back office's list marks the photo; a photo with only seeded faces is not marked.
    const flagOf = async (photoid: number) => {
      const list = await request(admin, 'GET', `/api/admin/photos?q=%23${photoid}`);
      expect(list.status).toBe(200);
      const body = (await list.json()) as { items: { photoid: number; people_unreleased: boolean }[] };
      return body.items.find((row) => row.photoid === photoid)?.people_unreleased;
    };
    expect(await flagOf(live.photoid)).toBe(true);
    expect(await flagOf(seeded.photoid)).toBe(false);
    await db.handle.raw('delete from cart_items where user_id = $1', [buyer.id]);
  });

  it('refuses at checkout a hero line already in the cart, and sells it once everyone is released', async () => {
    await createCartItem(db.handle, { userId: buyer.id, photoId: live.id, licenseType: 'hero-usage' });
    const { fingerprint } = await quoteOf(buyer.client);
    const refused = await buyer.client.checkout.$post({ json: checkoutForm(projectId, fingerprint) });
    expect(refused.status).toBe(409);
    expect(messageOf(await refused.json())).toBe(heroUsageRefusal([live.photoid]));
    expect((await link(admin, live.photoid, liveFace, coraRelease)).status).toBe(200);
    const detail = (await (
      await buyer.client.photos[':key'].$get({ param: { key: String(live.photoid) } })
    ).json()) as unknown as Record<string, unknown>;
    expect(detail.hero_usage_available).toBe(true);
    const started = await buyer.client.checkout.$post({ json: checkoutForm(projectId, fingerprint) });
    expect(started.status).toBe(201);
  });
});
