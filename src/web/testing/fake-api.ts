import { vi } from 'vitest';
import { testCartOf } from './cart-answers';

/** One request the page made, in a form that is easy to assert on. */
export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export type FakeRoute = (call: RecordedCall) => Response | Promise<Response>;

/**
 * A stand-in for the server in component tests: `routes` maps "METHOD /path" to an answer, and
 * every call is recorded. Unknown routes answer 404 with the API's error envelope.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : '';
    const call: RecordedCall = {
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      path: url.pathname,
      search: url.search,
      headers: new Headers(init?.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) {
      return Response.json(
        { error: { code: 'NOT_FOUND', message: `No route ${call.method} ${call.path}` } },
        { status: 404 },
      );
    }
    return route(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** The answers of a signed-out visitor's first page: no session, local human check, no Google. */
export const SIGNED_OUT_ROUTES: Record<string, FakeRoute> = {
  'GET /api/auth/get-session': () => Response.json(null),
  'GET /api/auth/config': () => Response.json({ google: false, humanCheck: { kind: 'local' } }),
  'POST /api/human-check': () => Response.json({ token: 'human-token' }),
  'GET /api/photos/count': () => Response.json({ count: 3000 }),
};

export interface FakePerson {
  firstName?: string | null;
  lastName?: string | null;
  isAdmin?: boolean;
  agreementType?: 'standard' | 'custom' | null;
}

/** The answers for a signed-in person: a session, `/api/me` and an empty cart. */
export function signedInRoutes(person: FakePerson = {}): Record<string, FakeRoute> {
  const me = {
    user: { id: 'u-1', email: 'morgan@example.test', name: 'Morgan Reyes' },
    profile: {
      id: 'u-1',
      first_name: person.firstName === undefined ? 'Morgan' : person.firstName,
      last_name: person.lastName === undefined ? 'Reyes' : person.lastName,
      storefront_name: null,
      needs_password_setup: false,
      agreement_type: person.agreementType === undefined ? 'standard' : person.agreementType,
      agreement_accepted: person.agreementType !== null,
      agreement_date: '2026-03-04T10:00:00.000Z',
      updated_at: '2026-03-04T10:00:00.000Z',
    },
    isAdmin: person.isAdmin ?? false,
  };
  return {
    ...SIGNED_OUT_ROUTES,
    'GET /api/auth/get-session': () =>
      Response.json({ session: { id: 's-1', userId: 'u-1' }, user: { id: 'u-1', email: me.user.email } }),
    'GET /api/me': () => Response.json(me),
    'GET /api/cart': () => Response.json(testCartOf(0)),
    'GET /api/purchases/licensed': () => Response.json({ items: [] }),
  };
}
