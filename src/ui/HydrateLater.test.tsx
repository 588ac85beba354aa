import React, { act, useEffect } from 'react';
// The Node build of the server renderer (the browser build needs a global TextEncoder jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import { HydrateLater } from './HydrateLater';

function Part({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [name, log]);
  return (
    <button type="button" onClick={() => log.push(`clicked ${name}`)}>
      {name}
    </button>
  );
}

/** Server HTML of the tree, then hydrated in the document; returns the order the parts came alive in. */
async function hydrate(tree: (log: string[]) => React.ReactElement) {
  const log: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree([]));
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(container, tree(log));
  });
  const consoleErrors = errors.mock.calls.length;
  errors.mockRestore();
  return { log, container, consoleErrors };
}

test('a later part hydrates after the rest of the page: its effects run in a later commit', async () => {
  // Without the boundary, effects run in tree order: the footer's first.
  const plain = await hydrate((log) => (
    <>
      <Part name="footer" log={log} />
      <Part name="header" log={log} />
    </>
  ));
  expect(plain.log).toEqual(['footer', 'header']);

  const split = await hydrate((log) => (
    <>
      <HydrateLater>
        <Part name="footer" log={log} />
      </HydrateLater>
      <Part name="header" log={log} />
    </>
  ));
  expect(split.log).toEqual(['header', 'footer']);
  expect(split.consoleErrors).toBe(0);
});

test('the server HTML marks the part as its own boundary and the hydrated part responds to clicks', async () => {
  const html = renderToString(
    <HydrateLater>
      <Part name="card" log={[]} />
    </HydrateLater>,
  );
  expect(html).toBe('<!--$--><button type="button">card</button><!--/$-->');

  const { log, container, consoleErrors } = await hydrate((l) => (
    <HydrateLater>
      <Part name="card" log={l} />
    </HydrateLater>
  ));
  expect(consoleErrors).toBe(0);
  act(() => container.querySelector('button')!.click());
  expect(log).toEqual(['card', 'clicked card']);
});
