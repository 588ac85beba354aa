import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { openPage } from './support/page';
import { expectAxeClean } from './support/axe';

/**
 * Sign-in journeys of the auth issue against the built site and the shop API's dev stand-ins:
 * SMS code (read from /api/dev/sms), resend, the daily limit, wrong code, the messenger bot
 * (success, every error, timeout), both social providers (popup and full page), forgot
 * password, logout, expired sessions; keyboard-only; axe on every modal state; screenshots of
 * each state at the project's width (test-results/auth-screens).
 */

const API = `http://localhost:${process.env.SHOP_API_PORT ?? 3001}`;
const PASSWORD = 'secret12';
const TG_ERRORS: [code: string, text: RegExp][] = [
  ['token_old', /застарів або не знайдений/],
  ['phone_mismatch', /не збігається з номером/],
  ['cannot_authorise', /Не вдалося авторизувати/],
  ['account_not_found', /Акаунт із номером вашого Telegram не знайдено/],
  ['other_number', /з іншим номером телефону/],
  ['other_email', /з іншою адресою e-mail/],
  ['phone_missing', /не передав номер телефону/],
];

interface TestUser {
  /** The 9 digits typed after '+38 (0'. */
  digits: string;
  e164: string;
  email: string;
  name: string;
}

/**
 * Human typing speed. On Android cleave.js applies each keystroke a millisecond later (its own
 * Android work-around), so keystrokes fired faster than that overtake each other.
 */
const TYPING = { delay: 40 };
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
const modal = (page: Page) => page.getByTestId('auth-modal');

function freshPhone() {
  const n = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { digits: `67${n}`, e164: `+38067${n}` };
}

/** A new customer through the API (one SMS, consumed by the registration). */
async function registerUser(request: APIRequestContext, name = 'Тестовий Клієнт'): Promise<TestUser> {
  const phone = freshPhone();
  const gen = await request.post(`${API}/api/secret/generate/new`, { data: { phone: phone.e164 } });
  expect(gen.ok()).toBeTruthy();
  const { id } = await gen.json();
  const { code } = await (await request.get(`${API}/api/dev/sms`, { params: { phone: phone.e164 } })).json();
  const email = `u${phone.digits}@example.com`;
  const reg = await request.post(`${API}/api/auth/register/v2`, {
    data: {
      secretId: id,
      forSite: true,
      name,
      email,
      phone: phone.e164,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      sms: code,
    },
  });
  expect(reg.ok()).toBeTruthy();
  return { ...phone, email, name };
}

async function passwordToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await request.post(`${API}/api/auth/login`, { data: { phone: user.e164, password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).access_token;
}

async function lastSms(request: APIRequestContext, e164: string): Promise<{ code: string; count_today: number }> {
  return (await request.get(`${API}/api/dev/sms`, { params: { phone: e164 } })).json();
}

async function openLogin(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Відкрити бічне меню' }).click();
    await page.getByTestId('side-menu-login').getByRole('link', { name: 'Увійти' }).click();
  } else {
    await page.getByTestId('header-login').click();
  }
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByRole('heading', { level: 2, name: 'Вхід' })).toBeVisible();
}

/** Screen 'login' ('phone-login' on phones): type the phone and ask for the code; ends on screen 'code'. */
async function requestCode(page: Page, digits: string, shots?: { info: TestInfo }) {
  if (isMobile(page)) {
    await modal(page).getByRole('button', { name: 'Увійти за номером телефону' }).click();
    await expect(modal(page).locator('[data-screen="phone-login"]')).toBeVisible();
    if (shots) await shot(page, shots.info, '5-phone-only');
  }
  await modal(page).getByLabel('Номер телефону', { exact: true }).pressSequentially(digits, TYPING);
  await modal(page).getByRole('button', { name: 'Отримати код в SMS' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Введіть код із SMS' })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  const field = modal(page).getByLabel('Код із SMS');
  await field.fill(code);
  await modal(page).getByRole('button', { name: 'Увійти', exact: true }).click();
}

async function expectLoggedIn(page: Page, name: string, bonusText?: RegExp) {
  await expect(modal(page)).toBeHidden();
  if (isMobile(page)) {
    if (bonusText) await expect(page.getByTestId('mobile-cart-bar').getByTestId('bonus-count')).toHaveText(bonusText);
    await page.getByRole('button', { name: 'Відкрити бічне меню' }).click();
    await expect(page.getByTestId('side-menu-profile')).toContainText(name);
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('link', { name: `Профіль: ${name}` })).toBeVisible();
    if (bonusText) await expect(page.getByRole('banner').getByTestId('bonus-count')).toHaveText(bonusText);
  }
}

async function shot(page: Page, info: TestInfo, name: string) {
  // Let focus moves and fades settle.
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join('test-results', 'auth-screens', `${info.project.name}-${name}.png`) });
}

