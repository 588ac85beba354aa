/**
 * What the sign-in specs (auth*.spec.ts) share: customers made through the API, the auth modal's
 * steps (open, ask for the code, enter it), the signed-in check and the screenshots of each state.
 */
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { API } from './api';

export const PASSWORD = 'secret12';

export interface TestUser {
  /** The 9 digits typed after '+38 (0'. */
  digits: string;
  e164: string;
  email: string;
  name: string;
  /** When the registration asked for its SMS code (ms since the epoch): the phone's next code waits 30 s from it. */
  smsSentAt: number;
}

/**
 * Human typing speed. On Android cleave.js applies each keystroke a millisecond later (its own
 * Android work-around), so keystrokes fired faster than that overtake each other.
 */
export const TYPING = { delay: 40 };
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
export const modal = (page: Page) => page.getByTestId('auth-modal');

export function freshPhone() {
  const n = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { digits: `67${n}`, e164: `+38067${n}` };
}

/** A new customer through the API (one SMS, consumed by the registration). */
export async function registerUser(request: APIRequestContext, name = 'Тестовий Клієнт'): Promise<TestUser> {
  const phone = freshPhone();
  const smsSentAt = Date.now();
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
  return { ...phone, email, name, smsSentAt };
}

/** `count` new customers through the API, one after another (each registration sends its phone one SMS). */
export async function registerUsers(request: APIRequestContext, count: number, name?: string): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i++) users.push(await registerUser(request, name));
  return users;
}

/** The shop API's pause between two SMS codes to one phone (30 s), with a second to spare. */
const SMS_PAUSE_MS = 31_000;

/**
 * Waits until the phone of `user` may be sent a new code without `force_sms`: 30 s after the
 * registration's. Specs register their SMS customers first, so the pause mostly runs out meanwhile.
 */
export async function afterSmsPause(user: TestUser): Promise<void> {
  const wait = user.smsSentAt + SMS_PAUSE_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

export async function passwordToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await request.post(`${API}/api/auth/login`, { data: { phone: user.e164, password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).access_token;
}

export async function lastSms(request: APIRequestContext, e164: string): Promise<{ code: string; count_today: number }> {
  return (await request.get(`${API}/api/dev/sms`, { params: { phone: e164 } })).json();
}

export async function openLogin(page: Page) {
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
export async function requestCode(page: Page, digits: string, shots?: { info: TestInfo }) {
  if (isMobile(page)) {
    await modal(page).getByRole('button', { name: 'Увійти за номером телефону' }).click();
    await expect(modal(page).locator('[data-screen="phone-login"]')).toBeVisible();
    if (shots) await shot(page, shots.info, '5-phone-only');
  }
  await modal(page).getByLabel('Номер телефону', { exact: true }).pressSequentially(digits, TYPING);
  await modal(page).getByRole('button', { name: 'Отримати код в SMS' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Введіть код із SMS' })).toBeVisible();
}

export async function enterCode(page: Page, code: string) {
  const field = modal(page).getByLabel('Код із SMS');
  await field.fill(code);
  await modal(page).getByRole('button', { name: 'Увійти', exact: true }).click();
}

export async function expectLoggedIn(page: Page, name: string, bonusText?: RegExp) {
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

export async function shot(page: Page, info: TestInfo, name: string) {
  // Let focus moves and fades settle.
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join('test-results', 'auth-screens', `${info.project.name}-${name}.png`) });
}
