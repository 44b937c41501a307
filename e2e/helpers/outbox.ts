import { type APIRequestContext, expect } from '@playwright/test';

/** One mail of the development outbox (`GET /api/dev/outbox`, newest first). */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  links: string[];
  created_at: string;
}

/** The mails sent to `email`, newest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get('/api/dev/outbox', { params: { to: email.toLowerCase() } });
  expect(response.status(), 'GET /api/dev/outbox').toBe(200);
  const body = (await response.json()) as { items: OutboxMail[] };
  return body.items.filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** The ids of the mails `email` has now, to tell the next one apart. */
export async function mailIds(request: APIRequestContext, email: string): Promise<Set<string>> {
  return new Set((await mailsTo(request, email)).map((mail) => mail.id));
}

/**
 * Waits for a mail to `email` that was not among `seen`, and returns the first of its links whose
 * path matches `linkPath`, as a path on this site (the test's baseURL decides the host).
 */
export async function waitForMailLink(
  request: APIRequestContext,
  email: string,
  options: { seen: Set<string>; linkPath: RegExp; subject?: RegExp },
): Promise<{ mail: OutboxMail; link: string }> {
  let found: { mail: OutboxMail; link: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, email);
        const mail = mails.find(
          (item) => !options.seen.has(item.id) && (!options.subject || options.subject.test(item.subject)),
        );
        const link = mail?.links.map(toSitePath).find((path) => options.linkPath.test(path));
        found = mail && link ? { mail, link } : undefined;
        return found !== undefined;
      },
      { message: `a new mail to ${email} with a link to ${options.linkPath}`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll above passed');
  return found;
}

/** `http://host/api/auth/…?token=…` → `/api/auth/…?token=…`. */
export function toSitePath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}
