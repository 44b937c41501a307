// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const ERROR = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

/** A small document of the server's shape (server/http/openapi.ts). */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Backdrop API', version: '1.0.0', description: 'JSON over HTTP under `/api`.' },
  tags: [
    { name: 'Catalogue', description: 'Photos and search.' },
    { name: 'Cart', description: "The buyer's cart." },
    { name: 'Admin', description: 'Admins only.' },
  ],
  paths: {
    '/api/photos/search': {
      get: {
        tags: ['Catalogue'],
        summary: 'Search photos',
        'x-access': 'optional',
        parameters: [{ name: 'q', in: 'query', schema: { type: 'string', maxLength: 1000 } }],
        responses: {
          200: { description: 'A page of photos.' },
          400: { description: 'Invalid input.', ...ERROR },
        },
      },
    },
    '/api/cart': {
      post: {
        tags: ['Cart'],
        summary: 'Add a photo to my cart',
        security: [{ session: [] }],
        'x-access': 'member',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['photo_id'],
                properties: {
                  photo_id: { type: 'string', format: 'uuid' },
                  license_type: {
                    type: 'string',
                    enum: ['background-dressing', 'hero-usage'],
                    default: 'background-dressing',
                  },
                },
              },
            },
          },
        },
        responses: {
          201: { description: '`{ item }`: the new line.' },
          401: { description: 'Not signed in.', ...ERROR },
          409: { description: 'A duplicate.', ...ERROR },
        },
      },
    },
    '/api/admin/orders': {
      get: {
        tags: ['Admin'],
        summary: 'Find orders',
        security: [{ session: [] }],
        'x-access': 'admin',
        responses: {
          200: { description: 'A page of orders.' },
          403: { description: 'Not an admin.', ...ERROR },
        },
      },
    },
  },
  components: {
    schemas: { Error: { type: 'object', properties: { error: { type: 'object' } } } },
  },
};

describe('ApiDocsPage (/api/docs)', { timeout: 20_000 }, () => {
  it('shows every area with its routes, who may call them, and each route’s parameters, body and answers', async () => {
    const server = fakeApi({ ...SIGNED_OUT_ROUTES, 'GET /api/openapi.json': () => Response.json(DOCUMENT) });
    renderApp('/api/docs');
    expect(await screen.findByRole('heading', { level: 1, name: 'API reference' })).toBeTruthy();
    expect(screen.getByText(/Backdrop API 1\.0\.0 · OpenAPI 3\.1\.0/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The OpenAPI document (JSON)' }).getAttribute('href')).toBe(
      '/api/openapi.json',
    );
    const nav = within(screen.getByRole('navigation', { name: 'API areas' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Catalogue (1)',
      'Cart (1)',
      'Admin (1)',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Cart' })).toBeTruthy();

    const cart = within(screen.getByRole('list', { name: 'Cart routes' }));
    expect(cart.getByText('/api/cart')).toBeTruthy();
    expect(cart.getByText('post')).toBeTruthy();
    expect(cart.getAllByText('Signed in').length).toBeGreaterThan(0);
    const body = within(screen.getByRole('list', { name: 'Request body of POST /api/cart' }));
    expect(body.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'photo_idstring (uuid)required',
      'license_typeone of: background-dressing, hero-usagedefault "background-dressing"',
    ]);
    const answers = within(screen.getByRole('list', { name: 'Responses of POST /api/cart' }));
    expect(answers.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      '201{ item }: the new line.',
      '401Not signed in.',
      '409A duplicate.',
    ]);
    // Names and shapes in backticks are shown as code.
    expect(answers.getByText('{ item }').tagName).toBe('CODE');
    const parameters = within(screen.getByRole('list', { name: 'Parameters of GET /api/photos/search' }));
    expect(parameters.getByText('q')).toBeTruthy();
    expect(parameters.getByText('at most 1000 characters')).toBeTruthy();
    expect(screen.getAllByText('Public; more when signed in').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Admin').length).toBeGreaterThan(1);
    expect(server.callsTo('GET', '/api/openapi.json')).toHaveLength(1);
  });

  it('narrows the routes to those matching the filter', async () => {
    fakeApi({ ...SIGNED_OUT_ROUTES, 'GET /api/openapi.json': () => Response.json(DOCUMENT) });
    renderApp('/api/docs');
    const filter = await screen.findByRole('searchbox', { name: 'Filter routes' });
    fireEvent.change(filter, { target: { value: 'post cart' } });
    expect(await screen.findByText('1 route')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Catalogue' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Cart' })).toBeTruthy();
  });

  it('says so when the document cannot be read', async () => {
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'GET /api/openapi.json': () =>
        Response.json({ error: { code: 'busy', message: 'Try again in a moment.' } }, { status: 503 }),
    });
    renderApp('/api/docs');
    expect(
      await screen.findByRole('heading', { name: 'The API reference could not be loaded' }),
    ).toBeTruthy();
  });
});
