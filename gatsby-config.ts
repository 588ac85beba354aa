import type { GatsbyConfig } from 'gatsby';

/** Shop API used at build time (and proxied at /api by Netlify). */
const apiUrl = (process.env.API_URL ?? 'http://localhost:3001').replace(/\/$/, '');
/** Public origin of the storefront, for canonical and hreflang links. */
const siteUrl = (process.env.SITE_URL ?? process.env.URL ?? 'http://localhost:8888').replace(/\/$/, '');

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    title: 'Смачна Хата',
  },
  trailingSlash: 'always',
  graphqlTypegen: false,
  plugins: [
    { resolve: 'gatsby-source-shop-api', options: { apiUrl } },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: { formats: ['auto', 'avif', 'webp'], placeholder: 'dominantColor', quality: 70, breakpoints: [200, 400, 800] },
      },
    },
    'gatsby-transformer-sharp',
    {
      // styled-components' server-rendered CSS and Babel plugin (stable class names shared by the
      // server render and the browser). Display names only in development: in a build they are
      // bytes in every first load that no visitor reads.
      resolve: 'gatsby-plugin-styled-components',
      options: { displayName: process.env.NODE_ENV !== 'production', fileName: process.env.NODE_ENV !== 'production' },
    },
    {
      resolve: 'gatsby-plugin-netlify',
      // Redirects are written by gatsby-node (src/routing) to keep their order; headers live in netlify.toml.
      options: { generateMatchPathRewrites: false, mergeSecurityHeaders: false, mergeCachingHeaders: true },
    },
  ],
};

export default config;
