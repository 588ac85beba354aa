import { expect, test } from '@playwright/test';
import { openPage } from './support/page';

/** The page-loaded fade-in (spec section 9: 0.5 to 1.5 s), off for visitors who ask for less motion. */

const animation = (page: import('@playwright/test').Page) =>
  page.getByTestId('page-fade').evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, seconds: parseFloat(style.animationDuration) };
  });

test('pages fade in within 0.5-1.5 s, from a visible start, on load and after a link', async ({ page }) => {
  await openPage(page, '/ua/');
  const first = await animation(page);
  expect(first.name).not.toBe('none');
  expect(first.seconds).toBeGreaterThanOrEqual(0.5);
  expect(first.seconds).toBeLessThanOrEqual(1.5);
  // The first frame is already visible (the largest paint is not held back by the fade).
  const start = await page.getByTestId('page-fade').evaluate((el) => {
    const [a] = el.getAnimations();
    a.pause();
    a.currentTime = 0;
    return Number(getComputedStyle(el).opacity);
  });
  expect(start).toBeGreaterThan(0.3);
  await page.getByRole('link', { name: /Піца/ }).first().click();
  await expect(page).toHaveURL(/\/category\/pizza\/$/);
  expect((await animation(page)).name).not.toBe('none');
  // A new page, a new fade: the element was replaced, so its animation runs again.
  expect(await page.getByTestId('page-fade').evaluate((el) => el.getAnimations().length)).toBe(1);
});

test.describe('with prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('no fade', async ({ page }) => {
    await openPage(page, '/ru/');
    expect((await animation(page)).name).toBe('none');
    expect(await page.getByTestId('page-fade').evaluate((el) => el.getAnimations().length)).toBe(0);
  });
});
