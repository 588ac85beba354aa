/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATEGORIES } from '../../shop-api/src/modules/catalogue/seed-data';
import { scaledCatalogue } from '../../shop-api/src/modules/catalogue/scaled-catalogue';
import {
  buildRedirectRules,
  matchRedirect,
  parseNetlifyRedirects,
  redirectTableProblems,
  renderNetlifyRedirects,
  writeRedirectsFile,
} from './redirects';

const API = 'http://localhost:3001';
// The categories gatsby-node reads for the table: slug and parent slug of the 10,000-product catalogue.
const seeds = [...CATEGORIES, ...scaledCatalogue(10_000).categories];
const categories = seeds.map((c) => ({ slug: c.slug, parentSlug: c.parent ?? null }));

/** The table gatsby-node's onPostBuild writes to public/_redirects, read back from the file. */
function writtenTable(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
  writeRedirectsFile(dir, categories, API);
  const text = fs.readFileSync(path.join(dir, '_redirects'), 'utf8');
  fs.rmSync(dir, { recursive: true });
  return text;
}

describe('redirect table of the 10,000-product catalogue', () => {
  const text = writtenTable();
  const rules = parseNetlifyRedirects(text);

  it('has every category (100+ of them, with sub-categories) and nothing wrong', () => {
    expect(categories.length).toBeGreaterThan(100);
    expect(categories.filter((c) => c.parentSlug).length).toBeGreaterThan(20);
    expect(redirectTableProblems(text, categories, API)).toEqual([]);
    expect(rules).toHaveLength(buildRedirectRules(categories, API).length);
    expect(rules).toHaveLength(9 + 7 * categories.length + 3);
  });

  it.each(categories.filter((_, i) => i % 7 === 0).map((c) => [c.slug]))(
    '%s resolves from one, two and three segments, both locales',
    (slug) => {
      const to = (p: string) => {
        const m = matchRedirect(rules, p);
        return m && `${m.to} ${rules[m.index].status}`;
      };
      expect(to(`/${slug}`)).toBe(`/ru/category/${slug}/ 301`);
      expect(to(`/ua/${slug}/`)).toBe(`/ua/category/${slug}/ 301`);
      expect(to(`/ru/${slug}`)).toBe(`/ru/category/${slug}/ 301`);
      expect(to(`/ua/menu/${slug}`)).toBe(`/ua/category/menu/${slug}/ 301`);
      expect(to(`/menu/${slug}`)).toBe(`/ru/category/menu/${slug}/ 301`);
      expect(to(`/a/b/${slug}`)).toBe(`/ru/category/a/b/${slug}/ 301`);
      expect(to(`/ua/category/${slug}/`)).toBe('/404.html 404'); // only when the page file is missing
    },
  );

  it('keeps missing build assets 404 and the catch-all last', () => {
    expect(matchRedirect(rules, '/static/abc/missing.png')?.to).toBe('/404.html');
    expect(matchRedirect(rules, '/page-data/ua/product/gone/page-data.json')?.to).toBe('/404.html');
    expect(rules[rules.length - 1]).toEqual({ from: '/*', to: '/ru/:splat', status: '301' });
    expect(matchRedirect(rules, '/no-such-page')?.index).toBe(rules.length - 1);
  });
});

describe('redirectTableProblems', () => {
  const small = [
    { slug: 'pizza', parentSlug: null },
    { slug: 'rolls', parentSlug: 'sushi' },
  ];
  const good = renderNetlifyRedirects(buildRedirectRules(small, API));
  const lines = good.split('\n');
  const without = (needle: RegExp) => lines.filter((l) => !needle.test(l)).join('\n');

  it('finds nothing wrong in the generated table', () => {
    expect(redirectTableProblems(good, small, API)).toEqual([]);
  });

  it.each<[string, string, RegExp]>([
    ['a category rule is missing', without(/^\/ua\/:a\/rolls\s/), /missing rule: \/ua\/:a\/rolls /],
    ['the catch-all is not last', `${good}/ru/x  /ru/y  301\n`, /catch-all \/\* is not the last/],
    ['a rule is forced', good.replace('/ru/:splat  301', '/ru/:splat  301!'), /forced rule/],
    [
      'an early wildcard shadows the categories',
      good.replace('/ua  ', '/:a/*  /ru/:splat  301\n/ua  '),
      /shadowed by "\/:a\/\*": \/ua\/pizza /,
    ],
    ['missing assets would be redirected', without(/^\/static\/\*/), /under \/static\/ is not answered 404/],
    ['the proxy is not first', without(/^\/api\/\*/), /proxy is not the first rule/],
  ])('reports it when %s', (_, text, problem) => {
    expect(redirectTableProblems(text, small, API)).toContainEqual(expect.stringMatching(problem));
  });
});
