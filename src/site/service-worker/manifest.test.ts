import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildManifest, chunkMapOfStats, fileOfSitePath, hashedFilesOfHtml, precacheSize } from './manifest';

test('page files: index.html per path, .html pages as they are', () => {
  expect(fileOfSitePath('/p', '/')).toBe(path.join('/p', 'index.html'));
  expect(fileOfSitePath('/p', '/ua/x/')).toBe(path.join('/p', 'ua', 'x', 'index.html'));
  expect(fileOfSitePath('/p', '/404.html')).toBe(path.join('/p', '404.html'));
});

describe('hashedFilesOfHtml', () => {
  it('finds script tags, preloads and the after-first-paint list, once each', () => {
    const html =
      '<link rel="preload" href="/styles-01234567.css" as="style">' +
      '<script>(function(){["/webpack-runtime-01234567.js","/app-abcdef01.js"].forEach(l)})()</script>' +
      '<script src="/app-abcdef01.js" async></script><link rel="icon" href="/favicon.svg">';
    expect(hashedFilesOfHtml(html)).toEqual(['/styles-01234567.css', '/webpack-runtime-01234567.js', '/app-abcdef01.js']);
  });
});

describe('chunkMapOfStats', () => {
  it("maps template chunk groups and the layout's lazy parts to their files, without source maps or other groups", () => {
    expect(
      chunkMapOfStats({
        namedChunkGroups: {
          app: { assets: [{ name: 'app-1.js' }] },
          'forms-lib': { assets: [{ name: 'forms-lib-1.js' }] },
          'component---src-templates-home-tsx': {
            assets: [{ name: '17a-1.js' }, { name: 'component---home-1.js' }, { name: 'x.js.map' }],
          },
          'part-cart-drawer': { assets: [{ name: 'part-cart-drawer-1.js' }] },
        },
      }),
    ).toEqual({
      'component---src-templates-home-tsx': ['/17a-1.js', '/component---home-1.js'],
      'part-cart-drawer': ['/part-cart-drawer-1.js'],
    });
  });
});

describe('buildManifest', () => {
  const H = '01234567';
  let dir: string;
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-manifest-'));
    write(
      'webpack.stats.json',
      JSON.stringify({
        namedChunkGroups: {
          'component---home': { assets: [{ name: `component---home-${H}.js` }] },
          'component---category': { assets: [{ name: `shared-${H}.js` }, { name: `component---category-${H}.js` }] },
          'component---shell': { assets: [{ name: `component---shell-${H}.js` }] },
        },
      }),
    );
    write('offline-plugin-app-shell-fallback/index.html', `<script>["/app-${H}.js","/component---shell-${H}.js"]</script>`);
    write('page-data/offline-plugin-app-shell-fallback/page-data.json', '{"componentChunkName":"component---shell"}');
    write('page-data/app-data.json', '{}');
    write('page-data/sq/d/1.json', '{}');
    for (const f of [
      `app-${H}.js`,
      `component---shell-${H}.js`,
      `component---home-${H}.js`,
      `shared-${H}.js`,
      `component---category-${H}.js`,
    ])
      write(f, 'x'.repeat(100));
    write('offline-ua.html', 'ua');
    write('static/locale-ua-0123456789.json', '{"home":"Головна"}');
    write('index.html', '<html>home</html>');
    write('page-data/index/page-data.json', '{"componentChunkName":"component---home"}');
    write('page-data/ua/category/pizza/page-data.json', '{"componentChunkName":"component---category","price":179}');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const build = () =>
    buildManifest({
      publicDir: dir,
      locales: { ua: { texts: '/static/locale-ua-0123456789.json', home: '/', categories: ['/ua/category/pizza/'] } },
      workerCode: 'w',
    });

  it('precaches the shell and every template for everyone, and each language its texts, home and category pages', () => {
    const m = build();
    expect(m.shell).toEqual([
      '/offline-plugin-app-shell-fallback/',
      '/page-data/offline-plugin-app-shell-fallback/page-data.json',
      '/page-data/app-data.json',
      '/page-data/sq/d/1.json',
      `/app-${H}.js`,
      `/component---shell-${H}.js`,
      `/component---home-${H}.js`,
      `/shared-${H}.js`,
      `/component---category-${H}.js`,
      '/offline-ua.html',
    ]);
    expect(m.locales.ua).toEqual([
      '/static/locale-ua-0123456789.json',
      '/',
      '/page-data/index/page-data.json',
      '/page-data/ua/category/pizza/page-data.json',
    ]);
    expect(m.chunkMap['component---category']).toEqual([`/shared-${H}.js`, `/component---category-${H}.js`]);
    expect(precacheSize(dir, m, 'ua').files).toBe(14);
  });

  it('gets a new version when a price changes (page data), not when nothing does', () => {
    const first = build().version;
    expect(build().version).toBe(first);
    write('page-data/ua/category/pizza/page-data.json', '{"componentChunkName":"component---category","price":189}');
    expect(build().version).not.toBe(first);
  });
});
