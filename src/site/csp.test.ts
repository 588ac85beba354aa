import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  inlineScriptBudgetError,
  MAX_INLINE_SCRIPTS,
  inlineScriptHashes,
  writeContentSecurityPolicy,
} from './csp';
import { PAGE_PATH_FROM_ATTRIBUTE, pagePathScript } from './page-path-script';

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)])) as Record<string, string[]>;

describe('inlineScriptHashes', () => {
  test('hashes executable inline scripts exactly as written, skips external scripts and data blocks', () => {
    const html = [
      '<script type="module">const e=1;</script>',
      '<script id="gatsby-chunk-mapping">\n  window.___chunkMapping="{}";\n</script>',
      '<script src="/app-1.js" async></script>',
      '<script type="application/ld+json">{"@type":"Restaurant"}</script>',
      '<script data-src="x">window.a=1</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('const e=1;'), sha('\n  window.___chunkMapping="{}";\n'), sha('window.a=1')]);
  });
});

describe('inlineScriptBudgetError', () => {
  test.each([
    [0, false],
    [5, false],
    [MAX_INLINE_SCRIPTS, false],
    [MAX_INLINE_SCRIPTS + 1, true],
    [500, true],
  ])('%i distinct inline scripts -> build fails: %s', (count, fails) => {
    const error = inlineScriptBudgetError(count);
    expect(error !== null).toBe(fails);
    if (error) expect(error).toContain(`${count} different inline scripts`);
  });
});

describe('contentSecurityPolicy', () => {
  const base = { API_URL: 'http://localhost:3001' };

  test('no third party configured: strict, self plus the given hashes', () => {
    const d = directives(contentSecurityPolicy([sha('b'), sha('a'), sha('a')], base));
    expect(d['script-src']).toEqual(["'self'", ...[sha('a'), sha('b')].sort()]);
    expect(d['script-src'].join(' ')).not.toMatch(/unsafe-(eval|inline)/);
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'http://localhost:3001']);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'", 'https://www.liqpay.ua']);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['frame-src']).toEqual(["'none'"]);
    expect(d['default-src']).toEqual(["'self'"]);
    // The shop's own service worker (/sw.js, src/site/service-worker), nothing else.
    expect(d['worker-src']).toEqual(["'self'"]);
  });

  test.each<[string, string | undefined, string[]]>([
    ['default: LiqPay', undefined, ["'self'", 'https://www.liqpay.ua']],
    ['configured provider page (origin only)', 'https://pay.example.com/checkout?x=1', ["'self'", 'https://pay.example.com']],
    ['plain http is refused', 'http://pay.example.com/checkout', ["'self'"]],
    ['not a URL is refused', 'javascript:alert(1)', ["'self'"]],
  ])('form-action: %s', (_name, url, expected) => {
    expect(directives(contentSecurityPolicy([], { ...base, PAYMENT_CHECKOUT_URL: url }))['form-action']).toEqual(expected);
  });

  test('the API origin comes from API_URL (path and credentials dropped); a bad URL adds nothing', () => {
    expect(directives(contentSecurityPolicy([], { API_URL: 'https://api.example.com/v1/' }))['img-src']).toContain(
      'https://api.example.com',
    );
    expect(directives(contentSecurityPolicy([], { API_URL: 'javascript:alert(1)' }))['img-src']).toEqual(["'self'", 'data:']);
    expect(directives(contentSecurityPolicy([], { API_URL: '' }))['img-src']).toEqual(["'self'", 'data:']);
  });

  test('a direct API base URL (development) is allowed for fetches and images', () => {
    const d = directives(contentSecurityPolicy([], { ...base, GATSBY_API_BASE_URL: 'http://localhost:4000/' }));
    expect(d['connect-src']).toEqual(["'self'", 'http://localhost:4000']);
    expect(d['img-src']).toContain('http://localhost:4000');
  });

  test('map tiles configured (issue 47): their host for images only; without an attribution the map is off and nothing is added', () => {
    const tiles = { GATSBY_MAP_TILES_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' };
    const d = directives(contentSecurityPolicy([], { ...base, ...tiles, GATSBY_MAP_TILES_ATTRIBUTION: '© OpenStreetMap' }));
    expect(d['img-src']).toEqual(["'self'", 'data:', 'http://localhost:3001', 'https://*.tile.openstreetmap.org']);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicy([], { ...base, ...tiles })).toBe(contentSecurityPolicy([], base));
  });

  test('Google Analytics configured: gtag.js and its collection hosts', () => {
    const d = directives(contentSecurityPolicy([], { ...base, GATSBY_GA_ID: 'G-ABC123' }));
    expect(d['script-src']).toContain('https://www.googletagmanager.com');
    expect(d['connect-src']).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]),
    );
    expect(d['img-src']).toContain('https://*.google-analytics.com');
    expect(d['script-src']).not.toContain('https://connect.facebook.net');
  });

  test('a GTM container instead: the same Google hosts (gtm.js is served from www.googletagmanager.com)', () => {
    expect(contentSecurityPolicy([], { ...base, GATSBY_GTM_ID: 'GTM-ABC12' })).toBe(
      contentSecurityPolicy([], { ...base, GATSBY_GA_ID: 'G-ABC123' }),
    );
  });

  test('the pixel configured: its script, endpoint and frame', () => {
    const d = directives(contentSecurityPolicy([], { ...base, GATSBY_PIXEL_ID: '123456789' }));
    expect(d['script-src']).toContain('https://connect.facebook.net');
    expect(d['connect-src']).toContain('https://www.facebook.com');
    expect(d['img-src']).toContain('https://www.facebook.com');
    expect(d['frame-src']).toEqual(['https://www.facebook.com']);
    expect(d['script-src']).not.toContain('https://www.googletagmanager.com');
  });

  test('the marketing feed and social sign-in ids add no source (the shop API on the same origin; popups are navigations)', () => {
    const plain = contentSecurityPolicy([], base);
    expect(
      contentSecurityPolicy([], {
        ...base,
        GATSBY_MARKETING_FEED: '1',
        GATSBY_GOOGLE_CLIENT_ID: '1-x.apps.googleusercontent.com',
        GATSBY_APPLE_CLIENT_ID: 'ua.shop.web',
      }),
    ).toBe(plain);
  });

  test('malformed analytics ids (the analytics module ignores them) add no source', () => {
    expect(
      contentSecurityPolicy([], { ...base, GATSBY_GA_ID: 'G-1; script-src *', GATSBY_GTM_ID: 'x y', GATSBY_PIXEL_ID: '' }),
    ).toBe(contentSecurityPolicy([], base));
  });
});

