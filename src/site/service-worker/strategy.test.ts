import {
  APP_SHELL_PATH,
  cacheName,
  isCacheable,
  localeOfPath,
  offlineAnswer,
  offlinePagePath,
  pageDataPath,
  pageKey,
  routeOf,
  shellNeeds,
  staleCaches,
  type RequestFacts,
  type Route,
  notificationOf,
} from './strategy';

const SITE = 'https://shop.example';
const get = (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  url: path.startsWith('http') ? path : SITE + path,
  method: 'GET',
  mode: 'cors',
  destination: '',
  ...extra,
});
const nav = (path: string) => get(path, { mode: 'navigate', destination: 'document' });

describe('routeOf', () => {
  const table: [string, RequestFacts, Route][] = [
    ['home page load', nav('/'), 'page'],
    ['category page load with a query', nav('/ua/category/pizza/?sort=price'), 'page'],
    ['Russian product page load', nav('/ru/product/cola/'), 'page'],
    ['an iframe document', get('/ua/page/contacts/', { destination: 'document' }), 'page'],
    ['page data (prefetch or navigation)', get('/page-data/ua/category/pizza/page-data.json'), 'data'],
    ['Gatsby app data', get('/page-data/app-data.json'), 'data'],
    ['static query result', get('/page-data/sq/d/1584302699.json'), 'data'],
    ['webpack app chunk', get('/app-5ba1f2cf.js', { destination: 'script' }), 'asset'],
    ['template chunk', get('/component---src-templates-category-tsx-98faa2bc.js'), 'asset'],
    ['shared chunk with a hashed name', get('/17a17900ed19df851798a9682d0c49a6ed9bceea-67dfd5e5.js'), 'asset'],
    ['numbered chunk', get('/437-08205398.js'), 'asset'],
    [
      'Gatsby image rendition',
      get('/static/0a049b3ce24d674a475ea0d0224790c5/4f1e6/pizza.avif', { destination: 'image' }),
      'asset',
    ],
    ['shop API read', get('/api/categories?lang=ukrainian'), 'bypass'],
    ['shop API root', get('/api'), 'bypass'],
    ['shop API write', get('/api/orders', { method: 'POST' }), 'bypass'],
    ['a POST to a page', get('/ua/checkout/', { method: 'POST', mode: 'navigate' }), 'bypass'],
    ['a HEAD request', get('/page-data/app-data.json', { method: 'HEAD' }), 'bypass'],
    ['other origin (the API host itself)', get('https://api.shop.example/api/products'), 'bypass'],
    ['other origin script', get('https://www.googletagmanager.com/gtag/js?id=G-1'), 'bypass'],
    ['a navigation to another origin', get('https://t.me/shop_bot', { mode: 'navigate' }), 'bypass'],
    ['the worker script', get('/sw.js'), 'bypass'],
    ['unhashed file (search index)', get('/search/ua.json'), 'bypass'],
    ['favicon', get('/favicon.svg'), 'bypass'],
    ['source map', get('/app-5ba1f2cf.js.map'), 'bypass'],
    ['not a URL', get('::nonsense'), 'bypass'],
  ];
  it.each(table)('%s', (_, request, route) => {
    expect(routeOf(request, SITE)).toBe(route);
  });
});

describe('page and data keys', () => {
  it.each([
    ['https://s.example/', 'https://s.example/'],
    ['https://s.example/ua/category/pizza/?sort=price#top', 'https://s.example/ua/category/pizza/'],
    ['https://s.example/ru/product/cola', 'https://s.example/ru/product/cola/'],
    ['https://s.example/offline-ua.html', 'https://s.example/offline-ua.html'],
  ])('pageKey(%s)', (url, key) => expect(pageKey(url)).toBe(key));

  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['/ru/', '/page-data/ru/page-data.json'],
    ['/ua/category/sushi/nigiri/', '/page-data/ua/category/sushi/nigiri/page-data.json'],
    ['/ua/product/cola', '/page-data/ua/product/cola/page-data.json'],
    [APP_SHELL_PATH, '/page-data/offline-plugin-app-shell-fallback/page-data.json'],
  ])('pageDataPath(%s)', (path, data) => expect(pageDataPath(path)).toBe(data));

  it.each([
    ['/', 'ua'],
    ['/ua/sales/', 'ua'],
    ['/ru/', 'ru'],
    ['/ru', 'ru'],
    ['/ru/product/cola/', 'ru'],
    ['/rules/', 'ua'],
  ])('localeOfPath(%s)', (path, locale) => expect(localeOfPath(path)).toBe(locale));

  it('offline pages per language', () => {
    expect(offlinePagePath('ua')).toBe('/offline-ua.html');
    expect(offlinePagePath('ru')).toBe('/offline-ru.html');
    expect(offlinePagePath('xx')).toBe('/offline-ua.html');
  });
});

