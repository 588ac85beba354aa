/**
 * Category page listing rules: sort orders and tag tabs, both kept in the URL
 * (`?sort=price_asc&tab=spicy`) so a shared link shows the same list. Unknown or malformed
 * values fall back to the defaults instead of an error.
 */
export const SORTS = ['default', 'price_asc', 'price_desc', 'popular', 'new'] as const;
export type SortOrder = (typeof SORTS)[number];

export interface ListedProduct {
  apiId: number;
  price: number; // UAH
  popularity: number;
  createdAt: string | null; // ISO date
  tags: { slug: string }[];
}

export interface ListingState {
  sort: SortOrder;
  /** Tag slug, or null for all dishes. */
  tab: string | null;
}

const TAB_PATTERN = /^[a-z0-9-]{1,40}$/;

export function parseListingParams(search: string, availableTabs: string[]): ListingState {
  const params = new URLSearchParams(search);
  const rawSort = params.get('sort');
  const rawTab = params.get('tab');
  const sort = SORTS.includes(rawSort as SortOrder) ? (rawSort as SortOrder) : 'default';
  const tab = rawTab && TAB_PATTERN.test(rawTab) && availableTabs.includes(rawTab) ? rawTab : null;
  return { sort, tab };
}

export function sameListing(a: ListingState, b: ListingState): boolean {
  return a.sort === b.sort && a.tab === b.tab;
}

/** The query string for a state; defaults are left out so plain URLs stay plain. */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.tab) params.set('tab', state.tab);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const COMPARE: Record<Exclude<SortOrder, 'default'>, (a: ListedProduct, b: ListedProduct) => number> = {
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  popular: (a, b) => b.popularity - a.popularity,
  new: (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
};

/** Equal keys keep the menu's own order (Array.prototype.sort is stable). */
export function applyListing<T extends ListedProduct>(products: T[], state: ListingState): T[] {
  const visible = state.tab ? products.filter((p) => p.tags.some((t) => t.slug === state.tab)) : products.slice();
  return state.sort === 'default' ? visible : visible.sort(COMPARE[state.sort]);
}

/** Tabs offered on a category: the tags its dishes carry, in first-seen order. */
export function tabsOf(products: { tags: { slug: string; name: string }[] }[]): { slug: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const p of products) for (const t of p.tags) if (!seen.has(t.slug)) seen.set(t.slug, t.name);
  return [...seen].map(([slug, name]) => ({ slug, name }));
}
