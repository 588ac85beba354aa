import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Every generated page answers 200 with the right language, hreflang and canonical; the 404 page in both languages. */
const PUBLIC = path.join(__dirname, '..', '..', 'public');

function builtPages(dir = PUBLIC, prefix = '/'): string[] {
  const pages: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (['page-data', 'static', '~partytown', 'search', '404'].includes(entry.name) && prefix === '/') continue;
      pages.push(...builtPages(path.join(dir, entry.name), `${prefix}${entry.name}/`));
    } else if (entry.name === 'index.html') pages.push(prefix);
  }
  return pages;
}

/**
 * The service worker's app shell is not a page of the site: never linked, noindex, served by the
 * worker in place of other pages offline (the drawn page sets lang and links); checked on its own.
 */
const APP_SHELL = '/offline-plugin-app-shell-fallback/';
const pages = builtPages().filter((p) => !p.endsWith('/404/') && p !== APP_SHELL);

test('the build has every route of the page table in both locales', () => {
  const required = [
    '/',
    '/ru/',
    '/ua/checkout/',
    '/ru/checkout/',
    '/ua/profile/information/',
    '/ru/profile/wishlist/',
    '/ua/page/contacts/',
    '/ru/page/offer/',
    '/ua/page/oplata-i-dostavka/',
    '/ru/page/privacy_policy/',
    '/ua/o-nas/',
    '/ru/sales/',
    '/ua/news/',
    '/ru/article/',
    '/ua/cooperation/',
    '/ru/vacansii/',
    '/ua/auth/',
    '/ru/auth/apple/',
    '/ua/api/apple-result/',
    '/ru/auth/google/callback/',
    '/ua/promo/mono/',
    '/ua/category/',
    '/ru/product/',
  ];
  for (const p of required) expect(pages, p).toContain(p);
  expect(pages.length).toBeGreaterThan(250);
});

test('every generated page answers 200 with lang, hreflang and canonical', async ({ request }) => {
  test.setTimeout(240_000);
  for (const p of pages) {
    const res = await request.get(p, { maxRedirects: 0 });
    expect.soft(res.status(), p).toBe(200);
    const html = await res.text();
    const lang = p.startsWith('/ru/') ? 'ru' : 'uk';
    // Any attribute order (the server render also writes data-texts on <html>).
    expect.soft(html, p).toMatch(new RegExp(`<html(?: [a-z-]+="[^"]*")* lang="${lang}"`));
    // React 18's streaming renderer used to write NUL bytes into Cyrillic text (gatsby-ssr.tsx).
    expect.soft(html.includes('\u0000'), `${p} has a NUL byte`).toBe(false);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect.soft(canonical, p).toBeTruthy();
    for (const hreflang of ['uk', 'ru', 'x-default']) expect.soft(html, `${p} ${hreflang}`).toContain(`hrefLang="${hreflang}"`);
    const rest = p.replace(/^\/(ua|ru)\//, '/');
    const ua = rest === '/' ? '/' : `/ua${rest}`;
    expect.soft(html, p).toContain(`hrefLang="uk" href="${new URL(canonical ?? 'http://x').origin}${ua}"`);
    // Gatsby's scripts load after the page has painted (src/site/after-first-paint.ts), never as
    // <script src async> that runs before the first paint; photos show without scripts.
    expect.soft(html, `${p} script tags`).not.toMatch(/<script src="[^"]+\.js" async>/);
    expect.soft(html, `${p} loader`).toMatch(/\]\.forEach\(function\(u\)\{var s=document\.createElement\("script"\)/);
    expect.soft(html, `${p} hidden photo`).not.toMatch(/<img[^>]*data-main-image/);
    // The texts are preloaded by that loader, not by the head (they took the first screen's bandwidth).
    expect
      .soft(html, `${p} texts address`)
      .toMatch(new RegExp(`<html[^>]* data-texts="/static/locale-${p.startsWith('/ru/') ? 'ru' : 'ua'}-[0-9a-f]+\\.json"`));
    expect.soft(html, `${p} texts preload in the head`).not.toContain('rel="preload" as="fetch"');
  }
});

test("the service worker's app shell is built, unindexed and out of the sitemap", async ({ request }) => {
  const res = await request.get(APP_SHELL, { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<meta name="robots" content="noindex"');
  const sitemap = await (await request.get('/sitemap-ua.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).not.toContain(APP_SHELL);
});

test('the 404 page says the page could not be found, with a link home, in both languages', async ({ page }) => {
  for (const [url, text, home, lang] of [
    ['/ua/no-such-page/', 'Цю сторінку не вдалося знайти', '/', 'uk'],
    ['/ru/no-such-page/', 'Эту страницу не удалось найти', '/ru/', 'ru'],
  ] as const) {
    const res = await page.goto(url);
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('link', { name: /На головну|На главную/ })).toHaveAttribute('href', home);
  }
});
