import { expect, test } from '@playwright/test';
import {
  margarita,
  cola,
  openCheckout,
  field,
  fillContacts,
  fillAddress,
  orderResponse,
  submit,
  expectThankYou,
  login,
  register,
  tryPromo,
} from './support/checkout';
import { API } from './support/api';
import { reportSessionOnFailure } from './support/session-watch';

/**
 * Promo codes (every rejection, applied and cancelled, once-only) and the logged-in customer's
 * checkout: prefilled, saved addresses, bonuses within the balance and the order total.
 */
reportSessionOnFailure();

test('each promo rejection has its own message and the blinking red border', async ({ page }) => {
  const form = await openCheckout(page, [margarita(1)]);
  await fillContacts(form);
  const cases: [string, string, (() => Promise<void>)?][] = [
    ['NOPE', 'Такого промокоду не існує. Перевірте, чи правильно його введено'],
    ['BLACKFRIDAY', 'Цей промокод недійсний'],
    ['SUMMER', 'Термін дії промокоду минув'],
    ['NEWYEAR', 'Промокод ще не діє — спробуйте пізніше'],
    ['FIRST15', 'Щоб скористатися цим промокодом, увійдіть в акаунт'],
    ['PICKUP15', 'Промокод діє лише для самовивозу'],
    ['MINUS50', 'Сума замовлення замала для цього промокоду'],
    ['MOCHI', 'Додайте до замовлення страву, на яку діє промокод'],
    ['CENTER20', 'Промокод діє лише для доставки в інший район', () => fillAddress(form, 'Балківська')],
    [
      'DELIVERY30',
      'Промокод діє лише для доставки кур’єром',
      async () => {
        await form.getByRole('radio', { name: /Самовивіз/ }).check();
      },
    ],
  ];
  for (const [code, message, before] of cases) {
    await before?.();
    const modal = await tryPromo(page, code);
    const input = modal.getByLabel('Введіть промокод');
    await expect(modal.getByTestId('promo-error')).toHaveText(message);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await input.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    if (code === 'FIRST15') await expect(modal.getByRole('button', { name: 'Увійти' })).toBeVisible();
    await modal.getByRole('button', { name: 'Закрити' }).click();
    await expect(page.getByTestId('promo-label')).toHaveCount(0);
  }
  await page.waitForLoadState('networkidle');
});

test('a promo code: applied label with cancel, discount in the summary, survives adding items, cancelled', async ({ page }) => {
  const form = await openCheckout(page, [margarita(1), cola(1)]);
  await fillContacts(form);
  await form.getByRole('radio', { name: /Самовивіз/ }).check();
  await form.getByRole('radio', { name: /Ресторан на Дерибасівській/ }).check();
  await expect(page.getByTestId('summary-discount')).toHaveCount(0);
  const modal = await tryPromo(page, 'welcome10');
  await expect(modal).toBeHidden();
  const label = page.getByTestId('promo-label');
  await expect(label).toHaveAttribute('data-state', 'applied');
  await expect(label).toContainText('Промокод WELCOME10 застосовано');
  await expect(page.getByTestId('summary-discount')).toHaveText('−22,40 грн'); // 10% of 224
  // One more cola through the cart drawer: the code stays and the discount follows the cart.
  await page.getByRole('button', { name: 'Сума кошика' }).click();
  const drawer = page.getByTestId('cart-drawer');
  await drawer
    .getByTestId('cart-line')
    .filter({ hasText: 'Кола' })
    .getByRole('button', { name: /Додати ще одну порцію/ })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('summary-discount')).toHaveText('−26,90 грн'); // 10% of 269
  await expect(label).toHaveAttribute('data-state', 'applied');
  const response = orderResponse(page);
  await submit(page);
  expect(await (await response).json()).toMatchObject({ promo_code: 'WELCOME10', discount: 26.9, sum_to_pay: 242.1 });
  await expectThankYou(page);

  // Cancel on a new cart.
  await openCheckout(page, [margarita(1)]);
  await tryPromo(page, 'WELCOME10');
  await expect(page.getByTestId('summary-discount')).toBeVisible();
  await page.getByRole('button', { name: 'Скасувати промокод WELCOME10' }).click();
  await expect(page.getByTestId('promo-label')).toHaveCount(0);
  await expect(page.getByTestId('summary-discount')).toHaveCount(0);
});

