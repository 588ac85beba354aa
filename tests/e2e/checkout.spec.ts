import { expect, test } from '@playwright/test';
import {
  margarita,
  cola,
  openCheckout,
  field,
  fillContacts,
  streetOption,
  fillAddress,
  shownUah,
  toPay,
  orderResponse,
  submit,
  expectThankYou,
} from './support/checkout';

/**
 * Checkout journeys of a guest (issue 7) on the built site against a fresh shop API: delivery ASAP
 * and at a slot, pickup, cash with change, card terminal, online payment, the required fields and
 * every field rule. The other journeys: checkout-*.spec.ts (shared steps in support/checkout.ts).
 */

test('guest, courier ASAP, cash with change: the summary is what the API charges; thank-you, cart emptied, order tracked', async ({
  page,
}) => {
  const form = await openCheckout(page, [margarita(2), cola(1)]);
  await expect(page.locator('[data-testid="mobile-cart-bar"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
  await fillContacts(form);
  await fillAddress(form, 'Дерибасівська');
  await expect(form.getByTestId('area-info')).toContainText('Центр');
  // 403 UAH of goods: below the centre's free delivery (500), so 50 UAH.
  await expect(page.getByTestId('summary-delivery')).toHaveText('50 грн');
  const sum = await toPay(page);
  await field(form, 'З якої суми підготувати решту').fill(String(Math.floor(sum) - 1));
  await submit(page);
  await expect(form.getByText('Сума, з якої потрібна решта, не може бути меншою за суму до сплати')).toBeVisible();
  await field(form, 'З якої суми підготувати решту').fill('1000');
  const response = orderResponse(page);
  await submit(page);
  const order = await (await response).json();
  expect(order).toMatchObject({ sum_to_pay: sum, pay_type: 'cash', change_from: 1000, delivery_type: 'delivery', time: 'asap' });
  await expectThankYou(page);
  await expect(page.getByTestId('thankyou-sum')).toHaveText(`До сплати: ${shownUah(sum)} грн`);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('currentOrders') ?? '[]'))).toEqual([
    expect.objectContaining({ id: order.id, number: order.number }),
  ]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartProducts') ?? '{}').lines)).toEqual([]);
  await page.getByTestId('thankyou-modal').getByRole('button', { name: 'Гаразд' }).click();
  await expect(page.getByTestId('checkout-placed')).toContainText(`№ ${order.number}`);
});

