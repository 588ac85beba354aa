/**
 * The checkout journeys' shared steps (tests/e2e/checkout*.spec.ts, issue 7): the cart as the cart
 * stores it, the page opened with it, the form filled, the order call watched, the shop API's dev
 * switches. The API's settings and catalogue are shared by every spec of a run: each switch a
 * journey makes is undone in a `finally`, and the switched dishes, areas and modifiers are ones
 * other journeys do not use.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openPage } from './page';
import { storedCartLine, type StoredCartLine } from './cart';
import { CONFIRMED_PHONES_KEY, confirmedPhones } from './phone';
import { API } from './api';

// ---- cart lines as the cart stores them (cartProducts v2) -------------------------------------
export type Line = StoredCartLine;
const line = storedCartLine;
export const margarita = (count = 2) => line('l-marg', 1, 'Піца Маргарита', 179, count);
export const cola = (count = 1) => line('l-cola', 76, 'Кола', 45, count);
export const tomYum = () => line('l-tomyum', 59, 'Том ям', 179);
export const pancakes = () => line('l-pancakes', 73, 'Млинці з шоколадом', 99);
export const dragon = () => line('l-dragon', 17, 'Дракон', 319);
export const bbq40 = () => line('l-bbq', 10, 'Піца Барбекю', 239, 1, [[65, '40 см', 90]]);

/** The guests' phones of these journeys, confirmed by SMS on this browser before (the SMS journeys pass `confirmed: []`). */
const GUEST_PHONES = ['+380501112233', '+380671234500'];

export async function openCheckout(
  page: Page,
  lines: Line[],
  opts: { token?: string; path?: string; confirmed?: string[] } = {},
) {
  await openPage(page, '/');
  await page.evaluate(
    ({ lines, token, key, confirmed }) => {
      localStorage.setItem('cartProducts', JSON.stringify({ version: 2, lines }));
      localStorage.setItem('cartGuid', crypto.randomUUID());
      localStorage.setItem(key, confirmed);
      sessionStorage.clear();
      if (token) localStorage.setItem('token', token);
    },
    {
      lines,
      token: opts.token,
      key: CONFIRMED_PHONES_KEY,
      confirmed: await confirmedPhones(page.request, ...(opts.confirmed ?? GUEST_PHONES)),
    },
  );
  await openPage(page, opts.path ?? '/ua/checkout/');
  const form = page.getByRole('form', { name: opts.path?.startsWith('/ru/') ? 'Оформление заказа' : 'Оформлення замовлення' });
  await expect(form).toBeVisible();
  return form;
}

export const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

export async function fillContacts(form: Locator, phone = '501112233') {
  await field(form, 'Ім’я').fill('Іван Тестовий');
  const phoneInput = field(form, 'Телефон');
  await phoneInput.click();
  await phoneInput.pressSequentially(phone);
  await field(form, 'E-mail').fill('ivan@example.com');
}

/** A street-only suggestion of the geocoder's list, as it labels it: 'вул. Канатна, Одеса'. */
export const streetOption = (form: Locator, street: string, lang: 'ua' | 'ru' = 'ua') =>
  form.getByRole('option', { name: lang === 'ua' ? `вул. ${street}, Одеса` : `ул. ${street}, Одесса`, exact: true });

export async function fillAddress(form: Locator, street: string, house = '5') {
  const input = form.getByRole('combobox', { name: 'Вулиця' });
  await input.fill('');
  await input.pressSequentially(street.slice(0, 5));
  await streetOption(form, street).click();
  await field(form, 'Будинок').fill(house);
  await field(form, 'Назва адреси').fill('Дім');
  await expect(form.getByTestId('area-info')).toBeVisible();
}

/** Only the order creation call (not /api/orders/check-discount). */
export const isOrderCall = (url: URL) => url.pathname === '/api/orders';
export const isDiscountCall = (url: URL) => url.pathname === '/api/orders/check-discount';
/** How the page writes an amount below 1000 UAH: '435,10' or '358'. */
export const shownUah = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace('.', ','));
export const money = (text: string) => Number(text.replace(/[^\d,.-]/g, '').replace(',', '.'));
export const toPay = async (page: Page) => money(await page.getByTestId('summary-to-pay').innerText());
/**
 * The order call's response. When none comes, the error says what the checkout showed instead (its
 * notice, an open dialog, a field error, the button), so a failure read from CI's log names its cause.
 */
