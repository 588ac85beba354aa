import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { storedCartLine } from './support/cart';
import { CONFIRMED_PHONES_KEY, confirmedPhones } from './support/phone';

/**
 * Online payment (issue 22) in both languages: checkout -> the API's LiqPay stand-in (the same
 * form, signature and callback protocol as LiqPay) -> back on the site, where the order's payment
 * status is read from the API. Paid, failed then paid again, and a double click making one payment.
 */
const API = `http://localhost:${process.env.SHOP_API_PORT ?? 3001}`;

const TEXT = {
  ua: {
    path: '/ua/checkout/',
    form: 'Оформлення замовлення',
    name: 'Ім’я',
    pickup: 'Самовивіз',
    online: 'Карткою онлайн',
    pay: 'Сплатити',
    fail: 'Відмова банку',
    paid: /Оплату замовлення № \d+ отримано/,
    failed: /Оплата замовлення № \d+ не пройшла/,
    payAgain: 'Оплатити онлайн',
    badgePaid: 'Оплачено',
    badgeFailed: 'Оплата не пройшла',
    thanks: /Замовлення № \d+ прийнято/,
  },
  ru: {
    path: '/ru/checkout/',
    form: 'Оформление заказа',
    name: 'Имя',
    pickup: 'Самовывоз',
    online: 'Картой онлайн',
    pay: 'Оплатить',
    fail: 'Отказ банка',
    paid: /Оплата заказа № \d+ получена/,
    failed: /Оплата заказа № \d+ не прошла/,
    payAgain: 'Оплатить онлайн',
    badgePaid: 'Оплачено',
    badgeFailed: 'Оплата не прошла',
    thanks: /Заказ № \d+ принят/,
  },
} as const;
type Lang = keyof typeof TEXT;

const payments = async (request: APIRequestContext, orderId: number) =>
  (await (await request.get(`${API}/api/dev/payments?order_id=${orderId}`)).json()) as {
    status: string;
    payment_id: string | null;
  }[];
const orderPayment = async (request: APIRequestContext, orderId: number) =>
  (await (await request.get(`${API}/api/orders/${orderId}/payment`)).json()) as {
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
      confirmed: confirmedPhones('+380501112234'),
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
  if (opts.doubleClick) await submit.dblclick();
  else await submit.click();
  // The browser posted the signed form: the stand-in's page, in the customer's language.
  await expect(page).toHaveURL(/\/api\/payments\/liqpay-standin\/checkout$/);
  const orders = (await (await request.get(`${API}/api/dev/orders?cart_guid=${cartGuid}`)).json()) as { id: number }[];
  expect(orders).toHaveLength(1);
  const order = { id: orders[0].id, sum_to_pay: (await orderPayment(request, orders[0].id)).sum_to_pay };
  await expect(page.getByTestId('standin-amount')).toHaveText(`${order.sum_to_pay.toFixed(2)} UAH`);
  return order;
}

async function backOnSite(page: Page, lang: Lang) {
  // toHaveURL, not waitForURL: a double click aborts the first navigation, which waitForURL reports.
  await expect(page).toHaveURL(new RegExp(`${TEXT[lang].path}`));
  await page.waitForSelector('html[data-hydrated="true"]');
}

for (const lang of ['ua', 'ru'] as const) {
  const t = TEXT[lang];

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
    expect(await orderPayment(request, order.id)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay });
    // The order popup (under the modal) says so too.
    await expect(page.getByTestId('order-popup').getByTestId('payment-status')).toHaveAttribute('data-status', 'paid');
  });

  test(`${lang}: the bank refuses -> payment failed; paying again works`, async ({ page, request }) => {
    const order = await checkoutOnline(page, request, lang);
    await page.getByRole('button', { name: t.fail, exact: true }).click();
    await backOnSite(page, lang);
    const result = page.getByTestId('payment-result');
    await expect(result).toHaveAttribute('data-status', 'failed');
    await expect(result).toContainText(t.failed);
    await expect(result.getByTestId('payment-status')).toHaveText(t.badgeFailed);
    expect(await orderPayment(request, order.id)).toMatchObject({ payment_status: 'failed', sum_paid: 0 });
    await expect(page.getByTestId('order-popup').getByTestId('payment-status')).toHaveAttribute('data-status', 'failed');

    await result.getByRole('button', { name: t.payAgain }).dblclick();
    await expect(page).toHaveURL(/\/api\/payments\/liqpay-standin\/checkout$/);
    await page.getByRole('button', { name: t.pay, exact: true }).click();
    await backOnSite(page, lang);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid');
    expect((await payments(request, order.id)).map((p) => p.status)).toEqual(['failure', 'success']);
    expect(await orderPayment(request, order.id)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay });
  });

  test(`${lang}: a double click on pay creates one order and one payment`, async ({ page, request }) => {
    const order = await checkoutOnline(page, request, lang, { doubleClick: true });
    await page.getByRole('button', { name: t.pay, exact: true }).dblclick();
    await backOnSite(page, lang);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid');
    const attempts = await payments(request, order.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'success', payment_id: expect.any(String) });
    expect(await orderPayment(request, order.id)).toMatchObject({ payment_status: 'paid', sum_paid: order.sum_to_pay });
  });
}
