import { useSyncExternalStore } from 'react';

/**
 * Whether React has hydrated the first page. Before that, components must render exactly the
 * static HTML; after it (client-side navigations, back/forward), they may read the URL or
 * storage during their first render, which avoids a visible re-render (and Chrome's scroll
 * anchoring jumping when a list re-orders after the scroll position was restored).
 */
let hydratedAt: number | null = null;

export function markHydrated() {
  hydratedAt = Date.now();
  document.documentElement.dataset.hydrated = 'true';
}

export function isHydrated(): boolean {
  return hydratedAt !== null;
}

/** When the first page hydrated, ms since the epoch; null before that. */
export function hydrationTime(): number | null {
  return hydratedAt;
}

const subscribeNothing = () => () => {};

/**
 * False on the server and while hydrating, true afterwards: a part mounted by it renders after
 * hydration, so the static HTML and the first client render match (a lazy part suspending inside
 * the server render made React throw away the boundary: minified error #419 on every checkout load).
 */
export const useIsClient = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
