import type { createApp } from '../server/app';

type App = ReturnType<typeof createApp>;

export const ORIGIN = 'http://localhost:3000';

/** A fresh token from the local human check, as the widget gets one. */
export async function humanToken(app: App): Promise<string> {
  const response = await app.request('/api/human-check', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** POST JSON to better-auth as a browser on our origin would, with a human-check token. */
export async function authPost(
  app: App,
  path: string,
  body: unknown,
  options: { token?: string | null; cookie?: string; from?: string } = {},
) {
  const token = options.token === undefined ? await humanToken(app) : options.token;
  return app.request(
    `/api/auth${path}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        ...(token ? { 'x-captcha-response': token } : {}),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
      body: JSON.stringify(body),
    },
    // `from`: the client's socket address, as @hono/node-server passes it (in-process is 127.0.0.1).
    options.from ? fromAddress(options.from) : undefined,
  );
}

/** The session cookie a response sets, ready to send back. */
export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const session = cookies.find((cookie) => cookie.startsWith('better-auth.session_token='));
  if (!session) throw new Error(`no session cookie in: ${cookies.join(' | ')}`);
  return session.split(';')[0] ?? '';
}

/** Every cookie a response sets (the session and its signed cache), as a browser sends them back. */
export function browserCookies(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .join('; ');
}

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mail to `email` from the development outbox. */
export async function newestMail(app: App, email: string): Promise<OutboxMail> {
  const response = await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { items: OutboxMail[] };
  const mail = body.items[0];
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** Follows an e-mailed link in-process; returns the response (a redirect when it worked). */
export function openLink(app: App, link: string, cookie?: string) {
  const url = new URL(link);
  return app.request(`${url.pathname}${url.search}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** Signs an existing account in through a one-time link, as a person would; returns its cookies. */
export async function signInByLink(app: App, email: string): Promise<string> {
  const sent = await authPost(app, '/sign-in/magic-link', { email, callbackURL: '/profile' });
  if (sent.status !== 200) throw new Error(`magic link for ${email}: ${sent.status} ${await sent.text()}`);
  const mail = await newestMail(app, email);
  const link = mail.links.find((url) => url.includes('/magic-link/verify'));
  if (!link) throw new Error(`no sign-in link in the mail to ${email}`);
  return browserCookies(await openLink(app, link));
}

/**
 * Creates an account the way the sign-up tab does (a one-time link carrying the agreement) and
 * follows the link; returns its cookies, signed in.
 */
export async function signUpByLink(app: App, email: string, firstName = 'Test'): Promise<string> {
  const sent = await authPost(app, '/sign-in/magic-link', {
    email,
    name: firstName,
    callbackURL: '/profile',
    metadata: {
      first_name: firstName,
      agreement_type: 'standard',
      agreement_accepted: true,
      agreement_date: new Date().toISOString(),
    },
  });
  if (sent.status !== 200) throw new Error(`sign-up link for ${email}: ${sent.status} ${await sent.text()}`);
  const mail = await newestMail(app, email);
  const link = mail.links.find((url) => url.includes('/magic-link/verify'));
  if (!link) throw new Error(`no sign-up link in the mail to ${email}`);
  return browserCookies(await openLink(app, link));
}

/** The bindings of a request arriving on a socket from `address` (in-process requests count as loopback). */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}
