import { expect, test } from '@playwright/test';
import { openPage } from './support/page';
import { layoutShift, trackLayoutShift } from './support/layout-shift';

/** The closed message and the paused banner, toggled through the shop API's dev switch. */
const API = process.env.API_URL ?? 'http://localhost:3001';
test.describe.configure({ mode: 'serial' });

test('closed at night and paused during a blackout, then open again', async ({ page, request }) => {
  const set = (key: string, value: string) => request.post(`${API}/api/dev/settings`, { data: { key, value } });
  try {
    // A one-minute working window that has just passed: the restaurant is closed.
    await set('time_start', '03:00');
    await set('time_end', '03:01');
    // The banner arrives after the page is drawn: it must not move the page (CLS budget 0.02).
    await trackLayoutShift(page);
    await openPage(page, '/');
    await expect(page.getByTestId('closed-banner')).toContainText('Ресторан відпочиває вночі.');
    await expect(page.getByTestId('closed-banner')).toContainText('03:00');
    await expect(page.getByTestId('closed-banner')).toBeInViewport();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    await set('time_start', '00:00');
    await set('time_end', '23:59');
    await set('kitchen_paused', '1');
    await openPage(page, '/ru/');
    await expect(page.getByTestId('closed-banner')).toContainText('Кухня временно приостановила');

    await set('kitchen_paused', '0');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('closed-banner')).toHaveCount(0);
  } finally {
    await set('kitchen_paused', '0');
    await set('time_start', '00:00');
    await set('time_end', '23:59');
  }
});
