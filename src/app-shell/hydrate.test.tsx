import React from 'react';
import { renderFirstPage } from './hydrate';

function fakeReact() {
  let inTransition = false;
  const calls: string[] = [];
  const render = jest.fn(() => calls.push('render'));
  return {
    calls,
    react: {
      startTransition: (scope: () => void) => {
        inTransition = true;
        scope();
        inTransition = false;
      },
      hydrateRoot: jest.fn(() => calls.push(inTransition ? 'hydrate in a transition' : 'hydrate at default priority')),
      createRoot: jest.fn(() => ({ render })),
    },
  };
}

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="___gatsby">${html}</div>`;
  return doc;
}

describe('renderFirstPage', () => {
  test('a page with static HTML is hydrated as a transition (sliced, not one long task)', () => {
    const { calls, react } = fakeReact();
    const doc = documentWith('<div id="gatsby-focus-wrapper"><main>Меню</main></div>');
    const element = <p>app</p>;
    const container = doc.getElementById('___gatsby') as Element;
    renderFirstPage(element, container, doc, react);
    expect(calls).toEqual(['hydrate in a transition']);
    expect(react.hydrateRoot).toHaveBeenCalledWith(container, element);
  });

  test('a client-only page (empty wrapper) is rendered, not hydrated', () => {
    const { calls, react } = fakeReact();
    const doc = documentWith('<div id="gatsby-focus-wrapper"></div>');
    renderFirstPage(<p>app</p>, doc.getElementById('___gatsby') as Element, doc, react);
    expect(calls).toEqual(['render']);
    expect(react.hydrateRoot).not.toHaveBeenCalled();
  });
});
