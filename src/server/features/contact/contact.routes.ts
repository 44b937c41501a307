import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  type ContactInput,
  type ContactMessage,
  contactProblems,
  contactSchema,
} from '../../../core/contact';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { escapeHtml } from '../../http/escape-html';
import { documentValidator } from '../../http/openapi';
import { type RateRule, rateLimit } from '../../http/request-rate-limit';
import type { Mail } from '../../mail/mailer';
import { contactDocs } from './contact.openapi';

/** A person writes a few messages at most; a script sending hundreds is refused. */
export const CONTACT_RATE: RateRule = { burst: 5, perMinute: 2 };

/** The team's address: the one the site sends its mail from ("Backdrop <hello@…>"). */
function teamAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
}

function contactMail(to: string, message: ContactMessage): Mail {
  const text = `${message.name} <${message.email}> wrote about "${message.subject}":\n\n${message.message}\n\nReply to this mail to answer them.`;
  const html = `<p><strong>${escapeHtml(message.name)}</strong> &lt;${escapeHtml(message.email)}&gt; wrote about “${escapeHtml(message.subject)}”:</p><blockquote style="white-space:pre-wrap">${escapeHtml(message.message)}</blockquote>`;
  return { to, subject: `Contact: ${message.subject} — ${message.name}`, text, html };
}

type ContactBody = { in: { json: ContactInput }; out: { json: ContactMessage } };

/**
 * The contact form's body, checked by its core schema. Unlike `validJson` it names every field's
 * problem (the form shows them all at once), and it reads the body whatever its Content-Type: a
 * body that is not JSON answers "Please check the form", as it always has, where hono's json
 * validator would skip a body not labelled JSON and word a malformed one its own way.
 */
const validContact = documentValidator(
  createMiddleware<AppEnv, string, ContactBody>(async (c, next) => {
    const body: unknown = await c.req.json().catch(() => null);
    const problems = contactProblems(body);
    if (problems) {
      throw new AppError('INVALID', Object.values(problems)[0] ?? 'Please check the form', problems);
    }
    c.req.addValidatedData('json', contactSchema.parse(body));
    await next();
  }),
  'json',
  contactSchema,
);

/** POST /api/contact (spec §2 /contact): the message goes to the team's mailbox. */
export function contactRoutes() {
  // One limiter per app, made on the first message (the config comes with the request's deps).
  let limit: ReturnType<typeof rateLimit> | null = null;
  return new Hono<AppEnv>().post(
    '/contact',
    contactDocs.send,
    (c, next) => {
      limit ??= rateLimit(CONTACT_RATE, { enabled: c.get('deps').config.rateLimits });
      return limit(c, next);
    },
    validContact,
    async (c) => {
      const message = c.req.valid('json');
      const deps = c.get('deps');
      await deps.mailer.send(contactMail(teamAddress(deps.config.mailFrom), message));
      deps.logger.info({ subject: message.subject }, 'contact message sent');
      return c.json({ sent: true }, 201);
    },
  );
}
