import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { storedCartLine } from './support/cart';
import { CONFIRMED_PHONES_KEY, confirmedPhones } from './support/phone';
import { API } from './support/api';

/**
 * Online payment (issue 22) in both languages: checkout -> the API's LiqPay stand-in (the same
 * form, signature and callback protocol as LiqPay) -> back on the site, where the order's payment
 * status is read from the API. Paid, failed then paid again, and a double click making one payment.
 */

const TEXT = {
  ua: {
    path: '/ua/checkout/',
    form: 'Оформлення замовлення',
    name: 'Ім’я',
    pickup: 'Самовивіз',
    online: 'Карткою онлайн',
    pay: 'Сплатити',
    fail: 'Відмова банку',
    payLost: 'Оплата пройде, сповіщення магазину загубиться',
    paid: /Оплату замовлення № \d+ отримано/,
    failed: /Оплата замовлення № \d+ не пройшла/,
    payAgain: 'Оплатити онлайн',
    badgePaid: 'Оплачено',
    badgeFailed: 'Оплата не пройшла',
    thanks: /Замовлення № \d+ прийнято/,
    cancel: 'Скасувати',
    notPaid: /Замовлення № \d+ ще не оплачене/,
    cash: 'Готівкою при отриманні',
    terminal: 'Терміналом при отриманні',
    cashDone: /Замовлення № \d+ прийнято. Оплата готівкою при отриманні/,
  },
  ru: {
    path: '/ru/checkout/',
    form: 'Оформление заказа',
    name: 'Имя',
    pickup: 'Самовывоз',
    online: 'Картой онлайн',
    pay: 'Оплатить',
    fail: 'Отказ банка',
    payLost: 'Платёж пройдёт, уведомление магазина потеряется',
    paid: /Оплата заказа № \d+ получена/,
    failed: /Оплата заказа № \d+ не прошла/,
    payAgain: 'Оплатить онлайн',
    badgePaid: 'Оплачено',
    badgeFailed: 'Оплата не прошла',
    thanks: /Заказ № \d+ принят/,
    cancel: 'Отменить',
    notPaid: /Заказ № \d+ ещё не оплачен/,
    cash: 'Наличными при получении',
    terminal: 'Терминалом при получении',
    cashDone: /Заказ № \d+ принят. Оплата наличными при получении/,
  },
} as const;
type Lang = keyof typeof TEXT;

const payments = async (request: APIRequestContext, orderId: number) =>
  (await (await request.get(`${API}/api/dev/payments?order_id=${orderId}`)).json()) as {
    status: string;
    payment_id: string | null;
  }[];
/** The order's payment as the API answers the placing browser (by the order's secret). */
const orderPayment = async (request: APIRequestContext, order: { id: number; secret: string }) =>
  (await (await request.get(`${API}/api/orders/${order.id}/payment?secret=${order.secret}`)).json()) as {
    pay_type: string;
    payment_status: string;
    sum_paid: number;
    sum_to_pay: number;
  };

/** Fills the checkout for a guest pickup paid online and submits it; returns the one order it created. */
async function checkoutOnline(page: Page, request: APIRequestContext, lang: Lang, opts: { doubleClick?: boolean } = {}) {
  const t = TEXT[lang];
  const cartGuid = randomUUID();
  await openPage(page, '/');
  await page.evaluate(
    ({ lines, guid, key, confirmed }) => {
      localStorage.setItem('cartProducts', JSON.stringify({ version: 2, lines }));
      localStorage.setItem('cartGuid', guid);
      localStorage.setItem(key, confirmed);
      localStorage.removeItem('currentOrders');
      sessionStorage.clear();
    },
    {
      lines: [storedCartLine('l-marg', 1, 'Піца Маргарита', 179, 2)],
      guid: cartGuid,
      // A returning guest: the phone was confirmed by SMS on this browser before (decision 090).
      key: CONFIRMED_PHONES_KEY,
      confirmed: await confirmedPhones(request, '+380501112234'),
    },
  );
  await openPage(page, t.path);
  const form = page.getByRole('form', { name: t.form });
  await form.getByLabel(t.name, { exact: true }).fill('Іван Тестовий');
  const phone = form.getByLabel('Телефон', { exact: true });
  await phone.click();
  await phone.pressSequentially('501112234');
  await form.getByLabel('E-mail', { exact: true }).fill('ivan@example.com');
  await form.getByRole('radio', { name: new RegExp(t.pickup) }).check();
  await form.getByRole('radio', { name: /Дерибас/ }).check();
  await form.getByRole('radio', { name: new RegExp(t.online) }).check();
  const submit = page.getByTestId('checkout-submit');
  if (opts.doubleClick) await doubleClickOnThisPage(submit);
  else await submit.click();
  // The browser posted the signed form: the stand-in's page, in the customer's language.
  await expect(page).toHaveURL(/\/api\/payments\/liqpay-standin\/checkout$/);
  const orders = (await (await request.get(`${API}/api/dev/orders?cart_guid=${cartGuid}`)).json()) as { id: number }[];
  expect(orders).toHaveLength(1);
  // The order's secret, as the browser kept it (the stand-in's page is on the site's origin).
  const secret = await page.evaluate(
    (id) =>
      (JSON.parse(localStorage.getItem('orderSecrets') ?? '{}') as { secrets?: [number, string][] }).secrets?.find(
        ([kept]) => kept === id,
      )?.[1] ?? '',
    orders[0].id,
  );
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const order = { id: orders[0].id, secret, sum_to_pay: (await orderPayment(request, { id: orders[0].id, secret })).sum_to_pay };
  await expect(page.getByTestId('standin-amount')).toHaveText(`${order.sum_to_pay.toFixed(2)} UAH`);
  return order;
}

