/** The browser's app shell: Gatsby's browser APIs, each in src/app-shell/browser-hooks.ts. */
export {
  wrapPageElement,
  replaceHydrateFunction,
  onClientEntry,
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
  shouldUpdateScroll,
} from './src/app-shell/browser-hooks';
