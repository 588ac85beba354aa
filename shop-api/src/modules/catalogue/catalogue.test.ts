import { createTestApi, type TestApi } from '../../test-utils';
import { findOrderableProducts, getProductForCart, listCategorySlugs } from './queries';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('catalogue seed', () => {
  it('has a believable menu: 12+ categories with sub-categories, 80+ dishes, 3 gifts, sauces', async () => {
    const categories = (await api.call('GET', '/api/categories')).body;
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.some((c: { parent_id: number | null }) => c.parent_id !== null)).toBe(true);
    const products = (await api.call('GET', '/api/products')).body;
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect((await api.call('GET', '/api/gifts')).body.map((g: { sum: number }) => g.sum)).toEqual([500, 800, 1200]);
    const sauces = (await api.call('GET', '/api/products/get-sauces')).body;
    expect(sauces.length).toBeGreaterThan(3);
    expect(sauces.every((s: { is_sauce: boolean }) => s.is_sauce)).toBe(true);
  });

  it('gives pizzas a size group (min 1, max 1) with pivot prices, and a constructor dish', async () => {
    const pizza = (await api.call('GET', '/api/products/margarita')).body;
    expect(pizza.modifiers_group[0]).toMatchObject({ min: 1, max: 1 });
    expect(pizza.modifiers_group[0].modifiers[1].pivot.price).toBe(90);
    expect(pizza.diameter).toBe(30);
    expect(pizza.ingredients.length).toBeGreaterThan(2);
    expect(pizza.ingredients[0].image.urlForList).toMatch(/^\/api\/images\/ingredients\/.+-120\.jpg$/);
    const products = (await api.call('GET', '/api/products')).body;
    expect(products.filter((p: { is_constructor: boolean }) => p.is_constructor)).toHaveLength(1);
  });
});

describe('localisation', () => {
  it.each([
    ['ukrainian', 'Піца'],
    ['russian', 'Пицца'],
    [undefined, 'Піца'],
  ])('lang=%s names the category %s, name_ua stays Ukrainian', async (lang, name) => {
    const { status, body } = await api.call('GET', `/api/categories/slug/pizza${lang ? `?lang=${lang}` : ''}`);
    expect(status).toBe(200);
    expect(body.name).toBe(name);
    expect(body.name_ua).toBe('Піца');
  });

  it('localises products and their category', async () => {
    const ru = (await api.call('GET', '/api/products/margarita?lang=russian')).body;
    expect(ru.name).toBe('Пицца Маргарита');
    expect(ru.name_ua).toBe('Піца Маргарита');
    expect(ru.category).toEqual({ id: expect.any(Number), slug: 'pizza', name: 'Пицца', name_ua: 'Піца' });
  });

  it('rejects an unknown lang value', async () => {
    expect((await api.call('GET', '/api/categories?lang=klingon')).status).toBe(422);
  });
});

describe('not found', () => {
  it.each(['/api/categories/slug/no-such', '/api/products/no-such', '/api/products/99999'])('%s -> 404', async (url) => {
    const { status, body } = await api.call('GET', url);
    expect(status).toBe(404);
    expect(body.message).toMatch(/not_found/);
  });
});

