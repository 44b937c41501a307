import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../../logger';
import { aggregateClicks } from './aggregate-clicks';
import { flushClickEvents } from './click-buffer';
import { maintainClickPartitions } from './partitions';

/** spec §7 / issue 28: the aggregator runs every minute. */
export const AGGREGATE_EVERY_MS = 60_000;
/** Partitions are made months ahead: a few times a day is plenty. */
const PARTITIONS_EVERY_MS = 6 * 60 * 60_000;

export interface AnalyticsSchedule {
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The aggregator every minute and partition upkeep at start and every 6 hours, in this process.
 * Every process may run it: the aggregator's advisory lock makes runs take turns, and each run
 * only folds events still unprocessed.
 */
export function startAnalyticsSchedule(
  handle: DatabaseHandle,
  options: { retentionMonths: number; logger: Pick<Logger, 'warn'>; aggregateEveryMs?: number },
): AnalyticsSchedule {
  let running: Promise<void> = Promise.resolve();
  const run = (name: string, work: () => Promise<unknown>) => {
    running = running
      .then(work)
      .then(() => undefined)
      .catch((error: unknown) => options.logger.warn({ err: error }, `${name} failed; trying again later`));
  };
  const aggregate = () =>
    run('aggregating click events', async () => {
      await flushClickEvents(handle);
      await aggregateClicks(handle);
    });
  const partitions = () =>
    run('click_events partition upkeep', () =>
      maintainClickPartitions(handle, { retentionMonths: options.retentionMonths }),
    );
  partitions();
  const aggregateTimer = setInterval(aggregate, options.aggregateEveryMs ?? AGGREGATE_EVERY_MS);
  const partitionTimer = setInterval(partitions, PARTITIONS_EVERY_MS);
  aggregateTimer.unref?.();
  partitionTimer.unref?.();
  return {
    async stop() {
      clearInterval(aggregateTimer);
      clearInterval(partitionTimer);
      await running;
    },
  };
}
