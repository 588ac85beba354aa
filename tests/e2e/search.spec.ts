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
