/**
 * Signed-in buyers for the load benchmark: accounts made as the sign-up tab makes them (a
 * one-time link carrying the agreement, read from the development outbox), each with a few cart
 * lines. The addresses are fixed, so a kept database reuses its accounts (the link then signs
 * in). Each account asks from a loopback address of its own through X-Forwarded-For (the bench's
 * servers trust one proxy): sign-in links are limited per address (auth.ts).
 */

interface OutboxMail {
  id: string;
  to: string;
  links: string[];
}

const CART_LINES = 3;

function buyerEmail(index: number): string {
  return `load-bench-buyer-${index}@example.test`;
}

async function mailsTo(base: string, email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`GET /api/dev/outbox: ${response.status}`);
  return ((await response.json()) as { items: OutboxMail[] }).items;
}

async function humanToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/human-check`, { method: 'POST' });
  return ((await response.json()) as { token: string }).token;
}

/** The sign-in link of the first mail to `email` not among `seen`, waited for up to 15 s. */
async function newLink(base: string, email: string, seen: Set<string>): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const mail = (await mailsTo(base, email)).find((item) => !seen.has(item.id));
    const link = mail?.links.find((url) => url.includes('/magic-link/verify'));
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no sign-in link arrived for ${email}`);
}

/** Signs buyer `index` up (or in, when the account exists) and returns its cookies. */
async function signIn(base: string, index: number): Promise<string> {
  const email = buyerEmail(index);
  const address = `127.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const seen = new Set((await mailsTo(base, email)).map((mail) => mail.id));
  const sent = await fetch(`${base}/api/auth/sign-in/magic-link`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: base,
      'x-captcha-response': await humanToken(base),
      'x-forwarded-for': address,
    },
    body: JSON.stringify({
      email,
      name: `Load Buyer ${index}`,
      callbackURL: '/profile',
      metadata: {
        first_name: 'Load',
        last_name: `Buyer ${index}`,
        agreement_type: 'standard',
        agreement_accepted: true,
        agreement_date: new Date().toISOString(),
      },
    }),
  });
  if (sent.status !== 200) throw new Error(`sign-in link for ${email}: ${sent.status} ${await sent.text()}`);
  const verified = await fetch(`${base}${await newLink(base, email, seen)}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': address },
  });
  const cookies = verified.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  if (!cookies.some((cookie) => cookie.startsWith('better-auth.session_token=')))
    throw new Error(`the link did not sign ${email} in (${verified.status})`);
  return cookies.join('; ');
}

/** Puts `photoIds` in the buyer's cart; a photo already there (a kept database) is fine. */
async function fillCart(base: string, cookie: string, photoIds: string[]): Promise<void> {
  for (const photoId of photoIds) {
    const response = await fetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
      body: JSON.stringify({ photo_id: photoId }),
    });
    if (response.status !== 201 && response.status !== 409)
      throw new Error(`POST /api/cart: ${response.status} ${await response.text()}`);
  }
}

/** `count` signed-in buyers with a few cart lines each; returns their cookies. */
export async function makeBuyers(base: string, count: number, photoIds: string[]): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < count; index++) {
    const cookie = await signIn(base, index);
    const lines = Array.from(
      { length: CART_LINES },
      (_, line) => photoIds[(index * CART_LINES + line) % Math.max(1, photoIds.length)] ?? '',
    );
    await fillCart(base, cookie, lines.filter(Boolean));
    cookies.push(cookie);
  }
  return cookies;
}
