import type { RequestKind } from './load-mix';
import type { Tally } from './load-phases';

/** One database setup measured: both phases, with the yardstick and the machine's load around it. */
export interface ModeResult {
  label: string;
  database: 'postgres' | 'embedded';
  users: number;
  /** GET /api/health answered per second just before the load (the machine's speed right then). */
  healthPerSecond: number;
  open: Tally;
  openRssMb: number[];
  closed: Tally;
  closedRssMb: number[];
  loadAtStart: string;
  loadAtEnd: string;
}

/** Issue 29's targets. */
const OPEN_P95_MS = { postgres: 300, embedded: 1000 } as const;
const RSS_LIMIT_MB = 500;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

interface Summary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  ok: number;
  busy: number;
  otherErrors: number;
  /** The other error statuses with their counts, e.g. "500 × 12". */
  otherText: string;
  noAnswer: number;
  pastBudget: number;
  wire: number;
  wireText: string;
}

function summarize(tally: Tally, pastBudgetMs: number): Summary {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  let ok = 0;
  let otherErrors = 0;
  for (const [status, count] of tally.status) {
    if (status < 400) ok += count;
    else if (status !== 503) otherErrors += count;
  }
  const wire = [...tally.wireErrors.values()].reduce((sum, count) => sum + count, 0);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    ok,
    busy: tally.status.get(503) ?? 0,
    otherErrors,
    otherText:
      [...tally.status]
        .filter(([status]) => status >= 400 && status !== 503)
        .map(([status, count]) => `${status} × ${count}`)
        .join(', ') || '0',
    noAnswer: tally.noAnswer,
    pastBudget: sorted.filter((latency) => latency > pastBudgetMs).length,
    wire,
    wireText: [...tally.wireErrors].map(([code, count]) => `${code} ${count}`).join(', ') || '0',
  };
}

const verdict = (met: boolean) => (met ? '**met**' : '**not met**');
const rssText = (peaks: number[]) => peaks.join(' / ');

function openRow(result: ModeResult, pastBudgetMs: number): string {
  const { open } = result;
  const s = summarize(open, pastBudgetMs);
  const errors = s.busy + s.otherErrors + s.noAnswer + s.wire;
  const target = OPEN_P95_MS[result.database];
  const latencyMet = s.p95 <= target && (result.database === 'embedded' || errors === 0);
  const rssMet = result.openRssMb.every((mb) => mb <= RSS_LIMIT_MB);
  const targetText = `p95 ≤ ${whole(target)} ms${result.database === 'postgres' ? ', 0 errors' : ''}: ${verdict(latencyMet)}; RSS: ${verdict(rssMet)}`;
  return `| ${result.label} | ${whole(open.offered / open.seconds)} | ${whole(open.answered / open.elapsed)} | ${whole(s.p50)} / ${whole(s.p95)} / ${whole(s.p99)} | ${whole(s.max)} | ${whole(s.ok)} | ${s.busy} | ${s.otherText} | ${s.noAnswer} | ${s.wireText} | ${rssText(result.openRssMb)} | ${targetText} |`;
}

function closedRow(result: ModeResult, pastBudgetMs: number): string {
  const { closed } = result;
  const s = summarize(closed, pastBudgetMs);
  const timeouts = s.noAnswer + s.pastBudget;
  const rssMet = result.closedRssMb.every((mb) => mb <= RSS_LIMIT_MB);
  return `| ${result.label} | ${whole(closed.answered / closed.elapsed)} | ${whole(s.ok / closed.elapsed)} | ${whole(s.p50)} / ${whole(s.p95)} / ${whole(s.p99)} | ${whole(s.max)} | ${s.busy} | ${s.otherText} | ${s.noAnswer} | ${s.pastBudget} | ${s.wireText} | ${rssText(result.closedRssMb)} | 0 timeouts: ${verdict(timeouts === 0)}; RSS: ${verdict(rssMet)} |`;
}

