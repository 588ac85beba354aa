/**
 * `npm run test:e2e`: a fresh shop API (temporary database), a build against it, Netlify's
 * server over public/, then Playwright in Debian's Chromium. Exits with Playwright's code.
 * The servers' output goes to logs/ (api, build, site), named again when something fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { build, hasBuild, LOG_DIR, openAllDay, ROOT, serveSite, startApi, stopAll } from './lib/stack.mts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

/**
 * Every e2e request reaches the API from this machine (one client address), and the suite signs in
 * with many phones: the per-client limits are raised for the run (the per-account and per-phone
 * ones keep their production values). Exported to the tests too: tests/e2e/limits.spec.ts fills a
 * made-up visitor's SMS allowance up to exactly this number.
 */
const E2E_LIMITS = {
  SHOP_API_LOGIN_FAILS_PER_CLIENT: '1000',
  SHOP_API_SMS_PHONES_PER_CLIENT_HOUR: '1000',
  SHOP_API_SMS_PHONES_PER_CLIENT_DAY: '1000',
};
Object.assign(process.env, E2E_LIMITS);

let code = 1;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-e2e-'));
try {
  await startApi({ dataDir, limits: E2E_LIMITS });
  // Tests run at any hour: the kitchen is open around the clock (tests that need it closed say so).
  await openAllDay();
  if (!process.argv.includes('--no-build') || !hasBuild()) await build();
  await serveSite();
  const extra = process.argv.slice(2).filter((a) => a !== '--no-build' && a !== '--verbose');
  code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...extra], {
      cwd: ROOT,
      stdio: 'inherit',
      env: process.env,
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
} catch (err) {
  console.error(String(err));
} finally {
  if (code !== 0) console.error(`Server logs of this run: ${path.relative(ROOT, LOG_DIR)}/api.log, build.log, site.log`);
  stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
