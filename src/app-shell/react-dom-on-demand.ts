import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';

type ReactDomClient = typeof import('react-dom/client');

/**
 * Stands in for Gatsby's `.cache/react-dom-utils.js` in the browser build (gatsby-node,
 * onCreateWebpackConfig). Gatsby's own calls `require('react-dom/client')` when the app script
 * starts, so react-dom's module code (about 35 ms on Lighthouse's 4x slower CPU) ran inside the
 * app script's evaluation, the page's longest task. This one requires it when a page is first
 * rendered or hydrated. The shop's first render goes through replaceHydrateFunction
 * (src/app-shell/hydrate.ts), so these are Gatsby's defaults, kept with the same behaviour.
 */
export function reactDOMUtils(load: () => ReactDomClient = requireReactDomClient) {
  const roots = new WeakMap<Element, Root>();
  const render = (component: ReactElement, el: Element) => {
    let root = roots.get(el);
    if (!root) {
      root = load().createRoot(el);
      roots.set(el, root);
    }
    root.render(component);
  };
  const hydrate = (component: ReactElement, el: Element) => load().hydrateRoot(el, component);
  return { render, hydrate };
}

function requireReactDomClient(): ReactDomClient {
  // A synchronous require, as Gatsby's: webpack evaluates the module here, on first use.
  return require('react-dom/client');
}