describe('images', () => {
  it('serves generated JPEGs with a year of immutable caching', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/images/products/margarita-400.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
  it.each([
    '/api/images/../../../etc/passwd',
    '/api/images/%2e%2e/%2e%2e/etc/passwd',
    '/api/images/products/nope.jpg',
    '/api/images/products/margarita-400.exe',
  ])('refuses %s', async (url) => {
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('dev catalogue changes', () => {
  it('changes a price and hides a dish without the build hook (both are live); hidden dishes are gone from the listing', async () => {
    const calls: string[] = [];
    const original = api.ctx.catalogueChanged;
    api.ctx.catalogueChanged = (reason) => calls.push(reason);
    try {
      const cola = (await api.call('GET', '/api/products/cola')).body;
      expect((await api.call('POST', '/api/dev/catalogue/price', { body: { product_id: cola.id, price: 50 } })).status).toBe(200);
      expect((await api.call('GET', '/api/products/cola')).body.price).toBe(50);
      expect(
        (await api.call('POST', '/api/dev/catalogue/visibility', { body: { product_id: cola.id, hidden: true } })).status,
      ).toBe(200);
      expect((await api.call('GET', '/api/products/cola')).status).toBe(404);
      expect((await api.call('GET', '/api/products')).body.some((p: { slug: string }) => p.slug === 'cola')).toBe(false);
      expect(findOrderableProducts(api.ctx.db, [cola.id]).get(cola.id)?.hidden).toBe(true);
      expect(
        (await api.call('POST', '/api/dev/catalogue/visibility', { body: { product_id: cola.id, hidden: false } })).status,
      ).toBe(200);
      expect((await api.call('POST', '/api/dev/catalogue/price', { body: { product_id: 999999, price: 1 } })).status).toBe(404);
      expect(calls).toEqual([]);
      // A renamed dish is structural: the name is built into the pages, so the hook fires.
      const renamed = { product_id: cola.id, name_uk: 'Кола класична', name_ru: 'Кола классическая' };
      expect((await api.call('POST', '/api/dev/catalogue/name', { body: renamed })).status).toBe(200);
      expect((await api.call('GET', '/api/products/cola')).body.name).toBe('Кола класична');
      expect(calls).toEqual([`name of product ${cola.id}`]);
      const unknown = { ...renamed, product_id: 999999 };
      expect((await api.call('POST', '/api/dev/catalogue/name', { body: unknown })).status).toBe(404);
      expect(calls).toHaveLength(1);
    } finally {
      api.ctx.catalogueChanged = original;
    }
  });

  it('switches a workshop and hides a modifier (orders then refuse them)', async () => {
    const margarita = (await api.call('GET', '/api/products/margarita')).body;
    const modifierId = margarita.modifiers_group[1].modifiers[0].id;
    expect((await api.call('POST', '/api/dev/catalogue/workshop', { body: { code: 'pizza', enabled: false } })).status).toBe(200);
    expect(findOrderableProducts(api.ctx.db, [margarita.id]).get(margarita.id)?.workshopEnabled).toBe(false);
    expect(
      (await api.call('POST', '/api/dev/catalogue/modifier-visibility', { body: { modifier_id: modifierId, hidden: true } }))
        .status,
    ).toBe(200);
    expect(
      (await api.call('GET', '/api/products/margarita')).body.modifiers_group[1].modifiers.some(
        (m: { id: number }) => m.id === modifierId,
      ),
    ).toBe(false);
    expect(findOrderableProducts(api.ctx.db, [margarita.id]).get(margarita.id)?.modifiers.get(modifierId)?.hidden).toBe(true);
    await api.call('POST', '/api/dev/catalogue/workshop', { body: { code: 'pizza', enabled: true } });
    await api.call('POST', '/api/dev/catalogue/modifier-visibility', { body: { modifier_id: modifierId, hidden: false } });
    expect((await api.call('POST', '/api/dev/catalogue/workshop', { body: { code: 'nope', enabled: true } })).status).toBe(404);
  });

  it('is absent in production', async () => {
    const prod = await createTestApi({ production: true });
    try {
      expect((await prod.call('POST', '/api/dev/catalogue/price', { body: { product_id: 1, price: 1 } })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('queries for other modules', () => {
  it('exposes orderable products with modifiers and workshop state', async () => {
    const margarita = (await api.call('GET', '/api/products/margarita')).body;
    const orderable = findOrderableProducts(api.ctx.db, [margarita.id, 424242]);
    expect(orderable.has(424242)).toBe(false);
    const p = orderable.get(margarita.id)!;
    expect(p).toMatchObject({ price: margarita.price, hidden: false, workshop: 'pizza', workshopEnabled: true });
    expect(p.groups[0]).toMatchObject({ min: 1, max: 1 });
    expect(p.modifiers.size).toBeGreaterThan(2);
    expect(getProductForCart(api.ctx.db, margarita.id, 'ru')?.name).toBe('Пицца Маргарита');
    expect(listCategorySlugs(api.ctx.db)).toContainEqual({ slug: 'rolls', parentSlug: 'sushi' });
  });
});
