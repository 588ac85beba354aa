/**
 * Dev catalogue changes in every listing without a rebuild, the dev routes gone in production,
 * and the read cache's known gaps.
 */
import path from 'node:path';
import { createTestApi, type TestApi } from '../../test-utils';
import { findOrderableProducts } from './queries';
import { seededCatalogue, type Listings, type Product } from './test-catalogue';

let api: TestApi;
let uk: Listings;
beforeAll(async () => {
  ({ api, uk } = await seededCatalogue());
});
afterAll(() => api.close());

describe('dev catalogue changes', () => {
  it('a price change shows in every listing, the live feed and to the orders module, in both languages, without a rebuild', async () => {
    const reasons: string[] = [];
    const original = api.ctx.catalogueChanged;
    api.ctx.catalogueChanged = (reason) => reasons.push(reason);
    const margarita = uk.products.find((p) => p.slug === 'margarita')!;
    const setPrice = (price: number) =>
      api.call('POST', '/api/dev/catalogue/price', { body: { product_id: margarita.id, price } });
    try {
      // Warm the cached listings first, so the change has to drop them.
      for (const url of ['/api/products', '/api/products?lang=russian', '/api/gifts', '/api/gifts?lang=russian'])
        expect((await api.call('GET', url)).status).toBe(200);
      expect(await setPrice(188.5)).toEqual({ status: 200, body: { message: 'ok' } });
      for (const lang of ['ukrainian', 'russian']) {
        const list = (await api.call('GET', `/api/products?lang=${lang}`)).body as Product[];
        expect(list.find((p) => p.id === margarita.id)?.price).toBe(188.5);
        const gifts = (await api.call('GET', `/api/gifts?lang=${lang}`)).body as { product: Product }[];
        expect(gifts[2].product.price).toBe(188.5);
      }
      expect(findOrderableProducts(api.ctx.db, [margarita.id]).get(margarita.id)?.price).toBe(188.5);
      const live = (await api.call('GET', '/api/catalogue/live')).body as { ids: number[]; prices: number[] };
      expect(live.prices[live.ids.indexOf(margarita.id)]).toBe(188.5);
      // Prices are live (issue: the build hook is for structural changes only).
      expect(reasons).toEqual([]);
    } finally {
      await setPrice(margarita.price);
      api.ctx.catalogueChanged = original;
    }
  });

  it.each([
    ['/api/dev/catalogue/price', { product_id: 1, price: -5 }],
    ['/api/dev/catalogue/price', { product_id: 1 }],
    ['/api/dev/catalogue/visibility', { product_id: 'x', hidden: true }],
    ['/api/dev/catalogue/workshop', { code: 'pizza' }],
    ['/api/dev/catalogue/modifier-visibility', { hidden: true }],
  ])('%s refuses %j with 422', async (url, body) => {
    const reasons: string[] = [];
    const original = api.ctx.catalogueChanged;
    api.ctx.catalogueChanged = (reason) => reasons.push(reason);
    try {
      expect((await api.call('POST', url, { body })).status).toBe(422);
      expect(reasons).toEqual([]);
    } finally {
      api.ctx.catalogueChanged = original;
    }
  });

  it('unknown modifier -> 404', async () => {
    expect(
      (await api.call('POST', '/api/dev/catalogue/modifier-visibility', { body: { modifier_id: 9_999_999, hidden: true } }))
        .status,
    ).toBe(404);
  });
});

describe('production', () => {
  let prod: TestApi;
  beforeAll(async () => {
    prod = await createTestApi({ production: true });
  });
  afterAll(() => prod.close());

  it.each([
    ['/api/dev/catalogue/price', { product_id: 1, price: 1 }],
    ['/api/dev/catalogue/visibility', { product_id: 1, hidden: true }],
    ['/api/dev/catalogue/workshop', { code: 'pizza', enabled: false }],
    ['/api/dev/catalogue/modifier-visibility', { modifier_id: 1, hidden: true }],
  ])('%s is not registered (404) and changes nothing', async (url, body) => {
    const { status } = await prod.call('POST', url, { body });
    expect(status).toBe(404);
    const orderable = findOrderableProducts(prod.ctx.db, [1]).get(1)!;
    expect(orderable.hidden).toBe(false);
    expect(orderable.workshopEnabled).toBe(true);
  });

  it('serves the public catalogue and images', async () => {
    expect((await prod.call('GET', '/api/categories')).status).toBe(200);
    const product = (await prod.call('GET', '/api/products/margarita?lang=russian')).body as Product;
    expect(product.name).toBe('Пицца Маргарита');
    const image = await prod.app.inject({ method: 'GET', url: product.main_image.urlForList });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('known gaps (documented; see the catalogue report)', () => {
  // The read cache in index.ts is one per process, not one per app: a second app in the same
  // process (tests, a reseed) can be answered from the first app's cached listing.
  it('two apps in one process do not share cached listings', async () => {
    const other = await createTestApi();
    try {
      const cola = uk.products.find((p) => p.slug === 'cola')!;
      expect((await other.call('GET', '/api/products')).status).toBe(200); // warms the cache from `other`
      expect((await other.call('POST', '/api/dev/catalogue/price', { body: { product_id: cola.id, price: 1 } })).status).toBe(
        200,
      ); // drops the cache...
      expect((await other.call('GET', '/api/products')).body.find((p: Product) => p.id === cola.id).price).toBe(1); // ...refills it from `other`
      const mine = (await api.call('GET', '/api/products')).body as Product[];
      expect(mine.find((p) => p.id === cola.id)?.price).toBe(cola.price);
    } finally {
      await other.close();
    }
  });

  // routes.ts checks `file.startsWith(imagesDir + sep)` against path.resolve(...) output, so a
  // relative SHOP_API_DATA_DIR (e.g. `.data`) makes every image 404.
  it('serves images when the data folder is given as a relative path', async () => {
    const shared = path.join(require('node:os').tmpdir(), 'shop-api-test-data');
    const relative = await createTestApi({ dataDir: path.relative(process.cwd(), shared) });
    try {
      const res = await relative.app.inject({ method: 'GET', url: '/api/images/products/margarita-400.jpg' });
      expect(res.statusCode).toBe(200);
    } finally {
      await relative.close();
    }
  });
});
