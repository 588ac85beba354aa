import { CLOSED_HOURS, SHOP_WIDE } from './support/shop-switches';
import { expect, test } from './support/shop-fixture';
import { margarita, openCheckout, field, fillContacts, orderResponse, submit, guestPickup, notice } from './support/checkout';

/**
 * Checkout by the Kyiv clock: a closed restaurant offers the first time after opening, the kitchen
 * closing after the page loaded, a chosen time gone stale or refused by new hours.
 */

test(
  'closed restaurant: "as soon as possible" not offered, the first time after opening chosen and promised',
  { tag: SHOP_WIDE },
  async ({ page, shop }) => {
    await shop.close();
    const form = await guestPickup(page, [margarita(2)]);
    const offer = page.getByTestId('closed-offer');
    await expect(offer).toContainText('Ресторан зараз відпочиває');
    const asap = form.getByRole('radio', { name: /Якнайшвидше/ });
    await expect(asap).toBeDisabled();
    await expect(asap).not.toBeChecked();
    await expect(form.getByRole('radio', { name: /На визначений час/ })).toBeChecked();
    await expect(form.getByLabel('Час', { exact: true })).toHaveValue(/T\d\d:\d\d:00.000Z/);
    expect(await form.getByLabel('Час', { exact: true }).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe(
      CLOSED_HOURS.opens,
    );
    const response = orderResponse(page);
    await submit(page);
    const order = await (await response).json();
    expect(order.formattedDeliveryTime).toBe(CLOSED_HOURS.opens);
  },
);

test(
  'closed restaurant (Kyiv clock): the address search and its zone still answer, and the delivery is promised for the opening',
  { tag: SHOP_WIDE },
  async ({ page, shop }) => {
    await shop.close();
    const form = await openCheckout(page, [margarita(2)]);
    await fillContacts(form);
    await expect(page.getByTestId('closed-offer')).toContainText('Ресторан зараз відпочиває');
    const street = form.getByRole('combobox', { name: 'Вулиця' });
    await street.pressSequentially('Дерибасівська 5');
    await form.getByRole('option', { name: 'вул. Дерибасівська, 5, Одеса', exact: true }).click();
    await expect(field(form, 'Будинок')).toHaveValue('5');
    await expect(form.getByTestId('area-info')).toContainText('Район «Центр»');
    await expect(form.getByRole('radio', { name: /Якнайшвидше/ })).toBeDisabled();
    const response = orderResponse(page);
    await submit(page);
    expect(await (await response).json()).toMatchObject({ formattedDeliveryTime: CLOSED_HOURS.opens, delivery_price: 50 });
  },
);

test(
  'the kitchen closes after the page loaded: restaurant_closed with the next opening offered',
  { tag: SHOP_WIDE },
  async ({ page, shop }) => {
    await guestPickup(page, [margarita(2)]);
    await shop.close();
    await submit(page);
    await expect(notice(page)).toContainText('Ресторан зараз не приймає замовлень на «якнайшвидше»');
    await notice(page)
      .getByRole('button', { name: new RegExp(`Доставити (сьогодні|завтра) о ${CLOSED_HOURS.opens}`) })
      .click();
    const response = orderResponse(page);
    await submit(page);
    expect(await (await response).json()).toMatchObject({ formattedDeliveryTime: CLOSED_HOURS.opens });
  },
);

test(
  'a chosen time no longer valid: refused by the page once stale, and by the API when hours changed',
  { tag: SHOP_WIDE },
  async ({ page, shop }) => {
    await page.clock.install();
    const form = await guestPickup(page, [margarita(2)]);
    await form.getByRole('radio', { name: /На визначений час/ }).check();
    const time = form.getByLabel('Час', { exact: true });
    const first = await time.inputValue();
    // 40 minutes later the first slot is less than 30 minutes ahead.
    await page.clock.fastForward('40:00');
    await submit(page);
    await expect(form.locator('#checkout-slot-error')).toHaveText('Обраний час уже недоступний. Оберіть інший');
    await form.getByLabel('День', { exact: true }).selectOption({ index: 1 });
    const chosen = await time.inputValue();
    expect(chosen).not.toBe(first);
    // The hours change on the server after the page loaded them: the API refuses the slot.
    const kyivHour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Kyiv', hour: '2-digit', hourCycle: 'h23' }).format(new Date(chosen)),
    );
    const hour = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    await shop.setHours(hour(kyivHour + 1), hour(kyivHour + 2));
    await submit(page);
    await expect(notice(page)).toContainText('Обраний час уже недоступний');
  },
);
