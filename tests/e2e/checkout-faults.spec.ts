import { expect, test } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { resizeViewport } from './support/page';
import {
  margarita,
  cola,
  openCheckout,
  field,
  fillContacts,
  isOrderCall,
  orderResponse,
  submit,
  expectThankYou,
  tryPromo,
  guestPickup,
  notice,
} from './support/checkout';

/**
 * Faults and idempotency (a double click, the API down and a lost answer: one order) and
 * accessibility (axe on the form, the promo and thank-you modals; one column on phones).
 */

test('double click: one request, one order; the button waits while sending', async ({ page }) => {
  await guestPickup(page, [margarita(2)]);
  const posts: string[] = [];
  await page.route(isOrderCall, async (route) => {
    posts.push(route.request().postData() ?? '');
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  const button = page.getByTestId('checkout-submit');
  await button.dblclick();
  await expect(button).toBeDisabled();
  await expect(button).toHaveCSS('cursor', 'wait');
  await expect(button).toHaveCSS('opacity', '0.6');
  await expectThankYou(page);
  expect(posts).toHaveLength(1);
});

test('API down, then retry: the cart and the form stay, the retry makes no duplicate', async ({ page }) => {
  const form = await guestPickup(page, [margarita(2), cola(1)]);
  await field(form, 'Коментар до замовлення').fill('Без цибулі');
  const bodies: { cart_guid: string }[] = [];
  let firstOrder: { id: number } | null = null;
  let calls = 0;
  await page.route(isOrderCall, async (route) => {
    bodies.push(JSON.parse(route.request().postData() ?? '{}'));
    calls++;
    if (calls === 1) return route.fulfill({ status: 500, body: '{"message":"Server Error"}' });
    if (calls === 2) {
      // The order is written, but the answer is lost on the way back.
      firstOrder = await (await route.fetch()).json();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await submit(page);
  await expect.poll(() => calls).toBe(1);
  await expect(notice(page)).toContainText('Кошик і дані збережено');
  await expect(field(form, 'Коментар до замовлення')).toHaveValue('Без цибулі');
  await expect(page.getByTestId('summary-line')).toHaveCount(2);
  await submit(page);
  await expect.poll(() => calls).toBe(2);
  await expect(notice(page)).toContainText('Кошик і дані збережено');
  await expect(page.getByTestId('checkout-submit')).toBeEnabled();
  const response = orderResponse(page);
  await submit(page);
  const order = await (await response).json();
  await expectThankYou(page);
  expect(order.id).toBe(firstOrder!.id);
  expect(new Set(bodies.map((b) => b.cart_guid)).size).toBe(1);
});

test('axe is clean: the form with errors, the promo modal, the thank-you modal; phones lay it out in one column', async ({
  page,
}) => {
  const form = await openCheckout(page, [margarita(2), cola(1)]);
  await submit(page);
  await page.waitForLoadState('networkidle');
  await expectAxeClean(page);
  await tryPromo(page, 'NOPE');
  await expect(page.getByTestId('promo-error')).not.toBeEmpty();
  await expectAxeClean(page);
  await page.getByTestId('promo-modal').getByRole('button', { name: 'Закрити' }).click();

  await resizeViewport(page, { width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await fillContacts(form);
  await form.getByRole('radio', { name: /Самовивіз/ }).check();
  await form.getByRole('radio', { name: /Ресторан на Дерибасівській/ }).check();
  await submit(page);
  await expectThankYou(page);
  await expectAxeClean(page);
});
