import type { ClickTarget } from './click-target';

/**
 * The part of click tracking every page carries (issue 28 item 2: the home page's script budget
 * has no room for the tracker): the tracker (browser-tracker.ts) loads on the first click. The
 * module loads once; clicks made meanwhile reach it in order.
 */
export function track(click: ClickTarget): void {
  // A failed chunk load (a deploy, offline) is only logged: this click is lost, the next one tries again.
  import('./browser-tracker').then((tracker) => tracker.track(click), console.warn);
}
