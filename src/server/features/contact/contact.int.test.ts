import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../test/test-database';

// Raw requests throughout: the bad bodies sent here (a string, an unknown subject) are ones the
// typed client would not let through.

const message = {
  name: 'Dana Props',
  email: 'dana@studio.example',
  subject: 'Clearance paperwork',
  message: 'Can you send the release for photo #12 to our lawyer?',
};

describe.each(TEST_DATABASES)('contact form on %s', (kind) => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
  });
  afterAll(() => db.drop());

  const send = (body: unknown, target = app, headers: Record<string, string> = {}) =>
    target.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', ...headers },
      body: JSON.stringify(body),
    });
  const outbox = () =>
    db.handle.raw<{ to_address: string; subject: string; text_body: string }>(
      `select * from mail_outbox where subject like 'Contact:%' order by created_at`,
    );

  it("mails the message to the team's address, with the sender to reply to", async () => {
    const response = await send(message);
    expect(response.status).toBe(201);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const mail = mails[0] as unknown as Record<string, string>;
    expect(Object.values(mail).join(' ')).toContain('hello@backdrop.local');
    expect(Object.values(mail).join(' ')).toContain('Can you send the release for photo #12 to our lawyer?');
    expect(mail.subject).toBe('Contact: Clearance paperwork — Dana Props');
  });

  it('answers each invalid field with its message and sends nothing', async () => {
    const before = (await outbox()).length;
    const response = await send({ name: '', email: 'dana', subject: 'Pizza', message: 'hi' });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      subject: 'Please choose what your message is about',
      message: 'Please write at least 10 characters',
    });
    expect((await send('not an object')).status).toBe(400);
    expect((await outbox()).length).toBe(before);
  });

  it('refuses a foreign origin', async () => {
    expect((await send(message, app, { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('limits how many messages one address sends', async () => {
    const limited = await createTestApp(db.handle, { env: { RATE_LIMITS: 'on' } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) statuses.push((await send(message, limited)).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.at(-1)).toBe(429);
  });
});
