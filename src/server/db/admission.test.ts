import { describe, expect, it } from 'vitest';
import { createAdmission, DatabaseBusyError, StatementBudgetError, withDatabaseDeadline } from './admission';
import { createQueueBudget } from './client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database admission queue', () => {
  it('refuses at once when the turns ahead would outlast the budget, instead of waiting it out', async () => {
    const turn = createQueueBudget(200);
    // Teaches the queue that a turn takes ~100 ms.
    await turn(() => sleep(100));
    const first = turn(() => sleep(100));
    const second = turn(() => sleep(100));
    const started = performance.now();
    const third = turn(() => sleep(100));
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

  it('gives a request one waiting budget for all its statements', async () => {
    const admission = createAdmission({ concurrency: 1, budgetMs: 1000, maxWaiting: 10 });
    const request = withDatabaseDeadline(200, async () => {
      const firstHold = admission.run(() => sleep(150));
      await admission.run(async () => 'first'); // waits about 150 ms of the request's 200
      await firstHold;
      const secondHold = admission.run(() => sleep(150));
      try {
        // Would wait another 150 ms: within its own 1 s, past what the request has left.
        return await admission.run(async () => 'second');
      } finally {
        await secondHold;
      }
    });
    await expect(request).rejects.toBeInstanceOf(StatementBudgetError);
    // Outside any request, the same wait is within the statement's budget.
    const hold = admission.run(() => sleep(150));
    await expect(admission.run(async () => 'alone')).resolves.toBe('alone');
    await hold;
  });
});
