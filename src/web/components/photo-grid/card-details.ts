import { startTransition, useEffect, useState } from 'react';

/**
 * What only signed-in people see on a grid card (the details, the cart and wishlist buttons,
 * PhotoCardDetails.tsx) is a module of its own: a guest's home page and search never download it
 * (issue 22: the home page's scripts). A member's page asks for it at once (its HTML names the
 * file, server/http/page-preloads.ts, and layout/PhotoActions.tsx starts it), so it is usually
 * there for the grid's first render; a grid that comes first draws its cards without it and adds
 * it in one transition when it arrives, never suspending card by card.
 */
type DetailsModule = typeof import('./PhotoCardDetails');
export type CardDetails = DetailsModule['PhotoCardDetails'];

let loaded: DetailsModule | null = null;
let loading: Promise<DetailsModule> | null = null;

export function loadCardDetails(): Promise<DetailsModule> {
  loading ??= import('./PhotoCardDetails').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The cards' member part while `wanted` (null before it has loaded, and for guests). */
export function useCardDetails(wanted: boolean): CardDetails | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    void loadCardDetails().then((arrived) => {
      if (current) startTransition(() => setModule(arrived));
    });
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return wanted ? ((module ?? loaded)?.PhotoCardDetails ?? null) : null;
}
