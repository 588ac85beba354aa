import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadLocaleTable } from '../i18n/locale-tables';
import { parseLocalizedPath } from '../i18n/paths';

interface ReactDom {
  hydrateRoot: (container: Element, element: ReactElement) => unknown;
  createRoot: (container: Element) => { render: (element: ReactElement) => void };
  startTransition: (scope: () => void) => void;
}

interface StartEnv {
  win: Pick<Window, 'location' | 'addEventListener'>;
  doc: Document;
  react: ReactDom;
  loadTexts: LoadPageTexts;
}

/** Loads the texts of the page's language (src/i18n/locale-tables.ts); rejects when it cannot. */
export type LoadPageTexts = (pathname: string) => Promise<unknown>;

const loadPageTexts: LoadPageTexts = (pathname) => loadLocaleTable(parseLocalizedPath(pathname).locale);

/**
 * Gatsby's first render, once the page language's texts are loaded (they are not in the page
 * data: src/i18n/locale-tables.ts), with the hydration as a transition: React then hydrates in
 * slices and yields between them, and a click on a part not yet hydrated makes React finish
 * that part first. A page without static HTML (client-only routes) is rendered, as Gatsby does.
 * When the texts cannot be loaded (offline right after the HTML), the static page stays as it is
 * (readable, links work) and the start is tried again when the connection comes back.
 */
export async function renderFirstPage(element: ReactElement, container: Element, env: Partial<StartEnv> = {}): Promise<void> {
  const { win = window, doc = document, react = { hydrateRoot, createRoot, startTransition }, loadTexts = loadPageTexts } = env;
  try {
    await loadTexts(win.location.pathname);
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
