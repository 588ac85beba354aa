/**
 * The raster tiles of the real map (issue 47): a URL template from GATSBY_MAP_TILES_URL
 * (`https://{s}.tile.example.org/{z}/{x}/{y}.png`) with the provider's attribution from
 * GATSBY_MAP_TILES_ATTRIBUTION, both baked in at build time. Without either the map stays off and
 * the SVG of the zones is all there is; no tile host is ever contacted unless configured.
 */

export interface MapTiles {
  /** Leaflet's URL template: {z}, {x}, {y}, optionally {s} (subdomains a, b, c) and {r}. */
  url: string;
  attribution: string;
}

const TEMPLATE_PARTS = ['{z}', '{x}', '{y}'];

/** The tiles configuration, or null when it is missing or unusable (not http(s), no {z}/{x}/{y}, no attribution). */
export function parseMapTiles(url: string | undefined, attribution: string | undefined): MapTiles | null {
  const template = (url ?? '').trim();
  const credit = (attribution ?? '').trim();
  if (!template || !credit) return null;
  if (!TEMPLATE_PARTS.every((part) => template.includes(part))) return null;
  return tilesOrigin(template) ? { url: template, attribution: credit } : null;
}

/**
 * The origin a template's tiles come from, for the page's CSP `img-src`: `{s}` in the host
 * becomes `*` (`https://*.tile.example.org`); null for anything but an http(s) URL.
 */
export function tilesOrigin(template: string): string | null {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!m) return null;
  const host = m[2].replace(/^\{s\}\./, '*.');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return null;
  return `${m[1].toLowerCase()}://${host.toLowerCase()}`;
}

/** This build's tiles (GATSBY_ variables are replaced at build time). */
export const MAP_TILES = parseMapTiles(process.env.GATSBY_MAP_TILES_URL, process.env.GATSBY_MAP_TILES_ATTRIBUTION);
