import { type RefObject, useEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';
import { isNewPageState } from '../components/new-page-state';
import { APP_TITLE } from '../components/use-document-title';

/** How long a loading page may take to show its heading before the title is announced anyway. */
const HEADING_WAIT_MS = 10_000;
/** The page's own effects (its document.title) run after its heading is in the DOM. */
const ANNOUNCE_DELAY_MS = 150;
/**
 * How long a page that still shows the site's own title may take to set its own: on a busy
 * machine its effect ran after the delay above, and "Backdrop — …" was announced for an order.
 */
const TITLE_WAIT_MS = 2000;

/** A new page: another path, or the same path asked for as a new page (a submitted search). */
export function isPageChange(before: Location, after: Location): boolean {
  if (before.pathname !== after.pathname) return true;
  return before.key !== after.key && isNewPageState(after.state);
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (heading === null) return false;
  // Focusable from code only: a heading is not a Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/** Nothing the user chose holds focus: it is on the page's frame, or lost with the old page. */
function focusIsUnclaimed(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === main;
}

/**
 * Moves focus to the new page's h1 — or to `main` until the h1 appears (a page still loading) —
 * and then calls `ready`. Returns the cleanup that stops waiting.
 */
function focusNewPage(main: HTMLElement, ready: () => void): () => void {
  if (focusHeading(main)) {
    ready();
    return () => {};
  }
  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    // The user went somewhere meanwhile (a header link, the skip link): leave them there.
    if (!focusIsUnclaimed(main)) return stop();
    if (focusHeading(main)) {
      stop();
      ready();
    }
  });
  const timer = window.setTimeout(() => {
    stop();
    ready();
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * Calls `announce` with the page's title once it has one of its own (or after TITLE_WAIT_MS, for a
 * page that keeps the site's title). Returns the cleanup that stops waiting.
 */
function whenTitled(announce: (title: string) => void): () => void {
  if (document.title !== APP_TITLE) {
    announce(document.title);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (document.title === APP_TITLE) return;
    stop();
    announce(document.title);
  });
  const timer = window.setTimeout(() => {
    stop();
    announce(document.title);
  }, TITLE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return stop;
}

/** Any key or pointer press: the user is acting, not the first load's redirects. */
function useUserHasActed(): RefObject<boolean> {
  const acted = useRef(false);
  useEffect(() => {
    const mark = () => {
      acted.current = true;
    };
    document.addEventListener('keydown', mark, true);
    document.addEventListener('pointerdown', mark, true);
    return () => {
      document.removeEventListener('keydown', mark, true);
      document.removeEventListener('pointerdown', mark, true);
    };
  }, []);
  return acted;
}

/**
 * Issue 23 finding 1: on a client-side page change focus moves to the new page's main heading (or
 * `main` while it loads), and the new page's title is returned for the layout's polite live
 * region. The first load is left alone — the browser starts at the top, where the skip link is —
 * and so are the redirects it makes before the user has pressed anything (sign-in guard, return
 * URL). Back and Forward are page changes too.
 */
export function usePageChangeFocus(mainRef: RefObject<HTMLElement | null>): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Location | null>(null);
  const acted = useUserHasActed();
  const [announcement, setAnnouncement] = useState('');
  // The wait for the heading outlives query-only changes (a page normalising its URL while it
  // loads); only the next page change or leaving the layout ends it.
  const pending = useRef<() => void>(() => {});
  useEffect(() => () => pending.current(), []);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    const main = mainRef.current;
    if (before === null || main === null || !isPageChange(before, location)) return;
    if (!acted.current && navigationType !== 'POP') return;
    pending.current();
    // Emptied first, so the same title said again (a second search) is announced again.
    setAnnouncement('');
    let announceTimer: number | undefined;
    let stopTitleWait = () => {};
    const stopWaiting = focusNewPage(main, () => {
      announceTimer = window.setTimeout(() => {
        stopTitleWait = whenTitled(setAnnouncement);
      }, ANNOUNCE_DELAY_MS);
    });
    pending.current = () => {
      stopWaiting();
      window.clearTimeout(announceTimer);
      stopTitleWait();
    };
  }, [location, navigationType, mainRef, acted]);

  return announcement;
}
