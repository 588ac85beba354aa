import React from 'react';
import { reactDOMUtils } from './react-dom-on-demand';

function fakeClient() {
  const root = { render: jest.fn() };
  const client = { createRoot: jest.fn(() => root), hydrateRoot: jest.fn(() => root) };
  return { client, root, load: jest.fn(() => client as unknown as typeof import('react-dom/client')) };
}

describe('reactDOMUtils (Gatsby defaults with react-dom loaded on first use)', () => {
  test('creating the utilities loads nothing; the first render does', () => {
    const { load } = fakeClient();
    const utils = reactDOMUtils(load);
    expect(load).not.toHaveBeenCalled();
    utils.render(React.createElement('p'), document.createElement('div'));
    expect(load).toHaveBeenCalled();
  });

  test('render makes one root per container and renders into it again', () => {
    const { client, root, load } = fakeClient();
    const { render } = reactDOMUtils(load);
    const el = document.createElement('div');
    const first = React.createElement('p', null, 'one');
    const second = React.createElement('p', null, 'two');
    render(first, el);
    render(second, el);
    expect(client.createRoot).toHaveBeenCalledTimes(1);
    expect(client.createRoot).toHaveBeenCalledWith(el);
    expect(root.render.mock.calls).toEqual([[first], [second]]);
  });

  test('hydrate hydrates the container with the element and returns the root', () => {
    const { client, root, load } = fakeClient();
    const el = document.createElement('div');
    const element = React.createElement('p');
    expect(reactDOMUtils(load).hydrate(element, el)).toBe(root);
    expect(client.hydrateRoot).toHaveBeenCalledWith(el, element);
  });

  test('by default it requires the real react-dom/client, only when used', () => {
    jest.isolateModules(() => {
      let evaluated = false;
      jest.doMock('react-dom/client', () => {
        evaluated = true;
        return { createRoot: () => ({ render: () => undefined }), hydrateRoot: () => ({}) };
      });
      const { reactDOMUtils: fresh } = require('./react-dom-on-demand') as typeof import('./react-dom-on-demand');
      const utils = fresh();
      expect(evaluated).toBe(false);
      utils.render(React.createElement('p'), document.createElement('div'));
      expect(evaluated).toBe(true);
    });
  });
});
