import React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { wrapPageElement as wrap } from './src/layout/PageShell';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrap;

/**
 * Gatsby renders pages with React 18's renderToPipeableStream, which writes NUL bytes into long
 * non-ASCII (Cyrillic) text at its internal chunk boundaries (react#31134): 130 built pages had
 * "Кате\0горії"-style words. renderToString has no such bug; the pages do not stream anyway.
 * (Lazy parts render their fallback on the server and load in the browser.)
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
};