/** Customers that log in by SMS in the UI. Registration sent them a code, and a second code within 30 s is refused, so they are made first and used after the pause. */
let smsUsers: TestUser[] = [];
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  const started = Date.now();
  smsUsers = [];
  for (let i = 0; i < 4; i++) smsUsers.push(await registerUser(request, `Клієнт ${i + 1}`));
  await request.dispose();
  const wait = 31_000 - (Date.now() - started);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
});

test('SMS login: phone -> code from the SMS -> logged in, bonuses in the header; axe clean on screens login, code (and phone-login)', async ({
  page,
  request,
}, info) => {
  const user = smsUsers[0];
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(m.text()));
  await openPage(page, '/');
  await openLogin(page);
  await expectAxeClean(page);
  await shot(page, info, '1-login');
  await requestCode(page, user.digits, { info });
  await expect(modal(page)).toContainText(`+38 (0${user.digits.slice(0, 2)})`);
  await expect(modal(page).getByTestId('auth-resend')).toBeDisabled();
  await expectAxeClean(page);
  await shot(page, info, '4-code');
  const { code } = await lastSms(request, user.e164);
  await enterCode(page, code);
  await expectLoggedIn(page, user.name, /^50 бонусів$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  // Nothing secret reached the console: not the phone, the code or the token.
  for (const secret of [user.digits.slice(2), code, token!]) expect(consoleLines.join('\n')).not.toContain(secret);
  await shot(page, info, 'logged-in');
  await page.getByRole('button', { name: 'Відкрити бічне меню' }).click();
  await expect(page.getByTestId('side-menu-profile')).toBeVisible();
  await expectAxeClean(page);
  await shot(page, info, 'side-menu-profile');
});

test('the 50 first-login bonuses appear after the first login (demo customer who never logged in)', async ({ page, request }) => {
  test.skip(isMobile(page), 'one first login per database: desktop only');
  await openPage(page, '/');
  await openLogin(page);
  await requestCode(page, '931234567');
  await enterCode(page, (await lastSms(request, '+380931234567')).code);
  await expectLoggedIn(page, 'Марія Бондар', /^50 бонусів$/);
});

test('keyboard only: Tab to the login link, type the phone, Enter, type the code, Enter', async ({ page, request }) => {
  test.skip(isMobile(page), 'keyboard journey on the desktop layout');
  const user = smsUsers[1];
  await openPage(page, '/');
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'header-login')) break;
  }
  await expect(page.getByTestId('header-login')).toBeFocused();
  await page.keyboard.press('Enter');
  const phone = modal(page).getByLabel('Номер телефону', { exact: true });
  await expect(phone).toBeFocused();
  await page.keyboard.type(user.digits);
  await page.keyboard.press('Enter');
  const code = modal(page).getByLabel('Код із SMS');
  await expect(code).toBeFocused();
  await page.keyboard.type((await lastSms(request, user.e164)).code);
  await page.keyboard.press('Enter');
  await expectLoggedIn(page, user.name);
});

test('wrong code: validation_sms on the field, the modal stays usable, the right code then works', async ({ page, request }) => {
  const user = smsUsers[2];
  await openPage(page, '/');
  await openLogin(page);
  await requestCode(page, user.digits);
  const { code } = await lastSms(request, user.e164);
  await enterCode(page, code === '0000' ? '1111' : '0000');
  const field = modal(page).getByLabel('Код із SMS');
  await expect(modal(page).getByText('Неправильний код із SMS')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await enterCode(page, '12');
  await expect(modal(page).getByText('Код складається з 4 цифр')).toBeVisible();
  await expectAxeClean(page);
  await enterCode(page, code);
  await expectLoggedIn(page, user.name);
});

test('resend: disabled during the 30 s countdown, then sends a new code with force_sms=1', async ({ page, request }) => {
  const user = smsUsers[3];
  await page.clock.install();
  await openPage(page, '/');
  await openLogin(page);
  await requestCode(page, user.digits);
  const resend = modal(page).getByTestId('auth-resend');
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Новий код через 0:(30|29)/);
  await page.clock.fastForward(15_000);
  await expect(resend).toHaveText(/0:1[45]/);
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(15_000);
  await expect(resend).toBeEnabled();
  await expect(resend).toHaveText('Надіслати код ще раз');
  const sent = page.waitForResponse((r) => r.url().includes('/api/secret/generate/new'));
  await resend.click();
  const response = await sent;
  expect(new URL(response.url()).searchParams.get('force_sms')).toBe('1');
  expect(await response.json()).toHaveProperty('id');
  await expect(resend).toBeDisabled();
  const sms = await lastSms(request, user.e164);
  expect(sms.count_today).toBe(3);
  await enterCode(page, sms.code);
  await expectLoggedIn(page, user.name);
});

