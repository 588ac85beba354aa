import { defineConfig, devices } from '@playwright/test';
import { QUIET_POPUP_STATE } from './tests/e2e/support/global-setup';

/**
 * End-to-end tests against the built site served by `netlify dev` (scripts/e2e.mjs starts it),
 * in Debian's Chromium (Playwright cannot download its own browser here).
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /(catalogue|cart|auth|profile|tracking)\.spec\.ts/,
    },
  ],
});
