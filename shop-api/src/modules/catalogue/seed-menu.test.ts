/**
 * The seeded menu's promises (categories, sub-categories, modifiers, tags, FAQ/SEO, clean SVG
 * icons, determinism) and the edges of queries.ts that the orders module relies on.
 */
import { SaxesParser } from 'saxes';
import { openDatabase } from '../../db/open';
import type { TestApi } from '../../test-utils';
import { seedCatalogue } from './seed';
import { findOrderableProducts, getProductForCart, listCategorySlugs } from './queries';
import { seededCatalogue, type Listings } from './test-catalogue';

let api: TestApi;
let uk: Listings;
let ru: Listings;
beforeAll(async () => {
  ({ api, uk, ru } = await seededCatalogue());
});
afterAll(() => api.close());

describe('seeded menu', () => {
  it('has the categories of the brief, sushi with three sub-categories', () => {
    const slugs = uk.categories.map((c) => c.slug);
    for (const slug of [
      'pizza',
      'sushi',
      'rolls',
      'nigiri',
      'hot-rolls',
      'sets',
      'burgers',
      'wok',
      'soups',
      'salads',
      'breakfasts',
      'desserts',
      'drinks',
      'sauces',
    ])
      expect(slugs).toContain(slug);
    expect(uk.categories.length).toBeGreaterThanOrEqual(13);
    const sushi = uk.categories.find((c) => c.slug === 'sushi')!;
    expect(
      uk.categories
        .filter((c) => c.parent_id === sushi.id)
        .map((c) => c.slug)
        .sort(),
    ).toEqual(['hot-rolls', 'nigiri', 'rolls']);
    // Parents come before their children, and sort is ascending.
    uk.categories.forEach((c, index) => {
      if (c.parent_id !== null) expect(uk.categories.findIndex((p) => p.id === c.parent_id)).toBeLessThan(index);
      if (index > 0) expect(c.sort).toBeGreaterThanOrEqual(uk.categories[index - 1].sort);
    });
  });

  it('gives every top-level category 2-4 FAQ entries and SEO paragraphs, in both languages', () => {
    for (const c of uk.categories.filter((c) => c.parent_id === null)) {
      const r = ru.categories.find((x) => x.id === c.id)!;
      expect(c.faq.length).toBeGreaterThanOrEqual(2);
      expect(c.faq.length).toBeLessThanOrEqual(4);
      expect(r.faq).toHaveLength(c.faq.length);
      expect(c.seo_text).toMatch(/^<p>.+<\/p>$/s);
      expect(r.seo_text).toMatch(/^<p>.+<\/p>$/s);
      expect(r.seo_text).not.toBe(c.seo_text);
      c.faq.forEach((f, i) => {
        expect(f.question).toBeTruthy();
        expect(f.answer).toBeTruthy();
        expect(r.faq[i].question).not.toBe(f.question);
      });
    }
  });

  it('has clean 24x24 currentColor SVG icons (well-formed, no scripts, handlers or external links)', () => {
    for (const c of uk.categories) {
      const elements: string[] = [];
      const parser = new SaxesParser({ xmlns: true });
      parser.on('error', (err) => {
        throw new Error(`${c.slug}: ${err.message}`);
      });
      parser.on('opentag', (tag) => {
        elements.push(tag.local);
        for (const [name, attr] of Object.entries(tag.attributes)) {
          const value = typeof attr === 'string' ? attr : attr.value;
          expect(name.toLowerCase().startsWith('on')).toBe(false);
          if (name !== 'xmlns') expect(value).not.toMatch(/javascript:|url\(|https?:|data:/i);
        }
        if (tag.local === 'svg') {
          expect(tag.uri).toBe('http://www.w3.org/2000/svg');
          expect((tag.attributes.viewBox as { value: string }).value).toBe('0 0 24 24');
        }
      });
      parser.write(c.svg).close();
      expect(elements[0]).toBe('svg');
      for (const name of elements) expect(['svg', 'path', 'circle', 'rect', 'ellipse', 'line', 'polyline', 'g']).toContain(name);
      expect(c.svg).toContain('currentColor');
    }
  });

  it('has 85+ visible dishes with prices, weights, nutrition, composition and unique slugs', () => {
    expect(uk.products.length).toBeGreaterThanOrEqual(85);
    expect(new Set(uk.products.map((p) => p.slug)).size).toBe(uk.products.length);
    for (const p of uk.products) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.weight).toBeGreaterThan(0);
      expect(p.calories).toEqual(expect.any(Number));
      expect(p.main_image.url).toBe(`/api/images/products/${p.slug}-800.jpg`);
      expect(p.main_image.urlForList).toBe(`/api/images/products/${p.slug}-400.jpg`);
      expect(p.created_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (p.old_price !== null) expect(p.old_price).toBeGreaterThan(p.price);
      if (p.category.slug === 'pizza') expect(p.diameter).toBeGreaterThanOrEqual(30);
      else expect(p.diameter).toBeNull();
    }
    // Every leaf category has dishes; popularity and novelty differ enough to sort by.
    const parents = new Set(uk.categories.map((c) => c.parent_id));
    for (const c of uk.categories.filter((c) => !parents.has(c.id)))
      expect(uk.products.some((p) => p.category.id === c.id)).toBe(true);
    expect(new Set(uk.products.map((p) => p.popularity)).size).toBeGreaterThan(20);
    expect(new Set(uk.products.map((p) => p.created_at)).size).toBeGreaterThan(20);
    expect(uk.products.filter((p) => p.composition).length).toBeGreaterThan(70);
    expect(uk.products.filter((p) => p.allergens).length).toBeGreaterThan(40);
    expect(uk.products.some((p) => p.old_price !== null)).toBe(true);
  });

  it('lists products by category order, then the dish order', () => {
    const order = new Map(uk.categories.map((c, index) => [c.id, index]));
    const positions = uk.products.map((p) => order.get(p.category.id)!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(ru.products.map((p) => p.id)).toEqual(uk.products.map((p) => p.id));
  });

  it('has the tags hit, new, spicy and vegan, and ingredients with their own images', () => {
    const tagSlugs = new Set(uk.products.flatMap((p) => p.tags.map((t) => t.slug)));
    for (const slug of ['hit', 'new', 'spicy', 'vegan']) expect(tagSlugs).toContain(slug);
    const ingredient = uk.products.flatMap((p) => p.ingredients)[0];
    expect(ingredient.image.url).toMatch(/^\/api\/images\/ingredients\/.+-240\.jpg$/);
    expect(ingredient.image.urlForList).toMatch(/^\/api\/images\/ingredients\/.+-120\.jpg$/);
  });

  it('has modifier groups: pizza size 30/40 (1..1), toppings (0..3) with prices, burger sides', () => {
    const pizzas = uk.products.filter((p) => p.category.slug === 'pizza' && !p.is_constructor);
    expect(pizzas.length).toBeGreaterThan(5);
    for (const pizza of pizzas) {
      const [size, toppings] = pizza.modifiers_group;
      expect(size).toMatchObject({ min: 1, max: 1 });
      expect(size.modifiers.map((m) => m.name)).toEqual(['30 см', '40 см']);
      expect(toppings).toMatchObject({ min: 0, max: 3 });
      expect(toppings.modifiers.every((m) => m.pivot.price > 0 && m.max_count >= 1)).toBe(true);
    }
    const burger = uk.products.find((p) => p.category.slug === 'burgers')!;
    expect(burger.modifiers_group[0].modifiers.length).toBeGreaterThan(1);
    const constructor = uk.products.filter((p) => p.is_constructor);
    expect(constructor).toHaveLength(1);
    expect(constructor[0].modifiers_group.some((g) => g.min >= 1 && g.modifiers.length > 2)).toBe(true);
  });

  it('offers visible sauces as addons', () => {
    const byId = new Map(uk.products.map((p) => [p.id, p]));
    const withAddons = uk.products.filter((p) => p.addons.length > 0);
    expect(withAddons.length).toBeGreaterThan(10);
    for (const p of withAddons) for (const id of p.addons) expect(byId.get(id)?.is_sauce).toBe(true);
  });

  it('is deterministic: two seeds give identical tables', () => {
    const dump = () => {
      const db = openDatabase(':memory:');
      seedCatalogue(db);
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'schema_migrations' ORDER BY name")
        .all() as {
        name: string;
      }[];
      const result = Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM ${name}`).all()]));
      db.close();
      return result;
    };
    expect(dump()).toEqual(dump());
  });

  it('enables all four workshops', () => {
    const sample = ['pizza', 'rolls', 'soups', 'drinks'].map((slug) => uk.products.find((p) => p.category.slug === slug)!.id);
    const orderable = findOrderableProducts(api.ctx.db, sample);
    expect([...orderable.values()].map((p) => [p.workshop, p.workshopEnabled])).toEqual([
      ['pizza', true],
      ['sushi', true],
      ['kitchen', true],
      ['bar', true],
    ]);
  });
});

describe('queries.ts edges (orders module)', () => {
  it('findOrderableProducts: empty in, empty out; duplicates and non-integers ignored', () => {
    const db = api.ctx.db;
    expect(findOrderableProducts(db, []).size).toBe(0);
    const id = uk.products[0].id;
    const result = findOrderableProducts(db, [id, id, Number.NaN, 1.5, -1]);
    expect([...result.keys()]).toEqual([id]);
  });

  it('findOrderableProducts: names in both languages, category, every modifier keyed by id inside its groups', () => {
    const db = api.ctx.db;
    const ids = uk.products.map((p) => p.id);
    const all = findOrderableProducts(db, ids);
    expect(all.size).toBe(ids.length);
    for (const p of uk.products) {
      const o = all.get(p.id)!;
      const r = ru.products.find((x) => x.id === p.id)!;
      expect(o).toMatchObject({ name_uk: p.name, name_ru: r.name, price: p.price, categoryId: p.category.id, hidden: false });
      expect(o.groups.map((g) => g.id).sort()).toEqual(p.modifiers_group.map((g) => g.id).sort());
      const groupIds = new Set(o.groups.map((g) => g.id));
      for (const [key, m] of o.modifiers) {
        expect(key).toBe(m.id);
        expect(groupIds.has(m.groupId)).toBe(true);
      }
      for (const g of p.modifiers_group)
        for (const m of g.modifiers)
          expect(o.modifiers.get(m.id)).toEqual({
            id: m.id,
            groupId: g.id,
            price: m.pivot.price,
            hidden: false,
            maxCount: m.max_count,
          });
    }
  });

  it('getProductForCart: the public shape in the asked language, null for unknown ids', () => {
    const db = api.ctx.db;
    const p = uk.products.find((x) => x.slug === 'pepperoni')!;
    expect(getProductForCart(db, p.id, 'uk')).toEqual(p);
    expect(getProductForCart(db, p.id, 'ru')).toEqual(ru.products.find((x) => x.id === p.id));
    expect(getProductForCart(db, 987654, 'uk')).toBeNull();
  });

  it('listCategorySlugs: every visible category once, top level with parentSlug null', () => {
    const slugs = listCategorySlugs(api.ctx.db);
    expect(slugs.map((s) => s.slug)).toEqual(uk.categories.map((c) => c.slug));
    for (const c of uk.categories) {
      const parent = uk.categories.find((p) => p.id === c.parent_id);
      expect(slugs.find((s) => s.slug === c.slug)?.parentSlug).toBe(parent ? parent.slug : null);
    }
  });
});
