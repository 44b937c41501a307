import { startTransition, useEffect, useState } from 'react';

/** A module loaded once, by whoever asks first (see deferredModule). */
export interface DeferredModule<Module> {
  /** Starts loading it (once) and resolves with it. */
  load(): Promise<Module>;
  /** The module if it has loaded, else null. */
  current(): Module | null;
}

/**
 * A module some people's pages need and others' never (a member's cart and wishlist code, the
 * grid cards' member part): loaded once, by whoever asks first, and then at hand for every
 * render. A page that knows it will need it starts `load` early, so it is usually there for the
 * first render; one that was not told draws without it (useDeferredModule).
 */
export function deferredModule<Module>(importer: () => Promise<Module>): DeferredModule<Module> {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  return {
    load: () => {
      loading ??= importer().then((module) => {
        loaded = module;
        return module;
      });
      return loading;
    },
    current: () => loaded,
  };
}

/**
 * The module while `wanted`, once loaded (and loading it); null before that and when not wanted.
 * What arrives after the first render is added in one transition, nothing suspending on the way.
 */
export function useDeferredModule<Module>(deferred: DeferredModule<Module>, wanted: boolean): Module | null {
  const [module, setModule] = useState(deferred.current);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    void deferred.load().then((arrived) => {
      if (current) startTransition(() => setModule(() => arrived));
    });
    return () => {
      current = false;
    };
  }, [deferred, wanted, module]);
  return wanted ? (module ?? deferred.current()) : null;
}
