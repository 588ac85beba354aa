import type { HeadFC } from 'gatsby';
import React from 'react';

/**
 * The service worker's app shell (src/site/service-worker): an HTML page with Gatsby's scripts and
 * an empty body (gatsby-ssr leaves its body out). Served offline for a page whose data is cached
 * but whose HTML is not (prefetched, or reached by a click offline): Gatsby's runtime then draws
 * the page the address names from its cached data. Never linked, never indexed.
 */
export default function AppShell() {
  return null;
}

export const Head: HeadFC = () => <meta name="robots" content="noindex" />;
