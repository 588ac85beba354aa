/**
 * Libraries that only lazily loaded code uses: the form stack (Formik, Yup and their helpers).
 * Gatsby's `commons` chunk takes every module that sits in as many chunks as there are page
 * templates, async chunks included; the form stack is in that many lazy chunks (login, subscribe,
 * checkout, profile sections, contact forms), so it landed in `commons`, which every template
 * loads before it hydrates: 82 KB raw (about 25 KB gzipped) of form code on the home page. A
 * cache group of higher priority keeps it in one chunk of its own, loaded with the first form.
 */
export const LAZY_LIBRARIES = [
  'formik',
  'yup',
  'lodash-es',
  'tiny-case',
  'property-expr',
  'toposort',
  'deepmerge',
  'react-fast-compare',
  'tiny-warning',
] as const;

const LAZY_LIBRARY_PATH = new RegExp(`[\\\\/]node_modules[\\\\/](${LAZY_LIBRARIES.join('|')})[\\\\/]`);

/** Whether a module (its resource path) belongs to the lazily loaded form stack. */
export function isLazyLibrary(resource: string | undefined): boolean {
  return !!resource && LAZY_LIBRARY_PATH.test(resource);
}

/** The webpack cache group (merged into Gatsby's splitChunks for the browser bundle). */
export const formsCacheGroup = {
  name: 'forms-lib',
  chunks: 'async' as const,
  // Above Gatsby's commons (20) and shared (10), below its framework (40).
  priority: 25,
  enforce: true,
  reuseExistingChunk: true,
  test: (module: { resource?: string }) => isLazyLibrary(module.resource),
};
