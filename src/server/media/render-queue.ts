/**
 * Where renders wait. Rendering is CPU-bound, so only `concurrency` run at once; the rest wait
 * here, bounded, in priority order: a visitor's thumbnail before a visitor's preview, both
 * before warm-up work. Within a priority, clients take turns, so one client asking for a
 * thousand images delays another client's next image by at most one render per client ahead of
 * it, not by a thousand. Cached files never come here (see media-store.ts).
 */

/** Highest first: what a visitor waits for in a grid, what a visitor opened, warm-up, idle catalogue work. */
export const RENDER_PRIORITIES = ['thumb', 'request', 'warm', 'idle'] as const;
export type RenderPriority = (typeof RENDER_PRIORITIES)[number];

export interface RenderQueueOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Renders waiting, all clients together; past it new work is refused. */
  maxWaiting: number;
  /** Renders one client may have waiting; past it that client's new work is refused. */
  maxWaitingPerClient: number;
}

/** The queue is full (or this client has its share waiting): answer "try again later". */
export class RenderQueueFullError extends Error {
  override name = 'RenderQueueFullError';
}

export interface RenderTicket {
  /** Resolves when the work ran; rejects with its error, or RenderQueueFullError when refused. */
  done: Promise<void>;
  /**
   * Moves waiting work up to `priority` when someone who matters more asks for the same file
   * (a visitor's thumbnail that the idle warm-up had queued). No effect once it started.
   */
  promote(priority: RenderPriority, client: string): void;
}

export interface RenderQueue {
  enqueue(work: () => Promise<void>, priority: RenderPriority, client: string): RenderTicket;
  /** Work running and waiting now, for tests and logs. */
  stats(): { running: number; waiting: number };
}

interface Entry {
  level: number;
  client: string;
  start: () => void;
}

export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  // One map per priority: client → its entries in arrival order. A Map keeps insertion order, so
  // taking the first client and re-inserting it at the end when it has more is a round robin.
  const levels = RENDER_PRIORITIES.map(() => new Map<string, Entry[]>());
  const perClient = new Map<string, number>();
  let running = 0;
  let waiting = 0;

  const add = (entry: Entry) => {
    const level = levels[entry.level];
    if (!level) throw new Error(`no render priority ${entry.level}`);
    const list = level.get(entry.client);
    if (list) list.push(entry);
    else level.set(entry.client, [entry]);
    perClient.set(entry.client, (perClient.get(entry.client) ?? 0) + 1);
    waiting++;
  };

  const remove = (entry: Entry): boolean => {
    const level = levels[entry.level];
    const list = level?.get(entry.client);
    const index = list?.indexOf(entry) ?? -1;
    if (!level || !list || index < 0) return false;
    list.splice(index, 1);
    if (list.length === 0) level.delete(entry.client);
    const count = (perClient.get(entry.client) ?? 1) - 1;
    if (count > 0) perClient.set(entry.client, count);
    else perClient.delete(entry.client);
    waiting--;
    return true;
  };

  const next = (): Entry | undefined => {
    for (const level of levels) {
      for (const [client, list] of level) {
        const entry = list[0];
        if (!entry) continue;
        remove(entry);
        // Re-inserted last: the next entry of this level goes to another client first.
        const rest = level.get(client);
        if (rest) {
          level.delete(client);
          level.set(client, rest);
        }
        return entry;
      }
    }
    return undefined;
  };

  const pump = () => {
    while (running < options.concurrency) {
      const entry = next();
      if (!entry) return;
      running++;
      entry.start();
    }
  };

  const enqueue: RenderQueue['enqueue'] = (work, priority, client) => {
    if (waiting >= options.maxWaiting || (perClient.get(client) ?? 0) >= options.maxWaitingPerClient) {
      return {
        done: Promise.reject(new RenderQueueFullError('too many images are being drawn; try again shortly')),
        promote: () => {},
      };
    }
    let started = false;
    let entry: Entry | undefined;
    const done = new Promise<void>((resolve, reject) => {
      entry = {
        level: RENDER_PRIORITIES.indexOf(priority),
        client,
        start: () => {
          started = true;
          void (async () => {
            try {
              await work();
              resolve();
            } catch (error) {
              reject(error);
            } finally {
              running--;
              pump();
            }
          })();
        },
      };
    });
    if (!entry) throw new Error('render entry not created');
    const own = entry;
    add(own);
    pump();
    return {
      done,
      promote: (higher, by) => {
        const level = RENDER_PRIORITIES.indexOf(higher);
        if (started || level >= own.level || !remove(own)) return;
        own.level = level;
        own.client = by;
        add(own);
      },
    };
  };

  return { enqueue, stats: () => ({ running, waiting }) };
}