/**
 * Two clicks in one task, both on this page. Playwright's dblclick sends its second click after
 * the first one's work: when that work navigates quickly (the payment page), the second click lands
 * on the next page at the same spot (on a phone, the stand-in's "refuse" button).
 */
async function doubleClickOnThisPage(button: Locator) {
  await button.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });
}

async function backOnSite(page: Page, lang: Lang) {
  // toHaveURL, not waitForURL: a double click aborts the first navigation, which waitForURL reports.
  await expect(page).toHaveURL(new RegExp(`${TEXT[lang].path}`));
  await page.waitForSelector('html[data-hydrated="true"]');
}

/**
 * The screen after a payment that did not happen (issue 41): at the top of the page, within 15 s, with
 * "pay online" and "pay on delivery" side by side; cash completes the order.
 */
async function expectChoices(page: Page, lang: Lang, status: RegExp) {
  const t = TEXT[lang];
  const result = page.getByTestId('payment-result');
  // 15 s: the page asks the API for 15 s at most, then says what it knows (plus a second for the page).
  await expect(result).toContainText(status, { timeout: 16_000 });
  const again = result.getByRole('button', { name: t.payAgain });
  const cash = result.getByRole('button', { name: t.cash });
  await expect(again).toBeInViewport();
  await expect(cash).toBeInViewport();
  await expect(result.getByRole('button', { name: t.terminal })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Side by side: on one row.
  const [a, c] = [await again.boundingBox(), await cash.boundingBox()];
  expect(Math.abs(a!.y - c!.y)).toBeLessThan(4);
  expect(await page.getByTestId('checkout-empty').count()).toBe(0);
  return { result, cash };
}

async function payInCash(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  order: { id: number; secret: string },
  cash: Locator,
) {
  const t = TEXT[lang];
  await cash.click();
  await expect(page.getByTestId('payment-result')).toContainText(t.cashDone);
  await expect(page.getByTestId('thankyou-modal')).toContainText(t.thanks);
  expect(await orderPayment(request, order)).toMatchObject({ pay_type: 'cash', payment_status: 'not_required' });
  // The kept payment is gone: a reload does not offer to pay again.
  expect(await page.evaluate(() => sessionStorage.getItem('checkoutPayment'))).toBeNull();
}

for (const lang of ['ua', 'ru'] as const) {
  const t = TEXT[lang];

  test(`${lang}: the bank refuses -> at the top, pay again or on delivery side by side; cash completes the order`, async ({
    page,
    request,
  }) => {
    const order = await checkoutOnline(page, request, lang);
    await page.getByRole('button', { name: t.fail, exact: true }).click();
    await backOnSite(page, lang);
    const { cash } = await expectChoices(page, lang, t.failed);
    await payInCash(page, request, lang, order, cash);
  });

  test(`${lang}: cancel on the payment page -> "not paid yet" with both choices within 15 s`, async ({ page, request }) => {
    const order = await checkoutOnline(page, request, lang);
    await page.getByRole('button', { name: t.cancel, exact: true }).click();
    await backOnSite(page, lang);
    const { cash } = await expectChoices(page, lang, t.notPaid);
    await payInCash(page, request, lang, order, cash);
  });

  test(`${lang}: Back from the payment page shows the unpaid order with both choices, not an empty cart`, async ({
    page,
    request,
  }) => {
    const order = await checkoutOnline(page, request, lang);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${t.path}$`));
    const { result } = await expectChoices(page, lang, t.notPaid);
    // Paying online again from there works.
    await result.getByRole('button', { name: t.payAgain }).click();
    await expect(page).toHaveURL(/\/api\/payments\/liqpay-standin\/checkout$/);
    await page.getByRole('button', { name: t.pay, exact: true }).click();
    await backOnSite(page, lang);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid');
    expect(await orderPayment(request, order)).toMatchObject({ payment_status: 'paid' });
  });

  test(`${lang}: pay on the payment page -> back on the site, the order shows paid`, async ({ page, request }) => {
    const order = await checkoutOnline(page, request, lang);
    await page.getByRole('button', { name: t.pay, exact: true }).click();
    await backOnSite(page, lang);
    const result = page.getByTestId('payment-result');
    await expect(result).toHaveAttribute('data-status', 'paid');
    await expect(result).toContainText(t.paid);
    await expect(result.getByTestId('payment-status')).toHaveText(t.badgePaid);
    const thanks = page.getByTestId('thankyou-modal');
    await expect(thanks).toContainText(t.thanks);
    await expect(thanks.getByTestId('payment-status')).toHaveText(t.badgePaid);
    // The address bar no longer carries ?order= (a reload shows the checkout, not the result again).
    expect(new URL(page.url()).search).toBe('');
    expect(await orderPayment(request, order)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay });
    // The order popup (under the modal) says so too.
    await expect(page.getByTestId('order-popup').getByTestId('payment-status')).toHaveAttribute('data-status', 'paid');
  });

  test(`${lang}: paid, but LiqPay's callback never reaches the shop -> the shop asks LiqPay and the page says paid`, async ({
    page,
    request,
  }) => {
    const order = await checkoutOnline(page, request, lang);
    await page.getByRole('button', { name: t.payLost, exact: true }).click();
    await backOnSite(page, lang);
    const result = page.getByTestId('payment-result');
    // Within 15 s of coming back (the page reads the API for 12 s; each read may ask LiqPay).
    await expect(result).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
    await expect(result).toContainText(t.paid);
    await expect(page.getByTestId('thankyou-modal')).toContainText(t.thanks);
    expect(await orderPayment(request, order)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay });
    // PAYMENT_CAPTURE=hold (the default, issue 45): the payment is a hold until the desk accepts the order.
    expect((await payments(request, order.id)).map((p) => p.status)).toEqual(['held']);
  });

  test(`${lang}: the bank refuses -> payment failed; paying again works`, async ({ page, request }) => {
    const order = await checkoutOnline(page, request, lang);
    await page.getByRole('button', { name: t.fail, exact: true }).click();
    await backOnSite(page, lang);
    const result = page.getByTestId('payment-result');
    await expect(result).toHaveAttribute('data-status', 'failed');
    await expect(result).toContainText(t.failed);
    await expect(result.getByTestId('payment-status')).toHaveText(t.badgeFailed);
    expect(await orderPayment(request, order)).toMatchObject({ payment_status: 'failed', sum_paid: 0 });
    await expect(page.getByTestId('order-popup').getByTestId('payment-status')).toHaveAttribute('data-status', 'failed');

    await doubleClickOnThisPage(result.getByRole('button', { name: t.payAgain }));
    await expect(page).toHaveURL(/\/api\/payments\/liqpay-standin\/checkout$/);
    await page.getByRole('button', { name: t.pay, exact: true }).click();
    await backOnSite(page, lang);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid');
    expect((await payments(request, order.id)).map((p) => p.status)).toEqual(['failure', 'held']);
    expect(await orderPayment(request, order)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay });
  });

  test(`${lang}: a double click on pay creates one order and one payment`, async ({ page, request }) => {
    const order = await checkoutOnline(page, request, lang, { doubleClick: true });
    await page.getByRole('button', { name: t.pay, exact: true }).dblclick();
    await backOnSite(page, lang);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid');
    const attempts = await payments(request, order.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'held', payment_id: expect.any(String) });
    expect(await orderPayment(request, order)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay });
  });
}
