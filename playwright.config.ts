import { defineConfig, devices } from '@playwright/test';
import { QUIET_POPUP_STATE } from './tests/e2e/support/global-setup';
import { E2E_CHROMIUM } from './tests/e2e/support/browser';
import { SHOP_WIDE } from './tests/e2e/support/shop-switches';

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
// Tests tagged SHOP_WIDE close the kitchen, switch pickup off and the like on the one shop API
// of the run: they wait for every other test and then run one at a time.
const shopWide = new RegExp(SHOP_WIDE);
// The analytics spec runs against its own build (analytics ids set), served by scripts/e2e.mjs.
const analyticsSpec = /analytics\.spec\.ts/;

/**
 * End-to-end tests against the built site served by `netlify dev` (scripts/e2e.mts starts it),
 * in Debian's Chromium headless shell (Playwright cannot download its own browser here).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  reporter: 'list',
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.SITE_URL ?? 'http://localhost:8888',
    // The timed popup counts as just shown (see the global setup).
    storageState: QUIET_POPUP_STATE,
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
    // The site's service worker (src/site/service-worker) stays out of every spec but the offline
    // one (which allows it with test.use): requests a worker answers from its cache never reach
    // page.route, so the fault injection of faults.spec and the others could silently miss.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: desktop, grepInvert: shopWide, testIgnore: analyticsSpec },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // A spec split by topic keeps its name as the prefix (auth-sms.spec.ts runs where auth.spec.ts does).
      testMatch: /[\\/](catalogue|cart|auth|profile|tracking|phone-entry|payment|journey|money)(-[a-z-]+)?\.spec\.ts$/,
      grepInvert: shopWide,
    },
    {
      name: 'shop-wide',
      // An action that hangs (a click waiting for an option that never comes) fails at its own line
      // rather than at the test's timeout, which names no line.
      use: { ...desktop, actionTimeout: 20_000 },
      grep: shopWide,
      testIgnore: analyticsSpec,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
    },
    {
      name: 'analytics',
      use: { ...desktop, baseURL: process.env.ANALYTICS_SITE_URL ?? 'http://localhost:8988' },
      testMatch: analyticsSpec,
    },
  ],
});
