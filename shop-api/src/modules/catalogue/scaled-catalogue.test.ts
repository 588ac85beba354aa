import { createTestApi, type TestApi } from '../../test-utils';
import { CATEGORIES, PRODUCTS } from './seed-data';
import { MAX_SCALE, scaledCatalogue, variantSuffix, withRu } from './scaled-catalogue';

describe('scaledCatalogue (pure)', () => {
  it.each([0, 50, PRODUCTS.length])('adds nothing at scale %i (the demo menu alone)', (total) => {
    expect(scaledCatalogue(total)).toEqual({ categories: [], products: [] });
  });

  it.each([-1, 1.5, NaN, MAX_SCALE + 1])('refuses scale %s', (total) => {
    expect(() => scaledCatalogue(total)).toThrow(/whole number/);
  });

  const { categories, products } = scaledCatalogue(10_000);
  const demoImages = new Set(PRODUCTS.map((p) => `products/${p[0]}`));

  it('brings the menu to exactly 10,000 unique dishes in 100 collections', () => {
    expect(PRODUCTS.length + products.length).toBe(10_000);
    const slugs = [...PRODUCTS.map((p) => p[0]), ...products.map((p) => p.row[0])];
    expect(new Set(slugs).size).toBe(10_000);
    expect(new Set(products.map((p) => p.row[2])).size).toBe(products.length); // Ukrainian names unique
    expect(new Set(products.map((p) => p.row[3])).size).toBe(products.length); // Russian names unique
    expect(categories).toHaveLength(100);
    const categorySlugs = [...CATEGORIES, ...categories].map((c) => c.slug);
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
    for (const c of categories) expect(products.filter((p) => p.row[1] === c.slug).length).toBeLessThanOrEqual(100);
  });

  it('names collections and dishes in both languages after the dish they vary', () => {
    expect(categories[0]).toMatchObject({
      slug: 'pizza-classic',
      uk: 'Піца · Класика',
      ru: 'Пицца · Классика',
      parent: undefined,
    });
    expect(products[0].row.slice(0, 4)).toEqual([
      'margarita-bacon',
      'pizza-classic',
      'Піца Маргарита з беконом',
      'Пицца Маргарита с беконом',
    ]);
    for (const p of products) {
      const base = PRODUCTS.find((d) => `products/${d[0]}` === p.image)!;
      expect(p.row[2].startsWith(`${base[2]} з `)).toBe(true);
      expect(p.row[3]).toMatch(new RegExp(`^${base[3]} со? `));
      expect(p.row[4]).toBeGreaterThan(base[4]); // a variant costs more than its dish (UAH)
    }
  });

  it('shares the demo dishes\u2019 images: no more distinct image files than the demo has', () => {
    expect(products.every((p) => demoImages.has(p.image))).toBe(true);
    expect(new Set(products.map((p) => p.image)).size).toBeLessThanOrEqual(PRODUCTS.length);
  });

  it('makes some collections sub-categories of top-level demo categories only', () => {
    const subs = categories.filter((c) => c.parent);
    expect(subs.length).toBeGreaterThan(20);
    const topLevel = new Set(CATEGORIES.filter((c) => !c.parent).map((c) => c.slug));
    expect(subs.every((c) => topLevel.has(c.parent!))).toBe(true);
  });

  it('is deterministic', () => {
    expect(scaledCatalogue(3_000)).toEqual(scaledCatalogue(3_000));
  });

  it.each([
    ['беконом', 'с беконом'],
    ['сливочным соусом', 'со сливочным соусом'],
    ['льдом', 'со льдом'],
    ['сыром', 'с сыром'],
    ['шоколадом', 'с шоколадом'],
    ['снежным крабом', 'со снежным крабом'],
  ])('Russian preposition: %s -> %s', (phrase, expected) => {
    expect(withRu(phrase)).toBe(expected);
  });

  it('lists two and three additions with "та" / "и"', () => {
    const a: [string, string, string] = ['a', 'беконом', 'беконом'];
    const b: [string, string, string] = ['b', 'руколою', 'рукколой'];
    const c: [string, string, string] = ['c', 'пармезаном', 'пармезаном'];
    expect(variantSuffix([a, b])).toEqual({ uk: 'з беконом та руколою', ru: 'с беконом и рукколой' });
    expect(variantSuffix([a, b, c])).toEqual({ uk: 'з беконом, руколою та пармезаном', ru: 'с беконом, рукколой и пармезаном' });
  });
});

describe('shop API seeded at scale 1,000', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ catalogueScale: 1_000 });
  });
  afterAll(() => api.close());

  it('serves 1,000 products and the generated collections', async () => {
    expect((await api.call('GET', '/api/products')).body).toHaveLength(1_000);
    const categories = (await api.call('GET', '/api/categories')).body as { slug: string }[];
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['pizza', 'pizza-classic', 'rolls-classic']));
  });

  it('gives a variant its dish\u2019s image, modifiers and add-ons, in both languages', async () => {
    const base = (await api.call('GET', '/api/products/margarita')).body;
    const variant = (await api.call('GET', '/api/products/margarita-bacon')).body;
    expect(variant.name).toBe('Піца Маргарита з беконом');
    expect((await api.call('GET', '/api/products/margarita-bacon?lang=russian')).body.name).toBe('Пицца Маргарита с беконом');
    expect(variant.main_image).toEqual(base.main_image);
    expect(variant.modifiers_group.map((g: { name: string }) => g.name)).toEqual(
      base.modifiers_group.map((g: { name: string }) => g.name),
    );
    expect(variant.addons).toEqual(base.addons);
    expect(variant.category.slug).toBe('pizza-classic');
    expect(variant.ingredients.map((i: { name: string }) => i.name)).toContain('Бекон');
  });
});
