import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/page';

/**
 * What outside validators found on the pages (issue 42), each checked on the built site as a
 * crawler or a screen reader meets it: Google's rich-result properties in the JSON-LD and the link
 * preview's picture, axe's opt-in label-in-name rule (WCAG 2.5.3), and no aria-label on a plain list.
 */

type JsonLd = Record<string, unknown> & { '@type': string };

async function jsonLd(page: Page, type: string): Promise<JsonLd> {
  const all = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null') as JsonLd));
  const found = all.find((d) => d?.['@type'] === type);
  expect(found, `JSON-LD ${type}`).toBeDefined();
  return found!;
}

/** An absolute URL on the site that answers with an image. */
async function expectImage(page: Page, url: unknown) {
  expect(typeof url).toBe('string');
  expect(String(url)).toMatch(/^https?:\/\//);
  const answer = await page.request.get(new URL(String(url)).pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\//);
}

/** Named plain lists: `<ul>` / `<dl>` with aria-label(ledby) and no role of their own. */
const namedPlainLists = (page: Page) =>
  page.locator(
    'ul[aria-label]:not([role]), dl[aria-label]:not([role]), ul[aria-labelledby]:not([role]), dl[aria-labelledby]:not([role])',
  );

/** axe with its experimental label-in-name rule switched on, whole page. */
async function labelInNameViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a product page: JSON-LD Product with the photo the page shows, og:image, no named plain list', async ({ page }) => {
  await openPage(page, '/ua/product/cola/');
  const product = await jsonLd(page, 'Product');
  await expectImage(page, product.image);
  const shown = await page.locator('main picture img, main img').first().getAttribute('src');
  expect(new URL(String(product.image)).pathname).toBe(new URL(shown!, page.url()).pathname);
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toBe(product.image);
  await expect(page.getByRole('region', { name: 'Поживна цінність' }).locator('dl')).toBeVisible();
  await expect(namedPlainLists(page)).toHaveCount(0);
});

test("the home page: the Restaurant has the footer's address, geo and an image; og:image", async ({ page }) => {
  await openPage(page, '/');
  const restaurant = await jsonLd(page, 'Restaurant');
  const address = restaurant.address as { '@type': string; streetAddress: string };
  expect(address['@type']).toBe('PostalAddress');
  await expect(page.getByRole('contentinfo')).toContainText(address.streetAddress);
  const geo = restaurant.geo as { latitude: number; longitude: number };
  expect(geo.latitude).toBeGreaterThan(44);
  expect(geo.latitude).toBeLessThan(53); // Ukraine
  expect(geo.longitude).toBeGreaterThan(22);
  expect(geo.longitude).toBeLessThan(41);
  await expectImage(page, restaurant.image);
  await expectImage(page, await page.locator('meta[property="og:image"]').getAttribute('content'));
});

for (const [locale, path, logo] of [
  ['ua', '/', 'Смачна Хата — Головна'],
  ['ru', '/ru/', 'Смачна Хата — Главная'],
] as const) {
  test(`${locale}: the logo and the cart summary say what they show (label in name); lists named by regions`, async ({
    page,
  }) => {
    await openPage(page, path);
    const mobile = (page.viewportSize()?.width ?? 1366) < 768;
    await expect(page.getByRole('banner').getByRole('link', { name: logo })).toBeVisible();
    const cart = mobile
      ? page.getByTestId('mobile-cart-bar').getByRole('button', { name: /^(Сума кошика|Сумма корзины) [\d ]+ грн$/ })
      : page.getByRole('banner').getByRole('button', { name: /^(Сума кошика|Сумма корзины) [\d ]+ грн$/ });
    await expect(cart).toHaveText('0 грн');
    expect(await labelInNameViolations(page)).toEqual([]);
    await expect(namedPlainLists(page)).toHaveCount(0);

    // A category page, then its cart drawer with a dish and the search overlay with results.
    await page
      .getByRole('navigation', { name: /Категорії|Категории/ })
      .getByRole('link')
      .first()
      .click();
    await expect(
      page
        .getByRole('region', { name: /Страви|Блюда/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(namedPlainLists(page)).toHaveCount(0);
    await page.goto(`${path === '/' ? '/ua' : '/ru'}/product/cola/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: /^(У кошик|В корзину)$/ }).click();
    await cart.click();
    await expect(page.getByTestId('cart-drawer')).toBeVisible();
    await expect(cart).toHaveText('45 грн');
    expect(await labelInNameViolations(page)).toEqual([]);
    await expect(namedPlainLists(page)).toHaveCount(0);
  });
}
