import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/page';

/**
 * The page fade-in (spec section 9: fade-ins 0.5 to 1.5 s; src/app-shell/page-fade.ts): on a
 * client-side navigation the page content fades in, the same element for every page (nothing
 * remounted); never on the first load (its largest paint is not held back); none for visitors
 * who ask for reduced motion.
 */

interface Fade {
  id: string;
  duration: number;
  from: number;
  to: number;
  target: boolean;
}

/** Records every Web Animation the page starts (the fade may be over before a check could see it). */
async function recordAnimations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __fades: Fade[] };
    w.__fades = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const frames = keyframes as Keyframe[];
      const opts = (typeof options === 'object' ? options : { duration: options }) as KeyframeAnimationOptions;
      w.__fades.push({
        id: opts.id ?? '',
        duration: Number(opts.duration),
        from: Number(frames[0]?.opacity),
        to: Number(frames[frames.length - 1]?.opacity),
        target: this.hasAttribute('data-page-content'),
      });
      return animate.call(this, keyframes, options);
    };
  });
}

const fades = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fades: Fade[] }).__fades.filter((f) => f.id === 'page-fade'));

/** Marks the page-content element, to tell later whether a navigation replaced it. */
const markContent = (page: Page) =>
  page.locator('[data-page-content]').evaluate((el) => {
    (el as unknown as { __mark: boolean }).__mark = true;
  });
const sameContent = (page: Page) =>
  page.locator('[data-page-content]').evaluate((el) => (el as unknown as { __mark?: boolean }).__mark === true);

async function toPizza(page: Page) {
  await page.locator('a[href="/ua/category/pizza/"]:visible').first().click();
  await expect(page).toHaveURL(/\/ua\/category\/pizza\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a link fades the next page in within 0.5-1.5 s, in the same element; the first load does not fade', async ({ page }) => {
  await recordAnimations(page);
  await openPage(page, '/');
  expect(await fades(page)).toEqual([]);
  await markContent(page);

  await toPizza(page);
  // The URL and a level-1 heading (the home page has one too) may be there before the route update
  // that starts the fade: wait for it rather than read at once.
  await expect.poll(async () => (await fades(page)).length).toBe(1);
  const [fade] = await fades(page);
  expect(fade).toEqual({ id: 'page-fade', duration: expect.any(Number), from: 0, to: 1, target: true });
  expect(fade.duration).toBeGreaterThanOrEqual(500);
  expect(fade.duration).toBeLessThanOrEqual(1500);
  expect(await sameContent(page)).toBe(true);
  // It ends fully opaque and leaves nothing behind.
  await expect.poll(() => page.locator('[data-page-content]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.id === 'page-fade').length)).toBe(0);

  // The next page fades again.
  await page.locator('a[href^="/ua/product/"]:visible').first().click();
  await expect(page).toHaveURL(/\/ua\/product\//);
  await expect.poll(async () => (await fades(page)).length).toBe(2);
  expect(await sameContent(page)).toBe(true);
});

test.describe('with prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('no fade on navigation', async ({ page }) => {
    await recordAnimations(page);
    await openPage(page, '/');
    await toPizza(page);
    expect(await fades(page)).toEqual([]);
    expect(await page.locator('[data-page-content]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});
