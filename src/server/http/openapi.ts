import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  type DescribeRouteOptions,
  generateSpecs,
  type HandlerUniqueProperty,
  resolver,
  uniqueSymbol,
} from 'hono-openapi';
import type { ZodType } from 'zod';
import type { AppEnv } from '../app-env';

/**
 * The API's description (ARCHITECTURE.md "API description", issue 24 item 4), generated from the
 * routes themselves by hono-openapi: each route carries a `describeRoute` middleware (its
 * feature's `*.openapi.ts`), the request validators carry the zod schema they validate with
 * (valid-json.ts, photos.routes.ts), and the guards carry the session and its 401/403
 * (auth/guards.ts). A route without a description fails `openapi.int.test.ts`.
 */

/** The areas the reference groups routes by, in the order it shows them. */
export const API_AREAS = {
  Catalogue: 'Photos, search, curated lists and the public catalogue pages.',
  Cart: "The signed-in buyer's cart, priced on the server.",
  Wishlists: 'Wishlists of photos for a project, and lists shared by link.',
  'Projects & companies': 'The productions a buyer licenses for, and the companies that make them.',
  'Checkout & orders': 'Quotes, placing an order, the payment provider, and the buyer’s orders.',
  'Purchases & documents': 'Licences bought, download links, invoices and licence certificates.',
  Account: 'Who is signed in, their profile and account settings.',
  Authentication: 'Sign-up, sign-in and sessions (better-auth, under /api/auth).',
  Admin:
    'The back office: orders, refunds, payment events, photo flags, events, collections, companies, accounts, the site banner, search settings and the audit trail. Admins only.',
  Studio: 'Contributors and admins at work on photos: clearance files and the release library.',
  Site: 'Site-wide answers: health, banner, contact, and this description.',
  Development: 'Development aids: only outside production, and only for this machine.',
} as const;

export type ApiArea = keyof typeof API_AREAS;

/** Who may call a route; shown by the reference page (`x-access`). */
export type Access = 'public' | 'optional' | 'member' | 'admin' | 'development';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

const ERROR_MEANING: Record<ErrorStatus, string> = {
  400: 'Invalid input: the message names the first problem, `fields` the field it belongs to.',
  401: 'Not signed in (`unauthenticated`).',
  403: 'Not allowed (`forbidden`).',
  404: 'Unknown, or not yours (`not_found`).',
  409: 'A duplicate (`duplicate`), still in use (`in_use`), or changed meanwhile (`changed`).',
  410: 'A link past its lifetime (`expired`).',
  413: 'The body is over 1 MB (`too_large`).',
  429: 'Too many requests from this client (`rate_limited`); `Retry-After` says when to try again.',
  503: 'Busy or not configured here (`busy`, `unavailable`); `Retry-After` when it is worth retrying.',
};

const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/Error' };

/** The error envelope of ARCHITECTURE.md: `{ error: { code, message, fields? } }`. */
const ERROR_SCHEMA: JsonObject = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'Lower case: invalid, not_found, duplicate, …' },
        message: { type: 'string', description: 'For people; the spec’s wording where it gives one.' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'The message again, under the field it is about (forms show it there).',
        },
      },
    },
  },
};

export function errorResponse(status: ErrorStatus, meaning = ERROR_MEANING[status]) {
  return { description: meaning, content: { 'application/json': { schema: ERROR_SCHEMA_REF } } };
}

/**
 * A JSON Schema or OpenAPI object written by hand. openapi-types' 3.1 types mix in 3.0's and do
 * not accept their own 3.1 objects, so what we write is checked by the validator in
 * openapi.int.test.ts instead of the compiler.
 */
export type JsonObject = { [key: string]: unknown };

type SchemaLike = ZodType | JsonObject;

function isZod(schema: SchemaLike): schema is ZodType {
  return typeof schema === 'object' && schema !== null && '~standard' in schema;
}

function content(schema: SchemaLike | undefined, media: string) {
  if (!schema) return { [media]: {} };
  return { [media]: { schema: isZod(schema) ? resolver(schema) : schema } };
}

export interface ParameterDoc {
  description: string;
  schema?: JsonObject;
  required?: boolean;
}

