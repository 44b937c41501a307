import type { Context, MiddlewareHandler } from 'hono';
import { StatementBudgetError, withDatabaseDeadline } from '../db/admission';
import { databaseCause, sqlState } from '../db/database-error';
import { errorBody } from '../errors';
import { escapeHtml } from './escape-html';

/** Seconds a refused client is asked to wait: about the queue's budget, by when it has drained. */
const RETRY_AFTER_SECONDS = 5;

const BUSY_MESSAGE = 'The service is busy. Please try again in a few seconds.';
const TOO_LONG_MESSAGE = 'This took too long to answer. Please try again in a moment, or narrow your search.';

/**
 * Gives each request one budget for waiting at the database (db/admission.ts): beyond it the
 * request is answered 503 with Retry-After instead of waiting behind a long queue.
 */
export function databaseDeadline(budgetMs: number): MiddlewareHandler {
  return (_c, next) => withDatabaseDeadline(budgetMs, next);
}

/** pg's own pool timeout, should a connection still be waited for past connectionTimeoutMillis. */
function isPoolTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);
}

/**
 * `busy`: the database's queue refused the request's statement (too long a queue, or its waiting
 * budget spent); `too long`: PostgreSQL cancelled a statement that ran past statement_timeout (57014).
 */
export function overloadKind(error: unknown): 'busy' | 'too long' | null {
  const cause = databaseCause(error);
  if (cause instanceof StatementBudgetError || isPoolTimeout(cause)) return 'busy';
  if (sqlState(error) === '57014') return 'too long';
  return null;
}

/**
 * 503 with Retry-After, never cached: the API's error envelope, or for a page a short HTML page
 * a person can read (and a browser retry).
 */
export function overloadAnswer(c: Context, kind: 'busy' | 'too long'): Response {
  const message = kind === 'busy' ? BUSY_MESSAGE : TOO_LONG_MESSAGE;
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return c.json(errorBody('BUSY', message), 503);
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Busy – Backdrop</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><h1>Busy right now</h1><p>${escapeHtml(message)}</p></body></html>`,
    503,
  );
}
