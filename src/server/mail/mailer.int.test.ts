import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer';
import { linksIn, magicLinkMail } from './templates';

/** The SMTP path, end to end, against a real SMTP server started here. */
describe('SMTP mailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the HTML and text parts of a login mail', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Backdrop <hello@backdrop.test>',
    );
    const link = 'http://localhost:3000/api/auth/magic-link/verify?token=abc&callbackURL=%2Fprofile';
    await mailer.send(magicLinkMail('dana@example.test', link, false));
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('hello@backdrop.test');
    expect(mail?.to).toEqual(['dana@example.test']);
    expect(mail?.data).toContain('Subject: Your Backdrop login link');
    expect(mail?.data).toContain('Content-Type: text/plain');
    expect(mail?.data).toContain('Content-Type: text/html');
  });

  it('sends attachments (the order confirmation PDFs) as attachment parts', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'hello@backdrop.test');
    await mailer.send({
      ...magicLinkMail('erin@example.test', 'http://localhost:3000/x', false),
      attachments: [
        {
          filename: 'backdrop-BD-100001-invoice.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.3'),
        },
      ],
    });
    const data = received.at(-1)?.data ?? '';
    expect(data).toContain('Content-Type: application/pdf; name=backdrop-BD-100001-invoice.pdf');
    expect(data).toContain('Content-Disposition: attachment; filename=backdrop-BD-100001-invoice.pdf');
  });

  it('puts the same link in both parts, so the outbox can list it', () => {
    const link = 'http://localhost:3000/api/auth/magic-link/verify?token=abc&callbackURL=%2Fprofile';
    expect(linksIn(magicLinkMail('a@b.test', link, true))).toEqual([link]);
  });
});
