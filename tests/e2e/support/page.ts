import type { Page } from '@playwright/test';

/** Opens a path and waits until React has hydrated it (gatsby-browser sets html[data-hydrated]). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/**
 * Resizes the viewport so that the page's CSS media queries follow. Chromium was seen (1 run in
 * about 12) to keep a page's `@media (max-width: 767px)` rules off after `setViewportSize` from
 * 1366 to 360 px with a modal open, for seconds and through further resizes, while `matchMedia`
 * and `vw` already said 360: the desktop header overflowed. Setting the emulated media type (the
 * default, `screen`) makes Chromium evaluate the media queries again.
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.emulateMedia({ media: 'screen' });
}
