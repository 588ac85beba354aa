import { parseLocalizedPath } from '../i18n/paths';

const isCategoryPage = (path: string) => parseLocalizedPath(path).rest.startsWith('/category/');

/** Moving between two category pages keeps the scroll position; every other move scrolls as usual. */
export function keepsScrollPosition(fromPath: string, toPath: string): boolean {
  return fromPath !== toPath && isCategoryPage(fromPath) && isCategoryPage(toPath);
}