test('the 11th SMS of the day answers "limit": the too_many_sms toast for 12 s', async ({ page, request }) => {
  const user = await registerUser(request);
  // Nine more codes today (the registration sent the first): the resend path skips the 30 s pause.
  for (let i = 0; i < 9; i++) {
    const res = await request.post(`${API}/api/secret/generate/new?force_sms=1`, { data: { phone: user.e164 } });
    expect(await res.json()).toHaveProperty('id');
  }
  expect((await lastSms(request, user.e164)).count_today).toBe(10);
  await page.clock.install();
  await openPage(page, '/');
  await openLogin(page);
  if (isMobile(page)) await modal(page).getByRole('button', { name: 'Увійти за номером телефону' }).click();
  await modal(page).getByLabel('Номер телефону', { exact: true }).pressSequentially(user.digits, TYPING);
  await modal(page).getByRole('button', { name: 'Отримати код в SMS' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Забагато запитів SMS' });
  await expect(toast).toBeVisible();
  await expect(modal(page).getByRole('button', { name: 'Отримати код в SMS' })).toBeEnabled();
  await page.clock.fastForward(11_000);
  await expect(toast).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(toast).toBeHidden();
});

test('a phone without an account is told so on the field (no SMS sent)', async ({ page, request }) => {
  const phone = freshPhone();
  await openPage(page, '/');
  await openLogin(page);
  if (isMobile(page)) await modal(page).getByRole('button', { name: 'Увійти за номером телефону' }).click();
  await modal(page).getByRole('button', { name: 'Отримати код в SMS' }).click();
  await expect(modal(page).getByText('Заповніть це поле')).toBeVisible();
  // As a person does: tap the field (the mask shows its prefix), then type.
  const field = modal(page).getByLabel('Номер телефону', { exact: true });
  await field.click();
  await expect(field).toHaveValue('+38 (0');
  await field.pressSequentially(phone.digits, TYPING);
  await modal(page).getByRole('button', { name: 'Отримати код в SMS' }).click();
  await expect(modal(page).getByText('Цей номер ще не зареєстровано')).toBeVisible();
  expect((await request.get(`${API}/api/dev/sms`, { params: { phone: phone.e164 } })).status()).toBe(404);
});

test('messenger bot: the bot page confirms -> logged in; screen bot-wait is axe clean', async ({ page, request }, info) => {
  const user = await registerUser(request, 'Бот Клієнт');
  await openPage(page, '/');
  await openLogin(page);
  const popupPromise = page.waitForEvent('popup');
  await modal(page).getByRole('button', { name: 'Увійти через Telegram' }).click();
  const bot = await popupPromise;
  await bot.waitForURL(/\/api\/dev\/tg-bot\/[0-9a-f]+/);
  await expect(modal(page).getByRole('heading', { name: 'Підтвердіть вхід у Telegram' })).toBeVisible();
  await expect(modal(page).getByRole('link', { name: 'Відкрити бота' })).toHaveAttribute('href', new URL(bot.url()).pathname);
  await page.bringToFront();
  await expectAxeClean(page);
  await shot(page, info, '2-bot-wait');
  await bot.getByLabel('Phone').fill(user.e164);
  await bot.getByRole('button', { name: /Confirm as/ }).click();
  await expect(bot.locator('#result')).toContainText('success');
  await bot.close();
  await expectLoggedIn(page, user.name);
});

test('messenger bot: every error code shows its own text on screen error; try another way returns to the login form; to main goes home', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await openPage(page, '/ua/sales/');
  await openLogin(page);
  for (const [code, text] of TG_ERRORS) {
    const popupPromise = page.waitForEvent('popup');
    await modal(page).getByRole('button', { name: 'Увійти через Telegram' }).click();
    const bot = await popupPromise;
    await bot.waitForURL(/\/api\/dev\/tg-bot\//);
    await bot.getByRole('button', { name: `Fail: ${code}` }).click();
    await expect(bot.locator('#result')).toContainText(code);
    await bot.close();
    await expect(modal(page).getByRole('heading', { name: 'Не вдалося увійти' })).toBeVisible();
    await expect(modal(page).getByRole('alert')).toHaveText(text);
    if (code === 'token_old') {
      await expectAxeClean(page);
      await shot(page, info, '3-error');
    }
    await modal(page).getByRole('button', { name: 'Спробувати інший спосіб' }).click();
    await expect(modal(page).getByRole('heading', { level: 2, name: 'Вхід' })).toBeVisible();
  }
  // 'To main' from the error screen.
  const popupPromise = page.waitForEvent('popup');
  await modal(page).getByRole('button', { name: 'Увійти через Telegram' }).click();
  const bot = await popupPromise;
  await bot.waitForURL(/\/api\/dev\/tg-bot\//);
  await bot.getByRole('button', { name: 'Fail: cannot_authorise' }).click();
  // The bot page reports when the failure reached the shop API; closing it earlier can cancel the call.
  await expect(bot.locator('#result')).toContainText('cannot_authorise');
  await bot.close();
  await modal(page).getByRole('button', { name: 'На головну' }).click();
  await expect(modal(page)).toBeHidden();
  await page.waitForURL((url) => url.pathname === '/');
});

test('messenger bot: no confirmation within 50 s -> back to the login form, polling stops', async ({ page }) => {
  await page.clock.install();
  await openPage(page, '/');
  await openLogin(page);
  const popupPromise = page.waitForEvent('popup');
  await modal(page).getByRole('button', { name: 'Увійти через Telegram' }).click();
  (await popupPromise).close();
  await expect(modal(page).getByRole('heading', { name: 'Підтвердіть вхід у Telegram' })).toBeVisible();
  await expect(modal(page).getByTestId('auth-bot-countdown')).toContainText(/0:(50|49)/);
  await page.clock.fastForward(20_000);
  await expect(modal(page).getByTestId('auth-bot-countdown')).toContainText(/0:(30|29)/);
  await page.clock.fastForward(30_000);
  await expect(modal(page).getByRole('heading', { level: 2, name: 'Вхід' })).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Не дочекалися підтвердження' })).toBeVisible();
  let polls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/tg-bot/status/')) polls++;
  });
  await page.clock.fastForward(5_000);
  await page.waitForTimeout(500);
  expect(polls).toBe(0);
});

for (const [provider, label, name] of [
  ['google', 'Увійти через Google', 'Google Test User'],
  ['apple', 'Увійти через Apple', 'Apple Test User'],
] as const) {
  test(`social login (${provider}): the 452x633 popup, consent, the popup closes, logged in`, async ({ page }) => {
    // Record what the modal asks window.open for.
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      const calls: unknown[][] = [];
      Object.assign(window, { __opens: calls });
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args);
        return open(...args);
      };
    });
    await openPage(page, '/ua/news/');
    await openLogin(page);
    const popupPromise = page.waitForEvent('popup');
    await modal(page).getByRole('button', { name: label }).click();
    const popup = await popupPromise;
    await popup.waitForURL(new RegExp(`/api/dev/social/${provider}\\?`));
    const consent = new URL(popup.url());
    expect(consent.searchParams.get('redirect_uri')).toMatch(
      provider === 'google' ? /\/ua\/auth\/google\/callback\/$/ : /\/ua\/auth\/apple\/$/,
    );
    const [, target, features] = await page.evaluate(() => (window as unknown as { __opens: string[][] }).__opens.at(-1)!);
    expect(target).toBe('social-login');
    expect(features).toMatch(/width=452,height=633/);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('link', { name: /Continue as test user/ }).click();
    await closed;
    await expectLoggedIn(page, name);
    await expect(page).toHaveURL(/\/ua\/news\/$/);
  });
}

