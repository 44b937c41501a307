import type { Agent } from 'node:http';
import { type Answer, backendAgent, isWireError, type SoakRequest, send } from './http';
import type { SoakStats } from './stats';

/** How long a backend that failed on the wire gets no new requests (a passive health check). */
const BENCHED_MS = 2_000;
const STALE_CODES = new Set(['ECONNRESET', 'EPIPE']);
/** A stale connection's reset comes back at once; later than this, the server had the request. */
const STALE_WITHIN_MS = 1_000;

export interface Backend {
  name: string;
  base: string;
}

/**
 * Spreads requests over the app processes in turn, as a load balancer in front of them would.
 * A request that gets no answer (connection refused or reset) is sent once more to the other
 * process, and its first backend is left out for two seconds; both attempts are counted. A reset
 * of a kept-alive connection is first tried again on the same process (see WireError.reused).
 * Every request the soak sends is safe to resend: reads, and writes with a key of their own
 * (checkout's idempotency key, a second press of the pay button, a cart line that is already there).
 */
export class Balancer {
  private next = 0;
  private sent = 0;
  private readonly agents = new Map<string, Agent>();
  private readonly benchedUntil = new Map<string, number>();

  constructor(
    private readonly backends: readonly Backend[],
    private readonly stats: SoakStats,
  ) {
    for (const backend of backends) this.agents.set(backend.name, backendAgent());
  }

  /** The answer, or undefined when no process answered (already counted). */
  async request(kind: string, req: SoakRequest): Promise<Answer | undefined> {
    const what = `${req.method} ${req.path.split('?')[0]}`;
    let backend = this.pick();
    let staleRetried = false;
    const tried = new Set<Backend>();
    for (;;) {
      tried.add(backend);
      // An id per attempt, kept by the server in its request log: an attempt with no answer is
      // looked up there afterwards (answered late, or never).
      const requestId = `soak-${++this.sent}`;
      const outcome = await send(staleRetried ? false : this.agentOf(backend), backend.base, {
        ...req,
        headers: { ...req.headers, 'x-request-id': requestId },
      });
      if (!isWireError(outcome)) return this.answered(kind, what, backend, outcome);
      // A kept-alive connection closed as the request went out: the same process once more, on a
      // connection of its own. A reset after the server had the request for a while is no such race.
      const stale =
        outcome.reused && STALE_CODES.has(outcome.error) && outcome.ms < STALE_WITHIN_MS && !staleRetried;
      const next = stale ? backend : this.backends.find((candidate) => !tried.has(candidate));
      this.stats.wireError(backend.name, outcome.error, what, {
        retried: next !== undefined,
        stale,
        requestId,
      });
      if (stale) staleRetried = true;
      else this.benchedUntil.set(backend.name, Date.now() + BENCHED_MS);
      if (!next) {
        this.stats.unanswered(kind);
        return undefined;
      }
      backend = next;
    }
  }

  /** A request to one named process, not balanced (set-up, health checks). */
  direct(name: string, req: SoakRequest) {
    const backend = this.backends.find((candidate) => candidate.name === name);
    if (!backend) throw new Error(`no backend ${name}`);
    return send(this.agentOf(backend), backend.base, req);
  }

  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
  }

  private answered(kind: string, what: string, backend: Backend, answer: Answer): Answer {
    this.stats.answered(
      what,
      kind,
      backend.name,
      answer.status,
      answer.ms,
      Boolean(answer.headers['retry-after']),
    );
    return answer;
  }

  private pick(): Backend {
    const now = Date.now();
    for (let tried = 0; tried < this.backends.length; tried++) {
      const backend = this.backends[this.next++ % this.backends.length];
      if (backend && (this.benchedUntil.get(backend.name) ?? 0) <= now) return backend;
    }
    // All benched: try in turn anyway rather than refuse.
    const backend = this.backends[this.next++ % this.backends.length];
    if (!backend) throw new Error('no backends');
    return backend;
  }

  private agentOf(backend: Backend): Agent {
    const agent = this.agents.get(backend.name);
    if (!agent) throw new Error(`no agent for ${backend.name}`);
    return agent;
  }
}
