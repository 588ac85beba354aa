import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * What the redirect table must not touch, and the response headers, through netlify dev over the
 * built public/:
 *  - every real file (root files such as robots.txt and the sitemaps, hashed chunks, page-data,
 *    /static images, Gatsby's own folders) answers 200 with no redirect: the catch-all never
 *    shadows a file;
 *  - misses under /static and /page-data are plain 404s (not redirected to a page); a missing
 *    hashed chunk never ends in a 200 page;
 *  - the /api proxy passes the API's own status and JSON through (also for a 404);
 *  - security headers on pages, chunks, data and the 404 page;
 *  - the cache policy of production, computed with Netlify's own header parser from netlify.toml
 *    and the generated public/_headers (netlify dev's static server always answers
 *    `Cache-Control: public, max-age=0`, so caching cannot be observed locally).
 */
const ROOT = path.join(__dirname, '..', '..');
const PUBLIC = path.join(ROOT, 'public');
const HASHED = /-[0-9a-f]{8}\.(js|css)$/;

const rootFiles = fs
  .readdirSync(PUBLIC, { withFileTypes: true })
  .filter((e) => e.isFile() && !e.name.startsWith('_') && !e.name.endsWith('.map') && !e.name.endsWith('.LICENSE.txt'))
  .map((e) => `/${e.name}`);

function firstFile(dir: string): string | null {
  const abs = path.join(PUBLIC, dir);
  if (!fs.existsSync(abs)) return null;
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.isFile()) return `/${dir}/${entry.name}`;
    const inner = firstFile(`${dir}/${entry.name}`);
    if (inner) return inner;
  }
  return null;
}

test('every real file answers 200 with no redirect (the catch-all never shadows files)', async ({ request }) => {
  const nested = ['static', 'page-data', '~partytown', '_gatsby'].map(firstFile).filter((f): f is string => f !== null);
  const files = [...rootFiles, ...nested, '/page-data/app-data.json', '/page-data/index/page-data.json'];
  expect(rootFiles).toContain('/robots.txt');
  expect(files.filter((f) => HASHED.test(f)).length).toBeGreaterThan(3);
  for (const file of files) {
    const res = await request.get(encodeURI(file), { maxRedirects: 0 });
    expect.soft(res.status(), file).toBe(200);
    expect.soft(res.headers()['location'], file).toBeUndefined();
  }
});

test('missing build artefacts are not redirected to a page', async ({ request }) => {
  for (const url of ['/static/0123456789abcdef/missing.png', '/page-data/ua/no-such/page-data.json']) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect.soft(res.status(), url).toBe(404);
    expect.soft(res.headers()['location'], url).toBeUndefined();
  }
  // A chunk of an older deploy: whatever the hops, it ends in a 404, never in a 200 page
  // (Gatsby's loader then reloads the page).
  for (const url of ['/app-0123456789abcdef0123.js', '/component---src-templates-gone-tsx-0123456789abcdef0123.js']) {
    const res = await request.get(url);
    expect.soft(res.status(), url).toBe(404);
  }
});

