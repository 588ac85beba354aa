/**
 * What the catalogue's API tests share: the listing shapes they read, and a seeded test API with
 * both languages' categories and products fetched once.
 */
import { createTestApi, type TestApi } from '../../test-utils';

export interface Category {
  id: number;
  slug: string;
  name: string;
  name_ua: string;
  parent_id: number | null;
  sort: number;
  svg: string;
  seo_text: string;
  faq: { question: string; answer: string }[];
}
export interface Product {
  id: number;
  slug: string;
  name: string;
  name_ua: string;
  description: string;
  composition: string;
  allergens: string;
  price: number;
  old_price: number | null;
  weight: number;
  diameter: number | null;
  calories: number | null;
  main_image: { url: string; urlForList: string; width: number; height: number };
  category: { id: number; slug: string; name: string; name_ua: string };
  modifiers_group: {
    id: number;
    name: string;
    min: number;
    max: number;
    modifiers: { id: number; name: string; max_count: number; pivot: { price: number } }[];
  }[];
  addons: number[];
  tags: { id: number; slug: string; name: string; color: string }[];
  ingredients: { id: number; name: string; image: { url: string; urlForList: string } }[];
  is_sauce: boolean;
  is_constructor: boolean;
  popularity: number;
  created_at: string;
}

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