describe('caching rules', () => {
  it.each([
    [{ status: 200, type: 'basic', redirected: false }, true],
    [{ status: 404, type: 'basic', redirected: false }, false],
    [{ status: 500, type: 'basic', redirected: false }, false],
    [{ status: 206, type: 'basic', redirected: false }, false],
    [{ status: 0, type: 'opaqueredirect', redirected: false }, false],
    [{ status: 200, type: 'cors', redirected: false }, false],
    [{ status: 200, type: 'basic', redirected: true }, false],
  ])('isCacheable(%o) is %s', (response, expected) => expect(isCacheable(response)).toBe(expected));

  it('deletes only our caches of other builds', () => {
    expect(cacheName('abc')).toBe('shop-sw-abc');
    expect(staleCaches(['shop-sw-old', 'shop-sw-abc', 'other-app', 'shop-sw-older'], 'abc')).toEqual([
      'shop-sw-old',
      'shop-sw-older',
    ]);
    expect(staleCaches([], 'abc')).toEqual([]);
  });
});

describe('offline answers', () => {
  const chunkMap = {
    'component---src-templates-product-tsx': ['/17a-01234567.js', '/component---p-01234567.js'],
  };

  it('lists the template files and static queries a page needs', () => {
    expect(
      shellNeeds({ componentChunkName: 'component---src-templates-product-tsx', staticQueryHashes: ['1', '2'] }, chunkMap),
    ).toEqual(['/17a-01234567.js', '/component---p-01234567.js', '/page-data/sq/d/1.json', '/page-data/sq/d/2.json']);
    expect(shellNeeds({ componentChunkName: 'component---unknown' }, chunkMap)).toBeNull();
    expect(shellNeeds({}, chunkMap)).toBeNull();
  });

  const cached =
    (...paths: string[]) =>
    (p: string) =>
      paths.includes(p);
  it.each([
    ['own HTML cached', { hasOwnHtml: true, hasShell: true, shellNeeds: null, isCached: cached() }, { kind: 'html' }],
    [
      'data and chunks cached',
      { hasOwnHtml: false, hasShell: true, shellNeeds: ['/a.js'], isCached: cached('/a.js') },
      { kind: 'shell' },
    ],
    [
      'data cached, a chunk missing',
      { hasOwnHtml: false, hasShell: true, shellNeeds: ['/a.js', '/b.js'], isCached: cached('/a.js') },
      { kind: 'offline-page', path: '/offline-ua.html' },
    ],
    [
      'no data',
      { hasOwnHtml: false, hasShell: true, shellNeeds: null, isCached: cached() },
      { kind: 'offline-page', path: '/offline-ua.html' },
    ],
    [
      'no shell',
      { hasOwnHtml: false, hasShell: false, shellNeeds: [], isCached: cached() },
      { kind: 'offline-page', path: '/offline-ua.html' },
    ],
  ])('%s', (_, facts, answer) => {
    expect(offlineAnswer({ pathname: '/ua/product/cola/', ...facts })).toEqual(answer);
  });

  it('answers a Russian page with the Russian offline page', () => {
    expect(
      offlineAnswer({ pathname: '/ru/news/', hasOwnHtml: false, hasShell: true, shellNeeds: null, isCached: cached() }),
    ).toEqual({
      kind: 'offline-page',
      path: '/offline-ru.html',
    });
  });
});

test.each([
  [
    'a status message',
    { title: 'Смачна Хата', body: 'Замовлення № 1 прийнято.', url: '/ru/' },
    { title: 'Смачна Хата', body: 'Замовлення № 1 прийнято.', url: '/ru/' },
  ],
  ['no page: the home page', { title: 'T', body: 'B' }, { title: 'T', body: 'B', url: '/' }],
  ['another site: the home page', { title: 'T', body: 'B', url: 'https://evil.example/' }, { title: 'T', body: 'B', url: '/' }],
  [
    'a protocol-relative link: the home page',
    { title: 'T', body: 'B', url: '//evil.example/' },
    { title: 'T', body: 'B', url: '/' },
  ],
  ['no text', { title: 'T' }, null],
  ['not an object', 'hello', null],
])('a push message: %s', (_, data, shown) => {
  expect(notificationOf(data)).toEqual(shown);
});
