import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openPage } from './support/page';

/** Journeys of the catalogue issue, in both languages, against the built site and the shop API. */

async function firstCategoryLink(page: Page) {
  const tile = page
    .getByRole('list', { name: /Категорії|Категории/ })
    .getByRole('link')
    .first();
  await expect(tile).toBeVisible();
  return tile;
}

/** axe on a settled page (no request in flight, so no transient progress bar). */
async function axeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  return (await new AxeBuilder({ page }).analyze()).violations;
}

for (const [locale, home, lang] of [
  ['ua', '/', 'uk'],
  ['ru', '/ru/', 'ru'],
] as const) {
  test.describe(`catalogue (${locale})`, () => {
    test('home -> category -> sort -> product -> back keeps the scroll', async ({ page }) => {
      await openPage(page, home);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await (await firstCategoryLink(page)).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/category/[^/]+/$`));
      const cards = page.getByRole('list', { name: /Страви|Блюда/ }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();

      // Sort by price, descending: the URL keeps it and the first price is the highest.
      const viewport = page.viewportSize();
      if (viewport && viewport.width >= 768) {
        await page.getByLabel(/Сортування|Сортировка/).selectOption('price_desc');
      } else {
        await page.getByRole('button', { name: /Сортування|Сортировка/ }).click();
        await page.getByRole('radio', { name: /дорожч|дороже/ }).click(); // choosing closes the sheet
      }
      await expect(page).toHaveURL(/\?sort=price_desc$/);
      const prices = await cards.locator('strong').allInnerTexts();
      const values = prices.map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.')));
      expect(values).toEqual([...values].sort((a, b) => b - a));

      // The link survives a reload.
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect(page).toHaveURL(/\?sort=price_desc$/);

      // Product page, then back.
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.waitForTimeout(500); // let the router record the position
      const scrolled = await page.evaluate(() => window.scrollY);
      await cards.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/product/[^/]+/$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\?sort=price_desc$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    });

    test('menus open, close on Escape and on navigation; the language switch keeps the page', async ({ page }) => {
      await openPage(page, home);
      const menu = page.getByRole('button', { name: 'Меню', exact: true });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('body')).toHaveClass(/modal-open/);
      const first = page.locator('header ul a').first();
      const href = await first.getAttribute('href');
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('body')).not.toHaveClass(/modal-open/);

      await page.getByRole('button', { name: /бічне меню|боковое меню/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const other = locale === 'ua' ? 'RU' : 'UA';
      await page.getByRole('link', { name: other, exact: true }).click();
      const expected = locale === 'ua' ? href!.replace(/^\/ua\//, '/ru/') : href!.replace(/^\/ru\//, '/ua/');
      await expect(page).toHaveURL(new RegExp(`${expected}$`));
    });

    test('home, category and product pages have no axe violations', async ({ page }) => {
      await openPage(page, home);
      // Nothing is wider than the screen (a too-wide header made phones scroll sideways).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await (await firstCategoryLink(page)).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page
        .getByRole('list', { name: /Страви|Блюда/ })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(/\/product\//);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
