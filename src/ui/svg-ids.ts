/**
 * Ids inside server-provided SVG icons. The sanitiser (plugins/gatsby-source-shop-api/sanitize.ts)
 * renames every id to `svgid-<id>` (and its references `#id`, `url(#id)`), so an icon can never
 * take over a page id (`___gatsby`, a form's name) and icons cannot reach into each other.
 * SafeSvg then gives each rendered copy its own scope: the same icon sits in the closed category
 * menu and in a tile, and a gradient referenced from the hidden copy would not paint.
 */
export const SVG_ID_PREFIX = 'svgid-';

/** Markup with every `svgid-` replaced by `svgid<scope>-` (scope: letters, digits, `_` only). */
export function scopeSvgIds(sanitizedSvg: string, scope: string): string {
  const safeScope = scope.replace(/[^A-Za-z0-9_]/g, '');
  if (!safeScope) return sanitizedSvg;
  return sanitizedSvg.split(SVG_ID_PREFIX).join(`svgid${safeScope}-`);
}