function kindRows(results: ModeResult[]): string[] {
  const kinds = new Set<RequestKind>();
  for (const result of results) {
    for (const kind of result.open.byKind.keys()) kinds.add(kind);
    for (const kind of result.closed.byKind.keys()) kinds.add(kind);
  }
  const cell = (tally: Tally, kind: RequestKind) => {
    const sorted = [...(tally.byKind.get(kind) ?? [])].sort((a, b) => a - b);
    const lost = tally.lostByKind.get(kind) ?? 0;
    const lostText = lost > 0 ? `, ${whole(lost)} lost` : '';
    return sorted.length === 0 && lost === 0
      ? '—'
      : `${whole(percentile(sorted, 50))} / ${whole(percentile(sorted, 95))} (${whole(sorted.length)}${lostText})`;
  };
  const header = results.flatMap((result) => [`${result.label}, open`, `${result.label}, closed`]);
  return [
    `| kind: p50 / p95 ms (answers, lost: no answer in 20 s or wire error) | ${header.join(' | ')} |`,
    `| --- | ${header.map(() => '---').join(' | ')} |`,
    ...[...kinds].map(
      (kind) =>
        `| ${kind} | ${results.flatMap((result) => [cell(result.open, kind), cell(result.closed, kind)]).join(' | ')} |`,
    ),
  ];
}

/** The figures as Markdown tables (run `npx biome check --write` on the page they are pasted into). */
export function reportLoad(results: ModeResult[], budgetMs: number, seconds: number): string {
  const pastBudgetMs = 2 * budgetMs + 1000;
  const users = results[0]?.users ?? 0;
  return [
    `Machine: ${results.map((result) => `${result.label}: load average ${result.loadAtStart} at start, ${result.loadAtEnd} at end; GET /api/health ${whole(result.healthPerSecond)} req/s just before`).join('; ')}.`,
    '',
    `Open loop: ${users} users, Poisson arrivals, one request a second each on average, ${seconds} s; latency from each request's due time. RSS: peak MB per process.`,
    '',
    '| database | offered req/s | answered req/s | p50 / p95 / p99 ms | max ms | 2xx–3xx | 503 | other 4xx–5xx | no answer in 20 s | wire errors | RSS MB | targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((result) => openRow(result, pastBudgetMs)),
    '',
    `Closed loop: the same ${users} users as fast as they can, ${seconds} s. Past budget: answered after ${whole(pastBudgetMs)} ms (the queue budget DB_QUEUE_BUDGET_MS ${whole(budgetMs)} × 2 + 1 s), counted as timeouts.`,
    '',
    '| database | answered req/s | 2xx–3xx req/s | p50 / p95 / p99 ms | max ms | 503 | other 4xx–5xx | no answer in 20 s | past budget | wire errors | RSS MB | targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((result) => closedRow(result, pastBudgetMs)),
    '',
    ...kindRows(results),
  ].join('\n');
}

/**
 * The phase in windows of `windowS` seconds (by due time in the open loop): whether it got slow
 * all at once (a neighbour's burst) or steadily (a queue that grew).
 */
export function timelineOf(label: string, tally: Tally, windowS = 10): string {
  const windows = Math.ceil(tally.seconds / windowS);
  const rows = Array.from({ length: windows }, (_, index) => {
    const inWindow = tally.timeline.filter(([at]) => Math.floor(at / 1000 / windowS) === index);
    const answered = inWindow.filter(([, latency]) => latency >= 0).map(([, latency]) => latency);
    const sorted = answered.sort((a, b) => a - b);
    const busy = inWindow.filter(([, , status]) => status === 503).length;
    const lost = inWindow.length - answered.length;
    return `| ${index * windowS}–${(index + 1) * windowS} s | ${inWindow.length} | ${whole(percentile(sorted, 50))} / ${whole(percentile(sorted, 95))} | ${busy} | ${lost} |`;
  });
  const lag = [...tally.sendLag].sort((a, b) => a - b);
  const lagText =
    lag.length > 0
      ? `; client send lag p95 ${whole(percentile(lag, 95))} ms, max ${whole(lag.at(-1) ?? 0)} ms`
      : '';
  return [
    `${label}: resets of reused sockets retried ${tally.retriedResets}${lagText}`,
    '| window | sent | p50 / p95 ms | 503 | no answer or wire error |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
