/**
 * Gatsby writes `window.pagePath="/ua/…";` into an inline script of every page, which makes the
 * script differ on every page. gatsby-ssr (onPreRenderHTML) moves the path into a data attribute
 * so the script is the same everywhere, and one Content-Security-Policy with the hashes of the
 * site's few inline scripts covers every page (src/site/csp.ts).
 */
const PAGE_PATH_ASSIGNMENT = /window\.pagePath=("(?:[^"\\]|\\.)*");/;
/** The constant replacement of Gatsby's per-page `window.pagePath="…";`. */
export const PAGE_PATH_FROM_ATTRIBUTE = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

/**
 * Gatsby's page-path script made the same on every page: the path moves into a data attribute.
 * Returns null when the script has no page path (left as it is).
 */
export function pagePathScript(inlineScript: string): { pagePath: string; script: string } | null {
  const m = PAGE_PATH_ASSIGNMENT.exec(inlineScript);
  if (!m) return null;
  const pagePath = JSON.parse(m[1]) as unknown;
  if (typeof pagePath !== 'string') return null;
  return { pagePath, script: inlineScript.replace(m[0], PAGE_PATH_FROM_ATTRIBUTE) };
}
