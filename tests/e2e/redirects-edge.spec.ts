import { expect, test } from '@playwright/test';
import { API } from './support/api';

/**
 * Edge cases of the spec section 2 redirect table beyond tests/e2e/redirects.spec.ts, through
 * Netlify's own engine: query strings (ad and UTM links) survive every redirect, the bare locale
 * roots, the segment-count limits of the category look-up and misses that must not loop.
 * Category slugs come from the seeded shop API.
 */

type Category = { id: number; slug: string; parent_id: number | null };

test('redirect edge cases: query strings, locale roots, segment limits', async ({ request }) => {
  const categories = (await (await request.get(`${API}/api/categories`)).json()) as Category[];
  const top = categories.find((c) => c.parent_id === null)!.slug;
  const child = categories.find((c) => c.parent_id !== null)!;
  const parent = categories.find((c) => c.id === child.parent_id)!.slug;
  const sub = child.slug;
  const slugs = new Set(categories.map((c) => c.slug));
  const notSlug = ['menu', 'catalog', 'xyz'].find((s) => !slugs.has(s))!;

  const table: [url: string, status: number, location: string | null][] = [
    // Query strings are kept (ads and newsletters link with UTM parameters).
    [`/${top}?utm_source=newsletter&utm_medium=email`, 301, `/ru/category/${top}/?utm_source=newsletter&utm_medium=email`],
    [`/ua/${parent}/${sub}?ref=ad`, 301, `/ua/category/${parent}/${sub}/?ref=ad`],
    ['/ua?utm_source=x', 301, '/?utm_source=x'],
    ['/news/?page=2', 301, '/ru/news/?page=2'],
    // The locale roots.
    ['/ru', 200, null],
    ['/ru/', 200, null],
    ['/?utm_source=x', 200, null],
    // Three segments with a locale and a trailing slash.
    [`/ua/${parent}/${sub}/`, 301, `/ua/category/${parent}/${sub}/`],
    [`/ru/${top}/`, 301, `/ru/category/${top}/`],
    // The last segment decides; a locale path whose last segment is no slug is that locale's 404.
    [`/ua/${top}/${notSlug}/`, 404, null],
    [`/ru/${notSlug}/`, 404, null],
    // Four segments are never a category look-up: the plain /ru redirect.
    [`/a/b/${parent}/${sub}`, 301, `/ru/a/b/${parent}/${sub}`],
    // Category pages themselves, with and without the trailing slash, are served, not redirected.
    [`/ua/category/${parent}/${sub}/`, 200, null],
    [`/ru/category/${top}`, 200, null],
    // The word `category` disables the look-up even when the last segment is a slug.
    [`/ua/category/${notSlug}/${top}/`, 404, null],
  ];

  for (const [url, status, location] of table) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect.soft(res.status(), url).toBe(status);
    if (location) {
      const target = new URL(res.headers()['location'] ?? '', 'http://x');
      expect.soft(`${target.pathname}${target.search}`, url).toBe(location);
    } else {
      expect.soft(res.headers()['location'], url).toBeUndefined();
    }
  }
});

test('every redirect lands on a page within one hop (no chains, no loops)', async ({ request }) => {
  const categories = (await (await request.get(`${API}/api/categories`)).json()) as Category[];
  const child = categories.find((c) => c.parent_id !== null)!;
  const parent = categories.find((c) => c.id === child.parent_id)!.slug;
  const urls = [
    '/ua',
    '/ua/',
    ...categories.filter((c) => c.parent_id === null).map((c) => `/${c.slug}`),
    ...categories.filter((c) => c.parent_id === null).map((c) => `/ua/${c.slug}/`),
    `/${parent}/${child.slug}`,
    `/ru/${parent}/${child.slug}`,
    '/news/',
    '/o-nas/',
    '/page/contacts/',
  ];
  for (const url of urls) {
    const first = await request.get(url, { maxRedirects: 0 });
    expect.soft(first.status(), url).toBe(301);
    const target = first.headers()['location'] ?? '';
    const second = await request.get(target, { maxRedirects: 0 });
    expect.soft(second.status(), `${url} -> ${target}`).toBe(200);
  }
});
