import { type Agent, request } from 'node:http';
import { seededRandom } from '../../src/core/seeded-random';
import type { RequestKind, Target } from './load-mix';

/** A request with no answer after this long counts as a timeout (the client gives up). */
export const NO_ANSWER_MS = 20_000;

/** One simulated user: which server it talks to (as a load balancer sends it), as whom, and what. */
export interface SimulatedUser {
  base: string;
  agent: Agent;
  cookie?: string;
  mix: Target[];
}

/** What one phase saw. Latencies are in ms; in the open loop from each request's scheduled time. */
export interface Tally {
  /** The phase's length: requests were sent during it. */
  seconds: number;
  /** From the phase's start to its last answer (the closed loop's rate is over this). */
  elapsed: number;
  offered: number;
  answered: number;
  latencies: number[];
  byKind: Map<RequestKind, number[]>;
  /** Requests of each kind with no answer in time or a wire error. */
  lostByKind: Map<RequestKind, number>;
  status: Map<number, number>;
  noAnswer: number;
  wireErrors: Map<string, number>;
  /** Resets of a reused keep-alive socket, retried once as a browser retries them. */
  retriedResets: number;
  /** Open loop: how late the client sent each request after its due time (its own lag). */
  sendLag: number[];
  /** Per request: [ms from the phase's start to its due or sent time, latency or -1 if unanswered, status]. */
  timeline: [number, number, number][];
}

function newTally(seconds: number): Tally {
  return {
    seconds,
    elapsed: seconds,
    offered: 0,
    answered: 0,
    latencies: [],
    byKind: new Map(),
    lostByKind: new Map(),
    status: new Map(),
    noAnswer: 0,
    wireErrors: new Map(),
    retriedResets: 0,
    sendLag: [],
    timeline: [],
  };
}

type Outcome = { status: number } | { error: string; retryable?: boolean };

function getOnce(user: SimulatedUser, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(`${user.base}${path}`, {
      agent: user.agent,
      headers: { 'Accept-Encoding': 'gzip, br', ...(user.cookie ? { Cookie: user.cookie } : {}) },
    });
    const timer = setTimeout(() => req.destroy(new Error('NO_ANSWER')), NO_ANSWER_MS);
    req.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.message === 'NO_ANSWER') return resolve({ error: 'NO_ANSWER' });
      // The server closed an idle keep-alive socket just as this request went out on it.
      const retryable = req.reusedSocket && error.code === 'ECONNRESET';
      resolve({ error: error.code ?? error.message, retryable });
    });
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0 });
      });
      res.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        resolve({ error: error.code ?? 'answer cut off' });
      });
    });
    req.end();
  });
}

/** Sends one request and records it, its latency counted from `since` (ms since `phaseStart`). */
async function send(
  user: SimulatedUser,
  target: Target,
  since: number,
  phaseStart: number,
  tally: Tally,
): Promise<Outcome> {
  let outcome = await getOnce(user, target.path);
  // Node's documented remedy for that race, and what browsers do for a GET.
  if ('error' in outcome && outcome.retryable) {
    tally.retriedResets++;
    outcome = await getOnce(user, target.path);
  }
  const at = since - phaseStart;
  if ('status' in outcome) {
    const latency = performance.now() - since;
    tally.answered++;
    tally.latencies.push(latency);
    const kind = tally.byKind.get(target.kind) ?? [];
    kind.push(latency);
    tally.byKind.set(target.kind, kind);
    tally.status.set(outcome.status, (tally.status.get(outcome.status) ?? 0) + 1);
    tally.timeline.push([at, latency, outcome.status]);
  } else {
    if (outcome.error === 'NO_ANSWER') tally.noAnswer++;
    else tally.wireErrors.set(outcome.error, (tally.wireErrors.get(outcome.error) ?? 0) + 1);
    tally.lostByKind.set(target.kind, (tally.lostByKind.get(target.kind) ?? 0) + 1);
    tally.timeline.push([at, -1, 0]);
  }
  return outcome;
}

function sleepUntil(at: number): Promise<void> {
  const wait = at - performance.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}

/**
 * Open loop: every user sends at Poisson-distributed times (mean gap `meanGapMs`) for `seconds`,
 * whether or not its earlier requests were answered, and each latency runs from the time the
 * request was due, so a late timer or a queue in the client counts against the server as it
 * would against a visitor (no coordinated omission). Waits for the last answers before returning.
 */
export async function openLoop(users: SimulatedUser[], seconds: number, meanGapMs = 1000): Promise<Tally> {
  const tally = newTally(seconds);
  const pending: Promise<Outcome>[] = [];
  const start = performance.now();
  const endAt = start + seconds * 1000;
  await Promise.all(
    users.map(async (user, index) => {
      const random = seededRandom(index + 1);
      const gap = () => -Math.log(1 - random()) * meanGapMs;
      let turn = index * 7;
      for (let due = start + gap(); due < endAt; due += gap()) {
        await sleepUntil(due);
        const target = user.mix[turn++ % user.mix.length];
        if (!target) continue;
        tally.offered++;
        tally.sendLag.push(performance.now() - due);
        pending.push(send(user, target, due, start, tally));
      }
    }),
  );
  await Promise.all(pending);
  tally.elapsed = (performance.now() - start) / 1000;
  return tally;
}

/** Closed loop: every user sends its next request when its last is answered, for `seconds`. */
export async function closedLoop(users: SimulatedUser[], seconds: number): Promise<Tally> {
  const tally = newTally(seconds);
  const start = performance.now();
  const endAt = start + seconds * 1000;
  await Promise.all(
    users.map(async (user, index) => {
      for (let turn = index * 7; performance.now() < endAt; turn++) {
        const target = user.mix[turn % user.mix.length];
        if (!target) return;
        tally.offered++;
        const outcome = await send(user, target, performance.now(), start, tally);
        // A refused or reset connection: wait a moment rather than spin.
        if ('error' in outcome && outcome.error !== 'NO_ANSWER')
          await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  tally.elapsed = (performance.now() - start) / 1000;
  return tally;
}
