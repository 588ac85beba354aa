/**
 * The layout's parts below the first screen (below-first-screen.ts): the server's HTML has them;
 * the browser hydrates them from their own chunk, keeping the server's nodes (no new render, no
 * hydration mismatch).
 */
import React, { Suspense, type ComponentType } from 'react';
// The Node build of the server renderer (the default browser build needs a global TextEncoder jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { I18nProvider } from '../i18n/I18n';
import { translationsOf } from '../test/render';
import { BelowFirstScreenPart as ServerPart } from './below-first-screen.server';
import { BelowFirstScreenPart } from './below-first-screen';

function Page({ Part }: { Part: ComponentType<{ flush: boolean }> }) {
  return (
    <I18nProvider locale="ua" translations={translationsOf('ua')}>
      <main>Меню</main>
      <Suspense fallback={null}>
        <Part flush={false} />
      </Suspense>
    </I18nProvider>
  );
}

it('the server HTML has the subscription block and the footer; the browser hydrates the same nodes from the chunk', async () => {
  const html = renderToString(<Page Part={ServerPart} />);
  expect(html).toContain('id="footer-subscribe-title"');
  expect(html).toMatch(/<footer[^>]*>/);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const footer = container.querySelector('footer');
  const subscribe = container.querySelector('section[aria-labelledby="footer-subscribe-title"]');
  expect(footer).not.toBeNull();
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Page Part={BelowFirstScreenPart} />, { onRecoverableError: recoverable });
  });
  // Hydrated, not rendered anew: the server's very nodes, and React had nothing to recover from.
  expect(container.querySelector('footer')).toBe(footer);
  expect(container.querySelector('section[aria-labelledby="footer-subscribe-title"]')).toBe(subscribe);
  expect(recoverable).not.toHaveBeenCalled();
  // And React owns them now (its props are on the node).
  expect(Object.keys(footer!).some((k) => k.startsWith('__reactProps'))).toBe(true);
});
