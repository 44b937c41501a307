import { AsyncLocalStorage } from 'node:async_hooks';

/** A statement was refused or cancelled because it ran out of its time budget. */
export class StatementBudgetError extends Error {
  override name = 'StatementBudgetError';
}

/**
 * The database's queue is too long to serve this statement within its budget: refused at once,
 * before it waits (issue 29 item 3). The request answers 503 with Retry-After.
 */
export class DatabaseBusyError extends StatementBudgetError {
  override name = 'DatabaseBusyError';
}

export interface AdmissionOptions {
  /** Statements (or transactions) run at once: 1 on PGlite, the pool's size on PostgreSQL. */
  concurrency: number;
  /** The longest a statement may wait for its turn, and the longest a request may wait in all. */
  budgetMs: number;
  /** Statements allowed to wait; the next one is refused at once. */
  maxWaiting: number;
  /**
   * Start the next turn from the event loop (setImmediate), not from the promise that ended the
   * last. PGlite runs each statement on this thread: chained through promises, a queue of them
   * runs without a pause in which the server reads a request or writes an answer, and the whole
   * server stalls for as long as the queue is (issue 29: health took 28 s to answer).
   */
  yieldBetweenTurns?: boolean;
}

/** The database queue's defaults: DB_QUEUE_BUDGET_MS and DB_QUEUE_MAX_WAITING override them. */
export const DEFAULT_QUEUE_BUDGET_MS = 5000;
export const DEFAULT_QUEUE_MAX_WAITING = 1000;

/** When the request's time at the database ends (withDatabaseDeadline). */
const requestWaits = new AsyncLocalStorage<{ endsAt: number }>();

/**
 * A request older than this many budgets starts no more statements: on a starved machine each of
 * a search's statements may also run for seconds, and together they would keep a client waiting
 * past any timeout (200 connections on PostgreSQL: 29 requests had no answer after 20 s).
 */
const REQUEST_BUDGETS = 2;

/**
 * Runs `work` (a request) with an age limit at the database: each statement waits at most its own
 * budget, and none starts once the request is REQUEST_BUDGETS budgets old, unless `limitAge` is
 * false (a write whose body may take minutes to arrive, such as an upload, or a download that
 * streams for minutes); statement_timeout bounds each statement on PostgreSQL.
 */
export function withDatabaseDeadline<T>(
  budgetMs: number,
  work: () => T,
  options: { limitAge?: boolean } = {},
): T {
  const endsAt =
    options.limitAge === false ? Number.POSITIVE_INFINITY : performance.now() + REQUEST_BUDGETS * budgetMs;
  // The waits are not summed over the request's statements: the 25 statements an order's
  // documents run together spent one shared budget at once on a busy machine, and so did the work
  // a request starts after its answer (the order confirmation), which inherits its context.
  return requestWaits.run({ endsAt }, work);
}

interface Waiter {
  queuedAt: number;
  /** The latest moment its turn may start. */
  deadline: number;
  start: () => void;
  refuse: (error: Error) => void;
}

export interface Admission {
  /** Runs `task` when a place is free; refuses it (DatabaseBusyError / StatementBudgetError) past its budget. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Takes a place (for a transaction's connection); call the returned function to give it back. */
  acquire(): Promise<() => void>;
  /** For the log and tests: how many wait, and the running mean of a turn's length. */
  readonly stats: { waiting: number; running: number; meanTurnMs: number };
}

/**
 * A bounded queue in front of the database with an explicit time budget (issue 29 item 3), the
 * same on PGlite (one statement at a time, on this thread) and PostgreSQL (the pool's
 * connections). A statement is refused at once when the queue is full or when the statements
 * ahead of it, at the mean length of a turn so far, would make it wait past its budget; one that
 * still waits too long is refused when its budget runs out (or, on PGlite, whose statements hold
 * this thread, as soon as the one running ends), never left waiting. The budget is the
 * smaller of the statement's own and the time left before its request's age limit (withDatabaseDeadline).
 */
export function createAdmission(options: AdmissionOptions): Admission {
  const { concurrency, budgetMs, maxWaiting } = options;
  const queue: Waiter[] = [];
  let running = 0;
  let meanTurnMs = 0;

  const refuseExpired = () => {
    const now = performance.now();
    for (let index = queue.length - 1; index >= 0; index--) {
      const waiter = queue[index];
      if (waiter && now > waiter.deadline) {
        queue.splice(index, 1);
        waiter.refuse(expired(now - waiter.queuedAt));
      }
    }
  };
  const expired = (waitedMs: number) =>
    new StatementBudgetError(
      `waited more than ${Math.min(budgetMs, Math.ceil(waitedMs))} ms for the database`,
    );

  const next = () => {
    refuseExpired();
    while (running < concurrency && queue.length > 0) {
      const waiter = queue.shift();
      if (waiter) waiter.start();
    }
  };

  const acquire = (): Promise<() => void> => {
    const now = performance.now();
    const request = requestWaits.getStore();
    const deadline = now + Math.min(budgetMs, (request?.endsAt ?? Number.POSITIVE_INFINITY) - now);
    if (deadline <= now) return Promise.reject(new DatabaseBusyError('the request used its whole budget'));
    if (running < concurrency && queue.length === 0) {
      running++;
      return Promise.resolve(release(now));
    }
    // Turns ahead of this one, shared by the places that serve them.
    const expectedWaitMs = Math.ceil((queue.length + 1) / concurrency) * meanTurnMs;
    if (queue.length >= maxWaiting || now + expectedWaitMs > deadline) {
      return Promise.reject(
        new DatabaseBusyError(
          `the database queue is full (${queue.length} waiting, about ${Math.round(expectedWaitMs)} ms)`,
        ),
      );
    }
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: Waiter = {
        queuedAt: now,
        deadline,
        start: () => {
          clearTimeout(timer);
          const startedAt = performance.now();
          if (startedAt > deadline) {
            reject(expired(startedAt - now));
            return;
          }
          running++;
          resolve(release(startedAt));
        },
        refuse: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      queue.push(waiter);
      timer = setTimeout(next, deadline - now + 1);
      timer.unref();
    });
  };

  const release = (startedAt: number) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running--;
      // A running mean over the last ~20 turns: long enough to ride out one slow search.
      const tookMs = performance.now() - startedAt;
      meanTurnMs = meanTurnMs === 0 ? tookMs : meanTurnMs * 0.95 + tookMs * 0.05;
      if (options.yieldBetweenTurns) setImmediate(next);
      else next();
    };
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      const done = await acquire();
      try {
        return await task();
      } finally {
        done();
      }
    },
    acquire,
    get stats() {
      return { waiting: queue.length, running, meanTurnMs };
    },
  };
}
