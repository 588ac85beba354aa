import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/page';

/**
 * Offline browsing with the site's service worker (src/site/service-worker; issue #10: "browsing
 * built pages and the cart keep working; actions that need the API say so").
 *
 * The other specs run with service workers blocked (playwright.config.ts: a response the worker
 * answers from its cache would never reach their page.route fault injection); this one allows it.
 * Desktop only: the worker and its caches do not depend on the viewport, and one journey keeps
 * the shared machine's load down.
 *
 * What the worker promises, as a visitor meets it: the home page and every category page of the
 * visitor's language are precached on install; a page Gatsby prefetched (a link that was in view)
 * or opened while online is available offline, also after a reload (the app shell draws it from its
 * cached data); anything else gets the offline page in the page's language; back online the next
 * page comes from the network (network first), so prices are never stale while online.
 */
test.use({ serviceWorkers: 'allow' });

const PRODUCT = 'Нігірі з лососем';
const PRODUCT_PATH = '/ua/product/nigiri-salmon/';

async function waitForWorker(page: Page) {
  // Installed (precache done), activated and in control of this page (clients.claim()).
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 45_000 });
}

/** The page Gatsby's runtime drew (static HTML, or the app shell after a reload offline) is hydrated. */
async function expectHydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

test('offline: browse a category not visited, open a prefetched dish, reload, keep the cart; the API says it waits', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openPage(page, '/');
  await waitForWorker(page);

  // Online, with the worker in control: the nigiri page's dish links come into view and Gatsby
  // prefetches their page data through the worker (what the visitor's scrolling would do).
  const prefetched = page.waitForResponse((r) => r.url().endsWith(`/page-data${PRODUCT_PATH}page-data.json`));
  await openPage(page, '/ua/category/sushi/nigiri/');
  await prefetched;
  // The sign-in modal's code, loaded once online (cached like any hashed file).
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('auth-modal')).toBeHidden();
  await openPage(page, '/');

  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toBeVisible();

  // A category page never visited: precached on install (its data and template).
  await page
    .getByRole('link', { name: /Суші та роли/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ua\/category\/sushi\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Суші');

  // A dish on it whose page Gatsby prefetched while online.
  await page.getByRole('link', { name: PRODUCT }).first().click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT_PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);

  // Reload offline: the worker answers with the app shell, Gatsby draws the dish from its cached data.
  await page.reload();
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');

  // The cart works offline (local only) and survives another reload.
  await page.getByRole('button', { name: 'У кошик' }).click();
  await expect(page.getByTestId('toast')).toContainText('Товар додано до кошика');
  await page.reload();
  await expectHydrated(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartProducts') ?? '{}').lines ?? []);
  expect(stored.map((l: { name: string; count: number }) => [l.name, l.count])).toEqual([[PRODUCT, 1]]);
  await expect(page.getByRole('button', { name: 'Сума кошика' })).not.toContainText(/^0 грн/);

  // An action that needs the shop API says so (the API is never answered by the worker).
  await expect(page.getByTestId('offline-notice')).toContainText('замовлення, вхід і промокоди — коли зв’язок повернеться');
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('auth-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('Номер телефону', { exact: true }).pressSequentially('671234567', { delay: 40 });
  await modal.getByRole('button', { name: 'Отримати код в SMS' }).click();
  await expect(modal.getByText(/Немає з’єднання з сервером|Немає інтернету/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // A page neither visited nor prefetched: the worker's own offline page, in the page's language.
  await page.goto('/ua/product/lemonade/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Немає інтернету');
  await expect(page.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
  await page.goto('/ru/product/lemonade/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет интернета');

  // Back online: the next page load comes from the network, not from the cache (network first).
  // context.route sees the worker's own requests; the marker exists only in the network's answer.
  await context.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<html', '<html data-fresh="network"');
      await route.fulfill({ response, body });
    },
  );
  await context.setOffline(false);
  await openPage(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-fresh', 'network');
  await expect(page.getByTestId('offline-notice')).toBeHidden();
});
