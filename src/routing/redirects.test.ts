import { buildRedirectRules, matchRedirect, renderNetlifyRedirects } from './redirects';

const rules = buildRedirectRules(
  [
    { slug: 'pizza', parentSlug: null },
    { slug: 'sushi', parentSlug: null },
    { slug: 'rolls', parentSlug: 'sushi' },
    { slug: 'bad slug/../x', parentSlug: null },
  ],
  'http://localhost:3001/',
);

/** Netlify's answer for a path: null when a real file is served (no forced rules) or no rule matches. */
function resolve(path: string, existingFiles: string[] = []): { to: string; status: number } | null {
  if (existingFiles.includes(path)) return null;
  const match = matchRedirect(rules, path);
  return match && { to: match.to, status: rules[match.index].status };
}

describe('redirect table (spec section 2)', () => {
  it.each([
    ['/ua', '/', 301],
    ['/ua/', '/', 301],
    ['/pizza', '/ru/category/pizza/', 301],
    ['/pizza/', '/ru/category/pizza/', 301],
    ['/rolls', '/ru/category/rolls/', 301],
    ['/sushi/rolls', '/ru/category/sushi/rolls/', 301],
    ['/ua/pizza', '/ua/category/pizza/', 301],
    ['/ru/pizza', '/ru/category/pizza/', 301],
    ['/ua/sushi/rolls', '/ua/category/sushi/rolls/', 301],
    ['/ru/sushi/rolls/', '/ru/category/sushi/rolls/', 301],
    ['/menu/sushi/rolls', '/ru/category/menu/sushi/rolls/', 301],
    ['/category/pizza', '/ru/category/pizza', 301],
    ['/x/category/pizza', '/ru/x/category/pizza', 301],
    ['/ua/category/nope', '/404.html', 404],
    ['/ru/category/nope', '/ru/404/index.html', 404],
    ['/missing-slug', '/ru/missing-slug', 301],
    ['/news/hello', '/ru/news/hello', 301],
    ['/ua/unknown/page', '/404.html', 404],
    ['/ru/unknown', '/ru/404/index.html', 404],
    ['/api/categories', 'http://localhost:3001/api/categories', 200],
    ['/page-data/nope/page-data.json', '/404.html', 404],
    ['/a/b/c/pizza', '/ru/a/b/c/pizza', 301],
  ])('%s -> %s (%i)', (from, to, status) => {
    expect(resolve(from)).toEqual({ to, status });
  });

  it('never overrides an existing file (no forced rules)', () => {
    expect(rules.every((r) => !r.from.endsWith('!') && !String(r.status).endsWith('!'))).toBe(true);
    expect(resolve('/ru/category/pizza/', ['/ru/category/pizza/'])).toBeNull();
  });

  it('puts the proxy first and the catch-all last, and skips unsafe slugs', () => {
    expect(rules[0]).toEqual({ from: '/api/*', to: 'http://localhost:3001/api/:splat', status: 200 });
    expect(rules[rules.length - 1]).toEqual({ from: '/*', to: '/ru/:splat', status: 301 });
    expect(rules.some((r) => r.from.includes('bad slug'))).toBe(false);
  });

  it('renders the Netlify _redirects format', () => {
    const text = renderNetlifyRedirects(rules);
    expect(text).toMatch(/^\/api\/\*\s+http:\/\/localhost:3001\/api\/:splat\s+200$/m);
    expect(text).toMatch(/^\/\*\s+\/ru\/:splat\s+301$/m);
  });
});
