import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

interface ReactDom {
  hydrateRoot: (container: Element, element: ReactElement) => unknown;
  createRoot: (container: Element) => { render: (element: ReactElement) => void };
  startTransition: (scope: () => void) => void;
}

/**
 * Gatsby's first render, with the hydration as a transition. Gatsby's default hydrateRoot runs at
 * the default priority, which React renders in one piece: the whole page's hydration was one task
 * of 250-600 ms on Lighthouse's 4x slower phone CPU (most of the Total Blocking Time). As a
 * transition React hydrates in slices of about 5 ms and yields between them; a click or key on a
 * part not yet hydrated makes React finish hydrating it first, then the event runs.
 * A page without static HTML (client-only routes) is rendered, as Gatsby does.
 */
export function renderFirstPage(
  element: ReactElement,
  container: Element,
  doc: Document = document,
  react: ReactDom = { hydrateRoot, createRoot, startTransition },
) {
  const staticHtml = doc.getElementById('gatsby-focus-wrapper');
  if (staticHtml && staticHtml.children.length > 0) {
    react.startTransition(() => {
      react.hydrateRoot(container, element);
    });
  } else {
    react.createRoot(container).render(element);
  }
}
