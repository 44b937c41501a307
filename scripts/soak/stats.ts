/**
 * What the soak's traffic saw, per report interval and in all: answers by status class, wire
 * errors by code and by process (each kept with its time, to be judged against the chaos
 * windows afterwards), the load balancer's retries, and latencies.
 */

export interface WireErrorRecord {
  process: string;
  code: string;
  at: number;
  what: string;
  /** A reset of a kept-alive connection, retried on a fresh one: not held against the server. */
  stale: boolean;
  requestId: string;
}

export interface ServerErrorRecord {
  process: string;
  status: number;
  retryAfter: boolean;
  what: string;
  at: number;
}

class Tally {
  requests = 0;
  readonly statuses = new Map<string, number>();
  readonly wire = new Map<string, number>();
  retries = 0;
  latencies: number[] = [];

  add(key: string, into: Map<string, number>): void {
    into.set(key, (into.get(key) ?? 0) + 1);
  }
}

export class SoakStats {
  private interval = new Tally();
  readonly total = new Tally();
  readonly wireErrors: WireErrorRecord[] = [];
  readonly serverErrors: ServerErrorRecord[] = [];
  /** Requests per route kind (guest page, search, cart…), for the summary. */
  readonly byKind = new Map<string, { requests: number; latencies: number[] }>();

  /** One request as the balancer finally answered it (after any retry). */
  answered(
    what: string,
    kind: string,
    process: string,
    status: number,
    ms: number,
    retryAfter: boolean,
  ): void {
    for (const tally of [this.interval, this.total]) {
      tally.requests++;
      tally.add(statusClass(status), tally.statuses);
      tally.latencies.push(ms);
    }
    const entry = this.byKind.get(kind) ?? { requests: 0, latencies: [] };
    entry.requests++;
    entry.latencies.push(ms);
    this.byKind.set(kind, entry);
    if (status >= 500) this.serverErrors.push({ process, status, retryAfter, what, at: Date.now() });
  }

  /** A request that got no answer from any process. */
  unanswered(kind: string): void {
    for (const tally of [this.interval, this.total]) tally.requests++;
    const entry = this.byKind.get(kind) ?? { requests: 0, latencies: [] };
    entry.requests++;
    this.byKind.set(kind, entry);
  }

  /** One attempt that failed on the wire; `retried` when the balancer sent it again. */
  wireError(
    process: string,
    code: string,
    what: string,
    how: { retried: boolean; stale: boolean; requestId: string },
  ): void {
    this.wireErrors.push({ process, code, at: Date.now(), what, stale: how.stale, requestId: how.requestId });
    for (const tally of [this.interval, this.total]) {
      tally.add(`${how.stale ? 'stale-' : ''}${code}@${process}`, tally.wire);
      if (how.retried) tally.retries++;
    }
  }

  /** The interval's figures as one line, and a fresh interval. */
  intervalLine(): string {
    const line = tallyLine(this.interval);
    this.interval = new Tally();
    return line;
  }

  totalLine(): string {
    return tallyLine(this.total);
  }
}

export function statusClass(status: number): string {
  if (status === 503) return '503';
  if (status >= 500) return '5xx';
  return `${Math.floor(status / 100)}xx`;
}

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function latencyText(samples: readonly number[]): string {
  return [50, 95, 99].map((p) => `${percentile(samples, p)}`).join('/');
}

function tallyLine(tally: Tally): string {
  const statuses = ['2xx', '3xx', '4xx', '503', '5xx']
    .filter((key) => tally.statuses.has(key))
    .map((key) => `${key}:${tally.statuses.get(key)}`)
    .join(' ');
  const wire = [...tally.wire].map(([key, count]) => `${key}:${count}`).join(' ');
  return [
    `${tally.requests} req`,
    statuses,
    wire ? `wire ${wire}` : 'wire 0',
    `retried ${tally.retries}`,
    `p50/95/99 ${latencyText(tally.latencies)} ms`,
  ].join(' | ');
}
