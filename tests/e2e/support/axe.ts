import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page is settled: no request in flight (no transient progress bar) and no
 * animation or transition running (the page fade-in of a client-side navigation, src/app-shell/
 * page-fade.ts, a modal's or toast's entrance). axe's colour-contrast rule measures the colours it
 * sees, so a check mid-fade blends text with the background and fails at random.
 */
async function settle(page: Page) {
  // Bounded: a page that polls (order tracking) may never be idle for 500 ms; the check then runs anyway.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** axe's violations on the settled page, or inside one selector. */
export async function axeViolations(page: Page, include?: string) {
  await settle(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}

/** Asserts axe finds nothing; a failure lists each rule with the elements it hit. */
export async function expectAxeClean(page: Page, include?: string) {
  const violations = await axeViolations(page, include);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
