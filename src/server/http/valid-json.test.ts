import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorBody, HTTP_STATUS } from '../errors';
import { NOT_ALLOWED } from './nul-bytes';
import { NOT_JSON, validJson } from './valid-json';

/** A route whose schema checks a shape only, as many do: the floor under it is validJson's own. */
const app = new Hono()
  .post('/notes', validJson(z.object({ note: z.string(), tags: z.array(z.string()).optional() })), (c) =>
    c.json(c.req.valid('json')),
  )
  .onError((error, c) =>
    error instanceof AppError
      ? c.json(errorBody(error.code, error.message, error.fields), HTTP_STATUS[error.code])
      : c.json({ unexpected: String(error) }, 500),
  );

const post = (body: string, type = 'application/json') =>
  app.request('/notes', { method: 'POST', headers: { 'Content-Type': type }, body });

describe('validJson (issue 29 items 2 and 6)', () => {
  it('refuses a NUL in any value or name its schema let through, naming the field', async () => {
    for (const [body, field] of [
      ['{"note":"a\\u0000b"}', 'note'],
      ['{"note":"ok","tags":["x","y\\u0000"]}', 'tags'],
    ] as const) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid', message: NOT_ALLOWED, fields: { [field]: NOT_ALLOWED } },
      });
    }
  });

  it('takes what only looks like one, and JSON with a charset', async () => {
    const response = await post('{"note":"a \\\\u0000 b"}', 'application/json; charset=utf-8');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ note: 'a \\u0000 b' });
  });

  it('refuses a body of another kind instead of reading it as none', async () => {
    const response = await post('{"note":"hi"}', 'text/plain');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: NOT_JSON } });
  });
});
