import React, { useId } from 'react';
import { scopeSvgIds } from './svg-ids';

/**
 * The one place that injects markup: server-provided SVG icons that were sanitised at build
 * time (plugins/gatsby-source-shop-api/sanitize.ts). Decorative: hidden from screen readers.
 * Each copy gets its own id scope (src/ui/svg-ids.ts).
 */
export function SafeSvg({ sanitizedSvg }: { sanitizedSvg: string }) {
  const scope = useId();
  if (!sanitizedSvg) return null;
  return <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: scopeSvgIds(sanitizedSvg, scope) }} />;
}

/** Rich text (HTML) that was sanitised at build time. */
export function SafeHtml({ sanitizedHtml }: { sanitizedHtml: string }) {
  return <div dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
