import React, { type ReactNode } from 'react';
import { withoutImagePluginHead } from './image-plugin-head';

/** What gatsby-plugin-image's own onRenderBody adds to a page's head. */
function imagePluginHead(): ReactNode[] {
  const added: ReactNode[] = [];
  const ssr = require('gatsby-plugin-image/gatsby-ssr') as {
    onRenderBody: (api: { setHeadComponents: (c: ReactNode[]) => void }) => void;
  };
  ssr.onRenderBody({ setHeadComponents: (c) => added.push(...c) });
  return added;
}

test('gatsby-plugin-image head parts go, every other head part stays in its order', () => {
  const plugin = imagePluginHead();
  expect(plugin.length).toBeGreaterThanOrEqual(3);
  const ours = [<style key="web-font" />, <script key="json-ld-0" type="application/ld+json" />, 'text', null];
  const head = [ours[0], ...plugin, ...ours.slice(1)];
  expect(withoutImagePluginHead(head)).toEqual(ours);
});
