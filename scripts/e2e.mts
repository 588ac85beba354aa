/**
 * `npm run test:e2e`: a fresh shop API (temporary database), a build against it, Netlify's
 * server over public/, then Playwright in Debian's Chromium headless shell. Exits with Playwright's code.
 * The servers' output goes to logs/ (api, build, site), named again when something fails.
 *
 * The analytics spec (project `analytics`) needs a site built with analytics ids, which the
 * default build must not have (its consent banner and third-party hosts would change every other
 * journey): when that project is selected, a second build with test ids is made first, copied
 * with netlify.toml to a site folder in the temp directory, and served on ANALYTICS_SITE_PORT
 * (default SITE_PORT + 100). Decision 063.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import {
  build,
  hasBuild,
  LOG_DIR,
  openAllDay,
  ROOT,
  serveSite,
  SITE_PORT,
  SITE_URL,
  startApi,
  stopAllAndWait,
} from './lib/stack.mts';
import { E2E_CHROMIUM } from '../tests/e2e/support/browser.ts';

if (!fs.existsSync(E2E_CHROMIUM)) {
  console.error(
    `Chromium not found at ${E2E_CHROMIUM}. Install it with: apt-get update && apt-get install -y chromium-headless-shell`,
  );
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
  SHOP_API_UPLOADS_PER_CLIENT_HOUR: '1000',
  SHOP_API_SUBSCRIBES_PER_CLIENT_HOUR: '1000',
  SHOP_API_CHECKS_PER_CLIENT_HOUR: '1000',
  // Every checkout and profile journey looks up its addresses' zones, all from one loopback client.
  SHOP_API_ADDRESS_SEARCHES_PER_CLIENT_HOUR: '10000',
  SHOP_API_GUEST_ORDERS_PER_CLIENT_HOUR: '1000',
  SHOP_API_GUEST_ORDERS_PER_PHONE_DAY: '1000',
};
Object.assign(process.env, E2E_LIMITS);

/**
 * The default build's street map: tiles from the shop API's tile stand-in through the site's own
 * /api (no network; decision 471), so the delivery page, checkout and the desk's outline editor
 * show the real map as a shop with tiles configured does. Builds without them (production's
 * default) keep the SVG only: covered by the components' tests.
 */
const E2E_MAP_TILES = {
  GATSBY_MAP_TILES_URL: `${SITE_URL}/api/dev/map-tiles/{z}/{x}/{y}`,
  GATSBY_MAP_TILES_ATTRIBUTION: 'Stand-in tiles (e2e)',
};

/** Test ids of the analytics build: the providers' hosts are answered by Playwright routes. */
const ANALYTICS_IDS = { GATSBY_GA_ID: 'G-E2ETEST01', GATSBY_PIXEL_ID: '100000000000001', GATSBY_MARKETING_FEED: '1' };
// Outside the repository: netlify dev takes the headers of the repository's own public/ otherwise.
const ANALYTICS_SITE = path.join(os.tmpdir(), `shop-e2e-analytics-site-${SITE_PORT}`);
const ANALYTICS_PORT = Number(process.env.ANALYTICS_SITE_PORT ?? SITE_PORT + 100);

/** Does this run include the analytics project? (All projects, or it named; all specs, or analytics.spec.) */
function wantsAnalytics(args: string[]): boolean {
  const projects: string[] = [];
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--project=')) projects.push(a.slice('--project='.length));
    else if (a === '--project') projects.push(args[++i]);
    else if (['-g', '--grep', '--grep-invert', '-j', '--workers', '--repeat-each', '--retries'].includes(a)) i++;
    else if (!a.startsWith('-')) files.push(a);
  }
  if (projects.length > 0 && !projects.includes('analytics')) return false;
  return files.length === 0 || files.some((f) => /analytics/.test(f));
}

let code = 1;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-e2e-'));
try {
  // Status messages wait 60 s for the status to hold; 2 s here, so a test sees the customer's message.
  // The POS is on, played by the embedded Poster stand-in (no token): accepted orders go to it, and
  // the desk and live-menu specs drive its webhooks and outages (issue 48).
  await startApi({ dataDir, limits: { ...E2E_LIMITS, ORDER_STATUS_HOLD_S: '2', POS_PROVIDER: 'poster' } });
  // Tests run at any hour: the kitchen is open around the clock (tests that need it closed say so).
  await openAllDay();
  const noBuild = process.argv.includes('--no-build');
  const extra = process.argv.slice(2).filter((a) => a !== '--no-build' && a !== '--verbose');
  const analytics = wantsAnalytics(extra);
  let defaultBuildStale = false;
  if (analytics && (!noBuild || !hasBuild(path.join(ANALYTICS_SITE, 'public')))) {
    await build({ env: ANALYTICS_IDS });
    fs.rmSync(ANALYTICS_SITE, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, 'public'), path.join(ANALYTICS_SITE, 'public'), { recursive: true });
    fs.copyFileSync(path.join(ROOT, 'netlify.toml'), path.join(ANALYTICS_SITE, 'netlify.toml'));
    defaultBuildStale = true;
  }
  if (!noBuild || !hasBuild() || defaultBuildStale) await build({ env: E2E_MAP_TILES });
  await serveSite();
  if (analytics) {
    await serveSite({ port: ANALYTICS_PORT, root: ANALYTICS_SITE, label: 'analytics-site' });
    process.env.ANALYTICS_SITE_URL = `http://localhost:${ANALYTICS_PORT}`;
  }
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
  await stopAllAndWait();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
