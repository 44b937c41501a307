import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast, ToasterProps } from 'sonner';

/**
 * sonner, loaded when the first toast is asked for instead of with every page (9 kB gzipped, most
 * of it the Toaster; the home page's budget is 140 kB). In the built app every `import … from
 * 'sonner'` lands here (vite.config.ts, `deferredSonner`), so code keeps calling sonner's `toast`
 * and main.tsx keeps mounting its `Toaster`; only this module imports the real library, lazily.
 * Tests run the real sonner.
 *
 * A call returns its toast's id at once, as sonner's does (the id is made here when none is
 * given), and reaches sonner once the library is loaded and its Toaster is listening: a toast
 * sent before that would be lost, since the Toaster only shows toasts sent after it mounted.
 */

type Sonner = typeof import('sonner');

let library: Promise<Sonner> | null = null;
function loadSonner(): Promise<Sonner> {
  library ??= import('sonner');
  return library;
}

/** Whether a toast has been asked for: until then the Toaster draws nothing and loads nothing. */
let wanted = false;
const wantedListeners = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}
function subscribeWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

let markListening: () => void = () => {};
/** Resolves once the real Toaster has mounted and subscribed to sonner's toasts. */
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

/** Runs `use` with the library once toasts can be shown; calls keep their order. */
function whenShown(use: (sonner: Sonner) => void): void {
  want();
  void Promise.all([loadSonner(), listening]).then(([sonner]) => use(sonner));
}

let lastId = 0;
type Method = 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading';
type Message = Parameters<typeof sonnerToast>[0];

function send(method: Method | null, message: Message, data?: ExternalToast): string | number {
  lastId += 1;
  const id = data?.id ?? `deferred-toast-${lastId}`;
  whenShown((sonner) => {
    const options = { ...data, id };
    if (method) sonner.toast[method](message, options);
    else sonner.toast(message, options);
  });
  return id;
}

/** sonner's `toast`, deferred (see above). */
export const toast: typeof sonnerToast = Object.assign(
  (message: Message, data?: ExternalToast) => send(null, message, data),
  {
    success: (message: Message, data?: ExternalToast) => send('success', message, data),
    info: (message: Message, data?: ExternalToast) => send('info', message, data),
    warning: (message: Message, data?: ExternalToast) => send('warning', message, data),
    error: (message: Message, data?: ExternalToast) => send('error', message, data),
    message: (message: Message, data?: ExternalToast) => send('message', message, data),
    loading: (message: Message, data?: ExternalToast) => send('loading', message, data),
    custom: (jsx: Parameters<typeof sonnerToast.custom>[0], data?: ExternalToast) => {
      lastId += 1;
      const id = data?.id ?? `deferred-toast-${lastId}`;
      whenShown((sonner) => sonner.toast.custom(jsx, { ...data, id }));
      return id;
    },
    promise: ((promise, data) => {
      // Started here, once (sonner would start a function's promise itself, later).
      const settled = typeof promise === 'function' ? promise() : promise;
      whenShown((sonner) => sonner.toast.promise(settled, data));
      // sonner's own answer comes later; callers here get a handle that waits for the promise.
      return { unwrap: () => settled };
    }) as typeof sonnerToast.promise,
    dismiss: (id?: number | string) => {
      // Nothing shown yet: nothing to dismiss, and no reason to load the library for it.
      if (wanted) whenShown((sonner) => sonner.toast.dismiss(id));
      return id ?? '';
    },
    getHistory: () => [],
    getToasts: () => [],
  },
);

/** Says once the real Toaster listens: its own effects (the subscription) run before this one. */
function ListeningSignal() {
  useEffect(() => markListening(), []);
  return null;
}

/** The real Toaster, and the signal after it. */
const LoadedToaster = lazy(async () => {
  const { Toaster: RealToaster } = await loadSonner();
  return {
    default: (props: ToasterProps) => (
      <>
        <RealToaster {...props} />
        <ListeningSignal />
      </>
    ),
  };
});

/**
 * Where the toasts will be, until the real Toaster takes its place: an empty live region like
 * sonner's own. A modal dialog hides the rest of the page from assistive technology when it opens
 * (Radix, through aria-hidden), except live regions and their ancestors: without this one a toast
 * raised from an open dialog, the first of the visit, would land in a hidden part of the page.
 */
function ToasterPlace() {
  return <section aria-label="Notifications" aria-live="polite" aria-relevant="additions text" />;
}

/** sonner's `Toaster`, drawn from the first toast on. */
export function Toaster(props: ToasterProps) {
  const shown = useSyncExternalStore(
    subscribeWanted,
    () => wanted,
    () => false,
  );
  if (!shown) return <ToasterPlace />;
  return (
    <Suspense fallback={<ToasterPlace />}>
      <LoadedToaster {...props} />
    </Suspense>
  );
}

export type { ExternalToast, ToasterProps } from 'sonner';
