import { expect, test } from '@playwright/test';
import { openPage } from './support/page';
import { register } from './support/customers';
import { expectAxeClean } from './support/axe';
import { fitsWidth, isMobile, shot, toast } from './support/profile';
import { API } from './support/api';

/** The wishlist round trip (card heart -> wishlist page -> remove) and a guest's heart (issue 8). */
// ---- wishlist --------------------------------------------------------------------------------

test('wishlist round trip: heart on a card -> wishlist page -> remove; the product page heart too', async ({
  page,
  request,
}, info) => {
  const c = await register(request);
  await openPage(page, '/');
  await page.evaluate((token) => localStorage.setItem('token', token), c.token);
  await openPage(page, '/ua/category/desserts/');
  const heart = page.getByRole('button', { name: 'Додати «Тірамісу» в обране' });
  await heart.click();
  await expect(toast(page, 'Додано в обране')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Прибрати «Тірамісу» з обраного' })).toHaveAttribute('aria-pressed', 'true');
  await expectAxeClean(page);

  // The product page knows it too, and adds another.
  await openPage(page, '/ua/product/mochi/');
  await page.getByRole('button', { name: /«Моті полунична» в обране/ }).click();
  await expect(page.getByRole('button', { name: /Прибрати «Моті полунична»/ })).toHaveAttribute('aria-pressed', 'true');

  await openPage(page, '/ua/profile/wishlist/');
  const grid = page.getByTestId('wishlist-grid');
  await expect(grid.getByRole('heading', { name: 'Тірамісу' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Моті полунична' })).toBeVisible();
  await expectAxeClean(page);
  await shot(page, info, 'wishlist');
  if (isMobile(page)) await fitsWidth(page);

  await grid.getByRole('button', { name: 'Прибрати «Тірамісу» з обраного' }).click();
  await expect(grid.getByRole('heading', { name: 'Тірамісу' })).toHaveCount(0);
  await grid.getByRole('button', { name: /Прибрати «Моті полунична»/ }).click();
  await expect(page.getByTestId('profile-empty')).toContainText('В обраному поки порожньо');
  // The page empties optimistically; the removal reaches the API right after.
  await expect
    .poll(async () =>
      (await request.get(`${API}/api/profile/wishlist`, { headers: { authorization: `Bearer ${c.token}` } })).json(),
    )
    .toEqual([]);
});

test('a guest’s heart asks to log in first', async ({ page }) => {
  await openPage(page, '/ua/category/desserts/');
  await page.getByRole('button', { name: 'Додати «Тірамісу» в обране' }).click();
  await expect(page.getByTestId('auth-modal')).toBeVisible();
});
