import type { DatabaseHandle } from '../server/db/client';
import { signUpByLink } from './auth-helpers';
import { checkOutAndPay } from './checkout-flow';
import { createCartItem, createProject } from './factories';
import type { createTestApp } from './test-app';
import { type TypedClient, typedClient } from './typed-client';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A person signed in through the sign-up link, with the typed client their browser would use. */
export interface Shopper {
  email: string;
  /** Their user id, for rows the test writes or reads directly. */
  id: string;
  /** Their session cookies, for requests the typed client does not send (PDFs, raw bodies). */
  cookie: string;
  client: TypedClient;
}

/** Signs `email` up as the sign-up tab does and answers them signed in (the shared setup of the buyer suites). */
export async function signUpShopper(app: App, handle: DatabaseHandle, email: string, firstName: string) {
  const cookie = await signUpByLink(app, email, firstName);
  const [row] = await handle.raw<{ id: string }>(`select id from "user" where email = $1`, [email]);
  if (!row) throw new Error(`no user ${email}`);
  return { email, id: row.id, cookie, client: typedClient(app, cookie) } satisfies Shopper;
}

/** The buyer's production, as checkout requires one: "Tide Line" for Harbour Pictures unless named. */
export function createProduction(
  handle: DatabaseHandle,
  shopper: Shopper,
  options: { name?: string; company?: string } = {},
) {
  return createProject(handle, {
    userId: shopper.id,
    name: options.name ?? 'Tide Line',
    company: options.company ?? 'Harbour Pictures',
  });
}

/** A cart line to buy: the photo and its licence (background dressing unless said). */
export type Line = { photoId: string; licenseType?: 'background-dressing' | 'hero-usage' };

/**
 * Puts `lines` in the shopper's cart and pays for them for `projectId` through checkout and the
 * test provider, as the pages do. Answers the paid order's id.
 */
export async function buyLines(handle: DatabaseHandle, shopper: Shopper, projectId: string, lines: Line[]) {
  for (const line of lines) await createCartItem(handle, { userId: shopper.id, ...line });
  return checkOutAndPay(shopper.client, projectId);
}
