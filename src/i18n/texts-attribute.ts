/**
 * The <html> attribute with the address of the page language's text table: written by the server
 * render (gatsby-ssr onRenderBody), read by the after-first-paint loader, which preloads the table
 * with the app's scripts (src/site/after-first-paint.ts). Its own module: both sides import it
 * without the other's dependencies (the loader's module uses fs, the renderer must not).
 */
export const TEXTS_ATTRIBUTE = 'data-texts';
