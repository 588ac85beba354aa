import { lazy } from 'react';

/**
 * The layout's parts below the first screen (BelowFirstScreen.tsx) as their own chunk in the
 * browser: not part of the first-load JavaScript (docs/decisions/042-performance-architecture.md). The page
 * hydrates without them; React keeps their server HTML as it is (a Suspense boundary) and hydrates
 * it when the chunk has arrived, so nothing on the page moves. The server render uses
 * below-first-screen.server.ts instead (gatsby-node swaps it in), so the static HTML has them.
 */
export const BelowFirstScreenPart = lazy(() => import(/* webpackChunkName: "part-below-first-screen" */ './BelowFirstScreen'));
