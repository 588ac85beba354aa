import createDOMPurify from 'dompurify';

/**
 * Build-time sanitising of server-provided markup. Category icons are SVG from the server and are
 * injected into pages, so only plain drawing elements survive: no scripts, event handlers,
 * foreignObject, external references or <style> imports.
 */
// In a browser-like environment (jsdom tests) the global window serves; at build time (Node) jsdom
// is loaded lazily, so test runners never have to load its ESM-only dependencies.
const domWindow: Window = typeof window !== 'undefined' ? window : (new (require('jsdom').JSDOM)('').window as Window);
const purify = createDOMPurify(domWindow as Window & typeof globalThis);

purify.addHook('afterSanitizeAttributes', (node) => {
  // Inside SVG only same-document references survive: drop external href / xlink:href (<use>, gradients).
  if (node.namespaceURI === 'http://www.w3.org/2000/svg') {
    for (const attr of ['href', 'xlink:href']) {
      const value = node.getAttribute?.(attr);
      if (value != null && !value.startsWith('#')) node.removeAttribute(attr);
    }
  }
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeSvg(svg: string): string {
  if (!svg || !/<svg[\s>]/i.test(svg)) return '';
  return purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject', 'image', 'script', 'a'],
    FORBID_ATTR: ['style'],
  });
}

/** Rich text (SEO texts, page bodies): ordinary HTML only, links kept but never javascript:. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
