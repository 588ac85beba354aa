import React, { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content below the first screen (a category's later cards, the footer) in a
 * Suspense boundary of its own. On the first load React hydrates the rest of the page, commits it
 * and runs its effects, and only then hydrates these boundaries, in a later pass: the page's
 * hydration is no longer one commit and one burst of effects for every element of the page (a
 * long task on a slow phone). A tap on such a part before its turn makes React hydrate it first.
 * On client-side navigations nothing suspends and the children render as usual.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
