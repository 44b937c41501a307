import type { Context, MiddlewareHandler } from 'hono';
import { StatementBudgetError, withDatabaseDeadline } from '../db/admission';
import { databaseCause, sqlState } from '../db/database-error';
import { errorBody } from '../errors';
import { escapeHtml } from './escape-html';

/** Seconds a refused client is asked to wait: about the queue's budget, by when it has drained. */
const RETRY_AFTER_SECONDS = 5;

const BUSY_MESSAGE = 'The service is busy. Please try again in a few seconds.';
const TOO_LONG_MESSAGE = 'This took too long to answer. Please try again in a moment, or narrow your search.';

/** Requests in progress below which none is refused: a few slow ones are not an overload. */
const MIN_IN_FLIGHT = 16;
/** Answers in the window needed before the rate is believed. */
const MIN_SAMPLES = 10;
/** The window over which the rate of answers is measured. */
const RATE_WINDOW_MS = 2000;

/** Paths never refused: the health check (load balancers), files and images (no database work). */
function isExempt(path: string): boolean {
  return (
    path === '/api/health' ||
    path.startsWith('/assets/') ||
    path.startsWith('/media/') ||
    /\.[a-z0-9]+$/i.test(path)
  );
}

/**
 * Answers that stream for as long as their bytes take, reading the database as they go: a ZIP of
 * 25 originals, each drawn on its first download, runs well past two budgets on a busy machine.
 * Neither refused for their age nor counted as requests waiting (a browser test's ZIP was cut off
 * mid-stream when they were).
 */
function isLongDownload(path: string): boolean {
  return path.startsWith('/api/downloads/') || /^\/api\/photos\/[^/]+\/original$/.test(path);
}

/**
 * Admission for the whole request (issue 29 item 3). On PGlite the database runs on this thread,
 * so under load requests wait less at the database's queue than for the thread itself, where no
 * queue budget sees them: 200 connections waited 6–18 s, some past 20 s, without a single 503.
 * By Little's law a new request waits about (requests in progress) / (answers per second); when
 * that passes the budget, it is answered 503 with Retry-After at once, before any work. Each
 * request admitted also gets one budget for waiting at the database (db/admission.ts). Only reads
 * (GET, HEAD) are counted and refused here; writes keep the database's budget alone.
 */
export function overloadGuard(budgetMs: number): MiddlewareHandler {
  let inFlight = 0;
  // Completion times of admitted requests within the rate window, oldest first.
  const answeredAt: number[] = [];
  const answersPerSecond = (now: number) => {
    while (answeredAt.length > 0 && (answeredAt[0] ?? now) < now - RATE_WINDOW_MS) answeredAt.shift();
    return answeredAt.length / (RATE_WINDOW_MS / 1000);
  };
  return async (c, next) => {
    // Reads only: a write's body (an upload's) may take minutes to arrive before its statements.
    // Each of a download's statements keeps its own budget: neither its age nor the sum of its
    // waits (a request's one budget) may cut it off mid-stream.
    if (isLongDownload(c.req.path)) return next();
    const limitAge = c.req.method === 'GET' || c.req.method === 'HEAD';
    // Writes are not counted either: an upload in progress for minutes is not a sign of overload.
    if (!limitAge || isExempt(c.req.path)) return withDatabaseDeadline(budgetMs, next, { limitAge });
    const now = performance.now();
    // Too few answers in the window to know the rate (a burst on an idle server): admitted.
    if (inFlight >= MIN_IN_FLIGHT && answersPerSecond(now) * (RATE_WINDOW_MS / 1000) >= MIN_SAMPLES) {
      const expectedWaitMs = (inFlight / answersPerSecond(now)) * 1000;
      if (expectedWaitMs > budgetMs) return overloadAnswer(c, 'busy');
    }
    inFlight++;
    try {
      await withDatabaseDeadline(budgetMs, next, { limitAge });
    } finally {
      inFlight--;
      answeredAt.push(performance.now());
    }
  };
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
