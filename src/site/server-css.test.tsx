/** @jest-environment node */
import React from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet } from 'styled-components';
import { serverCss } from './server-css';

/** styled-components' server output for a small tree, as gatsby-ssr collects it. */
function collectedCss(tree: React.ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(tree));
    const [tag] = sheet.getStyleElement() as React.ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>[];
    return tag.props.dangerouslySetInnerHTML.__html;
  } finally {
    sheet.seal();
  }
}

describe('serverCss', () => {
  const Global = createGlobalStyle`body { margin: 0; }`;
  const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
  const Box = styled.div`
    color: red;
    animation: ${fade} 1s;
    @media (max-width: 767px) {
      color: blue;
    }
  `;
  const Title = styled.h1`
    font-weight: 700;
  `;

  const raw = collectedCss(
    <>
      <Global />
      <Box>
        <Title>Піца</Title>
      </Box>
    </>,
  );
  const css = serverCss(raw);

  it('keeps every rule of the page, in styled-components order', () => {
    expect(css).toMatch(/^body\{margin:0;\}/);
    // styled-components' order: global styles, the keyframes a component uses, the component's
    // rules with its media query, then the next component.
    const order = ['body{margin:0;}', '@keyframes', 'color:red;', '@media', 'color:blue;', 'font-weight:700;'];
    const positions = order.map((part) => css.indexOf(part));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('drops the take-over markers: no data-styled group rules and no /*!sc*/ comments', () => {
    expect(raw).toContain('data-styled.g');
    expect(raw).toContain('/*!sc*/');
    expect(css).not.toContain('data-styled');
    expect(css).not.toContain('/*!sc*/');
    expect(css.length).toBeLessThan(raw.length);
  });

  it('gives nothing for an empty sheet', () => {
    expect(serverCss('')).toBe('');
    expect(serverCss('data-styled.g1[id="sc-a"]{content:""}/*!sc*/\n')).toBe('');
  });
});
