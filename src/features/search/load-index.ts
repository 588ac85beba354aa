import type { SearchIndex } from './search-index';

/** Loaded (or loading) indexes, one per locale, kept for the life of the page. */
const cache = new Map<string, Promise<SearchIndex>>();
const loaded = new Map<string, SearchIndex>();

/** The locale's index if it has already arrived (lets a reopened overlay skip the loading state). */
export function cachedSearchIndex(locale: string): SearchIndex | undefined {
  return loaded.get(locale);
}

/**
 * The locale's search index, fetched from /search/{locale}.json on first use (the overlay opening)
 * and cached in module scope. A failed load is forgotten so a retry fetches again.
 */
export function loadSearchIndex(locale: string): Promise<SearchIndex> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = fetch(`/search/${locale}.json`, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        const index = (await response.json()) as SearchIndex;
        if (!index || !Array.isArray(index.products)) throw new Error('search index: unexpected shape');
        loaded.set(locale, index);
        return index;
      })
      .catch((err: unknown) => {
        cache.delete(locale);
        throw err;
      });
    cache.set(locale, pending);
  }
  return pending;
}

/** Tests only: forget every cached index. */
export function resetSearchIndexCache() {
  cache.clear();
  loaded.clear();
}