export const orderResponse = (page: Page) =>
  page
    .waitForResponse((r) => r.url().includes('/api/orders?') && r.request().method() === 'POST')
    .catch(async (err: Error) => {
      throw new Error(`${err.message}\nThe checkout showed instead: ${await checkoutState(page)}`);
    });

/** One line of what stands between the submit and the order call (for a failure's message). */
async function checkoutState(page: Page): Promise<string> {
  const texts = async (selector: string) =>
    (
      await page
        .locator(selector)
        .allInnerTexts()
        .catch(() => [] as string[])
    )
      .map((t) => t.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  const button = page.getByTestId('checkout-submit');
  const parts = {
    url: page.url(),
    notice: await texts('[data-testid="checkout-notice"]'),
    dialogs: await texts('[role="dialog"], [role="alertdialog"]'),
    fieldErrors: await texts('[id^="checkout-"][id$="-error"]'),
    button: await button
      .evaluate((el: HTMLButtonElement) => {
        // What a click at the button's centre would reach, when that is not the button.
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const cover = hit && !el.contains(hit) ? `, covered by <${hit.tagName.toLowerCase()} class="${hit.className}">` : '';
        return `${el.innerText} (disabled: ${el.disabled}${cover})`;
      })
      .catch(() => 'not on the page'),
  };
  return JSON.stringify(parts);
}

export async function submit(page: Page) {
  await page.getByTestId('checkout-submit').click();
}

export async function expectThankYou(page: Page) {
  const modal = page.getByTestId('thankyou-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(/Замовлення № \d+ прийнято|Заказ № \d+ принят/);
  return modal;
}

export const dev = (request: APIRequestContext, path: string, data: unknown) => request.post(`${API}${path}`, { data });

export async function login(request: APIRequestContext, phone: string) {
  const res = await request.post(`${API}/api/auth/login`, { data: { phone, password: 'demo1234' } });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

/** A new customer (50 bonuses for the first login), so bonus and once-only promo journeys touch no demo account. */
export async function register(request: APIRequestContext) {
  const phone = `+38067${String(Date.now()).slice(-7)}`;
  const secret = await (await request.post(`${API}/api/secret/generate/new`, { data: { phone, key: 'e2e' } })).json();
  const sms = await (await request.get(`${API}/api/dev/sms?phone=${encodeURIComponent(phone)}`)).json();
  const res = await request.post(`${API}/api/auth/register/v2`, {
    data: {
      secretId: secret.id,
      forSite: true,
      name: 'Покупець Тест',
      email: `e2e${Date.now()}@example.com`,
      phone,
      password: 'demo1234',
      password_confirmation: 'demo1234',
      sms: sms.code,
    },
  });
  expect(res.status()).toBe(200);
  return { token: (await res.json()).access_token as string, phone };
}

/** Opens the promo modal and applies `code`; returns the modal. */
export async function tryPromo(page: Page, code: string) {
  await page.getByRole('button', { name: /У мене є промокод|Ввести інший промокод/ }).click();
  const modal = page.getByTestId('promo-modal');
  await modal.getByLabel('Введіть промокод').fill(code);
  await modal.getByRole('button', { name: 'Застосувати' }).click();
  return modal;
}

/** A guest's pickup order, contacts filled: what the order-error journeys start from. */
export async function guestPickup(page: Page, lines: Line[]) {
  const form = await openCheckout(page, lines);
  await fillContacts(form);
  await form.getByRole('radio', { name: /Самовивіз/ }).check();
  await form.getByRole('radio', { name: /Ресторан на Дерибасівській/ }).check();
  return form;
}
/** The checkout's message above the submit button. */
export const notice = (page: Page) => page.getByTestId('checkout-notice');