for (const [path, legend, home, work] of [
  ['/ua/checkout/', 'Поля із * обов’язкові.', 'Дім', 'Робота'],
  ['/ru/checkout/', 'Поля со * обязательны.', 'Дом', 'Работа'],
] as const) {
  test(`required fields are marked before any submit; address names in one tap; the first error in view (${path})`, async ({
    page,
  }) => {
    const form = await openCheckout(page, [margarita(1)], { path });
    await expect(form.getByTestId('required-legend')).toHaveText(legend);
    // Name, phone, e-mail, street, house, address name: marked, and required for assistive technology.
    await expect(form.getByTestId('required-mark')).toHaveCount(6);
    for (const id of ['name', 'phone', 'email', 'street', 'house', 'addressName']) {
      const control = form.locator(`#checkout-${id}`);
      expect(await control.evaluate((el) => el.hasAttribute('required') || el.getAttribute('aria-required') === 'true')).toBe(
        true,
      );
      await expect(form.locator(`label[for="checkout-${id}"] + [data-testid="required-mark"]`)).toBeVisible();
    }
    await expect(form.locator('#checkout-apartment')).not.toHaveAttribute('required', '');
    const name = form.locator('#checkout-addressName');
    await expect(name).toHaveValue(home);
    await expect(form.getByRole('button', { name: home, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await form.getByRole('button', { name: work, exact: true }).click();
    await expect(name).toHaveValue(work);
    await expect(form.getByRole('button', { name: work, exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Scrolled down to the button, a refused submit brings the first error into view, focused, at its field.
    await page.getByTestId('checkout-submit').scrollIntoViewIfNeeded();
    await submit(page);
    const first = form.locator('#checkout-name');
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    await expect(form.locator('#checkout-name-error')).toBeInViewport();
  });
}

test('every field rule: required fields, phone, e-mail, cutlery 99 / 100, the first error gets the focus', async ({ page }) => {
  const form = await openCheckout(page, [margarita(2)]);
  // A new guest starts with the first usual address name; deleted, it stays deleted.
  await expect(field(form, 'Назва адреси')).toHaveValue('Дім');
  await field(form, 'Назва адреси').fill('');
  await field(form, 'Ім’я').click();
  await expect(field(form, 'Назва адреси')).toHaveValue('');
  await submit(page);
  await expect(field(form, 'Ім’я')).toBeFocused();
  await expect(form.locator('#checkout-name-error')).toHaveText('Це поле обов’язкове');
  await expect(form.locator('#checkout-phone-error')).toHaveText('Заповніть це поле');
  await expect(form.locator('#checkout-email-error')).toHaveText('Це поле обов’язкове');
  await expect(form.locator('#checkout-street-error')).toHaveText('Це поле обов’язкове');
  await expect(form.locator('#checkout-house-error')).toHaveText('Це поле обов’язкове');
  await expect(form.locator('#checkout-addressName-error')).toHaveText('Це поле обов’язкове');
  await fillContacts(form, '1');
  await field(form, 'E-mail').fill('ivan@example');
  await field(form, 'Ім’я').click();
  await expect(form.locator('#checkout-phone-error')).toHaveText('Введіть щонайменше 3 символи');
  await expect(form.locator('#checkout-email-error')).toHaveText('Введіть правильну адресу e-mail');
  await field(form, 'Телефон').pressSequentially('23456789');
  await field(form, 'Ім’я').click();
  await expect(form.locator('#checkout-phone-error')).toHaveText('Введіть правильний номер телефону');
  await field(form, 'Телефон').click();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Backspace');
  await field(form, 'Телефон').pressSequentially('501112233');
  await field(form, 'E-mail').fill('ivan@example.com');
  await field(form, 'Кількість приборів').fill('100');
  await field(form, 'Ім’я').click();
  await expect(form.locator('#checkout-cutlery-error')).toHaveText(
    'Не більше 99 приборів. Якщо потрібно більше — напишіть у коментарі',
  );
  await field(form, 'Кількість приборів').fill('два');
  await field(form, 'Ім’я').click();
  await expect(form.locator('#checkout-cutlery-error')).toHaveText('Введіть число');
  await field(form, 'Кількість приборів').fill('');
  await field(form, 'Ім’я').click();
  await expect(form.locator('#checkout-cutlery-error')).toHaveText('Це поле обов’язкове');
  await field(form, 'Кількість приборів').fill('99');
  await field(form, 'Коментар до замовлення').fill('Прибори на всю компанію');
  await fillAddress(form, 'Грецька', '3');
  const response = orderResponse(page);
  await submit(page);
  expect(await (await response).json()).toMatchObject({ cutlery: 99, comment: 'Прибори на всю компанію' });
  await expectThankYou(page);
});

test('courier at a chosen slot, card terminal, Russian page', async ({ page }) => {
  const form = await openCheckout(page, [margarita(3)], { path: '/ru/checkout/' });
  await form.getByLabel('Имя', { exact: true }).fill('Иван');
  await form.getByLabel('Телефон', { exact: true }).click();
  await form.getByLabel('Телефон', { exact: true }).pressSequentially('671234500');
  await form.getByLabel('E-mail', { exact: true }).fill('ivan@example.com');
  await form.getByRole('combobox', { name: 'Улица' }).pressSequentially('Дериб');
  await streetOption(form, 'Дерибасовская', 'ru').click();
  await form.getByLabel('Дом', { exact: true }).fill('1');
  await form.getByLabel('Название адреса', { exact: true }).fill('Работа');
  await form.getByRole('radio', { name: /Ко времени/ }).check();
  await form.getByLabel('День', { exact: true }).selectOption({ index: 1 });
  const time = form.getByLabel('Время', { exact: true });
  await time.selectOption({ index: 3 });
  const slot = await time.inputValue();
  await form.getByRole('radio', { name: /Картой через терминал/ }).check();
  await expect(form.getByLabel('С какой суммы подготовить сдачу')).toHaveCount(0);
  const response = orderResponse(page);
  await submit(page);
  const order = await (await response).json();
  expect(order).toMatchObject({ pay_type: 'terminal', time: slot, delivery_at: slot });
  await expect(page.getByTestId('thankyou-modal')).toContainText(`Заказ № ${order.number} принят`);
});

test('pickup: an unavailable point is disabled with its reason; online payment goes to the payment page and back', async ({
  page,
}) => {
  const form = await openCheckout(page, [margarita(2)]);
  await fillContacts(form);
  await form.getByRole('radio', { name: /Самовивіз/ }).check();
  const closedPoint = form.getByRole('radio', { name: /Кухня на Таїрова/ });
  await expect(closedPoint).toBeDisabled();
  await expect(form.getByText('Тимчасово зачинено на ремонт')).toBeVisible();
  // The only open point is chosen for the customer (issue 41): nothing to pick, no error to show.
  await expect(form.getByRole('radio', { name: /Ресторан на Дерибасівській/ })).toBeChecked();
  await expect(page.getByTestId('summary-delivery')).toHaveText('Безкоштовно');
  await form.getByRole('radio', { name: /Карткою онлайн/ }).check();
  await submit(page);
  // The shop API's stand-in of LiqPay's page, then back to the checkout (more in payment.spec.ts).
  await page.waitForURL(/\/api\/payments\/liqpay-standin\/checkout$/);
  await page.getByRole('button', { name: 'Сплатити' }).click();
  await page.waitForURL(/\/ua\/checkout\//);
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('payment-result')).toContainText(/Оплату замовлення № \d+ отримано/);
  await expectThankYou(page);
  expect(new URL(page.url()).search).toBe('');
});
