// react-dom's Node build of the server renderer (what Gatsby's HTML renderer uses); its types are
// react-dom/server's. Tests import it because the default (browser) build needs a global
// TextEncoder that jsdom does not have.
declare module 'react-dom/server.node' {
  export { renderToString, renderToStaticMarkup } from 'react-dom/server';
}
