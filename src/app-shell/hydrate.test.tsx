import React from 'react';
import { renderFirstPage } from './hydrate';

function fakeReact() {
  let inTransition = false;
  const calls: string[] = [];
  const render = jest.fn(() => calls.push('render'));
  const react = {
    startTransition: (scope: () => void) => {
      inTransition = true;
      scope();
      inTransition = false;
    },
    hydrateRoot: jest.fn(() => calls.push(inTransition ? 'hydrate in a transition' : 'hydrate at default priority')),
    createRoot: jest.fn(() => ({ render })),
  };
  return { calls, react, loadReact: jest.fn(() => Promise.resolve(react)) };
}

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="___gatsby">${html}</div>`;
  return doc;
}

describe('renderFirstPage', () => {
  const textsLoaded = () => Promise.resolve();

  test('a page with static HTML is hydrated as a transition (sliced, not one long task)', async () => {
    const { calls, react, loadReact } = fakeReact();
    const doc = documentWith('<div id="gatsby-focus-wrapper"><main>Меню</main></div>');
    const element = <p>app</p>;
    const container = doc.getElementById('___gatsby') as Element;
    await renderFirstPage(element, container, { doc, loadReact, loadTexts: textsLoaded });
    expect(calls).toEqual(['hydrate in a transition']);
    expect(react.hydrateRoot).toHaveBeenCalledWith(container, element);
  });

  test('a client-only page (empty wrapper) is rendered, not hydrated', async () => {
    const { calls, react, loadReact } = fakeReact();
    const doc = documentWith('<div id="gatsby-focus-wrapper"></div>');
    await renderFirstPage(<p>app</p>, doc.getElementById('___gatsby') as Element, {
      doc,
      loadReact,
      loadTexts: textsLoaded,
    });
    expect(calls).toEqual(['render']);
    expect(react.hydrateRoot).not.toHaveBeenCalled();
  });

  test("nothing is hydrated before the texts of the page's language are loaded", async () => {
    const { calls, loadReact } = fakeReact();
    const doc = documentWith('<div id="gatsby-focus-wrapper"><main>Меню</main></div>');
    let textsArrive: () => void = () => undefined;
    const load = jest.fn(() => new Promise<void>((resolve) => (textsArrive = resolve)));
    const started = renderFirstPage(<p>app</p>, doc.getElementById('___gatsby') as Element, {
      doc,
      loadReact,
      loadTexts: load,
    });
    await Promise.resolve();
    expect(load).toHaveBeenCalledWith(window.location.pathname);
    expect(calls).toEqual([]);
    textsArrive();
    await started;
    expect(calls).toEqual(['hydrate in a transition']);
  });

  test('texts that cannot be loaded leave the static page as it is and are tried again when the connection is back', async () => {
    const { calls, loadReact } = fakeReact();
    const doc = documentWith('<div id="gatsby-focus-wrapper"><main>Меню</main></div>');
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    await renderFirstPage(<p>app</p>, doc.getElementById('___gatsby') as Element, {
      doc,
      loadReact,
      loadTexts: load,
    });
    expect(calls).toEqual([]);
    expect(doc.querySelector('main')?.textContent).toBe('Меню');
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['hydrate in a transition']);
  });

  test('React DOM is asked for with the texts, not before the first render starts', async () => {
    const { calls, loadReact } = fakeReact();
    const doc = documentWith('<div id="gatsby-focus-wrapper"><main>Меню</main></div>');
    let reactArrives: () => void = () => undefined;
    const slowReact = jest.fn(() => new Promise<void>((resolve) => (reactArrives = resolve)).then(() => loadReact()));
    const started = renderFirstPage(<p>app</p>, doc.getElementById('___gatsby') as Element, {
      doc,
      loadReact: slowReact,
      loadTexts: textsLoaded,
    });
    expect(slowReact).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    reactArrives();
    await started;
    expect(calls).toEqual(['hydrate in a transition']);
  });
});
