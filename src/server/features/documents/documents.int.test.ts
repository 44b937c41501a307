import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../core/checkout';
import { formatUsd, LICENSE_LABEL } from '../../../core/pricing';
import { checkoutForm, quoteOf, startedOf } from '../../../test/checkout-flow';
import { createCartItem, createPhoto, createProject, createUser } from '../../../test/factories';
import { buyLines, createProduction, type Shopper, signUpShopper } from '../../../test/shopper';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';
import { messageOf, typedClient } from '../../../test/typed-client';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createOutboxMailer, type Mail } from '../../mail/mailer';
import { REFUNDED_MARK } from './certificate-pdf';
import { sendOrderConfirmation } from './index';
import { pdfText } from './pdf-text.testing';

type App = Awaited<ReturnType<typeof createTestApp>>;

const APP_URL = 'http://localhost:3000';

/** Issue 13 item 6: the invoice, the licence certificate, its public check and the confirmation mail. */
describe.each(TEST_DATABASES)('order documents on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let buyer: Shopper;
  let other: Shopper;
  let projectId = '';
  const photos: { id: string; title: string; license: 'background-dressing' | 'hero-usage' }[] = [];

  async function paidOrder(): Promise<OrderDetail> {
    const lines = photos.map((photo) => ({ photoId: photo.id, licenseType: photo.license }));
    const id = await buyLines(db.handle, buyer, projectId, lines);
    const order = await (await buyer.client.orders[':id'].$get({ param: { id } })).json();
    expect(order.status).toBe('paid');
    return order;
  }

  /** Raw: a PDF is a link the browser follows, not a call of the web app's typed client. */
  async function download(
    orderId: string,
    kind: 'invoice' | 'certificate',
    cookie: string | null = buyer.cookie,
  ) {
    return app.request(`/api/orders/${orderId}/${kind}.pdf`, { headers: cookie ? { Cookie: cookie } : {} });
  }

  async function documentText(orderId: string, kind: 'invoice' | 'certificate') {
    const response = await download(orderId, kind);
    expect(response.status).toBe(200);
    return (await pdfText(new Uint8Array(await response.arrayBuffer()))).text;
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    const creator = await createUser(db.handle);
    const titles = ['Grandmother at the piano', 'Beach day, 1972', 'Birthday cake'];
    for (const [index, title] of titles.entries()) {
      const photo = await createPhoto(db.handle, {
        creatorId: creator.id,
        title,
        price_cents: 1000 * (index + 2),
      });
      photos.push({ id: photo.id, title, license: index === 1 ? 'hero-usage' : 'background-dressing' });
    }
    buyer = await signUpShopper(app, db.handle, 'buyer@example.test', 'Bea');
    other = await signUpShopper(app, db.handle, 'other@example.test', 'Otto');
    projectId = (await createProduction(db.handle, buyer)).id;
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.handle.raw('delete from cart_items');
    await db.handle.raw('delete from purchases');
    await db.handle.raw('delete from orders');
  });

  it('serves the invoice and the certificate as PDFs that list the photos, licences, totals and the verification address', async () => {
    const order = await paidOrder();
    const code = order.certificate_code ?? '';
    expect(code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);

    const response = await download(order.id, 'invoice');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="backdrop-${order.order_number}-invoice.pdf"`,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const certificate = await download(order.id, 'certificate');
    expect(certificate.headers.get('Content-Disposition')).toBe(
      `attachment; filename="backdrop-${order.order_number}-certificate.pdf"`,
    );
    // Each photo's thumbnail, drawn by the media renderer, is in the certificate.
    const images = Buffer.from(await certificate.arrayBuffer())
      .toString('latin1')
      .match(/\/Subtype \/Image/g);
    expect(images).toHaveLength(order.items.length);

    const invoice = await documentText(order.id, 'invoice');
    const licence = await documentText(order.id, 'certificate');
    for (const text of [invoice, licence]) {
      expect(text).toContain(order.order_number);
      for (const line of order.items) {
        expect(text).toContain(`#${line.photoid}`);
        expect(text).toContain(line.title ?? '');
      }
      expect(text).toContain(LICENSE_LABEL['background-dressing']);
      expect(text).toContain(LICENSE_LABEL['hero-usage']);
      expect(text).toContain("The Baker's Dozen");
    }
    expect(invoice).toContain(`Total ${formatUsd(order.total_cents)}`);
    expect(invoice).toContain(`Subtotal ${formatUsd(order.subtotal_cents)}`);
    expect(invoice).toContain('Harbour Pictures Ltd');
    expect(invoice).toContain('buyer@example.test');
    expect(invoice).toMatch(/Paid on \w+ \d{1,2}, \d{4}/);
    expect(licence).toContain(code);
    expect(licence).toContain(`${APP_URL}/verify/${code}`);
    expect(licence).toContain('Tide Line');
    expect(licence).not.toContain(REFUNDED_MARK);

    const verified = await typedClient(app, null).verify[':code'].$get({ param: { code } });
    expect(verified.status).toBe(200);
    const verification = await verified.json();
    expect(verification).toMatchObject({
      certificate_code: code,
      order_number: order.order_number,
      production_title: "The Baker's Dozen",
      company: 'Harbour Pictures',
      status: 'valid',
    });
    expect(
      verification.items.map((item) => [item.photoid, item.title, item.license_type, item.refunded]),
    ).toEqual(order.items.map((line) => [line.photoid, line.title, line.license_type, false]));
  });

  it('marks a refunded line on the certificate and on its public check, which never shows the buyer or prices', async () => {
    const order = await paidOrder();
    const code = order.certificate_code ?? '';
    const refunded = order.items[0];
    await db.handle.raw(
      'update order_items set refunded_cents = discounted_price_cents, refunded_at = now() where id = $1',
      [refunded?.id],
    );
    const licence = await documentText(order.id, 'certificate');
    expect(licence.split(REFUNDED_MARK)).toHaveLength(2);
    expect(licence).toContain('1 of its 3 lines was refunded');

    // Any form of the code a person may type: without dashes, in lower case.
    const verified = await typedClient(app, null).verify[':code'].$get({
      param: { code: code.replace(/-/g, '').toLowerCase() },
    });
    expect(verified.status).toBe(200);
    const verification = await verified.json();
    expect(verification.status).toBe('partially_refunded');
    expect(verification.items.filter((item) => item.refunded).map((item) => item.photoid)).toEqual([
      refunded?.photoid,
    ]);
    const answer = JSON.stringify(verification);
    for (const secret of [
      'buyer@example.test',
      'Quay Street',
      'Harbour Pictures Ltd',
      'cents',
      'billing',
      order.id,
    ])
      expect(answer).not.toContain(secret);
    expect(verification.items[0] && Object.keys(verification.items[0]).sort()).toEqual(
      ['amendment', 'creator_name', 'license_type', 'photoid', 'refunded', 'title'].sort(),
    );
  });

  it('gives the documents to their owner only, and only once the order is paid', async () => {
    const order = await paidOrder();
    for (const kind of ['invoice', 'certificate'] as const) {
      const stranger = await download(order.id, kind, other.cookie);
      expect(stranger.status).toBe(404);
      expect(messageOf(await stranger.json())).toBe('Order not found');
      expect((await download(order.id, kind, null)).status).toBe(401);
    }
    expect((await download('not-a-uuid', 'invoice')).status).toBe(400);

    for (const photo of photos) await createCartItem(db.handle, { userId: buyer.id, photoId: photo.id });
    const { fingerprint } = await quoteOf(buyer.client);
    // For another project: the same photos are licensed for the first one already (issue 22).
    const second = await createProject(db.handle, { userId: buyer.id, name: 'Second unit' });
    const pending = await buyer.client.checkout.$post({ json: checkoutForm(second.id, fingerprint) });
    expect(pending.status).toBe(201);
    const orderId = (await startedOf(pending)).order_id;
    for (const status of ['pending', 'failed', 'cancelled']) {
      await db.handle.raw('update orders set status = $2 where id = $1', [orderId, status]);
      for (const kind of ['invoice', 'certificate'] as const) {
        const unpaid = await download(orderId, kind);
        expect(unpaid.status).toBe(404);
        expect(messageOf(await unpaid.json())).toBe('No documents for an unpaid order');
      }
    }
  });

  it('answers 404 for a certificate code nobody was given, and for a malformed one', async () => {
    for (const code of ['ABCD-EF01-2345', 'not-a-code', 'ABCD-EF01-234Z']) {
      const answer = await typedClient(app, null).verify[':code'].$get({ param: { code } });
      expect(answer.status).toBe(404);
      expect(messageOf(await answer.json())).toBe('No certificate has this code');
    }
  });

  it('limits certificate checks per address', async () => {
    const limited = await createTestApp(db.handle, { env: { RATE_LIMITS: 'on' } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++)
      statuses.push(
        (await typedClient(limited, null).verify[':code'].$get({ param: { code: 'ABCD-EF01-2345' } })).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('sends the confirmation mail with both bodies, the links and, over SMTP, both PDFs attached', async () => {
    const order = await paidOrder();
    const code = order.certificate_code ?? '';
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.data-test',
      APP_URL,
      AUTH_SECRET: 'x'.repeat(40),
    });
    const logger = createLogger({ level: 'silent', pretty: false });
    const sent = await sendOrderConfirmation(
      { handle: db.handle, mailer: createOutboxMailer(db.handle), config, logger },
      order.id,
    );
    expect(sent).toBe(true);
    // Raw: the development outbox is not part of the API the web app calls.
    const outbox = (await (await app.request('/api/dev/outbox?to=buyer@example.test')).json()) as {
      items: { subject: string; text: string; html: string; links: string[] }[];
    };
    const mail = outbox.items.find((item) => item.subject.includes(order.order_number));
    expect(mail?.subject).toBe(`Your Backdrop order ${order.order_number}: licences for The Baker's Dozen`);
    for (const body of [mail?.text ?? '', mail?.html ?? '']) {
      expect(body).toContain(order.order_number);
      expect(body).toContain(formatUsd(order.total_cents));
      for (const line of order.items) expect(body).toContain(`#${line.photoid}`);
      expect(body).toContain(code);
    }
    expect(mail?.html).toContain('The Baker&#39;s Dozen');
    expect(mail?.text).toContain("The Baker's Dozen");
    // The outbox keeps no attachments, so its mail does not claim any: it links both PDFs.
    expect(mail?.text).not.toContain('attached');
    expect(mail?.html).toContain('Download the invoice and the licence certificate');
    expect(mail?.links).toEqual(
      expect.arrayContaining([
        `${APP_URL}/orders/${order.id}`,
        `${APP_URL}/verify/${code}`,
        `${APP_URL}/api/orders/${order.id}/invoice.pdf`,
        `${APP_URL}/api/orders/${order.id}/certificate.pdf`,
      ]),
    );

    const delivered: Mail[] = [];
    const smtp = { kind: 'smtp' as const, send: async (sentMail: Mail) => void delivered.push(sentMail) };
    expect(await sendOrderConfirmation({ handle: db.handle, mailer: smtp, config, logger }, order.id)).toBe(
      true,
    );
    expect(delivered[0]?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`backdrop-${order.order_number}-invoice.pdf`, 'application/pdf'],
      [`backdrop-${order.order_number}-certificate.pdf`, 'application/pdf'],
    ]);
    for (const file of delivered[0]?.attachments ?? [])
      expect((await pdfText(new Uint8Array(file.content))).text).toContain(order.order_number);

    // An order that is not paid has nothing to confirm: nothing is sent, and nothing throws.
    await db.handle.raw(`update orders set status = 'pending' where id = $1`, [order.id]);
    expect(await sendOrderConfirmation({ handle: db.handle, mailer: smtp, config, logger }, order.id)).toBe(
      false,
    );
    expect(delivered).toHaveLength(1);
  });
});
