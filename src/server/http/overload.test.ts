import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createAdmission, DatabaseBusyError } from '../db/admission';
import { overloadAnswer, overloadGuard, overloadKind } from './overload';

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

describe('the whole-request admission', () => {
  /** A server that answers one request at a time, 40 ms each (25 a second), as a busy thread does. */
  function saturatedApp(budgetMs: number) {
    const app = new Hono();
    let turn: Promise<unknown> = Promise.resolve();
    app.use('*', overloadGuard(budgetMs));
    app.get('*', async (c) => {
      const mine = turn.then(() => new Promise((resolve) => setTimeout(resolve, 40)));
      turn = mine;
      await mine;
      return c.text('ok');
    });
    return app;
  }

  it('refuses at once the requests that would wait past the budget, and answers the rest', async () => {
    const app = saturatedApp(500);
    for (let i = 0; i < 12; i++) expect((await app.request('/search')).status).toBe(200);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, async () => {
        const response = await app.request('/api/photos/search?q=kitchen');
        return { status: response.status, ms: performance.now() - started };
      }),
    );
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(20);
    // Refused before any work, not after waiting the budget out.
    for (const answer of refused) expect(answer.ms).toBeLessThan(200);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(16);
    // The health check is never refused: a load balancer must still see this process.
    expect((await app.request('/api/health')).status).toBe(200);
  });
});

describe('the age limit of a read', () => {
  const BUDGET_MS = 50;
  /** Each request reads the database once, three budgets after it began (a ZIP's later originals). */
  function lateReadingApp() {
    const admission = createAdmission({ concurrency: 1, budgetMs: BUDGET_MS, maxWaiting: 10 });
    const app = new Hono();
    app.use('*', overloadGuard(BUDGET_MS));
    app.get('*', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 3 * BUDGET_MS));
      try {
        return c.text(await admission.run(async () => 'read'));
      } catch (error) {
        return c.text(error instanceof Error ? error.name : 'unknown');
      }
    });
    return app;
  }

  it('stops a read that outlived two budgets from starting more statements', async () => {
    expect(await (await lateReadingApp().request('/api/photos/search?q=kitchen')).text()).toBe(
      'DatabaseBusyError',
    );
  });

  it('lets a download stream for as long as its bytes take (a ZIP was cut off mid-stream)', async () => {
    const app = lateReadingApp();
    expect(await (await app.request('/api/downloads/abc123')).text()).toBe('read');
    expect(await (await app.request('/api/photos/ab12cd/original')).text()).toBe('read');
  });
});
