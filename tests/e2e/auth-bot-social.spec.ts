import { expect, test } from '@playwright/test';
import { openPage } from './support/page';
import { expectAxeClean } from './support/axe';
import { expectLoggedIn, isMobile, modal, openLogin, registerUser, shot } from './support/auth';

/**
 * Sign-in through the messenger bot (success, every error, timeout) and both social providers
 * (popup and full page, a refusal, a forged callback), against the shop API's dev stand-ins.
 */
const TG_ERRORS: [code: string, text: RegExp][] = [
  ['token_old', /застарів або не знайдений/],
  ['phone_mismatch', /не збігається з номером/],
  ['cannot_authorise', /Не вдалося авторизувати/],
  ['account_not_found', /Акаунт із номером вашого Telegram не знайдено/],
  ['other_number', /з іншим номером телефону/],
  ['other_email', /з іншою адресою e-mail/],
  ['phone_missing', /не передав номер телефону/],
];

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
