import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { API } from './support/api';

/**
 * Sign-in that works with real providers, against the built site and the shop API's stand-ins:
 * a phone the shop has never seen signs up from the login form (the code from the SMS stand-in)
 * and lands signed in with the 50 first-login bonuses; the messenger-bot sign-in confirmed
 * through the Telegram webhook with simulated Bot API updates. Both languages.
 */

/** The stand-in bot's webhook secret (shop-api auth/providers/settings.ts). */
const TG_SECRET = 'dev-tg-webhook-secret';
const TYPING = { delay: 40 };

type Dict = Record<string, string>;
const read = (locale: string, ns: string): Dict =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'locales', locale, `${ns}.json`), 'utf8'));
const LOCALES = (['ua', 'ru'] as const).map((code) => ({
  code,
  home: code === 'ua' ? '/' : '/ru/',
  t: { ...read(code, 'common'), ...read(code, 'auth'), ...read(code, 'validation') } as Dict,
}));
const fill = (text: string, params: Dict) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
const modal = (page: Page) => page.getByTestId('auth-modal');

function freshPhone() {
  const n = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { digits: `68${n}`, e164: `+38068${n}` };
}

async function openLogin(page: Page, t: Dict) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: t.open_side_menu }).click();
    await page.getByTestId('side-menu-login').getByRole('link', { name: t.login }).click();
  } else {
    await page.getByTestId('header-login').click();
  }
  await expect(modal(page).getByRole('heading', { level: 2, name: t.auth_title_login })).toBeVisible();
}

async function expectSignedIn(page: Page, t: Dict, name: string, bonus: string) {
  await expect(modal(page)).toBeHidden();
  if (isMobile(page)) {
    await expect(page.getByTestId('mobile-cart-bar').getByTestId('bonus-count')).toHaveText(bonus);
    await page.getByRole('button', { name: t.open_side_menu }).click();
    await expect(page.getByTestId('side-menu-profile')).toContainText(name);
  } else {
    await expect(page.getByRole('link', { name: fill(t.auth_profile_link, { name }) })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('bonus-count')).toHaveText(bonus);
  }
}

/** A customer made through the API (the bot signs in only known numbers). */
async function registerUser(request: APIRequestContext, name: string) {
  const phone = freshPhone();
  const { id } = await (await request.post(`${API}/api/secret/generate/new`, { data: { phone: phone.e164 } })).json();
  const { code } = await (await request.get(`${API}/api/dev/sms`, { params: { phone: phone.e164 } })).json();
  const reg = await request.post(`${API}/api/auth/register/v2`, {
    data: { secretId: id, name, phone: phone.e164, password: 'secret12', password_confirmation: 'secret12', sms: code },
  });
  expect(reg.ok()).toBeTruthy();
  return phone;
}

