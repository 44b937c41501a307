/**
 * At most `max` tasks at once, the rest wait in order. Rendering is CPU-bound: on a two-core
 * machine two at a time keeps the API answering while a grid of new thumbnails is drawn.
 */
export function createTaskLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (active < max) {
      active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  // A freed slot passes straight to the next waiter, so a newcomer cannot slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
