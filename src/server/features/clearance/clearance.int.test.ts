import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_EDIT } from '../../../core/admin-lists';
import { CLEARANCE_MESSAGES, type ClearanceAnswer, type Release } from '../../../core/clearance';
import { ORIGIN } from '../../../test/auth-helpers';
import { createPhoto, createUser } from '../../../test/factories';
import { buyLines, createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, type TypedClient, typedClient } from '../../../test/typed-client';
import { pdfText } from '../documents/pdf-text.testing';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A tiny but genuine PDF: what matters to the check is its first bytes. */
function pdfBytes(seed: string): Uint8Array {
  return new TextEncoder().encode(
    `%PDF-1.4\n% ${seed}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** Issue 26 item 4: the clearance file per photo, the release library and what buyers see of them. */
describe.each(TEST_DATABASES)('clearance files on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let admin: Shopper;
  let cora: Shopper;
  let otto: Shopper;
  let buyer: Shopper;
  let guest: TypedClient;
  let draft = 0;
  let inReview = 0;
  let live = { id: '', photoid: 0 };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    guest = typedClient(app, null);
    admin = await signUpShopper(app, db.handle, 'boss@example.test', 'Ada');
    await db.handle.raw(`update "user" set role = 'admin' where email = 'boss@example.test'`);
    cora = await signUpShopper(app, db.handle, 'cora@example.test', 'Cora');
    otto = await signUpShopper(app, db.handle, 'otto@example.test', 'Otto');
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    draft = (await createPhoto(db.handle, { creatorId: cora.id, photo_status: 'draft', people_count: 2 }))
      .photoid;
    inReview = (await createPhoto(db.handle, { creatorId: cora.id, photo_status: 'in_review' })).photoid;
    const sold = await createPhoto(db.handle, {
      creatorId: cora.id,
      title: 'Sunday lunch',
      price_cents: 2500,
    });
    live = { id: sold.id, photoid: sold.photoid };
    await createUser(db.handle);
  });
  afterAll(() => db.drop());

  const read = (who: Shopper | null, photoid: number) =>
    (who ? who.client : guest).studio.photos[':photoid'].clearance.$get({
      param: { photoid: String(photoid) },
    });
  const save = (who: Shopper, photoid: number, json: Record<string, unknown>) =>
    // Raw JSON: the tests send bodies the schema refuses.
    app.request(`/api/studio/photos/${photoid}/clearance`, {
      method: 'PUT',
      headers: { Origin: ORIGIN, Cookie: who.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });
  const upload = (
    who: Shopper | null,
    fields: Record<string, string>,
    file: Uint8Array,
    name = 'release.pdf',
  ) => {
    // Multipart: a form with a file, as the upload dialog sends it.
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('file', new File([new Uint8Array(file)], name));
    return app.request('/api/studio/releases', {
      method: 'POST',
      headers: { Origin: ORIGIN, ...(who ? { Cookie: who.cookie } : {}) },
      body: form,
    });
  };
  const releaseFields = {
    kind: 'person',
    signer: 'Margaret Hartley',
    signer_role: 'the person shown',
    signed_on: '2024-05-01',
    covers: 'Margaret, seated at the piano',
  };
  const attach = (who: Shopper, photoid: number, releaseId: string) =>
    who.client.studio.photos[':photoid'].releases[':releaseId'].$put({
      param: { photoid: String(photoid), releaseId },
    });

  it('answers an empty file for a photo without one, with what is still to say', async () => {
    const answer = await read(cora, draft);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ClearanceAnswer;
    expect(body.file.version).toBe(0);
    expect(body.file.decision).toBe('pending');
    expect(body.editable).toBe(true);
    expect(body.can_decide).toBe(false);
    expect(body.status.problems).toContain('Name the rights holder.');
  });

  it('refuses bad input with messages that say what to do', async () => {
    const basis = await save(cora, draft, { version: 0, rights_basis: 'stolen' });
    expect(basis.status).toBe(400);
    expect(messageOf(await basis.json())).toBe(CLEARANCE_MESSAGES.basis);
    const count = await save(cora, draft, { version: 0, recognisable_people: true, people_count: 0 });
    expect(count.status).toBe(400);
    expect(messageOf(await count.json())).toBe(CLEARANCE_MESSAGES.peopleCount);
    const exclusion = await save(cora, draft, { version: 0, exclusions: ['no_fun'] });
    expect(exclusion.status).toBe(400);
    expect(messageOf(await exclusion.json())).toBe(CLEARANCE_MESSAGES.exclusion);
    const missing = await save(cora, draft, { rights_holder: 'x' });
    expect(messageOf(await missing.json())).toBe(CLEARANCE_MESSAGES.versionRequired);
  });

  it('lets a contributor save their draft’s file, but not decide it, nor edit it in review', async () => {
    const saved = await save(cora, draft, {
      version: 0,
      rights_holder: 'The Hartley family',
      rights_basis: 'estate',
      recognisable_people: true,
      people_count: 2,
      recognisable_property: false,
      exclusions: ['political_religious'],
    });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as ClearanceAnswer;
    expect(body.file.version).toBe(1);
    expect(body.status.line).toBe(
      '2 people recognisable, 0 releases attached: 2 more needed; no recognisable property.',
    );
    const decide = await save(cora, draft, { version: 1, decision: 'cleared' });
    expect(decide.status).toBe(403);
    expect(messageOf(await decide.json())).toBe(CLEARANCE_MESSAGES.decisionAdminOnly);
    const stale = await save(cora, draft, { version: 0, source: 'Shoebox' });
    expect(stale.status).toBe(409);
    expect(messageOf(await stale.json())).toBe(STALE_EDIT);
    const reviewing = await save(cora, inReview, { version: 0, source: 'Shoebox' });
    expect(reviewing.status).toBe(409);
    expect(messageOf(await reviewing.json())).toMatch(/cannot be changed while the photo is in review/);
    const audit = await db.handle.raw<{ action: string; entity_type: string }>(
      `select action, entity_type from audit_log where action = 'photo.clearance'`,
    );
    expect(audit.length).toBe(1);
  });

  it('keeps files to the photo’s contributor and admins: another contributor 404, a guest 401', async () => {
    expect((await read(otto, draft)).status).toBe(404);
    expect((await read(null, draft)).status).toBe(401);
    expect((await read(admin, draft)).status).toBe(200);
    expect((await save(otto, draft, { version: 1, source: 'Mine' })).status).toBe(404);
  });

  it('stores releases checked by their content; refuses a renamed .exe, an oversize file, a future date and a duplicate', async () => {
    const created = await upload(cora, releaseFields, pdfBytes('margaret'));
    expect(created.status).toBe(201);
    const release = ((await created.json()) as { release: Release }).release;
    expect(release).toMatchObject({
      kind: 'person',
      signer: 'Margaret Hartley',
      content_type: 'application/pdf',
    });

    const again = await upload(cora, releaseFields, pdfBytes('margaret'), 'copy.pdf');
    expect(again.status).toBe(409);
    expect(messageOf(await again.json())).toMatch(
      /in the library already: “release.pdf”, signed by Margaret Hartley/,
    );

    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    const renamed = await upload(cora, releaseFields, exe, 'release.pdf');
    expect(renamed.status).toBe(400);
    expect(messageOf(await renamed.json())).toBe(CLEARANCE_MESSAGES.fileType);

    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(pdfBytes('big'));
    const oversize = await upload(cora, releaseFields, big);
    expect(oversize.status).toBe(413);
    expect(messageOf(await oversize.json())).toBe(CLEARANCE_MESSAGES.fileTooLarge);

    const future = await upload(cora, { ...releaseFields, signed_on: '2999-01-01' }, pdfBytes('future'));
    expect(future.status).toBe(400);
    expect(messageOf(await future.json())).toBe(CLEARANCE_MESSAGES.signedOnFuture);
    const noSigner = await upload(cora, { ...releaseFields, signer: ' ' }, pdfBytes('nobody'));
    expect(messageOf(await noSigner.json())).toBe(CLEARANCE_MESSAGES.signerRequired);
    expect((await upload(null, releaseFields, pdfBytes('guest'))).status).toBe(401);

    const library = await cora.client.studio.releases.$get({ query: {} });
    expect(((await library.json()) as { items: Release[] }).items.map((r) => r.id)).toEqual([release.id]);
    const others = await otto.client.studio.releases.$get({ query: { creator: cora.id } });
    expect(((await others.json()) as { items: Release[] }).items).toEqual([]);
    const asAdmin = await admin.client.studio.releases.$get({ query: { creator: cora.id } });
    expect(((await asAdmin.json()) as { items: Release[] }).items).toHaveLength(1);
  });

  it('serves a release’s file only to its creator and admins, privately', async () => {
    const [release] = (
      (await (await cora.client.studio.releases.$get({ query: {} })).json()) as { items: Release[] }
    ).items;
    const fetchAs = (who: Shopper) =>
      who.client.studio.releases[':id'].file.$get({ param: { id: release?.id ?? '' } });
    const own = await fetchAs(cora);
    expect(own.status).toBe(200);
    expect(own.headers.get('Cache-Control')).toBe('private, no-store');
    expect(own.headers.get('Content-Disposition')).toMatch(/^attachment; filename="release.pdf"/);
    expect(new TextDecoder().decode((await own.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await fetchAs(admin)).status).toBe(200);
    expect((await fetchAs(buyer)).status).toBe(404);
  });

  it('refuses “cleared” while releases are missing, then clears with who and when, and keeps the decision consistent', async () => {
    const otherRelease = await upload(otto, releaseFields, pdfBytes('otto'));
    const ottoRelease = ((await otherRelease.json()) as { release: Release }).release;
    const foreign = await attach(admin, draft, ottoRelease.id);
    expect(foreign.status).toBe(400);
    expect(messageOf(await foreign.json())).toBe(CLEARANCE_MESSAGES.otherCreator);
    expect((await attach(cora, draft, ottoRelease.id)).status).toBe(404);

    const [mine] = (
      (await (await cora.client.studio.releases.$get({ query: {} })).json()) as { items: Release[] }
    ).items;
    const attached = await attach(cora, draft, mine?.id ?? '');
    expect(attached.status).toBe(200);
    const afterAttach = (await attached.json()) as ClearanceAnswer;
    expect(afterAttach.status.line).toBe(
      '2 people recognisable, 1 release attached: 1 more needed; no recognisable property.',
    );

    const refused = await save(admin, draft, { version: afterAttach.file.version, decision: 'cleared' });
    expect(refused.status).toBe(409);
    expect(messageOf(await refused.json())).toBe(
      'This photo cannot be cleared yet: Attach 1 more person release.',
    );

    const second = await upload(
      cora,
      { ...releaseFields, signer: 'Tom Hartley', covers: 'Tom' },
      pdfBytes('tom'),
    );
    const tom = ((await second.json()) as { release: Release }).release;
    const both = (await (await attach(cora, draft, tom.id)).json()) as ClearanceAnswer;
    const cleared = await save(admin, draft, {
      version: both.file.version,
      decision: 'cleared',
      decision_note: 'Both signed',
    });
    expect(cleared.status).toBe(200);
    const file = ((await cleared.json()) as ClearanceAnswer).file;
    expect(file).toMatchObject({
      decision: 'cleared',
      decided_by: admin.id,
      decided_by_email: 'boss@example.test',
    });
    expect(file.decided_at).not.toBeNull();

    const detach = await admin.client.studio.photos[':photoid'].releases[':releaseId'].$delete({
      param: { photoid: String(draft), releaseId: tom.id },
    });
    expect(detach.status).toBe(409);

    // The contributor changes what was decided on: the decision is open again.
    const changed = await save(cora, draft, { version: file.version, source: 'A shoebox in the attic' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as ClearanceAnswer).file).toMatchObject({
      decision: 'pending',
      decided_by: null,
      decided_at: null,
      source: 'A shoebox in the attic',
    });
  });

  it('shows the summary of a cleared live photo on its detail and its licence certificate', async () => {
    const before = await buyer.client.photos[':key'].$get({ param: { key: String(live.photoid) } });
    expect(((await before.json()) as { clearance?: string | null }).clearance ?? null).toBeNull();

    const saved = await save(admin, live.photoid, {
      version: 0,
      rights_holder: 'The Hartley family',
      rights_basis: 'own_archive',
      recognisable_people: false,
      recognisable_property: false,
      exclusions: ['political_religious'],
      decision: 'cleared',
    });
    expect(saved.status).toBe(200);
    const summary =
      'Rights: The Hartley family, own archive; no recognisable people; exclusions: no political or religious advertising.';
    expect(((await saved.json()) as ClearanceAnswer).summary).toBe(summary);

    const detail = await buyer.client.photos[':key'].$get({ param: { key: String(live.photoid) } });
    expect(((await detail.json()) as { clearance?: string | null }).clearance).toBe(summary);

    const project = await createProduction(db.handle, buyer);
    const orderId = await buyLines(db.handle, buyer, project.id, [{ photoId: live.id }]);
    const pdf = await app.request(`/api/orders/${orderId}/certificate.pdf`, {
      headers: { Cookie: buyer.cookie },
    });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ');
    expect(text).toContain('Rights: The Hartley family, own archive');
    expect(text).toContain('Exclusions: no political or religious advertising');
  });
});
