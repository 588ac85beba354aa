import type { Page } from '@playwright/test';

/** Opens a path and waits until React has hydrated it (gatsby-browser sets html[data-hydrated]). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/**
 * Waits until the fade-in of a client-side navigation (src/app-shell/page-fade.ts) has ended:
 * checks of the final state (axe's colour contrast) must not measure colours blended mid-fade.
 */
export async function pageFadeDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.id === 'page-fade')
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
