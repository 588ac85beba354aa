import fs from 'node:fs';
import path from 'node:path';
import { skeletonTokens as skeletonTokensOf } from './normalize';

/** The locale codes of the site (kept literal so this build-time module has no app imports). */
export type SearchLocale = 'ua' | 'ru';
export const SEARCH_LOCALES: readonly SearchLocale[] = ['ua', 'ru'];

/** One sourced product (a ShopProduct node plus its category's name in the same locale). */
export interface SearchSourceProduct {
  apiId: number;
  slug: string;
  /** Name in the node's locale. */
  name: string;
  /** Ukrainian name (the API's name_ua), whatever the node's locale. */
  nameUa?: string | null;
  locale: string;
  price: number;
  weight: number;
  categoryName?: string | null;
  /** Parent category's name ("Суші та роли" for a roll), so the parent's word finds the dish too. */
  parentCategoryName?: string | null;
  imageListUrl?: string | null;
  composition?: string | null;
}

/** One product of the browser-side index (short keys: the file is fetched by every searcher). */
export interface SearchEntry {
  /** apiId */
  id: number;
  slug: string;
  /** name in the index's locale (shown) */
  name: string;
  /** price, UAH */
  price: number;
  /** weight, g */
  weight: number;
  /** list image URL, relative (/api/images/...-400.jpg) or '' */
  image: string;
  /** category name in the index's locale */
  category: string;
  /** skeleton words of the name in the index's language */
  n: string;
  /** skeleton words of the name in the other language, not already in n */
  o: string;
  /** skeleton words of the category and parent category names (both languages) */
  c: string;
  /** skeleton words of the composition (both languages), not already above */
  k: string;
}

export interface SearchIndex {
  locale: SearchLocale;
  products: SearchEntry[];
}

const unique = (words: string[], exclude: Set<string>): string[] => {
  const out: string[] = [];
  for (const w of words) {
    if (exclude.has(w)) continue;
    exclude.add(w);
    out.push(w);
  }
  return out;
};

/**
 * Build-time: the search index of one locale. `products` may hold the nodes of every locale: the
 * other locale's node of the same apiId contributes its name, category and composition as
 * cross-language words (without it, nameUa still gives the Ukrainian name to the Russian index).
 */
export function buildSearchIndex(products: SearchSourceProduct[], locale: SearchLocale): SearchIndex {
  const others = new Map<number, SearchSourceProduct[]>();
  for (const p of products) if (p.locale !== locale) others.set(p.apiId, [...(others.get(p.apiId) ?? []), p]);
  const seen = new Set<number>();
  const entries: SearchEntry[] = [];
  const known = new Map<string, string>();
  const skeletonTokens = (text: string) => skeletonTokensOf(text, known);
  for (const p of products) {
    if (p.locale !== locale || seen.has(p.apiId)) continue;
    seen.add(p.apiId);
    const twins = others.get(p.apiId) ?? [];
    const taken = new Set<string>();
    const n = unique(skeletonTokens(p.name), taken);
    const o = unique(skeletonTokens([p.nameUa ?? '', ...twins.map((t) => `${t.name} ${t.nameUa ?? ''}`)].join(' ')), taken);
    const categories = [p, ...twins].map((t) => `${t.categoryName ?? ''} ${t.parentCategoryName ?? ''}`);
    const c = unique(skeletonTokens(categories.join(' ')), taken);
    const k = unique(skeletonTokens([p.composition ?? '', ...twins.map((t) => t.composition ?? '')].join(' ')), taken);
    entries.push({
      id: p.apiId,
      slug: p.slug,
      name: p.name,
      price: p.price,
      weight: p.weight,
      image: p.imageListUrl ?? '',
      category: p.categoryName ?? '',
      n: n.join(' '),
      o: o.join(' '),
      c: c.join(' '),
      k: k.join(' '),
    });
  }
  return { locale, products: entries };
}

/**
 * Build-time (gatsby-node onPostBuild): writes public/search/ua.json and public/search/ru.json.
 * Each locale's index also reads the other locale's products (cross-language words).
 * Returns the written files with their sizes in bytes.
 */
export function writeSearchIndexes(
  publicDir: string,
  productsByLocale: Partial<Record<SearchLocale, SearchSourceProduct[]>>,
): { file: string; bytes: number; products: number }[] {
  const all = SEARCH_LOCALES.flatMap((l) => (productsByLocale[l] ?? []).map((p) => ({ ...p, locale: l })));
  const dir = path.join(publicDir, 'search');
  fs.mkdirSync(dir, { recursive: true });
  return SEARCH_LOCALES.map((locale) => {
    const index = buildSearchIndex(all, locale);
    const file = path.join(dir, `${locale}.json`);
    const json = JSON.stringify(index);
    fs.writeFileSync(file, json);
    return { file, bytes: Buffer.byteLength(json), products: index.products.length };
  });
}

/** The GraphQL query onPostBuild runs for the indexes (its result goes to searchSourceFromQuery). */
export const SEARCH_INDEX_QUERY = `
  {
    allShopProduct {
      nodes {
        apiId
        slug
        name
        nameUa
        locale
        price
        weight
        composition
        imageListUrl
        categoryApiId
      }
    }
    allShopCategory {
      nodes {
        apiId
        locale
        name
        parentApiId
      }
    }
  }
`;

export interface SearchIndexQueryResult {
  allShopProduct: { nodes: (Omit<SearchSourceProduct, 'categoryName'> & { categoryApiId: number })[] };
  allShopCategory: { nodes: { apiId: number; locale: string; name: string; parentApiId?: number | null }[] };
}

/** Joins the products of SEARCH_INDEX_QUERY with their category names and groups them by locale. */
export function searchSourceFromQuery(data: SearchIndexQueryResult): Record<SearchLocale, SearchSourceProduct[]> {
  const categories = new Map(data.allShopCategory.nodes.map((c) => [`${c.locale}:${c.apiId}`, c]));
  const out: Record<SearchLocale, SearchSourceProduct[]> = { ua: [], ru: [] };
  for (const { categoryApiId, ...p } of data.allShopProduct.nodes) {
    if (p.locale !== 'ua' && p.locale !== 'ru') continue;
    const category = categories.get(`${p.locale}:${categoryApiId}`);
    const parent = category?.parentApiId ? categories.get(`${p.locale}:${category.parentApiId}`) : undefined;
    out[p.locale].push({ ...p, categoryName: category?.name ?? '', parentCategoryName: parent?.name ?? null });
  }
  return out;
}
