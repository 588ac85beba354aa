import React from 'react';
import { render } from '@testing-library/react';
import { SafeSvg } from './SafeSvg';
import { sanitizeSvg } from '../../plugins/gatsby-source-shop-api/sanitize';
import { scopeSvgIds } from './svg-ids';

const GRADIENT_ICON =
  '<svg viewBox="0 0 24 24"><defs><linearGradient id="a"><stop offset="0" stop-color="#f80"/></linearGradient></defs><path fill="url(#a)" d="M0 0h24v24H0z"/></svg>';

test('each copy of an icon references its own gradient (the hidden menu copy must not own the id)', () => {
  const svg = sanitizeSvg(GRADIENT_ICON);
  const { container } = render(
    <>
      <SafeSvg sanitizedSvg={svg} />
      <SafeSvg sanitizedSvg={svg} />
    </>,
  );
  const copies = Array.from(container.querySelectorAll('svg'));
  expect(copies).toHaveLength(2);
  const ids = copies.map((copy) => copy.querySelector('linearGradient')!.id);
  expect(new Set(ids).size).toBe(2);
  copies.forEach((copy, i) => {
    expect(ids[i]).toMatch(/^svgid\w+-a$/);
    expect(copy.querySelector('path')!.getAttribute('fill')).toBe(`url(#${ids[i]})`);
  });
});

test('an empty icon renders nothing', () => {
  const { container } = render(<SafeSvg sanitizedSvg="" />);
  expect(container.innerHTML).toBe('');
});

test.each([
  [':r1:', 'svgidr1-a'],
  ['"><script>', 'svgidscript-a'],
  ['', 'svgid-a'],
])('scope %j only ever adds letters, digits and _', (scope, id) => {
  expect(scopeSvgIds('<g id="svgid-a"></g>', scope)).toBe(`<g id="${id}"></g>`);
});
