import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sanitizeHtml, sanitizeSvg } from './sanitize';
import { HTML_ATTACKS, MEDIA_ORIGIN, REAL_ICONS, REAL_RICH_TEXTS, SVG_ATTACKS } from './sanitize-samples';

/**
 * The sanitiser against attack samples and real markup. Every output is judged the way a browser
 * meets it: parsed as the inner HTML of SafeSvg's <span> / SafeHtml's <div>, then parsed again
 * from its own serialisation (mutation XSS shows up as a difference). The outputs come from two
 * runs: in this (jsdom) test environment and in plain Node with the jsdom `gatsby build` uses.
 */
type Kind = 'svg' | 'html';
const SITE = 'https://shop.test';

const FORBIDDEN_ELEMENTS = new Set(
  [
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'base',
    'meta',
    'link',
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'template',
    'noscript',
    'foreignobject',
    'handler',
    'listener',
    'set',
    'animate',
    'animatemotion',
    'animatetransform',
    'discard',
    'portal',
    'video',
    'audio',
    'source',
    'image',
    'feimage',
  ].map((n) => n.toLowerCase()),
);
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background']);
const OTHER_URL_ATTRIBUTES = new Set(['srcset', 'ping', 'lowsrc', 'dynsrc', 'codebase', 'longdesc']);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:', 'viber:', 'tg:', 'sms:', 'callto:']);
const LOCAL_URL = /^\s*url\(\s*(['"]?)#[\w.:-]+\1\s*\)\s*$/i;

/** An inert document: parsing an attack sample here runs and loads nothing. */
const inert = document.implementation.createHTMLDocument('');
/** Ids the page's own code looks up. */
const PAGE_IDS = /^(___gatsby|gatsby-focus-wrapper|gatsby-announcer|gatsby-script-loader|gatsby-chunk-mapping)$/;

function parse(markup: string, kind: Kind): HTMLElement {
  const host = inert.createElement(kind === 'svg' ? 'span' : 'div');
  host.innerHTML = markup;
  return host;
}

function allElements(root: Element | DocumentFragment): Element[] {
  const out: Element[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    out.push(el);
    if (el.localName === 'template' && 'content' in el) out.push(...allElements((el as HTMLTemplateElement).content));
  }
  return out;
}

function resolves(value: string): URL | null {
  try {
    return new URL(value, `${SITE}/ua/page/`);
  } catch {
    return null;
  }
}

/** What in this markup could run script, load or send something, or take over the page. */
function harms(markup: string, kind: Kind): string[] {
  const reasons: string[] = [];
  const host = parse(markup, kind);
  const again = parse(host.innerHTML, kind);
  if (again.innerHTML !== host.innerHTML) reasons.push('changes when parsed again (mutation)');
  for (const el of allElements(host)) {
    const tag = el.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(tag)) reasons.push(`<${tag}>`);
    if (kind === 'svg' && tag === 'a') reasons.push('link in an icon');
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value;
      const at = `${tag}[${name}="${value}"]`;
      if (name.startsWith('on')) reasons.push(`handler ${at}`);
      if (OTHER_URL_ATTRIBUTES.has(name)) reasons.push(`url attribute ${at}`);
      if (URL_ATTRIBUTES.has(name)) {
        if (kind === 'svg') {
          if (!/^#/.test(value.trim())) reasons.push(`reference out of the icon ${at}`);
        } else if (name === 'href' && tag === 'a') {
          const url = resolves(value);
          if (!url || !LINK_PROTOCOLS.has(url.protocol)) reasons.push(`link scheme ${at}`);
        } else if (name === 'src' && tag === 'img') {
          const url = resolves(value);
          if (!url || ![SITE, MEDIA_ORIGIN].includes(url.origin)) reasons.push(`image from elsewhere ${at}`);
        } else reasons.push(`url attribute ${at}`);
      }
      if (name === 'style') {
        const externalUrl = value.split(';').some((d) => /url\s*\(/i.test(d) && !LOCAL_URL.test(d.slice(d.indexOf(':') + 1)));
        if (kind === 'html' || externalUrl || /expression|@import|behavior|binding|javascript|\\/i.test(value))
          reasons.push(`style ${at}`);
      }
      if (kind === 'svg' && /url\s*\(/i.test(value) && name !== 'style' && !LOCAL_URL.test(value))
        reasons.push(`external url() ${at}`);
      if ((name === 'id' || name === 'name') && (value in document || value in window || PAGE_IDS.test(value)))
        reasons.push(`clobbers ${at}`);
      if (name === 'target' && value === '_blank' && !/noopener/.test(el.getAttribute('rel') ?? ''))
        reasons.push(`new tab keeps the opener ${at}`);
    }
  }
  return reasons;
}

/** A canonical form of what draws: elements, sorted attributes, text; ids without their prefix. */
function canonical(markup: string, kind: Kind): string {
  const host = parse(markup, kind);
  const start = kind === 'svg' ? host.querySelector('svg') : host;
  if (!start) return '';
  const unprefix = (v: string) => v.replace(/svgid\w*-/g, '').replace(/user-content-/g, '');
  const tidy = (name: string, v: string) => {
    const collapsed = unprefix(v).replace(/\s+/g, ' ').trim();
    if (name !== 'style') return collapsed;
    return collapsed
      .split(';')
      .map((d) => d.trim().replace(/\s*:\s*/, ':'))
      .filter(Boolean)
      .join(';');
  };
  const render = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').trim();
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const el = node as Element;
    const attrs = Array.from(el.attributes)
      .filter((a) => !/^xmlns(:|$)/.test(a.name))
      .map((a) => `${a.name}="${tidy(a.name, a.value)}"`)
      .sort()
      .join(' ');
    return `<${el.localName} ${attrs}>${Array.from(el.childNodes).map(render).join('')}</${el.localName}>`;
  };
  return start === host ? Array.from(host.childNodes).map(render).join('') : render(start);
}

const htmlOptions = { mediaOrigins: [MEDIA_ORIGIN] };
const inJest = {
  svgAttacks: SVG_ATTACKS.map(([, s]) => sanitizeSvg(s)),
  htmlAttacks: HTML_ATTACKS.map(([, s]) => sanitizeHtml(s, htmlOptions)),
  icons: REAL_ICONS.map(([, s]) => sanitizeSvg(s)),
  richTexts: REAL_RICH_TEXTS.map(([, s]) => sanitizeHtml(s, htmlOptions)),
};
type Outputs = typeof inJest;
let inBuild: Outputs;

beforeAll(() => {
  const root = path.join(__dirname, '..', '..');
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(__dirname, 'sanitize-node-run.ts')],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  inBuild = JSON.parse(out) as Outputs;
}, 60_000);

const runs = (key: keyof Outputs, i: number) => [
  ['jest', inJest[key][i]],
  ['build', inBuild[key][i]],
];

test('there are at least 40 attack samples and 20 real icons', () => {
  expect(SVG_ATTACKS.length + HTML_ATTACKS.length).toBeGreaterThanOrEqual(40);
  expect(REAL_ICONS.length).toBeGreaterThanOrEqual(20);
});

describe.each(SVG_ATTACKS.map(([name, markup], i) => [name, markup, i] as const))('icon attack: %s', (_name, markup, i) => {
  test('is an attack before sanitising and harmless after', () => {
    expect(harms(markup, 'svg')).not.toEqual([]);
    for (const [where, output] of runs('svgAttacks', i)) expect([where, harms(output, 'svg')]).toEqual([where, []]);
  });
});

describe.each(HTML_ATTACKS.map(([name, markup], i) => [name, markup, i] as const))('rich text attack: %s', (_name, markup, i) => {
  test('is an attack before sanitising and harmless after', () => {
    expect(harms(markup, 'html')).not.toEqual([]);
    for (const [where, output] of runs('htmlAttacks', i)) expect([where, harms(output, 'html')]).toEqual([where, []]);
  });
});

describe.each(REAL_ICONS.map(([name, markup], i) => [name, markup, i] as const))('real icon: %s', (_name, markup, i) => {
  test('draws the same and carries nothing harmful', () => {
    for (const [where, output] of runs('icons', i)) {
      expect([where, canonical(output, 'svg')]).toEqual([where, canonical(markup, 'svg')]);
      expect([where, harms(output, 'svg')]).toEqual([where, []]);
    }
  });
});

describe.each(REAL_RICH_TEXTS.map(([name, markup], i) => [name, markup, i] as const))(
  'real rich text: %s',
  (_name, markup, i) => {
    test('comes out the same', () => {
      for (const [where, output] of runs('richTexts', i)) {
        expect([where, canonical(output, 'html')]).toEqual([where, canonical(markup, 'html')]);
        expect([where, harms(output, 'html')]).toEqual([where, []]);
      }
    });
  },
);

test('the checks catch what they look for (the judge itself)', () => {
  expect(harms('<svg><path fill="url(#a)"/></svg>', 'svg')).toEqual([]);
  expect(harms('<svg><path fill="url(https://x.test/a#b)"/></svg>', 'svg')).toEqual([
    'external url() path[fill="url(https://x.test/a#b)"]',
  ]);
  expect(harms('<a href="https://x.test" target="_blank">x</a>', 'html')).toEqual([
    'new tab keeps the opener a[target="_blank"]',
  ]);
  expect(harms('<p id="cookie">x</p>', 'html')).toEqual(['clobbers p[id="cookie"]']);
  expect(canonical('<svg><path id="svgid-a" fill="url(#svgid-a)"/></svg>', 'svg')).toBe(
    canonical('<svg><path id="a" fill="url(#a)"></path></svg>', 'svg'),
  );
});
