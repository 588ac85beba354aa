/**
 * What the catalogue's API tests share: the listing shapes they read, and a seeded test API with
 * both languages' categories and products fetched once.
 */
import { createTestApi, type TestApi } from '../../test-utils';
import type { CategoryShape, ProductShape } from './queries';

/** The listing shapes are the API's own (queries.ts), not restated here. */
export type Category = CategoryShape;
export type Product = ProductShape;

export type Listings = { categories: Category[]; products: Product[] };

/** A fresh seeded API and its listings in Ukrainian (`uk`) and Russian (`ru`). */
export async function seededCatalogue(): Promise<{ api: TestApi; uk: Listings; ru: Listings }> {
  const api = await createTestApi();
  const read = async (lang: 'ukrainian' | 'russian'): Promise<Listings> => {
    const categories = await api.call('GET', `/api/categories?lang=${lang}`);
    const products = await api.call('GET', `/api/products?lang=${lang}`);
    expect(categories.status).toBe(200);
    expect(products.status).toBe(200);
    return { categories: categories.body, products: products.body };
  };
  return { api, uk: await read('ukrainian'), ru: await read('russian') };
}
