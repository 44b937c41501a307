import { errorResponse, type JsonObject, operationOf, type RouteDoc } from '../../http/openapi';

/**
 * better-auth answers everything under /api/auth/* through one handler (better-auth.routes.ts),
 * so hono sees no route per endpoint: these are the endpoints the web app calls, described by
 * hand. Their errors are better-auth's own `{ code, message }`, not our envelope.
 */
const authError = {
  description: 'better-auth’s refusal: `{ code, message }` (wrong password, expired link, …).',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { code: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const tooMany = errorResponse(429, 'Too many attempts: `{ code, message }` with `Retry-After`.');

function body(properties: Record<string, JsonObject>, required: string[]): RouteDoc['body'] {
  return {
    description: 'JSON, as better-auth’s client sends it.',
    schema: { type: 'object', properties, required },
  };
}

const text = { type: 'string' } as const;
const email = { type: 'string', format: 'email' } as const;

function op(doc: RouteDoc, refusals = true): JsonObject {
  const operation: JsonObject = { ...operationOf('Authentication', doc) };
  if (refusals)
    operation.responses = {
      ...(operation.responses as JsonObject),
      400: authError,
      401: authError,
      429: tooMany,
    };
  return operation;
}

const captcha: JsonObject = {
  name: 'x-captcha-response',
  in: 'header',
  description: 'The human-check token (Turnstile, or `/api/human-check` locally).',
  schema: text,
};

function withCaptcha(operation: JsonObject): JsonObject {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  return { ...operation, parameters: [...parameters, captcha] };
}

/** The better-auth endpoints the web app uses, for `openApiDocument`'s hand-described paths. */
export const betterAuthPaths: Record<string, JsonObject> = {
  '/api/auth/sign-up/email': {
    post: withCaptcha(
      op({
        summary: 'Sign up with e-mail and password',
        answer: 'The new user; the session cookie is set.',
        body: body({ name: text, email, password: text }, ['name', 'email', 'password']),
      }),
    ),
  },
  '/api/auth/sign-in/email': {
    post: withCaptcha(
      op({
        summary: 'Sign in with e-mail and password',
        answer: 'The user; the session cookie is set.',
        body: body({ email, password: text, rememberMe: { type: 'boolean' } }, ['email', 'password']),
      }),
    ),
  },
  '/api/auth/sign-in/magic-link': {
    post: withCaptcha(
      op({
        summary: 'Send a sign-in link by e-mail',
        answer: '`{ status: true }`: the link is on its way.',
        body: body({ email, callbackURL: text }, ['email']),
      }),
    ),
  },
  '/api/auth/magic-link/verify': {
    get: op({
      summary: 'Follow a sign-in link',
      status: 302,
      answer: 'Signed in: the session cookie is set and the browser goes to `callbackURL`.',
      query: {
        token: { description: 'The link’s token.', required: true },
        callbackURL: 'Where to go next.',
      },
    }),
  },
  '/api/auth/sign-in/social': {
    post: op({
      summary: 'Sign in with Google',
      answer: '`{ url, redirect }`: where to send the browser.',
      body: body({ provider: { type: 'string', enum: ['google'] }, callbackURL: text }, ['provider']),
    }),
  },
  '/api/auth/callback/{provider}': {
    get: op({
      summary: 'Google’s redirect back',
      status: 302,
      answer: 'Signed in: the session cookie is set and the browser goes on.',
      path: { provider: '`google`.' },
    }),
  },
  '/api/auth/get-session': {
    get: op(
      {
        summary: 'The current session',
        answer: '`{ session, user }`, or null when signed out.',
      },
      false,
    ),
  },
  '/api/auth/sign-out': {
    post: op({ summary: 'Sign out', answer: '`{ success: true }`; the session cookie is cleared.' }, false),
  },
  '/api/auth/request-password-reset': {
    post: withCaptcha(
      op({
        summary: 'Send a password reset link',
        answer: '`{ status: true }` whether or not the address has an account.',
        body: body({ email, redirectTo: text }, ['email']),
      }),
    ),
  },
  '/api/auth/reset-password': {
    post: op({
      summary: 'Set a new password from a reset link',
      answer: '`{ status: true }`.',
      body: body({ newPassword: text, token: text }, ['newPassword', 'token']),
    }),
  },
};