test('the /api proxy passes the shop API status and JSON through', async ({ request }) => {
  const list = await request.get('/api/products', { maxRedirects: 0 });
  expect(list.status()).toBe(200);
  expect(list.headers()['content-type']).toContain('application/json');
  expect(((await list.json()) as unknown[]).length).toBeGreaterThan(10);

  const missing = await request.get('/api/categories/slug/no-such-category', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
});

test('security headers on pages, chunks, data and the 404 page', async ({ request }) => {
  const chunk = rootFiles.find((f) => HASHED.test(f) && f.endsWith('.js'))!;
  for (const url of [
    '/',
    '/ru/',
    '/ua/checkout/',
    chunk,
    '/page-data/index/page-data.json',
    '/ua/no-such-page/',
    '/ru/no-such-page/',
  ]) {
    const res = await request.get(url, { maxRedirects: 0 });
    const h = res.headers();
    expect.soft(h['x-content-type-options'], url).toBe('nosniff');
    expect.soft(h['x-frame-options'], url).toBe('DENY');
    expect.soft(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect.soft(h['permissions-policy'], url).toBeTruthy();
    expect
      .soft(Number(/max-age=(\d+)/.exec(h['strict-transport-security'] ?? '')?.[1] ?? 0), url)
      .toBeGreaterThanOrEqual(31536000);
  }
});

test('production cache policy (Netlify header rules): hashed assets immutable, HTML and page-data revalidated', async () => {
  const { parseAllHeaders } = await import('@netlify/headers-parser');
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(PUBLIC, '_headers')],
    netlifyConfigPath: path.join(ROOT, 'netlify.toml'),
    configHeaders: [],
    minimal: false,
  });
  expect(errors.map(String)).toEqual([]);

  /** Every Cache-Control value that Netlify's rules give a path (several values = a conflict). */
  const cacheControl = (p: string) => [
    ...new Set(
      (headers as { forRegExp: RegExp; values: Record<string, unknown> }[])
        .filter((rule) => rule.forRegExp.test(p))
        .flatMap((rule) => Object.entries(rule.values).filter(([k]) => k.toLowerCase() === 'cache-control'))
        .map(([, v]) => String(v)),
    ),
  ];
  const immutable = (p: string) => {
    const values = cacheControl(p);
    expect.soft(values.length, `${p}: ${values.join(' | ')}`).toBe(1);
    expect.soft(values[0] ?? '', p).toMatch(/max-age=31536000/);
    expect.soft(values[0] ?? '', p).toContain('immutable');
  };
  const revalidated = (p: string) => {
    for (const v of cacheControl(p)) {
      expect.soft(v, p).not.toContain('immutable');
      expect.soft(Number(/max-age=(\d+)/.exec(v)?.[1] ?? 0), p).toBe(0);
    }
  };

  // The chunks of this build (public/ may also hold chunks of earlier local builds).
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
  };
  const hashed = [
    ...new Set(
      Object.values(stats.namedChunkGroups)
        .flatMap((g) => g.assets.map((a) => (typeof a === 'string' ? a : a.name)))
        .map((name) => `/${name}`)
        .filter((f) => HASHED.test(f)),
    ),
  ];
  expect(hashed.length).toBeGreaterThan(3);
  hashed.forEach(immutable);
  const image = firstFile('static');
  if (image) immutable(image);
  // The web font's files (src/layout/web-font.ts): content-hashed under /static, immutable.
  const fonts = fs.readdirSync(path.join(PUBLIC, 'static')).filter((n) => n.endsWith('.woff2'));
  expect(fonts.length).toBeGreaterThanOrEqual(2);
  fonts.map((n) => `/static/${n}`).forEach(immutable);

  [
    '/',
    '/index.html',
    '/ru/',
    '/ua/checkout/',
    '/404.html',
    '/page-data/index/page-data.json',
    '/page-data/app-data.json',
    '/sitemap.xml',
  ].forEach(revalidated);
});

test('the web font: Inter in Latin and Cyrillic from the site itself, as files, fetched after the page has loaded and used from the first navigation (never data: URLs)', async ({
  page,
}) => {
  // Each font request, and whether the page's load event had fired when it went out.
  const fontRequests: { url: string; afterLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fontRequests.push({ url: r.url(), afterLoad: loaded });
  });
  await page.goto('/ru/category/pizza/');
  // The first paint's font is only the metric-matched fallback: the HTML names no font file.
  const html = await (await page.request.get('/ru/category/pizza/')).text();
  expect(html).toContain("font-family:'Inter Fallback'");
  expect(html).not.toMatch(/\.woff2/);
  const interFaces = () =>
    page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Inter').length);
  // Both subsets are fetched after the load event (the page has Latin digits and Cyrillic text)...
  await expect.poll(() => fontRequests.length).toBe(2);
  const origin = new URL(page.url()).origin;
  for (const { url, afterLoad } of fontRequests) {
    expect(url).toMatch(new RegExp(`^${origin}/static/[^/]+-[0-9a-f]{8,}\\.woff2$`));
    // Never competing with the document, scripts and first-screen photos (decision 042).
    expect(afterLoad).toBe(true);
  }
  // ...but the page being read keeps the fallback: no relayout under the visitor's first taps.
  await page.waitForTimeout(300);
  expect(await interFaces()).toBe(0);
  // The first client-side navigation lays the new page out in Inter.
  await page.locator('main a[href="/ru/product/margarita/"]').first().click();
  await expect(page).toHaveURL(/\/ru\/product\//);
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Inter' && f.status === 'loaded').length,
      ),
    )
    .toBe(2);
  expect(await page.evaluate(() => document.fonts.check('16px Inter', 'Пицца Margherita 199'))).toBe(true);
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"?Inter"?,/);
  // From the HTTP cache: no second request.
  expect(fontRequests.length).toBe(2);
  // The browser remembers which files it has (localStorage, opened before the first paint anyway):
  // a later full load puts Inter to use as soon as its faces are made, without a navigation.
  const remembered = await page.evaluate(() => window.localStorage.getItem('webFontLoaded'));
  expect(remembered?.split(' ').sort()).toEqual(fontRequests.map((r) => new URL(r.url).pathname).sort());
  await page.reload();
  await expect.poll(interFaces).toBe(2);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).evaluate((h) => document.fonts.check(`16px Inter`, h.textContent ?? '')))
    .toBe(true);

  // No font bytes inlined into the first load: the built scripts, styles and a page.
  const built = fs
    .readdirSync(PUBLIC)
    .filter((n) => /\.(js|css)$/.test(n))
    .map((n) => path.join(PUBLIC, n));
  for (const file of [...built, path.join(PUBLIC, 'index.html')])
    expect(fs.readFileSync(file, 'utf8'), file).not.toMatch(/data:(font|application\/(x-)?font)[^,]*,|\.woff2?;base64/);
});
