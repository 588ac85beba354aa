import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { SVG_ID_PREFIX } from '../../src/ui/svg-ids';

/**
 * Build-time sanitising of server-provided markup (the API is trusted only as far as it is
 * checked): category SVG icons and rich text (SEO texts, FAQ answers, page, post and vacancy
 * bodies) are injected into pages by src/ui/SafeSvg.tsx, the only place that injects markup.
 * The attack samples in sanitize-samples.ts (tested by sanitize-attacks.test.ts) show what must
 * not come through.
 */
// In a browser-like environment (jsdom tests) the global window serves; at build time (Node) jsdom
// is loaded lazily, so test runners never have to load its ESM-only dependencies.
const domWindow: Window = typeof window !== 'undefined' ? window : (new (require('jsdom').JSDOM)('').window as Window);
const newPurify = () => createDOMPurify(domWindow as Window & typeof globalThis);

const SVG_NS = 'http://www.w3.org/2000/svg';
const HREF_ATTRS = ['href', 'xlink:href'];
/** `url(#id)`: the only url() an icon may use (gradients, clip paths, masks, filters of its own). */
const LOCAL_URL = /^\s*url\(\s*(['"]?)#([\w.:-]+)\1\s*\)\s*$/i;
/** SVG style declarations an icon may carry (Inkscape writes colours as `style`). */
const SVG_STYLE_PROPERTIES = new Set([
  'clip-rule',
  'color',
  'display',
  'enable-background',
  'fill',
  'fill-opacity',
  'fill-rule',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'mix-blend-mode',
  'opacity',
  'paint-order',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'vector-effect',
  'visibility',
]);
/** A declaration value: words, numbers, colours, lists; functions only rgb()/hsl() or a local url(). */
const SAFE_STYLE_VALUE = /^[\w\s#%.,'"+-]*(?:(?:rgba?|hsla?)\([\d\s.,%+-]*\)[\w\s#%.,+-]*)*$/i;

/** A value that is safe in any SVG attribute: no CSS escapes and no url() but a local one. */
function safeSvgValue(value: string): boolean {
  if (value.includes('\\')) return false;
  return !/url\s*\(/i.test(value) || LOCAL_URL.test(value);
}

/** The declarations of a style attribute that are safe and drawing-related; the rest is dropped. */
export function filterSvgStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!SVG_STYLE_PROPERTIES.has(property) || !value) return null;
      if (!(LOCAL_URL.test(value) || SAFE_STYLE_VALUE.test(value)) || value.includes('\\')) return null;
      return `${property}:${value}`;
    })
    .filter((d): d is string => d !== null)
    .join(';');
}

const svgPurify: DOMPurify = newPurify();
svgPurify.addHook('uponSanitizeAttribute', (node, data) => {
  const name = data.attrName.toLowerCase();
  if (name === 'style') {
    data.attrValue = filterSvgStyle(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
    return;
  }
  // Same-document references only (<use>, gradient templates, textPath): no other file, no data:.
  if (HREF_ATTRS.includes(name)) {
    if (!/^#[\w.:-]+$/.test(data.attrValue.trim())) data.keepAttr = false;
    return;
  }
  if (!safeSvgValue(data.attrValue)) data.keepAttr = false;
});

const SVG_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // <use> draws a shape of the same icon again (its href is checked above).
  ADD_TAGS: ['use'],
  ADD_ATTR: ['role'],
  FORBID_TAGS: ['style', 'foreignObject', 'image', 'feImage', 'script', 'a', 'animate', 'set'],
  RETURN_DOM_FRAGMENT: true,
};

/** Renames the ids of an icon (and every reference to them) to `svgid-<id>`. */
function prefixIds(svg: Element) {
  const elements = [svg, ...Array.from(svg.querySelectorAll('*'))];
  const ids = new Set(elements.map((el) => el.getAttribute('id')).filter((id): id is string => !!id));
  const renamed = (id: string) => (ids.has(id) ? `${SVG_ID_PREFIX}${id}` : null);
  for (const el of elements) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      let value: string | null = attr.value;
      if (name === 'id') value = `${SVG_ID_PREFIX}${attr.value}`;
      else if (HREF_ATTRS.includes(name)) value = renamed(attr.value.slice(1)) && `#${renamed(attr.value.slice(1))}`;
      else if (name === 'aria-labelledby' || name === 'aria-describedby')
        value = attr.value
          .split(/\s+/)
          .map((id) => renamed(id))
          .filter(Boolean)
          .join(' ');
      else
        value = attr.value.replace(/url\(\s*(['"]?)#([\w.:-]+)\1\s*\)/gi, (whole, _q, id: string) =>
          renamed(id) ? `url(#${renamed(id)})` : whole,
        );
      if (!value) el.removeAttribute(attr.name);
      else if (value !== attr.value) el.setAttribute(attr.name, value);
    }
  }
}

/**
 * A category icon: only drawing elements survive (no scripts, handlers, foreignObject, links,
 * <style>, animation, external or data: references); the first <svg> is kept, anything around it
 * goes; ids are renamed (see src/ui/svg-ids.ts).
 */
export function sanitizeSvg(svg: string): string {
  if (!svg || !/<svg[\s>]/i.test(svg)) return '';
  const fragment = svgPurify.sanitize(svg, SVG_CONFIG);
  const root = Array.from(fragment.children).find((el) => el.namespaceURI === SVG_NS && el.localName === 'svg');
  if (!root) return '';
  prefixIds(root);
  return root.outerHTML;
}

/** Link schemes of rich text: DOMPurify's defaults plus the messengers the restaurant uses. */
const RICH_TEXT_URI = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|viber|tg):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export interface RichTextOptions {
  /** Origins (besides the site itself) whose images rich text may show: the shop API's. */
  mediaOrigins?: readonly string[];
}

/** An image source rich text may keep: a path on the site, or a file on an allowed origin. */
function allowedImageSource(src: string, mediaOrigins: readonly string[]): boolean {
  const value = src.trim();
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    return mediaOrigins.includes(new URL(value).origin) && /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const htmlPurify: DOMPurify = newPurify();
let currentMediaOrigins: readonly string[] = [];
htmlPurify.addHook('afterSanitizeAttributes', (node) => {
  const el = node as Element;
  if (el.tagName === 'A') {
    // A new tab only with the opener cut (tab-nabbing); any other target goes.
    const target = el.getAttribute('target');
    if (target === '_blank') el.setAttribute('rel', 'noopener noreferrer');
    else if (target !== null) el.removeAttribute('target');
    // Ids are prefixed (SANITIZE_NAMED_PROPS), so are the in-page links to them.
    const href = el.getAttribute('href');
    if (href && /^#[^#]/.test(href) && !href.startsWith('#user-content-'))
      el.setAttribute('href', `#user-content-${href.slice(1)}`);
  }
  if (el.tagName === 'IMG' && !allowedImageSource(el.getAttribute('src') ?? '', currentMediaOrigins)) el.remove();
});

/**
 * Rich text: ordinary HTML only (no scripts, handlers, styles, forms, frames, media players);
 * links only to the site, the web, mail, phone and messengers; images only from the site or the
 * media origins; ids prefixed `user-content-` so text can never take over a page id.
 */
export function sanitizeHtml(html: string, options: RichTextOptions = {}): string {
  if (!html) return '';
  return PLAIN_PARAGRAPHS.test(html) ? html : purifyRichText(html, options);
}

/**
 * Paragraphs of plain text, which the HTML parser and DOMPurify give back unchanged: no markup but
 * `<p>`, and none of the characters the parser rewrites or the serialiser escapes (`& < >`, no-break
 * space, CR, NUL and other controls; surrogates left out to be safe). Most dish descriptions are
 * such, and DOMPurify over jsdom cost about a millisecond each: 20,000 of them at 10,000 products
 * in every build (docs/decisions/424-large-catalogue-build.md).
 */
const PLAIN_PARAGRAPHS = /^(?:<p>[^<>&\u0000-\u0008\u000b-\u001f\u007f\u00a0\ud800-\udfff]*<\/p>)+$/;

/** `sanitizeHtml` without the plain-paragraph shortcut: always through DOMPurify. */
export function purifyRichText(html: string, options: RichTextOptions = {}): string {
  currentMediaOrigins = options.mediaOrigins ?? [];
  return htmlPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: RICH_TEXT_URI,
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'iframe',
      'object',
      'embed',
      'video',
      'audio',
      'source',
      'track',
      'picture',
    ],
    FORBID_ATTR: ['style', 'srcset', 'ping', 'background'],
    SANITIZE_NAMED_PROPS: true,
  }) as string;
}
