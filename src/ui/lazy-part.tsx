import React, { lazy, type ComponentType } from 'react';
import { QuietBoundary } from './AfterHydration';
import { showToast } from './toast-store';

/**
 * Code that loads when it is first needed (modals, the cart drawer, the search overlay), not with
 * every page: less script to evaluate before the page responds.
 */

const resets: (() => void)[] = [];

/**
 * React.lazy keeps a failed import for good, so a part whose code could not load (offline, a
 * dropped connection) would never open again on this page: this one imports again on the next try.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Lazy = lazy(load);
  resets.push(() => {
    Lazy = lazy(load);
  });
  return function LazyPart(props: P) {
    const Current = Lazy as unknown as ComponentType<P>;
    return <Current {...props} />;
  };
}

/**
 * A lazy part that fails (its code did not load, or it threw) closes with a message in the page's
 * language instead of taking the whole page down; every failed import is tried again next time.
 * Mount it only while the part is wanted: a new mount starts without the failure.
 */
export class LazyPartBoundary extends QuietBoundary<{ onFail: () => void }> {
  componentDidCatch() {
    resets.forEach((reset) => reset());
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    showToast(offline ? 'offline_notice' : 'api_network', 'error', undefined, 6000);
    this.props.onFail();
  }
}
