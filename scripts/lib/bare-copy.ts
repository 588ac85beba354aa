/**
 * The bare copy of a built page, `npm run perf`'s lower bound for that page's Largest Contentful
 * Paint: the same content as plain HTML, with no CSS beyond a few lines and no JavaScript.
 *
 * - Text in reading order: headings stay headings, every other block becomes a paragraph.
 * - Photos where they stand, as the page has them: `<picture>` with its `<source>`s and the `<img>`
 *   with the same `src`, `srcset`, `sizes`, `width`/`height` and `loading`, so the browser picks and
 *   downloads the same file. A photo is content: a page whose first screen shows dishes cannot
 *   paint them before their file arrives, and the bare page should not be measured without them.
 * - Dropped: scripts, styles, inline SVG icons, templates, iframes, comments, every class and style.
 *
 * A tiny tokenizer rather than jsdom: loading jsdom installs undici 7 as the global fetch
 * dispatcher, which crashes Node 20's fetch in the perf script.
 */

const BLOCK =
  /^(h[1-6]|p|li|a|button|dt|dd|summary|td|th|label|div|section|article|header|footer|nav|main|ul|ol|br|form|aside|figure|figcaption|details)$/;
/** Attributes that decide which photo file is fetched, how big it is drawn, and when. */
const PHOTO_ATTRIBUTES = new Set([
  'src',
  'srcset',
  'sizes',
  'type',
  'width',
  'height',
  'alt',
  'loading',
  'decoding',
  'fetchpriority',
]);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

export function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** `<img ...>` or `<source ...>` with the photo attributes only (names lower-cased: React writes `srcSet`). */
function photoTag(name: 'img' | 'source', attributes: string): string {
  const kept: string[] = [];
  for (const m of attributes.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const attribute = m[1].toLowerCase();
    if (!PHOTO_ATTRIBUTES.has(attribute)) continue;
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    kept.push(`${attribute}="${escapeAttribute(value)}"`);
  }
  return `<${name}${kept.length ? ` ${kept.join(' ')}` : ''}>`;
}

export type BareCopy = { html: string; blocks: number; photos: number };

/** The bare copy of `source` (a built page's HTML); `sitePath` goes into its description. */
export function bareCopy(source: string, sitePath: string): BareCopy {
  const clean = source.replace(/\0/g, '');
  const lang = /<html[^>]*\blang="([^"]+)"/.exec(clean)?.[1] ?? 'uk';
  const title = decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(clean)?.[1] ?? sitePath);
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(clean)?.[1] ?? clean)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|noscript|svg|template|iframe)\b[\s\S]*?<\/\1>/gi, '');

  const out: string[] = [];
  let blocks = 0;
  let photos = 0;
  let text = '';
  let heading: string | null = null;
  let picture: string[] | null = null;
  const flush = () => {
    const t = decodeEntities(text).replace(/\s+/g, ' ').trim();
    if (t) {
      const tag = heading ?? 'p';
      out.push(`<${tag}>${escapeText(t)}</${tag}>`);
      blocks += 1;
    }
    text = '';
  };

  for (const m of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g)) {
    if (m[4] !== undefined) {
      text += m[4];
      continue;
    }
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (name === 'picture') {
      if (!closing) {
        flush();
        picture = [];
      } else if (picture) {
        out.push(`<picture>${picture.join('')}</picture>`);
        picture = null;
      }
      continue;
    }
    if (name === 'img' || name === 'source') {
      if (name === 'img') photos += 1;
      if (picture) picture.push(photoTag(name, m[3]));
      else if (name === 'img') {
        flush();
        out.push(photoTag('img', m[3]));
      }
      continue;
    }
    if (!BLOCK.test(name)) {
      text += ' ';
      continue;
    }
    flush();
    if (/^h[1-6]$/.test(name)) heading = closing ? null : name;
  }
  flush();

  const html = `<!doctype html>
<html lang="${escapeAttribute(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(title)}</title>
<meta name="description" content="Bare static copy of ${escapeAttribute(sitePath)} (perf lower bound)">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#222}p{margin:.25rem 0}img{display:block;max-width:100%;height:auto}</style>
</head>
<body>
${out.join('\n')}
</body>
</html>
`;
  return { html, blocks, photos };
}
