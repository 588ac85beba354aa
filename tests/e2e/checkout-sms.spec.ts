import { expect, test } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { margarita, cola, openCheckout, isOrderCall, orderResponse, submit, notice } from './support/checkout';
import { API } from './support/api';

/**
 * The guest's phone, confirmed by SMS code before the order (spec section 2; decision 090).
 */

const SMS_TEXT = {
  ua: {
    path: '/ua/checkout/',
    name: 'Ім’я',
    street: 'Вулиця',
    pickup: /Самовивіз/,
    point: /Ресторан на Дерибасівській/,
    dialog: 'Підтвердіть номер телефону',
    code: 'Код із SMS',
    confirm: 'Підтвердити й замовити',
    wrong: 'Неправильний код із SMS',
    kept: 'Кошик і дані збережено',
    thanks: /Замовлення № \d+ прийнято/,
  },
  ru: {
    path: '/ru/checkout/',
    name: 'Имя',
    street: 'Улица',
    pickup: /Самовывоз/,
    point: /Ресторан на Дерибасовской/,
    dialog: 'Подтвердите номер телефона',
    code: 'Код из SMS',
    confirm: 'Подтвердить и заказать',
    wrong: 'Неверный код из SMS',
    kept: 'Корзина и данные сохранены',
    thanks: /Заказ № \d+ принят/,
  },
} as const;

for (const lang of ['ua', 'ru'] as const) {
  test(`guest (${lang}): the SMS-code modal before the order; a wrong code is refused, the right one places it; a failed order keeps the cart and asks no second code`, async ({
    page,
    request,
  }) => {
    const t = SMS_TEXT[lang];
    // A phone of its own: the shop API sends at most 10 codes a day to one number.
    const digits = `50${String(Date.now()).slice(-7)}`;
    const e164 = `+380${digits}`;
    const lastSms = async () => (await request.get(`${API}/api/dev/sms`, { params: { phone: e164 } })).json();
    const form = await openCheckout(page, [margarita(1), cola(2)], { path: t.path, confirmed: [] });
    await form.getByLabel(t.name, { exact: true }).fill('Гість Тестовий');
    await form.getByLabel('Телефон', { exact: true }).click();
    await form.getByLabel('Телефон', { exact: true }).pressSequentially(digits);
    await form.getByLabel('E-mail', { exact: true }).fill('guest@example.com');
    await form.getByRole('radio', { name: t.pickup }).check();
    await form.getByRole('radio', { name: t.point }).check();
    const posted: string[] = [];
    let failNext = true;
    await page.route(isOrderCall, async (route) => {
      posted.push(route.request().postData() ?? '');
      if (failNext) {
        failNext = false;
        return route.fulfill({ status: 500, body: '{"message":"Server Error"}' });
      }
      return route.continue();
    });

    // The modal opens on "confirm order"; Escape closes it and nothing is ordered.
    await submit(page);
    let dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`+38 (050) ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`);
    await expect(dialog.getByLabel(t.code, { exact: true })).toBeFocused();
    await expect(dialog.getByTestId('checkout-sms-resend')).toBeDisabled();
    expect((await lastSms()).count_today).toBe(1);
    await expectAxeClean(page, '[data-testid="sms-modal"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('checkout-submit')).toBeFocused();
    expect(posted).toHaveLength(0);

    // Again: the code sent a moment ago still works (no second SMS within 30 s).
    await submit(page);
    dialog = page.getByRole('dialog', { name: t.dialog });
    const codeField = dialog.getByLabel(t.code, { exact: true });
    await expect(codeField).toBeFocused();
    const { code, count_today } = await lastSms();
    expect(count_today).toBe(1);
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    await codeField.fill(wrong);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog.locator('#checkout-sms-code-error')).toHaveText(t.wrong);
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    // The right code: the order goes out; the API fails it, the cart and the form stay.
    await codeField.fill(code);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => posted.length).toBe(1);
    await expect(notice(page)).toContainText(t.kept);
    await expect(page.getByTestId('summary-line')).toHaveCount(2);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartProducts') ?? '{}').lines ?? []);
    expect(stored).toHaveLength(2);

    // The retry asks for no code (the phone is confirmed on this device) and places the order.
    const response = orderResponse(page);
    await submit(page);
    const order = await (await response).json();
    await expect(page.getByRole('dialog', { name: t.dialog })).toHaveCount(0);
    expect(order).toMatchObject({ phone: e164, delivery_type: 'pickup' });
    await expect(page.getByTestId('thankyou-modal')).toContainText(t.thanks);
    expect(posted).toHaveLength(2);
    // The order carried the shop API's proof of the phone, earned by the right code (issue 43).
    expect(JSON.parse(posted[1]).phone_proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await lastSms()).count_today).toBe(1);
  });
}
