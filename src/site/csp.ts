import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseMapTiles, tilesOrigin } from '../features/delivery/map-tiles';

/**
 * The Content-Security-Policy of every page, written after the build (gatsby-node onPostBuild)
 * into public/_headers next to gatsby-plugin-netlify's caching rules; the other security headers
 * are constant and live in netlify.toml.
 *
 * Scripts: same origin plus the SHA-256 of each inline script of the built pages: Gatsby's two
 * image loading helpers, chunk map, compilation hash and page path, and the home page's hero
 * pre-paint script (src/features/catalog/hero/hero-visibility.ts): 6 on the demo build. Gatsby's page-path script differs on every page; it
 * is rewritten at render time (gatsby-ssr, pagePathScript) to read the path from a data attribute,
 * so every page carries the same few inline scripts and one policy covers the whole site (a
 * policy per page would make _headers grow with the catalogue: about 10 MB at 10,000 dishes).
 *
 * Styles: 'unsafe-inline'. styled-components inserts <style> rules at run time (their content
 * depends on props, so no hash can be known after the build), and Gatsby's image component
 * renders style attributes; style injection cannot run script, and everything else is strict.
 */

/** The most distinct inline scripts the site may carry (6 today); more means something inlines per-page code. */
export const MAX_INLINE_SCRIPTS = 8;

/** The build's error when its pages carry more distinct inline scripts than one policy should list. */
export function inlineScriptBudgetError(distinctScripts: number): string | null {
  if (distinctScripts <= MAX_INLINE_SCRIPTS) return null;
  return (
    `The built pages carry ${distinctScripts} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): something inlines ` +
    'per-page code, which the one Content-Security-Policy cannot allow (src/site/csp.ts).'
  );
}

/** Ids the analytics and sign-in features are configured with (build environment). */
export interface CspEnvironment {
  API_URL?: string;
  GATSBY_API_BASE_URL?: string;
  GATSBY_GA_ID?: string;
  GATSBY_GTM_ID?: string;
  GATSBY_PIXEL_ID?: string;
  GATSBY_MARKETING_FEED?: string;
  GATSBY_GOOGLE_CLIENT_ID?: string;
  GATSBY_APPLE_CLIENT_ID?: string;
  /** The payment provider's checkout page the checkout form posts to (default LiqPay's). */
  PAYMENT_CHECKOUT_URL?: string;
  /** The real map's raster tiles (issue 47, src/features/delivery/map-tiles.ts): images from their host. */
  GATSBY_MAP_TILES_URL?: string;
  GATSBY_MAP_TILES_ATTRIBUTION?: string;
}

/** LiqPay's checkout page (shop-api/src/modules/payments/liqpay.ts posts there when keys are set). */
export const DEFAULT_PAYMENT_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';

/** The https origin online payment forms may post to; null when the configured URL is not https. */
export function paymentFormOrigin(env: CspEnvironment): string | null {
  const origin = originOf(env.PAYMENT_CHECKOUT_URL || DEFAULT_PAYMENT_CHECKOUT_URL);
  return origin && origin.startsWith('https://') ? origin : null;
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The SHA-256 sources ('sha256-…') of the executable inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue; // JSON-LD and other data blocks do not run
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** `https://host:port` of a URL, or null when it is empty or not an http(s) URL. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return /^https?:$/.test(u.protocol) ? u.origin : null;
  } catch {
    return null;
  }
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Hosts each configured third party needs (src/features/analytics): Google Analytics 4 through
 * gtag.js or a Google Tag Manager container (gtm.js, same hosts), the Meta pixel. The marketing
 * feed goes to the shop API on the site's own origin (eSputnik's credentials stay on the server)
 * and social sign-in opens the provider in a popup (a navigation, which CSP does not restrict):
 * neither needs a source.
 */
function thirdParties(env: CspEnvironment) {
  const script: string[] = [];
  const connect: string[] = [];
  const img: (string | null)[] = [];
  const frame: string[] = [];
  const google = [env.GATSBY_GA_ID, env.GATSBY_GTM_ID].some((id) => id && ID.test(id));
  if (google) {
    script.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
    img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  if (env.GATSBY_PIXEL_ID && ID.test(env.GATSBY_PIXEL_ID)) {
    script.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com', 'https://connect.facebook.net');
    img.push('https://www.facebook.com');
    frame.push('https://www.facebook.com');
  }
  const tiles = parseMapTiles(env.GATSBY_MAP_TILES_URL, env.GATSBY_MAP_TILES_ATTRIBUTION);
  if (tiles) img.push(tilesOrigin(tiles.url));
  return { script, connect, img, frame };
}

const unique = (list: (string | null)[]) => [...new Set(list.filter((s): s is string => !!s))];

/** The policy for the given inline-script hashes and build environment. */
export function contentSecurityPolicy(scriptHashes: readonly string[], env: CspEnvironment): string {
  const third = thirdParties(env);
  // The browser talks to the shop API through /api on the site's own origin; images in API data
  // may also be absolute URLs on the API's origin (rich text keeps those, see the sanitiser).
  const apiOrigin = originOf(env.API_URL);
  const directApi = originOf(env.GATSBY_API_BASE_URL);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...[...new Set(scriptHashes)].sort(), ...third.script])],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', apiOrigin, directApi, ...third.img])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", directApi, ...third.connect])],
    ['frame-src', third.frame.length ? third.frame : ["'none'"]],
    // The offline service worker, /sw.js on the site's own origin (src/site/service-worker).
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Forms post to the page itself (Formik); online payment posts LiqPay's form to its checkout
    // page (the local stand-in is same-origin, under /api), and nothing else.
    ['form-action', unique(["'self'", paymentFormOrigin(env)])],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const RULE_START = '## Content-Security-Policy (gatsby-node onPostBuild, src/site/csp.ts)';

/**
 * Adds the policy for every path to public/_headers (written before by gatsby-plugin-netlify);
 * a rule from an earlier run is replaced, not repeated.
 */
export function writeContentSecurityPolicy(publicDir: string, policy: string): string {
  const file = path.join(publicDir, '_headers');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const kept = existing.includes(RULE_START) ? existing.slice(0, existing.indexOf(RULE_START)) : existing;
  const rule = `${RULE_START}\n/*\n  Content-Security-Policy: ${policy}\n`;
  fs.writeFileSync(file, `${kept.replace(/\n*$/, '\n\n')}${rule}`);
  return file;
}