test('logged in: prefilled, saved address picked, a new address saved as main from the thank-you modal', async ({
  page,
  request,
}) => {
  const token = await login(request, '+380501112233');
  const saved = await request.post(`${API}/api/profile/addresses`, {
    headers: { authorization: `Bearer ${token}` },
    data: { street: 'Грецька', house: '3', apartment: '8', name: 'Офіс e2e' },
  });
  expect(saved.status()).toBe(201);
  const form = await openCheckout(page, [margarita(2)], { token });
  await expect(field(form, 'Ім’я')).toHaveValue('Олена Коваленко');
  await expect(field(form, 'Телефон')).toHaveValue(/^\+38 \(050\)\s111\s22\s33$/);
  await expect(form.getByRole('radio', { name: /Офіс e2e/ })).toBeVisible();
  await expect(page.getByTestId('summary-cashback')).toContainText('кешбеку (5%)');
  await field(form, 'E-mail').fill('olena@example.com');
  await form.getByRole('radio', { name: 'Нова адреса' }).check();
  await fillAddress(form, 'Канатна', '12');
  await field(form, 'Назва адреси').fill('Дача e2e');
  const response = orderResponse(page);
  await submit(page);
  const order = await (await response).json();
  const modal = await expectThankYou(page);
  await expect(modal).toContainText('Канатна, 12');
  await expect(modal.getByLabel('Назва адреси')).toHaveValue('Дача e2e');
  await modal.getByLabel('Зробити основною').check();
  await modal.getByRole('button', { name: 'Зберегти адресу' }).click();
  await expect(modal).toContainText('Адресу збережено');
  const addresses = await (
    await request.get(`${API}/api/profile/addresses`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(addresses).toEqual(
    expect.arrayContaining([expect.objectContaining({ street: 'Канатна', house: '12', name: 'Дача e2e', is_main: true })]),
  );
  expect(order.address).toMatchObject({ street: 'Канатна', house: '12' });
});

test('bonuses: never above the balance or the order total; debited in the order', async ({ page, request }) => {
  const { token } = await register(request); // 50 bonuses for the first login
  const form = await openCheckout(page, [cola(1)], { token });
  await form.getByRole('radio', { name: /Самовивіз/ }).check();
  await form.getByRole('radio', { name: /Ресторан на Дерибасівській/ }).check();
  await expect(page.getByTestId('bonus-balance')).toContainText('50 бонусів');
  // Total 45 UAH: at most 45.
  await expect(form.getByRole('button', { name: 'Списати максимум (45)' })).toBeVisible();
  await field(form, 'Списати бонусів').fill('46');
  await field(form, 'Ім’я').click();
  await expect(form.locator('#checkout-bonusDebit-error')).toHaveText('Бонусами можна оплатити не більше суми замовлення');
  // Two colas (90 UAH): at most the balance, 50.
  await page.getByRole('button', { name: 'Сума кошика' }).click();
  await page
    .getByTestId('cart-drawer')
    .getByRole('button', { name: /Додати ще одну порцію/ })
    .click();
  await page.keyboard.press('Escape');
  await expect(form.getByRole('button', { name: 'Списати максимум (50)' })).toBeVisible();
  await field(form, 'Списати бонусів').fill('51');
  await field(form, 'Ім’я').click();
  await expect(form.locator('#checkout-bonusDebit-error')).toHaveText('У вас немає стільки бонусів');
  await form.getByRole('button', { name: 'Списати максимум (50)' }).click();
  await expect(page.getByTestId('summary-bonus')).toHaveText('−50 грн');
  await expect(page.getByTestId('summary-to-pay')).toHaveText('40 грн');
  const response = orderResponse(page);
  await submit(page);
  expect(await (await response).json()).toMatchObject({ bonus_debit: 50, sum_to_pay: 40 });
  await expectThankYou(page);
  const me = await (await request.post(`${API}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(me.bonus).toBe(0);
});

test('a once-only promo code: applied for a logged-in customer, then "already used"', async ({ page, request }) => {
  const { token } = await register(request);
  const form = await openCheckout(page, [margarita(2)], { token });
  await form.getByRole('radio', { name: /Самовивіз/ }).check();
  await form.getByRole('radio', { name: /Ресторан на Дерибасівській/ }).check();
  await tryPromo(page, 'FIRST15');
  await expect(page.getByTestId('promo-label')).toHaveAttribute('data-state', 'applied');
  const response = orderResponse(page);
  await submit(page);
  expect(await (await response).json()).toMatchObject({ promo_code: 'FIRST15' });
  await expectThankYou(page);
  await openCheckout(page, [margarita(2)], { token });
  const modal = await tryPromo(page, 'FIRST15');
  await expect(modal.getByTestId('promo-error')).toHaveText('Ви вже використали цей промокод');
});