describe('building the header', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("the rule is added after gatsby-plugin-netlify's rules and replaced on the next run", () => {
    const file = path.join(dir, '_headers');
    const plugin = '## Created with gatsby-plugin-netlify\n\n/app-1.js\n  Cache-Control: public, max-age=31536000, immutable\n';
    fs.writeFileSync(file, plugin);
    writeContentSecurityPolicy(dir, "default-src 'self'");
    writeContentSecurityPolicy(dir, "default-src 'none'");
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith(plugin)).toBe(true);
    expect(text.match(/Content-Security-Policy/g)).toHaveLength(2); // the marker line and one header
    expect(text).toContain("/*\n  Content-Security-Policy: default-src 'none'\n");
    expect(text).not.toContain("default-src 'self'");
  });
});

describe('pagePathScript', () => {
  test('moves the page path into the data attribute and leaves the rest of the script', () => {
    const a = pagePathScript('/*<![CDATA[*/window.pagePath="/ua/page/contacts/";/*]]>*/');
    const b = pagePathScript('/*<![CDATA[*/window.pagePath="/ru/product/borshch/";/*]]>*/');
    expect(a).toEqual({ pagePath: '/ua/page/contacts/', script: `/*<![CDATA[*/${PAGE_PATH_FROM_ATTRIBUTE}/*]]>*/` });
    expect(b?.pagePath).toBe('/ru/product/borshch/');
    expect(a?.script).toBe(b?.script); // the same script (one hash) on every page
  });

  test('escaped characters in the path survive', () => {
    expect(pagePathScript('window.pagePath="/ua/\\"x\\u003c/";')?.pagePath).toBe('/ua/"x</');
  });

  test('a script without a page path is left alone', () => {
    expect(pagePathScript('window.___chunkMapping="{}";')).toBeNull();
  });

  test('the rewritten script sets window.pagePath from its own element', () => {
    const script = document.createElement('script');
    script.setAttribute('data-page-path', '/ru/category/pizza/');
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    const w = window as unknown as { pagePath?: string };
    new Function(PAGE_PATH_FROM_ATTRIBUTE)();
    expect(w.pagePath).toBe('/ru/category/pizza/');
  });
});
