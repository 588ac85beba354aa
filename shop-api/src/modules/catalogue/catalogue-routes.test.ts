/**
 * Every catalogue route in both languages, hidden categories and dishes not found, and the
 * images (sizes, every listed URL, traversal).
 */
import sharp from 'sharp';
import type { TestApi } from '../../test-utils';
import { findOrderableProducts, getProductForCart, listCategorySlugs } from './queries';
import { seededCatalogue, type Listings, type Category, type Product } from './test-catalogue';

let api: TestApi;
let uk: Listings;
let ru: Listings;
beforeAll(async () => {
  ({ api, uk, ru } = await seededCatalogue());
});
afterAll(() => api.close());

/** Any catalogue change through a dev call drops the read cache; used after direct table edits. */
const touchCatalogue = async () => {
  const cola = uk.products.find((p) => p.slug === 'cola')!;
  const { status } = await api.call('POST', '/api/dev/catalogue/price', { body: { product_id: cola.id, price: cola.price } });
  expect(status).toBe(200);
};

describe('every route in both languages', () => {
  it('GET /api/categories: same ids and order, names localised, name_ua Ukrainian', () => {
    expect(ru.categories.map((c) => c.id)).toEqual(uk.categories.map((c) => c.id));
    ru.categories.forEach((c, i) => {
      expect(c.name_ua).toBe(uk.categories[i].name);
      expect(c.svg).toBe(uk.categories[i].svg);
    });
    expect(ru.categories.filter((c, i) => c.name !== uk.categories[i].name).length).toBeGreaterThan(10);
  });

  it('GET /api/categories/slug/{slug} for a sub-category', async () => {
    const sushi = uk.categories.find((c) => c.slug === 'sushi')!;
    const r = await api.call('GET', '/api/categories/slug/hot-rolls?lang=russian');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ slug: 'hot-rolls', name: 'Горячие роллы', name_ua: 'Гарячі роли', parent_id: sushi.id });
    expect(r.body).toEqual(ru.categories.find((c) => c.slug === 'hot-rolls'));
  });

  it('GET /api/products: dish, category, modifiers, tags and ingredients localised', () => {
    const u = uk.products.find((p) => p.slug === 'margarita')!;
    const r = ru.products.find((p) => p.slug === 'margarita')!;
    expect([u.name, r.name, r.name_ua]).toEqual(['Піца Маргарита', 'Пицца Маргарита', 'Піца Маргарита']);
    expect([u.category.name, r.category.name, r.category.name_ua]).toEqual(['Піца', 'Пицца', 'Піца']);
    expect([u.modifiers_group[0].name, r.modifiers_group[0].name]).toEqual(['Розмір', 'Размер']);
    expect(r.modifiers_group[1].modifiers[0].name).toBe('Дополнительный сыр');
    expect(r.tags.find((t) => t.slug === 'hit')?.name).toBe('Хит');
    expect(r.ingredients.map((i) => i.name)).toContain('Томаты');
    expect(u.ingredients.map((i) => i.name)).toContain('Томати');
    expect(r.description).not.toBe(u.description);
    expect(r.composition).not.toBe(u.composition);
    expect(r.price).toBe(u.price);
  });

  it('GET /api/products/{idOrSlug}: by id equals by slug, and equals the list entry', async () => {
    const u = uk.products.find((p) => p.slug === 'pepperoni')!;
    const byId = await api.call('GET', `/api/products/${u.id}?lang=russian`);
    const bySlug = await api.call('GET', '/api/products/pepperoni?lang=russian');
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    expect(byId.body).toEqual(ru.products.find((p) => p.id === u.id));
  });

  it('GET /api/products/get-sauces: only sauces, localised', async () => {
    const u = await api.call('GET', '/api/products/get-sauces?lang=ukrainian');
    const r = await api.call('GET', '/api/products/get-sauces?lang=russian');
    expect(u.status).toBe(200);
    expect(r.status).toBe(200);
    expect(u.body.length).toBeGreaterThanOrEqual(4);
    expect(r.body.map((p: Product) => p.id)).toEqual(u.body.map((p: Product) => p.id));
    expect(u.body.every((p: Product) => p.is_sauce && p.category.slug === 'sauces')).toBe(true);
    expect(u.body.map((p: Product) => p.name)).toContain('Сирний соус');
    expect(r.body.map((p: Product) => p.name)).toContain('Сырный соус');
    expect(
      uk.products
        .filter((p) => p.is_sauce)
        .map((p) => p.id)
        .sort(),
    ).toEqual(u.body.map((p: Product) => p.id).sort());
  });

  it('GET /api/gifts: three thresholds ascending (drink, roll, pizza), localised', async () => {
    const u = await api.call('GET', '/api/gifts');
    const r = await api.call('GET', '/api/gifts?lang=russian');
    expect(u.status).toBe(200);
    expect(r.status).toBe(200);
    expect(u.body.map((g: { sum: number }) => g.sum)).toEqual([500, 800, 1200]);
    expect(u.body.map((g: { product: Product }) => g.product.category.slug)).toEqual(['drinks', 'rolls', 'pizza']);
    expect(r.body[2].product).toMatchObject({ name: 'Пицца Маргарита', name_ua: 'Піца Маргарита' });
    expect(u.body[2].product.name).toBe('Піца Маргарита');
  });

  it.each(['/api/categories/slug/%D0%BF%D1%96%D1%86%D0%B0', '/api/products/0', '/api/products/-1', '/api/products/1.5'])(
    '%s -> 404 {message}',
    async (url) => {
      const { status, body } = await api.call('GET', url);
      expect(status).toBe(404);
      expect(body).toEqual({ message: expect.any(String) });
    },
  );
});

