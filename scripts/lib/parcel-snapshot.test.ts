/** @jest-environment node */
import path from 'node:path';

/**
 * patches/@parcel+core+2.8.3.patch (docs/decisions/483-parcel-snapshot-scope.md): the file snapshot
 * Parcel takes around Gatsby's compile of gatsby-node and gatsby-config leaves out node_modules and
 * the built site, and still covers the sources the compiled files are made of.
 */
// Parcel's own module, as Gatsby's compile loads it (the patch edits the installed copy).
const { getWatcherOptions } = require('@parcel/core/lib/RequestTracker') as {
  getWatcherOptions(options: { projectRoot: string; cacheDir: string }): { ignore: string[] };
};

const root = path.join(path.sep, 'site');
const { ignore } = getWatcherOptions({ projectRoot: root, cacheDir: path.join(root, '.cache', '.parcel-cache') });
const ignored = (file: string) => ignore.some((dir) => file === dir || file.startsWith(dir + path.sep));

test.each([
  ['node_modules/gatsby/package.json', true],
  ['public/ua/product/margarita/index.html', true],
  ['.cache/.parcel-cache/data.mdb', true],
  ['.git/HEAD', true],
  ['gatsby-node.ts', false],
  ['src/site/create-pages.ts', false],
  ['plugins/gatsby-source-shop-api/gatsby-node.ts', false],
  ['tsconfig.json', false],
])('%s left out of the snapshot: %s', (file, expected) => {
  expect(ignored(path.join(root, file))).toBe(expected);
});
