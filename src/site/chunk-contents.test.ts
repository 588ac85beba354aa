/** @jest-environment node */
import { addToParts, partOf, sortParts } from './chunk-contents';

describe('chunk contents', () => {
  const root = '/repo';
  test.each([
    ['/repo/node_modules/react-dom/cjs/react-dom.production.min.js', 'react-dom'],
    ['/repo/node_modules/@reach/router/es/index.js', '@reach/router'],
    ['/repo/node_modules/gatsby/dist/internal.js', 'gatsby runtime'],
    ['/repo/.cache/production-app.js', 'gatsby runtime'],
    ['/repo/node_modules/formik/node_modules/lodash/get.js', 'lodash'],
    ['/repo/src/features/cart/cart-store.ts', 'src/features/cart'],
    ['/repo/src/templates/home.tsx', 'src/templates/home.tsx'],
    ['/repo/src/layout/Header.tsx', 'src/layout'],
    ['/repo/gatsby-browser.tsx', 'gatsby-browser.tsx'],
  ])('%s belongs to %s', (resource, part) => {
    expect(partOf(resource, root)).toBe(part);
  });

  test('parts add up and are listed largest first', () => {
    const parts = new Map<string, number>();
    addToParts(parts, 'a', 10);
    addToParts(parts, 'b', 30);
    addToParts(parts, 'a', 25);
    expect(sortParts(parts)).toEqual([
      { part: 'a', bytes: 35 },
      { part: 'b', bytes: 30 },
    ]);
  });
});
