import nodemailer from 'nodemailer';
import type { DatabaseHandle } from '../db/client';
import { keepInOutbox } from './outbox';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail over SMTP. The development outbox keeps the bodies only. */
  attachments?: MailAttachment[];
}

/** Sends a mail; the transport is SMTP in production and the database outbox in development. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Development: mails land in `mail_outbox`, readable at /dev/mail and GET /api/dev/outbox. */
export function createOutboxMailer(handle: DatabaseHandle): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await keepInOutbox(handle.db, mail);
    },
  };
}

export function createMailer(options: {
  smtpUrl?: string;
  mailFrom: string;
  handle: DatabaseHandle;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom)
    : createOutboxMailer(options.handle);
}
