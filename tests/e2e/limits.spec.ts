/**
 * Abuse limits as a visitor meets them (issue 28): too many SMS requests from one address answer
 * 429 too_many_requests, and the sign-in dialog says so in Ukrainian and Russian; the cart and a
 * signed-in session survive the refusal.
 *
 * The e2e stack (scripts/e2e.mjs) trusts loopback as the proxy (netlify dev) and raises the
 * per-client SMS limit to SHOP_API_SMS_PHONES_PER_CLIENT_HOUR (every e2e request comes from this
 * machine). The tests play one made-up visitor (its own `x-nf-client-connection-ip`, the header
 * Netlify sets) whose allowance is first used up, exactly, through the API.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { storedCartLine } from './support/cart';
import { API } from './support/api';

const PHONES_PER_HOUR = Number(process.env.SHOP_API_SMS_PHONES_PER_CLIENT_HOUR ?? 10);
const KNOWN_PHONE = { digits: '931234567', e164: '+380931234567' }; // a demo customer (seed)

const TEXTS = {
  ua: {
    path: '/',
    login: 'Увійти',
    heading: 'Вхід',
    phoneOnly: 'Увійти за номером телефону',
    phone: 'Номер телефону',
    send: 'Отримати код в SMS',
    refused: 'Забагато запитів із цього пристрою. Спробуйте пізніше або увійдіть через Telegram.',
  },
  ru: {
    path: '/ru/',
    login: 'Войти',
    heading: 'Вход',
    phoneOnly: 'Войти по номеру телефона',
    phone: 'Номер телефона',
    send: 'Получить код в SMS',
    refused: 'Слишком много запросов с этого устройства. Попробуйте позже или войдите через Telegram.',
  },
};

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
const modal = (page: Page) => page.getByTestId('auth-modal');

/** A made-up visitor address (TEST-NET-2), different per test and per run. */
function visitorAddress() {
  return `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
}

/** Texts PHONES_PER_HOUR distinct fresh phones as `address` (concurrently, 20 at a time). */
async function useUpSmsAllowance(request: APIRequestContext, address: string) {
  const prefix = String(Math.floor(Math.random() * 90) + 10);
  const phones = Array.from({ length: PHONES_PER_HOUR }, (_, i) => `+38066${prefix}${String(i).padStart(5, '0')}`);
  for (let i = 0; i < phones.length; i += 20) {
    const answers = await Promise.all(
      phones.slice(i, i + 20).map((phone) =>
        request.post(`${API}/api/secret/generate/new`, {
          data: { phone },
          headers: { 'x-nf-client-connection-ip': address },
        }),
      ),
    );
    for (const a of answers) expect(a.status()).toBe(200);
  }
  const over = await request.post(`${API}/api/secret/generate/new`, {
    data: { phone: `+38066${prefix}99999` },
    headers: { 'x-nf-client-connection-ip': address },
  });
  expect(over.status()).toBe(429);
  expect(over.headers()['retry-after']).toMatch(/^\d+$/);
}

async function openLogin(page: Page, t: (typeof TEXTS)['ua']) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: /бічне меню|боковое меню/ }).click();
    await page.getByTestId('side-menu-login').getByRole('link', { name: t.login }).click();
  } else {
    await page.getByTestId('header-login').click();
  }
  await expect(modal(page).getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
  if (isMobile(page)) await modal(page).getByRole('button', { name: t.phoneOnly }).click();
}

/** This worker's visitor, its SMS allowance used up. */
const VISITOR = visitorAddress();
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await useUpSmsAllowance(request, VISITOR);
});

for (const locale of ['ua', 'ru'] as const) {
  test(`${locale}: too many SMS requests from one visitor: the sign-in dialog says so, the cart stays`, async ({ page }) => {
    const t = TEXTS[locale];
    await page.setExtraHTTPHeaders({ 'x-nf-client-connection-ip': VISITOR });
    await openPage(page, t.path);
    await page.evaluate(
      (lines) => localStorage.setItem('cartProducts', JSON.stringify({ version: 2, lines })),
      [storedCartLine('line-1', 1, 'Піца Маргарита', 179, 2)],
    );
    await openPage(page, t.path);
    await openLogin(page, t);
    await modal(page).getByLabel(t.phone, { exact: true }).pressSequentially(KNOWN_PHONE.digits, { delay: 40 });
    const answer = page.waitForResponse((r) => r.url().includes('/api/secret/generate/new'));
    await modal(page).getByRole('button', { name: t.send }).click();
    expect((await answer).status()).toBe(429);
    await expect(modal(page).getByText(t.refused)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`limits-${locale}.png`) });
    // The cart is as it was, after the refusal and after a reload.
    const stored = async () =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('cartProducts') ?? 'null') as { lines: { count: number }[] }).lines);
    expect(await stored()).toEqual([expect.objectContaining({ product_id: 1, count: 2 })]);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await stored()).toEqual([expect.objectContaining({ product_id: 1, count: 2 })]);
  });
}

test('a signed-in customer stays signed in, with the cart, after a 429 on another route', async ({ page, request }) => {
  const login = await request.post(`${API}/api/auth/login`, { data: { phone: KNOWN_PHONE.e164, password: 'demo1234' } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).access_token as string;
  await page.setExtraHTTPHeaders({ 'x-nf-client-connection-ip': VISITOR });
  await openPage(page, '/');
  await page.evaluate(
    ({ token, lines }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('cartProducts', JSON.stringify({ version: 2, lines }));
    },
    { token, lines: [storedCartLine('line-1', 1, 'Піца Маргарита', 179, 3)] },
  );
  await openPage(page, '/');
  // The storefront's own API call from this visitor is refused (through netlify dev's /api proxy).
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/secret/generate/new?lang=ukrainian', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ phone: '+380661234000' }),
    });
    return res.status;
  });
  expect(status).toBe(429);
  await openPage(page, '/ua/profile/information/');
  await expect(page.getByTestId('profile')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  expect(
    await page.evaluate(
      () => (JSON.parse(localStorage.getItem('cartProducts') ?? 'null') as { lines: { count: number }[] }).lines,
    ),
  ).toEqual([expect.objectContaining({ product_id: 1, count: 3 })]);
});