test('social login failure (provider says no) -> screen error', async ({ page }) => {
  await openPage(page, '/');
  await openLogin(page);
  const popupPromise = page.waitForEvent('popup');
  await modal(page).getByRole('button', { name: 'Увійти через Google' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/api\/dev\/social\/google/);
  await popup.getByRole('link', { name: 'Fail' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Не вдалося увійти' })).toBeVisible();
  await expect(modal(page).getByRole('alert')).toContainText('Щось пішло не так');
});

test('social login without a popup (blocked): the page goes through the provider and returns to last-url after 0.5 s', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openPage(page, '/ru/sales/');
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Открыть боковое меню' }).click();
    await page.getByTestId('side-menu-login').getByRole('link', { name: 'Войти' }).click();
  } else await page.getByTestId('header-login').click();
  await modal(page).getByRole('button', { name: 'Войти через Apple' }).click();
  await page.waitForURL(/\/api\/dev\/social\/apple/);
  await page.getByRole('link', { name: /Continue as test user/ }).click();
  await page.waitForURL(/\/ru\/auth\/apple\//);
  // Back where the customer started, 0.5 s after the token was stored.
  await page.waitForURL(/\/ru\/sales\/$/);
  await page.waitForSelector('html[data-hydrated="true"]');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[0-9a-f]{64}$/);
  if (!isMobile(page)) await expect(page.getByRole('link', { name: 'Профиль: Apple Test User' })).toBeVisible();
});

test('a forged callback (no state) does not log in', async ({ page }) => {
  await openPage(page, '/ua/auth/google/callback/?code=abc&state=forged');
  await expect(page.getByTestId('auth-callback')).toHaveAttribute('data-phase', 'failed');
  await expect(modal(page).getByRole('heading', { name: 'Не вдалося увійти' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('forgot password by e-mail: toast, token from the message, new password (show/hide), then it logs in', async ({
  page,
  request,
}, info) => {
  const user = await registerUser(request, 'Забудько');
  await openPage(page, '/');
  await openLogin(page);
  await modal(page).getByRole('button', { name: 'Забули пароль?' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Відновлення пароля' })).toBeVisible();
  await expectAxeClean(page);
  await shot(page, info, 'forgot');
  const field = modal(page).getByLabel('E-mail або телефон');
  await field.fill('nobody@example.com');
  await modal(page).getByRole('button', { name: 'Надіслати' }).click();
  await expect(modal(page).getByText('Такого облікового запису не знайдено')).toBeVisible();
  await field.fill(user.email);
  await modal(page).getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Посилання для зміни пароля надіслано на вашу пошту' })).toBeVisible();
  await expect(modal(page).getByRole('heading', { name: 'Новий пароль' })).toBeVisible();
  const password = modal(page).getByLabel('Новий пароль', { exact: true });
  await modal(page).getByRole('button', { name: 'Показати пароль' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expectAxeClean(page);
  await shot(page, info, 'new-password');
  const { token } = await (await request.get(`${API}/api/dev/reset-token`, { params: { email: user.email } })).json();
  await modal(page).getByLabel('Код із повідомлення').fill(token);
  await password.fill('abc');
  await modal(page).getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(modal(page).getByText('Пароль має бути не коротшим за 6 символів')).toBeVisible();
  await password.fill('brandnew7');
  await modal(page).getByRole('button', { name: 'Змінити пароль' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Пароль успішно змінено' })).toBeVisible();
  await expect(modal(page).getByRole('heading', { level: 2, name: 'Вхід' })).toBeVisible();
  const login = await request.post(`${API}/api/auth/login`, { data: { phone: user.e164, password: 'brandnew7' } });
  expect(login.ok()).toBeTruthy();
});

test('a reset link (?auth=forgot-input&email=..&token=..) opens the new-password form; the token leaves the address bar', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'Посилальник');
  expect((await request.post(`${API}/api/auth/forgot`, { data: { email: user.email } })).ok()).toBeTruthy();
  const { token } = await (await request.get(`${API}/api/dev/reset-token`, { params: { email: user.email } })).json();
  const link = `/ru/category/pizza/?sort=price&auth=forgot-input&email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
  await openPage(page, link);
  await expect(modal(page).getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  await expect(modal(page).locator('[data-screen="forgot-input"]')).toContainText(user.email);
  // The token came with the link: no field asks for it.
  await expect(modal(page).getByLabel('Код из сообщения')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('?sort=price');
  await expectAxeClean(page);
  await modal(page).getByLabel('Новый пароль', { exact: true }).fill('fromlink9');
  await modal(page).getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Пароль успешно изменен' })).toBeVisible();
  const login = await request.post(`${API}/api/auth/login`, { data: { phone: user.e164, password: 'fromlink9' } });
  expect(login.ok()).toBeTruthy();
  // Reloading does not reopen the form with the used token.
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(modal(page)).toHaveCount(0);
});

test('the /auth/ page opens the auth modal; cantClose-free modal closes with Escape', async ({ page }) => {
  await openPage(page, '/ru/auth/');
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByRole('heading', { level: 2, name: 'Вход' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
  await expect(modal(page)).toBeVisible();
});

test('logout from a profile page: token gone, back home, logged-out chrome', async ({ page, request }) => {
  const user = await registerUser(request, 'Виходько');
  const token = await passwordToken(request, user);
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  await openPage(page, '/ua/profile/information/');
  await page.getByRole('button', { name: 'Відкрити бічне меню' }).click();
  const block = page.getByTestId('side-menu-profile');
  await expect(block).toContainText(user.name);
  await expect(block).toContainText('50 бонусів');
  await block.getByRole('button', { name: 'Вийти' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForSelector('html[data-hydrated="true"]');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  if (!isMobile(page)) await expect(page.getByTestId('header-login')).toBeVisible();
  // The token no longer works on the server either.
  expect((await request.post(`${API}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});

test('an expired token (deleted on the server, or bogus) ends the session quietly and keeps the cart', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'Кошиковий');
  const token = await passwordToken(request, user);
  await openPage(page, '/ua/product/cola/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  // The signed-in page reads the user, then (for the product's heart) the wishlist. Either read
  // still on its way when the server forgets the token below would end the session on this page,
  // before the reload this test is about: on a busy machine the heart's read comes late.
  const wishlistRead = page.waitForResponse((r) => r.url().includes('/api/profile/wishlist'));
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('button', { name: 'У кошик' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Товар додано' })).toBeVisible();
  expect((await wishlistRead).status()).toBe(200);
  const cartLines = () =>
    page.evaluate(() =>
      JSON.stringify(
        JSON.parse(localStorage.getItem('cartProducts') ?? 'null')?.lines?.map((l: { product_id: number; count: number }) => [
          l.product_id,
          l.count,
        ]),
      ),
    );
  const cart = await cartLines();
  expect(JSON.parse(cart)).toHaveLength(1);
  // The server forgets the token (as after a password reset elsewhere).
  await request.post(`${API}/api/auth/logout`, { headers: { authorization: `Bearer ${token}` } });
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.getByTestId('toast').filter({ hasText: 'Сесія завершилась' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await cartLines()).toBe(cart);
  if (!isMobile(page)) {
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сума кошика' })).not.toContainText(/^0 грн/);
  }
  // A bogus stored token: the same quiet ending.
  await page.evaluate(() => localStorage.setItem('token', 'f'.repeat(64)));
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await expect(page.getByTestId('toast').filter({ hasText: 'Сесія завершилась' })).toBeVisible();
  expect(await cartLines()).toBe(cart);
});

test('network failure: the check fails -> screen error with the message; try another way, then it works', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'Офлайн');
  await openPage(page, '/');
  await openLogin(page);
  await page.route('**/api/auth/check-phone**', (route) => route.abort('internetdisconnected'));
  if (isMobile(page)) await modal(page).getByRole('button', { name: 'Увійти за номером телефону' }).click();
  await modal(page).getByLabel('Номер телефону', { exact: true }).pressSequentially(user.digits, TYPING);
  await modal(page).getByRole('button', { name: 'Отримати код в SMS' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Не вдалося увійти' })).toBeVisible();
  await expect(modal(page).getByRole('alert')).toContainText('Немає з’єднання з сервером');
  await page.unroute('**/api/auth/check-phone**');
  // Double click: one request. The check is held for 500 ms so the second click lands while the
  // first is in flight (on a busy machine the two clicks came further apart than a whole local
  // check + refused SMS, and the second click then rightly asked again).
  await page.route('**/api/auth/check-phone**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  let checks = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/check-phone')) checks++;
  });
  await modal(page).getByRole('button', { name: 'Спробувати інший спосіб' }).click();
  if (isMobile(page)) await modal(page).getByRole('button', { name: 'Увійти за номером телефону' }).click();
  await modal(page).getByRole('button', { name: 'Отримати код в SMS' }).dblclick();
  // Within 30 s of the registration's SMS the shop API refuses a new one (the toast says so); later it sends it.
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: 'Код уже надіслано' })
      .or(modal(page).getByRole('heading', { name: 'Введіть код із SMS' })),
  ).toBeVisible();
  expect(checks).toBe(1);
});
