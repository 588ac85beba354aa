import { expect, test } from '@playwright/test';
import { API } from './support/api';

/**
 * The redirect table of spec section 2, through Netlify's own engine (netlify dev over the
 * built public/ with the generated _redirects). Category slugs come from the seeded shop API.
 */

test('every redirect rule answers with the right status and Location', async ({ request }) => {
  const categories = (await (await request.get(`${API}/api/categories`)).json()) as {
    slug: string;
    parent_id: number | null;
    id: number;
  }[];
  const top = categories.find((c) => c.parent_id === null)!.slug;
  const child = categories.find((c) => c.parent_id !== null)!;
  const parent = categories.find((c) => c.id === child.parent_id)!.slug;
  const sub = child.slug;

  const table: [url: string, status: number, location: string | null][] = [
    ['/ua', 301, '/'],
    ['/ua/', 301, '/'],
    [`/${top}`, 301, `/ru/category/${top}/`],
    [`/${top}/`, 301, `/ru/category/${top}/`],
    [`/${sub}`, 301, `/ru/category/${sub}/`],
    [`/${parent}/${sub}`, 301, `/ru/category/${parent}/${sub}/`],
    [`/${parent}/${sub}/`, 301, `/ru/category/${parent}/${sub}/`],
    [`/ua/${top}`, 301, `/ua/category/${top}/`],
    [`/ru/${top}`, 301, `/ru/category/${top}/`],
    [`/ua/${parent}/${sub}`, 301, `/ua/category/${parent}/${sub}/`],
    [`/ru/${parent}/${sub}`, 301, `/ru/category/${parent}/${sub}/`],
    [`/menu/${parent}/${sub}`, 301, `/ru/category/menu/${parent}/${sub}/`],
    [`/category/${top}`, 301, `/ru/category/${top}`],
    [`/category/${top}/`, 301, `/ru/category/${top}/`],
    ['/no-such-category', 301, '/ru/no-such-category'],
    ['/news/', 301, '/ru/news/'],
    ['/sales/some-sale', 301, '/ru/sales/some-sale'],
    ['/a/b/c/d', 301, '/ru/a/b/c/d'],
    ['/ua/no-such-page/', 404, null],
    ['/ru/no-such-page/', 404, null],
    ['/ua/category/no-such-category/', 404, null],
    ['/ru/category/no-such-category/', 404, null],
    ['/page-data/no-such/page-data.json', 404, null],
    ['/', 200, null],
    ['/ru/', 200, null],
    [`/ua/category/${top}/`, 200, null],
    [`/ru/category/${parent}/${sub}/`, 200, null],
    [`/ru/category/${sub}/`, 200, null],
  ];
  expect(table.length).toBeGreaterThanOrEqual(25);

  for (const [url, status, location] of table) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect.soft(res.status(), url).toBe(status);
    if (location) expect.soft(new URL(res.headers()['location'] ?? '', 'http://x').pathname, url).toBe(location);
  }
});

test('the /api proxy reaches the shop API (200, JSON) in the page language', async ({ request }) => {
  const res = await request.get('/api/categories?lang=russian', { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/json');
  const body = (await res.json()) as { name: string }[];
  expect(body.length).toBeGreaterThanOrEqual(12);
});
