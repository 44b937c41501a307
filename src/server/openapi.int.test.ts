import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV } from '../test/test-app';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-database';
import { API_AREAS } from './http/openapi';

type App = Awaited<ReturnType<typeof createTestApp>>;

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, unknown>;
  'x-access'?: string;
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

async function documentOf(app: App): Promise<Document> {
  const response = await app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/orders/:id/invoice.pdf` → `/api/orders/{id}/invoice.pdf`. */
const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Every method and path the app answers under /api: hono lists each handler of a route (guards,
 * validators, the handler) as an entry of its own; middleware registered with `use` is `ALL`.
 */
function apiRoutesOf(app: App): string[] {
  const routes = new Set<string>();
  for (const route of app.routes) {
    if (!route.path.startsWith('/api/') || !METHODS.has(route.method)) continue;
    routes.add(`${route.method} ${route.path}`);
  }
  return [...routes].sort();
}

/** The routes the document does not describe, each as `METHOD /path`. */
function undescribed(app: App, document: Document): string[] {
  return apiRoutesOf(app).filter((route) => {
    const [method = '', routePath = ''] = route.split(' ');
    const verb = method.toLowerCase();
    // better-auth answers /api/auth/* in one handler: its endpoints are described one by one.
    if (routePath.endsWith('/*')) {
      const prefix = routePath.slice(0, -1);
      return !Object.entries(document.paths).some(
        ([documented, item]) =>
          documented.startsWith(prefix) && item[verb] && documented !== '/api/auth/config',
      );
    }
    const operation = document.paths[openApiPath(routePath)]?.[verb];
    return !operation?.summary || !operation.tags?.length;
  });
}

describe.each(TEST_DATABASES)('the API description on %s', (kind) => {
  let db: TestDatabase;
  let app: App;
  let document: Document;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await createTestApp(db.handle);
    document = await documentOf(app);
  });
  afterAll(() => db.drop());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the app has, with a summary and an area', () => {
    expect(apiRoutesOf(app).length).toBeGreaterThan(80);
    expect(undescribed(app, document)).toEqual([]);
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item)) {
        expect(Object.keys(API_AREAS)).toContain(operation.tags?.[0]);
        expect(Object.keys(operation.responses ?? {}).length).toBeGreaterThan(0);
      }
  });

  it('would name a route that has no description', async () => {
    const bare = await createTestApp(db.handle);
    // A route added without describeRoute, as someone might forget to.
    bare.get('/api/forgotten/:id', (c) => c.json({}));
    expect(undescribed(bare, await documentOf(bare))).toEqual(['GET /api/forgotten/:id']);
  });

  it('describes nothing the app does not have (better-auth’s endpoints aside)', () => {
    const routes = new Set(
      apiRoutesOf(app).map((route) => {
        const [method = '', routePath = ''] = route.split(' ');
        return `${method.toLowerCase()} ${openApiPath(routePath)}`;
      }),
    );
    const stale = Object.entries(document.paths).flatMap(([documented, item]) =>
      Object.keys(item)
        .map((method) => `${method} ${documented}`)
        .filter((route) => !routes.has(route) && !route.includes(' /api/auth/')),
    );
    expect(stale).toEqual([]);
  });

  it('shows request bodies and search parameters from the schemas the routes validate with', () => {
    const addToCart = document.paths['/api/cart']?.post?.requestBody?.content['application/json']?.schema;
    expect(addToCart).toMatchObject({
      type: 'object',
      required: ['photo_id'],
      additionalProperties: false,
      properties: { license_type: { enum: ['background-dressing', 'hero-usage'] } },
    });
    const search = document.paths['/api/photos/search']?.get?.parameters?.map((p) => `${p.in} ${p.name}`);
    expect(search).toEqual(expect.arrayContaining(['query q', 'query decade', 'query sort', 'query offset']));
    // The error envelope for a body the schema refuses.
    expect(document.paths['/api/cart']?.post?.responses?.['400']).toBeDefined();
  });

  it('marks what needs a session or an admin, from the guards', () => {
    const cart = document.paths['/api/cart']?.get;
    expect(cart?.security).toEqual([{ session: [] }]);
    expect(cart?.['x-access']).toBe('member');
    expect(Object.keys(cart?.responses ?? {})).toContain('401');
    const refunds = document.paths['/api/admin/orders/{id}/refunds']?.post;
    expect(refunds?.['x-access']).toBe('admin');
    expect(Object.keys(refunds?.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '403', '404', '413']),
    );
    const count = document.paths['/api/photos/count']?.get;
    expect(count?.security).toBeUndefined();
    expect(document.paths['/api/orders/{id}/invoice.pdf']?.get?.security).toEqual([{ session: [] }]);
    // Writes get the same-origin check's 403 and the body limit's 413, but for those exempt from it.
    expect(Object.keys(document.paths['/api/cart']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['403', '413']),
    );
    const webhook = document.paths['/api/payments/webhooks/{provider}']?.post;
    expect(Object.keys(webhook?.responses ?? {})).not.toContain('403');
    expect(Object.keys(webhook?.responses ?? {})).toContain('413');
  });

  it('describes the development aids only where they are mounted', async () => {
    expect(document.paths['/api/dev/outbox']?.get?.['x-access']).toBe('development');
    const production = await createTestApp(db.handle, { env: PRODUCTION_ENV });
    expect(apiRoutesOf(production)).not.toContain('GET /api/dev/outbox');
    const described = await documentOf(production);
    expect(described.paths['/api/dev/outbox']).toBeUndefined();
    expect(undescribed(production, described)).toEqual([]);
  });

  it('serves the reference page at /api/docs from the web app, and no other unknown /api path', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'backdrop-docs-'));
    try {
      writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
      const withWeb = await createTestApp(db.handle, { webRoot });
      const page = await withWeb.request('/api/docs');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      // A page's policy (its own scripts and styles), not the API's `default-src 'none'`.
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await page.text()).toContain('<div id="root"></div>');
      expect((await withWeb.request('/api/docs/more')).status).toBe(404);
      const post = await withWeb.request('/api/docs', {
        method: 'POST',
        headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(post.status).toBe(404);
    } finally {
      rmSync(webRoot, { recursive: true, force: true });
    }
    // The API alone (tests, `npm run dev`'s API server) has no page to serve.
    expect((await app.request('/api/docs')).status).toBe(404);
  });
});