export interface RouteDoc {
  summary: string;
  description?: string;
  /** The success status; 200 unless given. */
  status?: 200 | 201 | 202 | 204 | 302;
  /** What the success answer is. */
  answer: string;
  /** Its body: a zod schema from src/core where there is one, else a JSON Schema. */
  schema?: SchemaLike;
  /** Its media type, when not JSON (a PDF, a file). */
  media?: string;
  /** Other answers that are not the error envelope (a 200 beside a 201, a draining 503). */
  alsoAnswers?: Partial<Record<number, string>>;
  /** The errors this route answers besides the guard's 401/403 and the write checks' 403/413. */
  errors?: ErrorStatus[];
  /** Who may call it, when the guard does not say (guards mark `member` and `admin` themselves). */
  access?: Access;
  path?: Record<string, ParameterDoc | string>;
  query?: Record<string, ParameterDoc | string>;
  /** A body the route reads itself (no zod validator to take it from). */
  body?: { description: string; media?: string; schema?: SchemaLike; required?: boolean };
}

const UUID = { type: 'string', format: 'uuid' } as const;

/** A uuid path parameter (a malformed one answers 400 with spec §5's message). */
export function uuidParam(description: string): ParameterDoc {
  return { description, schema: UUID };
}

function parameters(where: 'path' | 'query', params: RouteDoc['path']): JsonObject[] {
  return Object.entries(params ?? {}).map(([name, param]) => {
    const doc = typeof param === 'string' ? { description: param } : param;
    return {
      name,
      in: where,
      description: doc.description,
      required: where === 'path' ? true : (doc.required ?? false),
      schema: doc.schema ?? { type: 'string' },
    };
  });
}

/** The OpenAPI operation a RouteDoc describes, in `area`. */
export function operationOf(area: ApiArea, doc: RouteDoc): DescribeRouteOptions {
  const status = doc.status ?? 200;
  const responses: JsonObject = {
    [status]: {
      description: doc.answer,
      ...(status === 204 || status === 302
        ? {}
        : { content: content(doc.schema, doc.media ?? 'application/json') }),
    },
  };
  for (const [code, description] of Object.entries(doc.alsoAnswers ?? {}))
    responses[code] =
      code === '204' ? { description } : { description, content: content(undefined, 'application/json') };
  for (const code of doc.errors ?? []) responses[code] = errorResponse(code);
  const operation: JsonObject = {
    tags: [area],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    responses,
  };
  const params = [...parameters('path', doc.path), ...parameters('query', doc.query)];
  if (params.length > 0) operation.parameters = params;
  if (doc.body) {
    operation.requestBody = {
      description: doc.body.description,
      required: doc.body.required ?? true,
      content: content(doc.body.schema, doc.body.media ?? 'application/json'),
    };
  }
  if (doc.access) operation['x-access'] = doc.access;
  // The shape is hono-openapi's (JsonObject above says why it is not typed by openapi-types).
  return operation as DescribeRouteOptions;
}

/**
 * `doc(description)`: the middleware that documents one route of `area`. It is hono-openapi's
 * `describeRoute` without its `async`/`await`: it runs on every request and only passes it on.
 */
export function apiDocs(area: ApiArea) {
  return (doc: RouteDoc): MiddlewareHandler => {
    const passOn: MiddlewareHandler = (_c, next) => next();
    const spec: HandlerUniqueProperty = { spec: operationOf(area, doc) };
    return Object.assign(passOn, { [uniqueSymbol]: spec });
  };
}

/**
 * Marks a guard so that every route behind it is documented as needing the session cookie, with
 * the guard's own refusals. Returns the same middleware (only a property is added).
 */
export function documentGuard<M extends MiddlewareHandler>(guard: M, access: 'member' | 'admin'): M {
  const responses: Record<string, ReturnType<typeof errorResponse>> = { 401: errorResponse(401) };
  if (access === 'admin') responses[403] = errorResponse(403, 'Signed in, but not an admin (`forbidden`).');
  const spec: HandlerUniqueProperty = {
    spec: { security: [{ session: [] }], responses, 'x-access': access } as DescribeRouteOptions,
  };
  return Object.assign(guard, { [uniqueSymbol]: spec });
}

/**
 * Marks a request validator with the zod schema it validates `target` with, so the document
 * shows exactly what the route accepts. Returns the same middleware.
 */