for (const { code: locale, home, t } of LOCALES) {
  test(`[${locale}] a never-seen phone signs up from the login form and lands signed in with 50 bonuses`, async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    const name = locale === 'ua' ? 'Ірина Нова' : 'Ирина Новая';
    await openPage(page, home);
    await openLogin(page, t);
    if (isMobile(page)) await modal(page).getByRole('button', { name: t.auth_by_phone }).click();
    await modal(page).getByLabel(t.auth_phone_label, { exact: true }).pressSequentially(phone.digits, TYPING);
    await modal(page).getByRole('button', { name: t.auth_get_code }).click();

    // check-phone does not know it: the sign-up form, with the number, and no SMS yet.
    const form = modal(page).getByTestId('register-form');
    await expect(form.getByText(t.auth_phone_unknown)).toBeVisible();
    await expect(form.getByLabel(t.auth_phone_label, { exact: true })).toHaveValue(/\d{2}\D+\d{3}\D+\d{2}\D+\d{2}$/);
    expect((await request.get(`${API}/api/dev/sms`, { params: { phone: phone.e164 } })).status()).toBe(404);

    await form.getByLabel(t.auth_name_label).fill(name);
    await form.getByLabel(t.auth_password_label, { exact: true }).fill('secret12');
    await form.getByLabel(t.auth_password_confirm_label).fill('secret13');
    await form.getByRole('button', { name: t.auth_register_submit }).click();
    // Mismatch and missing consent are said before any SMS is spent.
    await expect(form.getByText(t.validation_confirmed)).toBeVisible();
    await expect(form.getByText(t.auth_consent_required)).toBeVisible();
    expect((await request.get(`${API}/api/dev/sms`, { params: { phone: phone.e164 } })).status()).toBe(404);

    await form.getByLabel(t.auth_password_confirm_label).fill('secret12');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: t.auth_register_submit }).click();
    await expect(modal(page).getByLabel(t.auth_code_label)).toBeVisible();
    const sms = await (await request.get(`${API}/api/dev/sms`, { params: { phone: phone.e164 } })).json();
    expect(sms.count_today).toBe(1);
    await modal(page).getByLabel(t.auth_code_label).fill(sms.code);
    await modal(page).getByRole('button', { name: t.auth_enter, exact: true }).click();
    await expectSignedIn(page, t, name, fill(t.bonus_count_3, { count: '50' }));

    // The account exists with the number, no e-mail, and the 50 were credited once.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await (await request.post(`${API}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(me).toMatchObject({ name, phone: phone.e164, email: null, bonus: 50 });
  });

  test(`[${locale}] messenger bot: /start and the shared contact through the Telegram webhook sign in`, async ({
    page,
    request,
  }) => {
    const name = locale === 'ua' ? 'Бот Клієнт' : 'Бот Клиент';
    const phone = await registerUser(request, name);
    const tgUser = 700000 + Math.floor(Math.random() * 100000);
    await openPage(page, home);
    await openLogin(page, t);
    const popupPromise = page.waitForEvent('popup');
    await modal(page).getByRole('button', { name: t.auth_via_telegram }).click();
    const tab = await popupPromise;
    await tab.waitForURL(/\/api\/dev\/tg-bot\/[0-9a-f]{32}/);
    const token = new URL(tab.url()).pathname.split('/').pop()!;
    await tab.close();
    await expect(modal(page).getByRole('heading', { name: t.auth_bot_title })).toBeVisible();

    const update = (message: Record<string, unknown>) => ({
      update_id: tgUser,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        from: { id: tgUser, is_bot: false, first_name: name, language_code: locale === 'ua' ? 'uk' : 'ru' },
        chat: { id: tgUser, type: 'private' },
        ...message,
      },
    });
    const hook = (body: unknown, secret?: string) =>
      request.post(`${API}/api/tg-bot/webhook`, {
        data: body,
        headers: secret ? { 'x-telegram-bot-api-secret-token': secret } : {},
      });

    // Without the secret Telegram's updates are refused and change nothing.
    expect((await hook(update({ text: `/start ${token}` }))).status()).toBe(401);
    expect((await hook(update({ text: `/start ${token}` }), 'wrong')).status()).toBe(403);

    expect((await hook(update({ text: `/start ${token}` }), TG_SECRET)).status()).toBe(200);
    const outbox = await (await request.get(`${API}/api/dev/tg-bot/outbox`, { params: { chat_id: tgUser } })).json();
    expect(outbox).toHaveLength(1);
    expect(outbox[0].reply_markup.keyboard[0][0].request_contact).toBe(true);
    expect(outbox[0].text).toMatch(locale === 'ua' ? /поділіться номером/ : /поделитесь номером/);

    const contact = { phone_number: phone.e164.slice(1), first_name: name, user_id: tgUser };
    expect((await hook(update({ contact }), TG_SECRET)).status()).toBe(200);
    await expectSignedIn(page, t, name, fill(t.bonus_count_3, { count: '50' }));
  });
}

test('the sign-up form fits 360, 390 and 1366 px: nothing wider than the screen, the submit button reachable', async ({
  page,
}) => {
  const { t } = LOCALES[0];
  for (const width of [360, 390, 1366]) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await openPage(page, '/');
    await openLogin(page, t);
    await modal(page).getByRole('tab', { name: t.auth_tab_register }).click();
    const form = modal(page).getByTestId('register-form');
    await form.getByRole('button', { name: t.auth_register_submit }).click();
    await expect(form.getByText(t.auth_consent_required)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await form.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await form.getByRole('button', { name: t.auth_register_submit }).scrollIntoViewIfNeeded();
    await expect(form.getByRole('button', { name: t.auth_register_submit })).toBeInViewport();
    await page.screenshot({ path: path.join('test-results', 'auth-screens', `register-${width}.png`) });
    await page.screenshot({ path: path.join('test-results', 'auth-screens', `register-${width}-full.png`), fullPage: true });
  }
});
