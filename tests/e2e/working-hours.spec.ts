import { openPage } from './support/page';
import { layoutShift, trackLayoutShift } from './support/layout-shift';
import { CLOSED_HOURS, SHOP_WIDE } from './support/shop-switches';
import { expect, test } from './support/shop-fixture';

/** The closed message and the paused banner, toggled through the shop API's dev switch. */

test('closed at night and paused during a blackout, then open again', { tag: SHOP_WIDE }, async ({ page, shop }) => {
  // A one-minute working window hours away: the restaurant is closed.
  await shop.close();
  // The banner arrives after the page is drawn: it must not move the page (CLS budget 0.02).
  await trackLayoutShift(page);
  await openPage(page, '/');
  await expect(page.getByTestId('closed-banner')).toContainText(
    `Ресторан зараз зачинений. Відкриваємося о ${CLOSED_HOURS.opens}`,
  );
  await expect(page.getByTestId('closed-banner')).toContainText(CLOSED_HOURS.opens);
  await expect(page.getByTestId('closed-banner')).toBeInViewport();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

  await shop.open();
  await shop.setting('kitchen_paused', '1');
  await openPage(page, '/ru/');
  await expect(page.getByTestId('closed-banner')).toContainText('Кухня временно приостановила');

  await shop.setting('kitchen_paused', '0');
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('closed-banner')).toHaveCount(0);
});

test('a returning visitor during a pause: the stored answer shows the paused notice from the first paint, without the API', async ({
  page,
}) => {
  // The kitchen check never answers: only the answer stored by the last page can say "paused".
  await page.route('**/api/kitchen-status', (route) => route.abort());
  await page.addInitScript(() => {
    const answer = { open: false, paused: true, time_start: '00:00', time_end: '00:00', at: Date.now() - 60_000 };
    window.localStorage.setItem('shopStatus', JSON.stringify(answer));
  });
  await page.goto('/ua/category/pizza/');
  await expect(page.locator('html')).toHaveAttribute('data-shop', 'paused');
  await expect(page.getByTestId('shop-status').locator('[data-when="paused"]')).toBeVisible();
  await expect(page.getByTestId('shop-status').locator('[data-when="open"]')).toBeHidden();
});
