import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openPage } from './support/page';

/** The cart in the built site: add, modifiers, merge, reload, a second tab, corrupt storage, axe. */
test.describe.configure({ mode: 'serial' });

test('add a dish, see the toast and the header total; reload and a second tab keep the cart', async ({ page, context }) => {
  await openPage(page, '/ua/product/cola/');
  const price = (await page.locator('main h1 + p').innerText()).replace(/\D+$/, '').replace(/\s/g, '');
  await page.getByRole('button', { name: 'У кошик' }).click();
  await expect(page.getByTestId('toast')).toContainText('Товар додано до кошика');
  await expect(page.getByRole('button', { name: 'Сума кошика' })).toContainText(`${price} грн`);
  await expect(page.locator('body')).toHaveClass(/has-cart/);
  await expect(page.getByRole('button', { name: /У кошику/ })).toBeVisible();

  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.getByRole('button', { name: 'Сума кошика' })).toContainText(`${price} грн`);

  const second = await context.newPage();
  await openPage(second, '/ru/');
  await expect(second.getByRole('button', { name: 'Сумма корзины' })).toContainText(`${price} грн`);
  // A change in one tab reaches the other within a second.
  await page.getByRole('button', { name: /У кошику/ }).click();
  await expect(second.getByRole('button', { name: 'Сумма корзины' })).toContainText(`${Number(price) * 2} грн`, {
    timeout: 1500,
  });
  await second.close();
});

test('a dish with modifiers goes through the modal; the drawer changes counts; axe is clean with it open', async ({ page }) => {
  await openPage(page, '/ua/product/margarita/');
  await page.getByRole('button', { name: 'Обрати' }).click();
  const modal = page.getByTestId('modifier-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('radio', { name: /40 см/ }).check();
  await modal.getByRole('button', { name: 'У кошик' }).click();
  await expect(modal).toBeHidden();

  const viewport = page.viewportSize();
  if (viewport && viewport.width < 768) await page.getByTestId('mobile-cart-bar').getByRole('button').click();
  else await page.getByRole('button', { name: 'Сума кошика' }).click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  const line = drawer.getByTestId('cart-line').filter({ hasText: 'Маргарита' });
  await expect(line).toContainText('40 см');
  await line.getByRole('button', { name: /Додати ще одну порцію/ }).click();
  await expect(line.getByRole('textbox')).toHaveValue('2');
  await page.waitForLoadState('networkidle');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await line.getByRole('button', { name: /Видалити/ }).click();
  await expect(drawer.getByTestId('cart-line').filter({ hasText: 'Маргарита' })).toHaveCount(0);
});

test('a corrupted cartProducts value does not break the page', async ({ page }) => {
  await openPage(page, '/');
  await page.evaluate(() => localStorage.setItem('cartProducts', '{"version":2,"lines":[{"product_id":"x","count":-5},'));
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сума кошика' })).toContainText('0 грн');
});