export function documentValidator<M extends MiddlewareHandler>(
  validator: M,
  target: 'json' | 'query',
  schema: ZodType,
): M {
  const spec: HandlerUniqueProperty = { target, ...resolver(schema) };
  return Object.assign(validator, { [uniqueSymbol]: spec });
}

const WRITE_CHECKS = {
  responses: {
    403: errorResponse(403, 'Not allowed: a write from another site’s page (no same-origin `Origin`).'),
    413: errorResponse(413),
  },
};

export interface DocumentOptions {
  /** Paths described by hand (better-auth's, which hono does not see one by one). */
  extraPaths?: Record<string, JsonObject>;
  /** Writes exempt from the same-origin check (app.ts): they never answer its 403. */
  withoutOrigin?: readonly string[];
  version: string;
}

/** The OpenAPI 3.1 document of `app`, from the routes it has when called. */
export async function openApiDocument(app: Hono<AppEnv>, options: DocumentOptions) {
  const document = await generateSpecs(app, {
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Backdrop API',
        version: options.version,
        description:
          'JSON over HTTP under `/api`. Lists answer `{ items, total, limit, offset }`; errors answer ' +
          '`{ error: { code, message, fields? } }`. Signed-in routes use the session cookie that ' +
          '`/api/auth/sign-in/*` sets; writes from a browser need a same-origin `Origin`.',
      },
      tags: Object.entries(API_AREAS).map(([name, description]) => ({ name, description })),
      components: {
        schemas: { Error: ERROR_SCHEMA },
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description: 'The session cookie better-auth sets on sign-in (`__Secure-` prefixed under HTTPS).',
          },
        },
      },
    },
    // /api/openapi.json itself is no static file; wildcard paths (better-auth's) are left out anyway.
    excludeStaticFile: false,
    excludeMethods: ['OPTIONS', 'HEAD'],
    defaultOptions: { POST: WRITE_CHECKS, PUT: WRITE_CHECKS, PATCH: WRITE_CHECKS, DELETE: WRITE_CHECKS },
    defaultValidationErrorResponse: errorResponse(400),
  });
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item ?? {})) withoutRepeats(operation);
  for (const [path, item] of Object.entries(document.paths))
    if (options.withoutOrigin?.some((exempt) => matchesPath(exempt, path)))
      for (const operation of Object.values(item ?? {})) withoutForeignWriteRefusal(operation);
  return { ...document, paths: { ...document.paths, ...options.extraPaths } };
}

/** Whether a concrete path (`/api/payments/webhooks/test`) is one the template (`…/{provider}`) stands for. */
function matchesPath(concrete: string, template: string): boolean {
  const have = concrete.split('/');
  const want = template.split('/');
  return (
    have.length === want.length &&
    want.every((part, index) => (/^\{.+\}$/.test(part) ? have[index] !== '' : part === have[index]))
  );
}

const FOREIGN_WRITE = WRITE_CHECKS.responses[403].description;

/** Drops the same-origin check's 403 from a write exempt from it (hono-openapi copies the object). */
function withoutForeignWriteRefusal(operation: unknown): void {
  if (typeof operation !== 'object' || operation === null || !('responses' in operation)) return;
  const responses = operation.responses;
  if (typeof responses !== 'object' || responses === null) return;
  const refusal: unknown = Reflect.get(responses, '403');
  if (
    typeof refusal === 'object' &&
    refusal !== null &&
    Reflect.get(refusal, 'description') === FOREIGN_WRITE
  )
    Reflect.deleteProperty(responses, '403');
}

/**
 * A route behind a group's guard and its own (documents under /api/orders) collects the guard's
 * security requirement twice: hono-openapi concatenates the arrays it merges.
 */
function withoutRepeats(operation: unknown): void {
  if (typeof operation !== 'object' || operation === null || !('security' in operation)) return;
  const security = operation.security;
  if (!Array.isArray(security)) return;
  const seen = new Set(security.map((requirement) => JSON.stringify(requirement)));
  operation.security = [...seen].map((json): unknown => JSON.parse(json));
}

/** GET /api/openapi.json: the document, generated on the first request and kept. */
export function openApiRoute(app: Hono<AppEnv>, options: DocumentOptions) {
  let document: Promise<unknown> | null = null;
  return async (c: Context<AppEnv>) => {
    document ??= openApiDocument(app, options).catch((error: unknown) => {
      document = null;
      throw error;
    });
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await document);
  };
}
