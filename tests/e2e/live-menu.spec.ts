import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openPage } from './support/page';
import { API } from './support/api';

/** The live menu's re-check of an open page (src/features/live-menu/live-menu-poller.ts), ms. */
const LIVE_MENU_RECHECK_MS = 60_000;
/** How long browsers and the CDN may reuse the feed (its Cache-Control max-age), ms. */
const FEED_MAX_AGE_MS = 5_000;

/**
 * The live menu on built pages: a dish put on the stop-list and a new price reach an open category
 * page (by the 60 s re-check with the tab visible, or when the tab becomes visible again), a fresh
 * product page of the stopped dish cannot add it, and a cart line shows its new price with a note.
 * Each language changes its own breakfast dishes (no other journey uses them) and restores them.
 */

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;

async function productOf(request: APIRequestContext, slug: string): Promise<{ id: number; price: number }> {
  const res = await request.get(`${API}/api/products/${slug}`);
  expect(res.ok(), slug).toBe(true);
  return res.json();
}

async function dev(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`${API}/api/dev/catalogue/${path}`, { data });
  expect(res.status(), `${path} ${JSON.stringify(data)}`).toBe(200);
}

/**
 * The open page's 60 s re-check comes now (the page's clock installed before it loaded): first past
 * the 5 s the browser may reuse the feed (real time, the HTTP cache's own clock), then one re-check
 * interval on the page's clock. Until then the card still shows what it showed (`data-available`
 * as before): what changes it is the re-check, nothing sooner.
 */
async function nextRecheck(page: Page, card: Locator, availableBefore: boolean) {
  await page.waitForTimeout(FEED_MAX_AGE_MS + 1_000);
  expect(await card.getAttribute('data-available'), 'before the re-check').toBe(String(availableBefore));
  await page.clock.fastForward(LIVE_MENU_RECHECK_MS);
}

