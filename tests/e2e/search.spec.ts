import { expect, test } from '@playwright/test';
import { openPage } from './support/page';

/** Search from 3 letters, across languages and Latin transliteration, on the build-time index. */
for (const [home, query] of [
  ['/', 'pitsa'],
  ['/', 'піц'],
  ['/ru/', 'пицца'],
  ['/ru/', 'піца'],
  ['/ru/', 'margarita'],
] as const) {
  test(`"${query}" on ${home} finds the Margarita pizza`, async ({ page }) => {
    await openPage(page, home);
    await page
      .getByRole('button', { name: /Пошук|Поиск/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first();
    await input.fill(query.slice(0, 2));
    await expect(dialog.getByRole('link', { name: /Маргарит/ })).toHaveCount(0);
    await input.fill(query);
    await expect(dialog.getByRole('link', { name: /Маргарит/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open search covers the whole screen, its cart bar included', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByTestId('mobile-cart-bar')).toBeVisible();
    await page.getByRole('button', { name: 'Пошук' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('піц');
    await expect(dialog.getByRole('link', { name: /Маргарит/ }).first()).toBeVisible();
    // What a finger touches at the foot of the screen, where the cart bar sits, is the search's.
    const footIsSearch = await page.evaluate(
      () => document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 12)?.closest('[role="dialog"]') != null,
    );
    expect(footIsSearch).toBe(true);
  });
});
