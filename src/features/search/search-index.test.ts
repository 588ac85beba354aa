/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSearchIndex, searchSourceFromQuery, writeSearchIndexes, type SearchSourceProduct } from './search-index';
import { fixtureProducts } from './test-fixtures';

describe('buildSearchIndex', () => {
  const ua = buildSearchIndex(fixtureProducts(), 'ua');
  const ru = buildSearchIndex(fixtureProducts(), 'ru');

  it('has one entry per product of the locale, with what a result card shows', () => {
    expect(ua.locale).toBe('ua');
    expect(ua.products).toHaveLength(9);
    expect(ua.products[1]).toMatchObject({
      id: 2,
      slug: 'ham-pizza',
      name: 'Піца з шинкою',
      price: 102,
      weight: 202,
      image: '/api/images/products/ham-pizza-400.jpg',
      category: 'Піца',
    });
    expect(ru.products[1]).toMatchObject({ name: 'Пицца с ветчиной', category: 'Пицца' });
  });

  it("holds the skeletons of both languages' names, categories (with parents) and composition, once each", () => {
    const ham = ua.products[1];
    expect(ham.n).toBe('pica z winkou');
    expect(ham.o).toBe('s vetqinoi');
    expect(ham.k).toBe('tisto winka testo vetqina');
    const phila = ua.products[2];
    expect(phila.c.split(' ')).toEqual(expect.arrayContaining(['roli', 'suwi']));
    expect(ru.products[1].o).toBe('z winkou');
  });

  it('falls back to nameUa when the other locale was not given', () => {
    const onlyRu = fixtureProducts().filter((p) => p.locale === 'ru');
    expect(buildSearchIndex(onlyRu, 'ru').products[1].o).toBe('z winkou');
  });

  it('skips a product listed twice', () => {
    const twice = [...fixtureProducts(), fixtureProducts()[0]];
    expect(buildSearchIndex(twice, 'ua').products).toHaveLength(9);
  });
});

describe('writeSearchIndexes', () => {
  it('writes public/search/{ua,ru}.json, small', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    try {
      const all = fixtureProducts();
      const written = writeSearchIndexes(dir, {
        ua: all.filter((p) => p.locale === 'ua'),
        ru: all.filter((p) => p.locale === 'ru'),
      });
      expect(written.map((w) => path.relative(dir, w.file))).toEqual([
        path.join('search', 'ua.json'),
        path.join('search', 'ru.json'),
      ]);
      const ua = JSON.parse(fs.readFileSync(path.join(dir, 'search', 'ua.json'), 'utf8'));
      expect(ua.products[1].o).toBe('s vetqinoi');
      // About 260 bytes a product (~23 KB, ~5 KB gzipped, for the 88-dish seeded menu).
      for (const w of written) expect(w.bytes / w.products).toBeLessThan(400);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('searchSourceFromQuery', () => {
  it('joins category and parent category names per locale', () => {
    const product = (locale: string): SearchSourceProduct & { categoryApiId: number } => ({
      apiId: 7,
      slug: 'philadelphia',
      name: locale === 'ua' ? 'Філадельфія' : 'Филадельфия',
      nameUa: 'Філадельфія',
      locale,
      price: 289,
      weight: 280,
      composition: '',
      imageListUrl: '/api/images/x-400.jpg',
      categoryApiId: 3,
    });
    const grouped = searchSourceFromQuery({
      allShopProduct: { nodes: [product('ua'), product('ru')] },
      allShopCategory: {
        nodes: [
          { apiId: 2, locale: 'ua', name: 'Суші та роли', parentApiId: null },
          { apiId: 3, locale: 'ua', name: 'Роли', parentApiId: 2 },
          { apiId: 2, locale: 'ru', name: 'Суши и роллы', parentApiId: null },
          { apiId: 3, locale: 'ru', name: 'Роллы', parentApiId: 2 },
        ],
      },
    });
    expect(grouped.ua[0]).toMatchObject({ categoryName: 'Роли', parentCategoryName: 'Суші та роли' });
    expect(grouped.ru[0]).toMatchObject({ categoryName: 'Роллы', parentCategoryName: 'Суши и роллы' });
    expect(grouped.ru[0]).not.toHaveProperty('categoryApiId');
  });
});
