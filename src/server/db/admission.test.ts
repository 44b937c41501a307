import { describe, expect, it } from 'vitest';
import { createAdmission, DatabaseBusyError, StatementBudgetError, withDatabaseDeadline } from './admission';
import { createQueueBudget } from './client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database admission queue', () => {
  it('refuses at once when the turns ahead would outlast the budget, instead of waiting it out', async () => {
    const turn = createQueueBudget(200);
    // Teaches the queue that a turn takes ~120 ms: two turns ahead (240 ms) outlast the budget.
    // With 100 ms turns the sum sat on the budget itself, and a timer that fired a fraction of a
    // millisecond early let the third statement wait (it failed once in CI).
    await turn(() => sleep(120));
    const first = turn(() => sleep(120));
    const second = turn(() => sleep(120));
    const started = performance.now();
    const third = turn(() => sleep(120));
    await expect(third).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(performance.now() - started).toBeLessThan(50);
    await Promise.all([first, second]);
  });

  it('refuses a statement when its budget runs out while it waits, not when its turn comes', async () => {
    const admission = createAdmission({ concurrency: 1, budgetMs: 100, maxWaiting: 10 });
    const slow = admission.run(() => sleep(400));
    const started = performance.now();
    const waiting = admission.run(async () => 'ran');
    await expect(waiting).rejects.toThrow(StatementBudgetError);
    expect(performance.now() - started).toBeLessThan(300);
    await slow;
    await expect(admission.run(async () => 'next')).resolves.toBe('next');
  });

  it('keeps no more than maxWaiting statements waiting', async () => {
    const admission = createAdmission({ concurrency: 2, budgetMs: 5000, maxWaiting: 3 });
    const running = [1, 2].map(() => admission.run(() => sleep(50)));
    const waiting = [1, 2, 3].map(() => admission.run(() => sleep(1)));
    await expect(admission.run(() => sleep(1))).rejects.toBeInstanceOf(DatabaseBusyError);
    await Promise.all([...running, ...waiting]);
    expect(admission.stats).toMatchObject({ waiting: 0, running: 0 });
  });

  it('gives each of a request’s statements its own wait, so many at once are not refused together', async () => {
    const admission = createAdmission({ concurrency: 1, budgetMs: 1000, maxWaiting: 50 });
    // An order's documents read 25 clearance files at once: each waits for the ones before it.
    const request = withDatabaseDeadline(1000, () =>
      Promise.all(Array.from({ length: 25 }, (_, index) => admission.run(() => sleep(10).then(() => index)))),
    );
    await expect(request).resolves.toHaveLength(25);
  });

  it('starts no more statements for a read older than two budgets', async () => {
    const admission = createAdmission({ concurrency: 1, budgetMs: 100, maxWaiting: 10 });
    const request = withDatabaseDeadline(100, async () => {
      await sleep(250);
      return admission.run(async () => 'late');
    });
    await expect(request).rejects.toBeInstanceOf(StatementBudgetError);
  });
});
