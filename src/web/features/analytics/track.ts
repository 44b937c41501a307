import type { ClickTarget } from './click-target';

/**
 * The part of click tracking every page carries (issue 28 item 2: the home page's script budget
 * has no room for the tracker). A click waits here while the tracker (click-tracker.ts) loads on
 * first use; from then on it goes straight to it.
 */
interface Tracker {
  track(click: ClickTarget): void;
}

let tracker: Tracker | undefined;
let waiting: ClickTarget[] | undefined;

/** Queues a click event (spec §4); never throws, failures are only logged. */
export function track(click: ClickTarget): void {
  if (tracker) {
    tracker.track(click);
    return;
  }
  if (waiting) {
    waiting.push(click);
    return;
  }
  waiting = [click];
  import('./browser-tracker').then(
    (loaded) => {
      tracker = loaded.browserClickTracker();
      for (const queued of waiting ?? []) tracker.track(queued);
      waiting = undefined;
    },
    (error: unknown) => {
      // A failed chunk load (a deploy, offline): these clicks are lost, the next click tries again.
      console.warn('Click tracking could not load', error);
      waiting = undefined;
    },
  );
}
