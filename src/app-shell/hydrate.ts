import { startTransition, type ReactElement } from 'react';
import { loadLocaleTable } from '../i18n/locale-tables';
import { parseLocalizedPath } from '../i18n/paths';
import { nextTask } from '../shared/when-idle';

interface ReactDom {
  hydrateRoot: (container: Element, element: ReactElement) => unknown;
  createRoot: (container: Element) => { render: (element: ReactElement) => void };
  startTransition: (scope: () => void) => void;
}

interface StartEnv {
  win: Pick<Window, 'location' | 'addEventListener'>;
  doc: Document;
  /** React DOM's client, evaluated when the first render needs it (see loadReactDom). */
  loadReact: () => Promise<ReactDom>;
  /** Loads the texts of the page's language (src/i18n/locale-tables.ts); rejects when it cannot. */
  loadTexts: (pathname: string) => Promise<unknown>;
}

/**
 * react-dom is in the app script but evaluated here, in a task of its own (its module code is
 * about 35 ms on Lighthouse's 4x slower CPU), not in the app script's evaluation nor in the task
 * where Gatsby hands over the first page (docs/decisions/042-performance-architecture.md).
 */
const loadReactDom = async (): Promise<ReactDom> => {
  await nextTask();
  const { hydrateRoot, createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  return { hydrateRoot, createRoot, startTransition };
};

const loadPageTexts = (pathname: string) => loadLocaleTable(parseLocalizedPath(pathname).locale);

/**
 * Gatsby's first render, once the page language's texts (preloaded with the scripts,
 * src/site/after-first-paint.ts) are loaded, with the hydration as a transition. Gatsby's default
 * hydrateRoot runs at the default priority, which React renders in one piece: the whole page's
 * hydration was one task of 250-600 ms on Lighthouse's 4x slower phone CPU (most of the Total
 * Blocking Time). As a transition React hydrates in slices of about 5 ms and yields between them;
 * a click or key on a part not yet hydrated makes React finish hydrating it first, then the event
 * runs. A page without static HTML (client-only routes) is rendered, as Gatsby does. When the
 * texts cannot be loaded (offline right after the HTML), the static page stays as it is (readable,
 * links work) and the start is tried again when the connection comes back.
 */
export async function renderFirstPage(element: ReactElement, container: Element, env: Partial<StartEnv> = {}): Promise<void> {
  const { win = window, doc = document, loadReact = loadReactDom, loadTexts = loadPageTexts } = env;
  let react: ReactDom;
  try {
    [react] = await Promise.all([loadReact(), loadTexts(win.location.pathname)]);
  } catch {
    win.addEventListener('online', () => void renderFirstPage(element, container, env), { once: true });
    return;
  }
  const staticHtml = doc.getElementById('gatsby-focus-wrapper');
  if (staticHtml && staticHtml.children.length > 0) {
    react.startTransition(() => {
      react.hydrateRoot(container, element);
    });
  } else {
    react.createRoot(container).render(element);
  }
}
