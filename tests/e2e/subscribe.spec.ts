import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { expectAxeClean } from './support/axe';
import { shots } from './support/content';
import { API } from './support/api';

/**
 * The footer subscription's three outcomes, and the timed popup (Playwright's clock): the
 * subscribe modal after 30 s, not again within 24 h, then the mobile-app modal.
 */
const EMPTY_STORAGE = { cookies: [], origins: [] };

test('footer subscription: subscribed, already subscribed, error', async ({ page, request }) => {
  await openPage(page, '/ua/news/');
  const block = page.locator('section[aria-labelledby="footer-subscribe-title"]');
  await block.scrollIntoViewIfNeeded();
  const email = `reader${Date.now()}@example.com`;
  await block.getByLabel('Ваше ім’я').fill('Марія');
  await block.getByLabel('E-mail').fill(email);
  await block.getByRole('checkbox').check();
  const result = page.getByTestId('modal-usesubscribe');

  await block.getByRole('button', { name: 'Підписатися' }).click();
  await expect(result.getByRole('heading', { name: 'Дякуємо за підписку!' })).toBeVisible();
  await expect(result.getByText('Адресу додано до розсилки', { exact: false })).toBeVisible();
  await expectAxeClean(page, '[data-testid="modal-usesubscribe"]');
  await result.getByRole('button', { name: 'Гаразд' }).click();

  await block.getByRole('button', { name: 'Підписатися' }).click();
  await expect(result.getByRole('heading', { name: 'Ви вже підписані' })).toBeVisible();
  await result.getByRole('button', { name: 'Гаразд' }).click();

  await block.getByLabel('E-mail').fill('reader@fail.test');
  await block.getByRole('button', { name: 'Підписатися' }).click();
  await expect(result.getByRole('heading', { name: 'Не вдалося підписатися' })).toBeVisible();
  // The stand-in answered as eSputnik does when it is down (500): the modal says so.
  await expect(result.getByText('Сервіс розсилки зараз недоступний', { exact: false })).toBeVisible();
  await result.getByRole('button', { name: 'Гаразд' }).click();

  const subscribers = (await (await request.get(`${API}/api/dev/subscribers`)).json()) as {
    email: string;
    groups: string[];
    formType: string;
  }[];
  expect(subscribers.find((s) => s.email === email)).toMatchObject({ groups: ['FooterSubscribe'], formType: 'FooterSubscribe' });
});

test.describe('the timed popup', () => {
  // These journeys start with nothing stored (the other specs start with the popup just shown).
  test.use({ storageState: EMPTY_STORAGE });

  /**
   * Opens a page and waits until the code that arrives after hydration has loaded, the popup timer
   * among it. A clock jump before the timer is armed passes it by: the timer then arms after the
   * jump, and its check sees a later time than the step means (after the 24 h jump the article
   * page can show the popup, and the next page then, rightly, none).
   */
  async function openWithTimer(page: Page, path: string) {
    await openPage(page, path);
    await page.waitForLoadState('networkidle');
  }

  test('subscribe modal after 30 s, not again within 24 h (also after a reload), then the mobile-app modal; next closes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    // The page's clock when it marked itself hydrated: the first page's 30 s count from then.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        observer.disconnect();
        sessionStorage.setItem('e2e_hydrated_at', String(Date.now()));
      }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
    });
    await openWithTimer(page, '/ua/sales/');
    const hydratedAt = Number(await page.evaluate(() => sessionStorage.getItem('e2e_hydrated_at')));
    // Paused, so that no real time passes between the two looks: at 29 s nothing, at 30.5 s the popup.
    await page.clock.pauseAt(hydratedAt + 29_000);
    const subscribe = page.getByTestId('modal-usesubscribe');
    await expect(subscribe).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await page.clock.resume();
    await expect(subscribe.getByRole('heading', { name: 'Підпишіться на новини' })).toBeVisible();
    await expect(subscribe.getByLabel('Ваше ім’я')).toBeVisible();
    await expectAxeClean(page, '[data-testid="modal-usesubscribe"]');
    await shots(page, 'popup-subscribe');
    await subscribe.getByRole('button', { name: 'Закрити' }).click();
    await expect(subscribe).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('show_subscribe'))).toBe('session');

    // Another page in the app, then a full reload: 24 h have not passed.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Новини' }).click();
    await expect(page.locator('main h1')).toHaveText('Новини');
    await page.clock.fastForward(31_000);
    await openWithTimer(page, '/ua/article/');
    await page.clock.fastForward(31_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A day later: the subscribe flag is set and the mobile flag is not, so the mobile-app modal.
    await page.clock.fastForward(86_400_000);
    await openWithTimer(page, '/ua/o-nas/');
    await page.clock.fastForward(31_000);
    const mobile = page.getByTestId('modal-usemobile');
    await expect(mobile.getByRole('heading', { name: 'Замовляйте в нашому застосунку' })).toBeVisible();
    await expect(mobile.locator('a[href^="https://apps.apple.com/"]')).toBeVisible();
    await expect(mobile.locator('a[href^="https://play.google.com/"]')).toBeVisible();
    await expectAxeClean(page, '[data-testid="modal-usemobile"]');
    await shots(page, 'popup-mobile-app');
    await mobile.getByRole('button', { name: 'Далі' }).click();
    await expect(mobile).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('show_mobile'))).toBe('session');
  });

  test('logged in: "not now" closes the mobile-app modal and tells the shop API', async ({ page, request }) => {
    test.setTimeout(90_000);
    const phone = `+38063${String(Date.now()).slice(-7)}`;
    const secret = await (await request.post(`${API}/api/secret/generate/new`, { data: { phone, key: 'e2e' } })).json();
    const sms = await (await request.get(`${API}/api/dev/sms`, { params: { phone } })).json();
    const reg = await request.post(`${API}/api/auth/register/v2`, {
      data: {
        secretId: secret.id,
        forSite: true,
        name: 'Мобільний Тест',
        email: `mobile${Date.now()}@example.com`,
        phone,
        password: 'demo1234',
        password_confirmation: 'demo1234',
        sms: sms.code,
      },
    });
    expect(reg.ok()).toBeTruthy();
    const token = (await reg.json()).access_token as string;
    await page.addInitScript((t) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', t);
      localStorage.setItem('show_subscribe', 'session');
    }, token);
    await page.clock.install();
    await openPage(page, '/ru/');
    // Logged in before the clock jumps: a jump over the customer's own request in flight fires its
    // timeout (the session, loaded after the first render, asks for the user then).
    await expect(page.getByRole('link', { name: 'Профиль: Мобільний Тест' })).toBeVisible();
    const announced = page.waitForResponse((r) => r.url().includes('/api/auth/show-mobile') && r.request().method() === 'POST');
    await page.clock.fastForward(31_000);
    const mobile = page.getByTestId('modal-usemobile');
    await expect(mobile.getByRole('heading', { name: 'Заказывайте в нашем приложении' })).toBeVisible();
    await mobile.getByRole('button', { name: 'Не сейчас' }).click();
    await expect(mobile).toHaveCount(0);
    expect((await announced).status()).toBe(200);
    const me = await request.post(`${API}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).show_mobile_result).toBe(true);
  });
});
