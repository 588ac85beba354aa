import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openPage, resizeViewport } from './support/page';
import { storedCartLine, type StoredCartLine } from './support/cart';
import { CONFIRMED_PHONES_KEY, confirmedPhones } from './support/phone';
import { API } from './support/api';

/**
 * A guest's order against a determined attacker (issue 43, point 5), as the customer sees it: the
 * shop API takes a guest's order only with the proof of the phone an SMS code earned (a proof it no
 * longer takes asks for a code again), refuses too many orders without an account (429
 * too_many_orders), and holds a big order for the desk's call before it can be paid online. Both
 * languages; screenshots at 360, 390 and 1366 px under test-results/guest-orders.
 */
const OUT = 'test-results/guest-orders';
const WIDTHS = [360, 390, 1366];

const TEXT = {
  ua: {
    path: '/ua/checkout/',
    form: 'Оформлення замовлення',
    name: 'Ім’я',
    pickup: /Самовивіз/,
    online: /Карткою онлайн/,
    dialog: 'Підтвердіть номер телефону',
    code: 'Код із SMS',
    confirm: 'Підтвердити й замовити',
    thanks: /Замовлення № \d+ прийнято/,
    unconfirmed: 'Номер телефону потрібно підтвердити ще раз',
    tooMany: 'Забагато замовлень без входу з цього пристрою або на цей номер',
    awaiting: 'Замовлення на таку суму ми спершу підтверджуємо дзвінком',
  },
  ru: {
    path: '/ru/checkout/',
    form: 'Оформление заказа',
    name: 'Имя',
    pickup: /Самовывоз/,
    online: /Картой онлайн/,
    dialog: 'Подтвердите номер телефона',
    code: 'Код из SMS',
    confirm: 'Подтвердить и заказать',
    thanks: /Заказ № \d+ принят/,
    unconfirmed: 'Номер телефона нужно подтвердить ещё раз',
    tooMany: 'Слишком много заказов без входа с этого устройства или на этот номер',
    awaiting: 'Заказ на такую сумму мы сначала подтверждаем звонком',
  },
} as const;
type Lang = keyof typeof TEXT;

const isOrderCall = (url: URL) => url.pathname === '/api/orders';
/** A phone of each journey's own (10 SMS a day per number; 5 guest orders per number a day in production). */
const freshDigits = () => `50${String(Date.now()).slice(-7)}`;

/** The checkout with `lines` in the cart and `confirmed` as this browser's confirmed phones, contacts filled, pickup. */
async function openCheckout(page: Page, lang: Lang, lines: StoredCartLine[], digits: string, confirmed: string) {
  const t = TEXT[lang];
  await openPage(page, '/');
  await page.evaluate(
    ({ lines, key, confirmed }) => {
      localStorage.setItem('cartProducts', JSON.stringify({ version: 2, lines }));
      localStorage.setItem('cartGuid', crypto.randomUUID());
      localStorage.setItem(key, confirmed);
      sessionStorage.clear();
    },
    { lines, key: CONFIRMED_PHONES_KEY, confirmed },
  );
  await openPage(page, t.path);
  const form = page.getByRole('form', { name: t.form });
  await form.getByLabel(t.name, { exact: true }).fill('Гість Перевірений');
  const phone = form.getByLabel('Телефон', { exact: true });
  await phone.click();
  await phone.pressSequentially(digits);
  await form.getByLabel('E-mail', { exact: true }).fill('guest@example.com');
  await form.getByRole('radio', { name: t.pickup }).check();
  await form.getByRole('radio', { name: /Дерибас/ }).check();
  return form;
}

