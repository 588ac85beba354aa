import type { ReactNode } from 'react';

/**
 * gatsby-plugin-image puts three parts into every page's head (a style, a <noscript> style and an
 * inline module script) for its GatsbyImage component's fade-in. The shop draws its photos with
 * SiteImage (src/ui/SiteImage.tsx says why), so they were only weight: 357 bytes of inline script
 * gzipped in every page's first load, and one more CSP hash. The plugin stays for the build's image
 * types; gatsby-ssr's onPreRenderHTML takes its head parts out.
 */
const IMAGE_PLUGIN_KEY = /^gatsby-image-style/;

export function withoutImagePluginHead(components: ReactNode[]): ReactNode[] {
  return components.filter(
    (c) => !(c !== null && typeof c === 'object' && 'key' in c && IMAGE_PLUGIN_KEY.test(String(c.key ?? ''))),
  );
}
