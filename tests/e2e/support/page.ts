import type { Page } from '@playwright/test';

/** Opens a path and waits until React has hydrated it (gatsby-browser sets html[data-hydrated]). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
}