/** Screenshots at phone and desktop widths (checked to fit the width), with `inView` scrolled into view. */
async function shoot(page: Page, name: string, inView?: Locator) {
  fs.mkdirSync(OUT, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of WIDTHS) {
    await resizeViewport(page, { width, height: width < 800 ? 780 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px is no wider than the screen`).toBeLessThanOrEqual(0);
    await inView?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

/** The code the SMS stand-in got for the phone, once the modal's request has sent it. */
async function lastSms(request: APIRequestContext, e164: string) {
  const read = () => request.get(`${API}/api/dev/sms`, { params: { phone: e164 } });
  await expect.poll(async () => (await read()).status()).toBe(200);
  return (await (await read()).json()) as { code: string; count_today: number };
}

for (const lang of ['ua', 'ru'] as const) {
  test(`guest (${lang}): a phone proof the shop no longer takes is refused with a message; the next press asks for the SMS code and the order goes`, async ({
    page,
    request,
  }) => {
    const t = TEXT[lang];
    const digits = freshDigits();
    const e164 = `+380${digits}`;
    // This browser remembers the phone as confirmed, with a proof the shop API never issued.
    const stale = JSON.stringify({ [e164]: { at: Date.now(), proof: 'x'.repeat(43) } });
    await openCheckout(page, lang, [storedCartLine('l-marg', 1, 'Піца Маргарита', 179, 1)], digits, stale);
    const posted: { phone_proof?: string }[] = [];
    await page.route(isOrderCall, async (route) => {
      posted.push(JSON.parse(route.request().postData() ?? '{}'));
      return route.continue();
    });
    await page.getByTestId('checkout-submit').click();
    const notice = page.getByTestId('checkout-notice');
    await expect(notice).toContainText(t.unconfirmed);
    expect(posted.map((b) => b.phone_proof)).toEqual(['x'.repeat(43)]);
    await shoot(page, `phone-unconfirmed-${lang}`, notice);

    // The next press asks for a code (the stale proof was forgotten); the right code places the order.
    await page.getByTestId('checkout-submit').click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    // The code is typed once the modal says it was sent to the number, as a customer reads it.
    await expect(dialog).toContainText(
      `+38 (0${digits.slice(0, 2)}) ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`,
    );
    const { code } = await lastSms(request, e164);
    await dialog.getByLabel(t.code, { exact: true }).fill(code);
    const answer = page.waitForResponse((r) => isOrderCall(new URL(r.url())) && r.request().method() === 'POST' && r.ok());
    await dialog.getByRole('button', { name: t.confirm }).click();
    expect(await (await answer).json()).toMatchObject({ phone: e164 });
    await expect(page.getByTestId('thankyou-modal')).toContainText(t.thanks);
    expect(posted).toHaveLength(2);
    expect(posted[1].phone_proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(posted[1].phone_proof).not.toBe(posted[0].phone_proof);
  });

  test(`guest (${lang}): too many orders without an account (429 too_many_orders) says so; the cart stays`, async ({ page }) => {
    const t = TEXT[lang];
    const digits = freshDigits();
    const confirmed = await confirmedPhones(page.request, `+380${digits}`);
    await openCheckout(page, lang, [storedCartLine('l-cola', 76, 'Кола', 45, 2)], digits, confirmed);
    // The production limits (10 per client an hour, 5 per phone a day) are raised for the e2e run:
    // the shop API's answer at the limit, as guest-orders.test.ts checks it.
    await page.route(isOrderCall, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '3600' },
        body: '{"message":"too_many_orders"}',
      }),
    );
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('checkout-notice')).toContainText(t.tooMany);
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    await shoot(page, `too-many-orders-${lang}`, page.getByTestId('checkout-notice'));
  });

  test(`guest (${lang}): an online order above 10,000 UAH is placed and waits for the restaurant's call before it can be paid`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    const digits = freshDigits();
    const confirmed = await confirmedPhones(page.request, `+380${digits}`);
    // 40 dragon rolls: 12,760 UAH.
    const form = await openCheckout(page, lang, [storedCartLine('l-dragon', 17, 'Дракон', 319, 40)], digits, confirmed);
    await form.getByRole('radio', { name: t.online }).check();
    const answer = page.waitForResponse((r) => isOrderCall(new URL(r.url())) && r.request().method() === 'POST');
    await page.getByTestId('checkout-submit').click();
    const order = await (await answer).json();
    expect(order).toMatchObject({ pay_type: 'online', checkout: null, awaiting_confirmation: true });
    expect(order.sum_to_pay).toBeGreaterThan(10_000);
    const thanks = page.getByTestId('thankyou-modal');
    await expect(thanks).toContainText(t.thanks);
    await expect(page.getByTestId('thankyou-awaiting')).toContainText(t.awaiting);
    // Still on this site: no payment page was opened.
    expect(new URL(page.url()).pathname).toBe(t.path);
    await shoot(page, `awaiting-confirmation-${lang}`);
  });
}
