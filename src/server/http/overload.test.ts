import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DatabaseBusyError } from '../db/admission';
import { overloadAnswer, overloadKind } from './overload';

/** A page or an API route whose statement the database's queue refused (issue 29 item 3). */
function refusingApp() {
  const app = new Hono();
  app.get('*', () => {
    throw new DatabaseBusyError('the database queue is full');
  });
  app.onError((error, c) => {
    const kind = overloadKind(error);
    return kind ? overloadAnswer(c, kind) : c.text('unexpected', 500);
  });
  return app;
}

describe('answers under overload', () => {
  it('gives a page a short HTML page with Retry-After, never cached', async () => {
    const response = await refusingApp().request('/photo/12');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('The service is busy. Please try again in a few seconds.');
  });

  it('gives the API its error envelope', async () => {
    const response = await refusingApp().request('/api/photos/search?q=kitchen');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: { code: 'busy', message: 'The service is busy. Please try again in a few seconds.' },
    });
  });
});
