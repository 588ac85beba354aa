import React, { Component, Suspense, type ReactNode } from 'react';
import { useIsClient } from '../shared/hydration';

/** A part that cannot load shows nothing (it is not the page's content; the next page tries again). */
export class QuietBoundary<P = object> extends Component<P & { children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders its children once the page has hydrated: for parts that show nothing in the static
 * HTML (a consent banner, a popup), whose code then loads on demand (lazyPart) after the first
 * screen, not with it.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  if (!useIsClient()) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}