describe('hidden things are not found', () => {
  it('a hidden category: 404 by slug, gone from the list, its dishes gone, absent from listCategorySlugs', async () => {
    const db = api.ctx.db;
    const soups = uk.categories.find((c) => c.slug === 'soups')!;
    const soup = uk.products.find((p) => p.category.slug === 'soups')!;
    db.prepare('UPDATE categories SET hidden = 1 WHERE id = ?').run(soups.id);
    try {
      await touchCatalogue();
      expect((await api.call('GET', '/api/categories/slug/soups')).status).toBe(404);
      expect((await api.call('GET', '/api/categories')).body.some((c: Category) => c.slug === 'soups')).toBe(false);
      expect((await api.call('GET', '/api/products')).body.some((p: Product) => p.category.slug === 'soups')).toBe(false);
      expect((await api.call('GET', `/api/products/${soup.slug}`)).status).toBe(404);
      expect(getProductForCart(db, soup.id, 'uk')).toBeNull();
      expect(findOrderableProducts(db, [soup.id]).get(soup.id)?.hidden).toBe(true);
      expect(listCategorySlugs(db).some((c) => c.slug === 'soups')).toBe(false);
    } finally {
      db.prepare('UPDATE categories SET hidden = 0 WHERE id = ?').run(soups.id);
      await touchCatalogue();
    }
    expect((await api.call('GET', '/api/categories/slug/soups')).status).toBe(200);
  });

  it('a hidden dish: 404 by id and slug, not offered as an addon or sauce, null for the cart', async () => {
    const db = api.ctx.db;
    const wasabi = uk.products.find((p) => p.slug === 'wasabi')!;
    const hide = (hidden: boolean) =>
      api.call('POST', '/api/dev/catalogue/visibility', { body: { product_id: wasabi.id, hidden } });
    expect((await hide(true)).status).toBe(200);
    try {
      expect((await api.call('GET', `/api/products/${wasabi.id}`)).status).toBe(404);
      expect((await api.call('GET', '/api/products/wasabi')).status).toBe(404);
      expect((await api.call('GET', '/api/products/get-sauces')).body.some((p: Product) => p.id === wasabi.id)).toBe(false);
      const rolls = (await api.call('GET', '/api/products')).body.filter((p: Product) => p.category.slug === 'rolls');
      expect(rolls.some((p: Product) => p.addons.includes(wasabi.id))).toBe(false);
      expect(getProductForCart(db, wasabi.id, 'ru')).toBeNull();
    } finally {
      expect((await hide(false)).status).toBe(200);
    }
    expect(getProductForCart(db, wasabi.id, 'ru')?.name).toBe('Васаби');
  });
});

describe('images', () => {
  const fetchImage = (url: string) => api.app.inject({ method: 'GET', url });

  it('renders real JPEGs at 800/400 (dishes) and 240/120 (ingredients)', async () => {
    const margarita = uk.products.find((p) => p.slug === 'margarita')!;
    for (const [url, size] of [
      [margarita.main_image.url, 800],
      [margarita.main_image.urlForList, 400],
      [margarita.ingredients[0].image.url, 240],
      [margarita.ingredients[0].image.urlForList, 120],
    ] as const) {
      const res = await fetchImage(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size, size]);
    }
  });

  it('serves every image the listings point at', async () => {
    const urls = new Set(
      uk.products.flatMap((p) => [
        p.main_image.url,
        p.main_image.urlForList,
        ...p.ingredients.flatMap((i) => [i.image.url, i.image.urlForList]),
      ]),
    );
    const missing: string[] = [];
    for (const url of urls) if ((await fetchImage(url)).statusCode !== 200) missing.push(url);
    expect(missing).toEqual([]);
  });

  it('gives dishes of one category different art', async () => {
    const [a, b] = uk.products.filter((p) => p.category.slug === 'drinks');
    const [x, y] = await Promise.all([fetchImage(a.main_image.urlForList), fetchImage(b.main_image.urlForList)]);
    expect(x.rawPayload.equals(y.rawPayload)).toBe(false);
  });

  it.each([
    '/api/images/',
    '/api/images/products',
    '/api/images/products/',
    '/api/images//etc/passwd',
    '/api/images/products/..%2f..%2fshop.sqlite',
    '/api/images/products/%2e%2e%2f%2e%2e%2f..%2f..%2fetc%2fhostname',
    '/api/images/..%5c..%5cetc%5cpasswd',
    '/api/images/products/margarita-400.jpg%00.png',
  ])('refuses %s with 404', async (url) => {
    const res = await fetchImage(url);
    expect(res.statusCode).toBe(404);
    // A refused path never gets the photos' year-long cache: API answers without their own
    // Cache-Control are no-store (app.ts security headers).
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