/** The tab goes to the background and comes back, as when the customer switches tabs. */
async function hideAndShowTab(page: Page) {
  await page.evaluate(() => {
    const set = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
}

const CASES = [
  {
    locale: 'ua',
    path: 'interval',
    stopped: 'omelette',
    repriced: 'avocado-toast',
    repricedName: 'Тост з авокадо',
    unavailable: 'Тимчасово недоступно',
    addToCart: 'У кошик',
    cartTotal: 'Сума кошика',
    note: (from: number, to: number) => `Ціна змінилася: було ${from} грн, тепер ${to} грн`,
  },
  {
    locale: 'ru',
    path: 'visibility',
    stopped: 'english-breakfast',
    repriced: 'syrniki',
    repricedName: 'Сырники со сметаной',
    unavailable: 'Временно недоступно',
    addToCart: 'В корзину',
    cartTotal: 'Сумма корзины',
    note: (from: number, to: number) => `Цена изменилась: было ${from} грн, стало ${to} грн`,
  },
] as const;

for (const c of CASES) {
  test(`${c.locale}: a stopped dish and a new price reach an open category page (${c.path}), the product page and the cart`, async ({
    page,
    request,
  }) => {
    test.skip(isMobile(page), 'the shop is changed for everyone: once, on desktop');
    test.setTimeout(90_000);
    const stopped = await productOf(request, c.stopped);
    const repriced = await productOf(request, c.repriced);
    const newPrice = repriced.price + 7;
    try {
      await page.clock.install();
      const firstFeed = page.waitForResponse((r) => r.url().includes('/api/catalogue/live') && r.ok());
      await openPage(page, `/${c.locale}/category/breakfasts/`);
      await firstFeed;
      const stoppedCard = page.locator(`article[data-product-id="${stopped.id}"]`);
      const repricedCard = page.locator(`article[data-product-id="${repriced.id}"]`);
      await expect(stoppedCard).toHaveAttribute('data-available', 'true');
      await repricedCard.getByRole('button', { name: c.addToCart }).click();

      await dev(request, 'visibility', { product_id: stopped.id, hidden: true });
      await dev(request, 'price', { product_id: repriced.id, price: newPrice });

      if (c.path === 'visibility') {
        // Browsers (and the CDN) may reuse the feed for its max-age (5 s): a tab coming back within
        // seconds of the last read sees that copy, as designed; one that was away longer reads anew.
        await page.waitForTimeout(FEED_MAX_AGE_MS + 1_000);
        await hideAndShowTab(page);
        // Well before the 60 s re-check: the visibility change read the feed.
        await expect(stoppedCard.getByTestId('card-unavailable')).toHaveText(c.unavailable, { timeout: 15_000 });
      } else {
        await nextRecheck(page, stoppedCard, true);
        await expect(stoppedCard.getByTestId('card-unavailable')).toHaveText(c.unavailable, { timeout: 15_000 });
      }
      await expect(stoppedCard.getByRole('button', { name: c.unavailable })).toBeDisabled();
      await expect(repricedCard.getByTestId('card-price')).toHaveText(`${newPrice} грн`);
      await page.screenshot({ path: test.info().outputPath(`category-${c.locale}.png`) });

      // The cart line: the new price, with a note saying what it was.
      await page.getByRole('banner').getByRole('button', { name: c.cartTotal }).hover();
      const line = page.getByTestId('cart-drawer').getByTestId('cart-line').filter({ hasText: c.repricedName });
      await expect(line.getByTestId('cart-line-price-note')).toHaveText(c.note(repriced.price, newPrice));
      await expect(page.getByTestId('cart-drawer').getByTestId('cart-total')).toHaveText(`${newPrice} грн`);

      // A product page opened now (built with the dish available) cannot add it.
      await openPage(page, `/${c.locale}/product/${c.stopped}/`);
      const button = page.getByRole('main').getByRole('button', { name: c.unavailable });
      await expect(button).toBeDisabled({ timeout: 15_000 });
      await expect(page.getByRole('main').getByRole('button', { name: c.addToCart })).toHaveCount(0);
    } finally {
      await dev(request, 'visibility', { product_id: stopped.id, hidden: false });
      await dev(request, 'price', { product_id: repriced.id, price: repriced.price });
    }
  });
}

// ---- the POS's stock webhook (issue 48) --------------------------------------------------------

/**
 * The e2e API runs the Poster stand-in (scripts/e2e.mts: POS_PROVIDER=poster without a token): its
 * account and application secret are the stand-in's published ones (shop-api/src/modules/pos/settings.ts).
 */
const STAND_IN = { account: 'standin', appSecret: 'standin-poster-secret' };

/** Poster's webhook as Poster signs it: md5 of account;object;object_id;action;data;time;secret. */
function posterStockHook(dishPosId: number, left: number, time: number) {
  const data = JSON.stringify({ type: 4, element_id: dishPosId, storage_id: 1, value_relative: -1, value_absolute: left });
  const hook = { account: STAND_IN.account, object: 'stock', object_id: time, action: 'changed', data, time: String(time) };
  const parts = [hook.account, hook.object, String(hook.object_id), hook.action, hook.data, hook.time, STAND_IN.appSecret];
  return { ...hook, verify: createHash('md5').update(parts.join(';')).digest('hex') };
}

test('a Poster stock webhook switches a dish off on an open category page within 60 s, no rebuild; back in stock, on again (issue 48)', async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), 'the shop is changed for everyone: once, on desktop');
  test.setTimeout(90_000);
  // POS ids are the shop's own with the stand-in (linked at its first start). A dessert no other
  // spec switches: another test hiding the same dish for a few seconds while this page re-reads the
  // feed would hold the card off until the re-read after, beyond the wait (profile-history hides the
  // fondant).
  const dish = await productOf(request, 'cheesecake');
  const send = async (left: number, time: number) => {
    const res = await request.post(`${API}/api/pos/poster/webhook`, { data: posterStockHook(dish.id, left, time) });
    expect([res.status(), await res.json()]).toEqual([200, { status: 'accept' }]);
  };
  // After the re-check (nextRecheck): the feed's answer and the card's render on a busy 2-core machine.
  const seen = { timeout: 15_000 };
  let time = Math.floor(Date.now() / 1000);
  try {
    await page.clock.install();
    const firstFeed = page.waitForResponse((r) => r.url().includes('/api/catalogue/live') && r.ok());
    await openPage(page, '/ua/category/desserts/');
    await firstFeed;
    const card = page.locator(`article[data-product-id="${dish.id}"]`);
    await expect(card).toHaveAttribute('data-available', 'true');

    // A forged webhook (another secret) is refused and changes nothing.
    const forged = { ...posterStockHook(dish.id, 0, time), verify: '0'.repeat(32) };
    expect((await request.post(`${API}/api/pos/poster/webhook`, { data: forged })).status()).toBe(403);

    await send(0, ++time);
    // The page as built, no reload: the live menu's re-check (every 60 s with the tab visible) shows it.
    await nextRecheck(page, card, true);
    await expect(card.getByTestId('card-unavailable')).toHaveText('Тимчасово недоступно', seen);
    await expect(card.getByRole('button', { name: 'Тимчасово недоступно' })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('pos-stock-off-ua.png') });

    await send(3, ++time);
    await nextRecheck(page, card, false);
    await expect(card).toHaveAttribute('data-available', 'true', seen);
  } finally {
    await dev(request, 'visibility', { product_id: dish.id, hidden: false });
  }
});
