/**
 * `npm run perf`: a report, not a test (not part of `npm test`). Ends with the budgets of issue
 * #10 (scripts/lib/budgets.ts): target, measured, PASS/FAIL per figure; exits 1 if one fails.
 *
 *  1. Starts the shop API on a fresh temporary database and times the full `gatsby build`
 *     (`--no-build` reuses public/ and reports the build time as not measured).
 *  2. Per page type (home, a category, a product, checkout when it exists): the first-load JS,
 *     gzipped, of the built page: the <script src> files of its HTML and those its after-first-paint
 *     loader adds (webpack runtime, framework, app) plus the page template's and the layout's chunk
 *     groups from webpack.stats.json (the chunks the app fetches before it hydrates), and its inline scripts.
 *  3. Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown) against the site served
 *     by netlify dev behind a stand-in for Netlify's CDN (lib/cdn.ts: HTTPS with HTTP/2, text
 *     compressed, the site's files kept like an edge cache; its throwaway certificate is made with
 *     `openssl` and trusted by Chromium through its key hash), one uncounted warm-up run per page
 *     (fills that cache), then N runs per page (default 3, `--runs N`; `--pages profile,home` for some page
 *     types only), medians of the performance score,
 *     LCP, CLS and TBT, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), with the shop open
 *     (the API's working hours set around the clock, 00:00-00:00: at night the closed banner would be the LCP).
 *  4. The same for each page's bare copy (lib/bare-copy.ts; written to perf-report/bare/): its text
 *     and photos as plain HTML, no CSS, no JS, served by the same CDN stand-in: the lower bound of
 *     that page's LCP, which the budget compares the page with.
 *  5. The profile page signed in: a customer registered through the shop API's dev SMS flow,
 *     its token written to localStorage before the page's scripts run (lib/lighthouse-with-storage.mts).
 *
 * `npm run perf -- --compare-live-menu`: the same run also builds the site without the live menu
 * feed (GATSBY_LIVE_MENU=off, decision 050), serves that copy from a folder outside the repository
 * on SITE_PORT + 200 behind its own CDN stand-in and measures the same pages there in the same way:
 * a before/after table of first-load JS and LCP per page (perf.json `liveMenuComparison`).
 *
 * `npm run perf -- --scale [N]` measures the large catalogue instead (default 10,000 products):
 * the shop API seeded with N products, a clean full `gatsby build` under `nice -n 19` (the
 * machine is shared) with the peak memory of its process tree, one price change through
 * POST /api/dev/catalogue/price, the rebuild with Gatsby's cache, and the generated _redirects
 * checked (src/routing/redirects.ts). It replaces public/ and .cache with the scaled build.
 *
 * Prints a table and writes perf-report/perf.json (raw Lighthouse reports in perf-report/lh/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_PORT,
  build,
  hasBuild,
  openAllDay,
  closedNow,
  portBusy,
  ROOT,
  serveSite,
  SITE_PORT,
  SITE_URL,
  startApi,
  stopAll,
} from './lib/stack.mts';
import { makeTlsIdentity, startCdn, type Cdn } from './lib/cdn.ts';
import { allBudgetsMet, budgetRows, renderBudgetTable, scaleBudgetRows, type BudgetRow } from './lib/budgets.ts';
import { firstLoadJs } from './lib/first-load-js.ts';
import { round } from './lib/figures.ts';
import { CHROME_PATH, lighthouse, type LighthouseSetup, type LighthouseSummary } from './lib/lighthouse-runs.mts';
import { choosePages, customerToken, writeBareCopy, type Page } from './lib/perf-pages.mts';
import { measuredBuild, measureScale } from './lib/perf-scale.mts';
import {
  compareWithBuild,
  compareWithoutLiveMenu,
  printComparison,
  printVersus,
  type ComparisonRow,
  type VersusRow,
} from './lib/perf-comparisons.mts';

const PUBLIC = path.join(ROOT, 'public');
const OUT = path.join(ROOT, 'perf-report');
const argv = process.argv.slice(2);
const RUNS = argv.includes('--runs') ? Math.max(1, Number(argv[argv.indexOf('--runs') + 1]) || 3) : 3;
const NO_BUILD = argv.includes('--no-build');
const NO_LIGHTHOUSE = argv.includes('--no-lighthouse');
/** Before/after of the live menu feed in the same run (see the header). */
const COMPARE_LIVE_MENU = argv.includes('--compare-live-menu');
const NO_FEED_SITE = path.join(os.tmpdir(), `shop-perf-no-live-menu-${SITE_PORT}`);
const NO_FEED_PORT = SITE_PORT + 200;
/** `--pages profile,category`: only these page types (for looking into one; the budgets then cover those only). */
const ONLY_PAGES = argv.includes('--pages') ? new Set(String(argv[argv.indexOf('--pages') + 1] ?? '').split(',')) : null;
/**
 * `--shop open,closed`: the states of the restaurant the pages are measured in, set through the
 * API's working hours (dev switch) whatever the clock, and built with those hours (a second state
 * means a second, cached build). Default: open.
 */
type ShopState = 'open' | 'closed';
const SHOP_STATES = (
  argv.includes('--shop') ? String(argv[argv.indexOf('--shop') + 1] ?? '').split(',') : ['open']
) as ShopState[];
if (!SHOP_STATES.length || SHOP_STATES.some((s) => s !== 'open' && s !== 'closed')) {
  console.error('[perf] --shop takes open, closed or open,closed');
  process.exit(2);
}
/**
 * `--versus <folder>`: the same pages also on another build (its `public/` inside that folder, e.g.
 * a copy of public/ made before a change: `cp -r public /tmp/before/`), served and measured in the
 * same way, the runs of the two interleaved (this, other, other, this, ...): on a shared machine
 * Total Blocking Time moves by more than a whole change between one minute and the next, so only
 * runs taken side by side compare two builds. Measured in the shop's last state of `--shop`; build
 * the other copy with the same hours. Prints both builds' medians and means (perf.json `versus`).
 */
const VERSUS = argv.includes('--versus') ? path.resolve(String(argv[argv.indexOf('--versus') + 1] ?? '')) : null;
if (VERSUS && !fs.existsSync(path.join(VERSUS, 'public', 'index.html'))) {
  console.error(`[perf] --versus takes a folder with another build's public/ in it (${VERSUS}/public/index.html is missing)`);
  process.exit(2);
}
const VERSUS_PORT = SITE_PORT + 300;
const SCALE = argv.includes('--scale')
  ? Number(/^\d+$/.test(argv[argv.indexOf('--scale') + 1] ?? '') ? argv[argv.indexOf('--scale') + 1] : 10_000)
  : 0;
/** The scaled build runs niced: the development machine is shared (its figures are pessimistic). */
const SCALE_NICENESS = 19;

/** Lighthouse's setup; its Chromium flags trust the CDN stand-in's certificate once that is up. */
const lighthouseSetup: LighthouseSetup = { chromeFlags: '--headless=new --no-sandbox', runs: RUNS, outDir: path.join(OUT, 'lh') };
/** The bare copies the CDN stand-in serves, by path ('/__bare/home.html'). */
const bareFiles: Record<string, { body: Buffer; type: string }> = {};

// ---------- report ----------

// ---------- report ----------

function printTable(report: { pages: Page[]; buildSeconds: number | null; lighthouseVersion: string }) {
  const rows = [
    [
      'page (shop)',
      'path',
      'JS gz KB (html/total)',
      'inline KB',
      'HTML gz KB',
      'LH perf',
      'a11y/BP/SEO',
      'LCP ms',
      'bare LCP ms (photos)',
      'CLS',
      'TBT ms',
      'runs',
    ],
    // One row per page and state of the shop (open / closed).
    ...report.pages.flatMap((p) =>
      Object.entries<LighthouseSummary | null>(p.states ?? { '': null }).map(([state, lh]) => [
        state ? `${p.type} (${state})` : p.type,
        p.path,
        p.js ? `${p.js.htmlScriptsKB} / ${p.js.totalKB}` : '-',
        p.js ? String(p.js.inlineKB) : '-',
        p.js ? String(p.js.htmlKB) : '-',
        String(lh?.score ?? '-'),
        lh ? [lh.accessibility, lh.bestPractices, lh.seo].map((x) => x ?? '-').join('/') : '-',
        String(lh?.lcpMs ?? '-'),
        p.bare?.lighthouse ? `${p.bare.lighthouse.lcpMs ?? '-'} (${p.bare.photos})` : '-',
        String(lh?.cls ?? '-'),
        String(lh?.tbtMs ?? '-'),
        lh ? `${lh.runs - lh.failed}/${lh.runs}` : '-',
      ]),
    ),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  rows.slice(1).forEach((r) => console.log(line(r)));
  console.log(
    `\nBuild time: ${report.buildSeconds === null ? 'not measured (--no-build)' : `${report.buildSeconds} s`}` +
      `  |  Lighthouse ${report.lighthouseVersion}, mobile preset, ${RUNS} run(s) per page, medians` +
      `  |  ${path.relative(ROOT, path.join(OUT, 'perf.json'))}\n`,
  );
}

function printBudgets(rows: BudgetRow[]): boolean {
  console.log(`\nBudgets (issues 10 and 42; the Lighthouse scores are reported, not gated)\n${renderBudgetTable(rows)}\n`);
  return allBudgetsMet(rows);
}

// ---------- main ----------

let exitCode = 0;
let versus: VersusRow[] | null = null;
let cdn: Cdn | null = null;
let comparison: ComparisonRow[] | null = null;
try {
  if (!SCALE && !NO_LIGHTHOUSE && !fs.existsSync(CHROME_PATH)) {
    throw new Error(`Chromium not found at ${CHROME_PATH}. Install it with: apt-get update && apt-get install -y chromium`);
  }
  // A port something already listens on would make us measure (or build against) another server.
  for (const [port, variable] of [
    [API_PORT, 'SHOP_API_PORT'],
    [SITE_PORT, 'SITE_PORT'],
  ] as const) {
    if (await portBusy(port)) {
      throw new Error(
        `port ${port} is already in use (another shop running?): stop it or choose another one with ${variable}=...`,
      );
    }
  }
  fs.mkdirSync(path.join(OUT, 'lh'), { recursive: true });
  if (SCALE) {
    const scale = await measureScale(SCALE, SCALE_NICENESS);
    fs.writeFileSync(
      path.join(OUT, 'scale.json'),
      `${JSON.stringify({ date: new Date().toISOString(), machine: { cpus: os.cpus().length, loadAverage: os.loadavg() }, ...scale }, null, 2)}\n`,
    );
    console.log(
      `\n[perf] ${scale.products} products: full build ${scale.buildSeconds} s (CPU ${scale.buildCpuSeconds} s), ` +
        `rebuild ${scale.rebuildSeconds} s (CPU ${scale.rebuildCpuSeconds} s), under nice -n ${scale.niceness} ` +
        `on a machine with load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' / ')}: wall times are pessimistic`,
    );
    if (!printBudgets(scaleBudgetRows(scale)) && exitCode === 0) exitCode = 1;
    // The scaled build replaced public/ and .cache; the next `npm run perf` or e2e run rebuilds the demo.
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-perf-'));
    await startApi({ dataDir });

    if (COMPARE_LIVE_MENU) {
      // The copy without the feed first (then the measured build replaces public/ with the real site).
      console.log('[perf] building the copy without the live menu feed (GATSBY_LIVE_MENU=off)');
      await build({ env: { GATSBY_LIVE_MENU: 'off' } });
      fs.rmSync(NO_FEED_SITE, { recursive: true, force: true });
      fs.cpSync(PUBLIC, path.join(NO_FEED_SITE, 'public'), { recursive: true });
      fs.copyFileSync(path.join(ROOT, 'netlify.toml'), path.join(NO_FEED_SITE, 'netlify.toml'));
    }
    // Each state is measured on a build made with that state's hours: a visitor at night gets
    // pages whose built hours already say closed (the strip's pre-paint script decides by them),
    // not pages built with other hours that the first kitchen-status answer then contradicts.
    const setHours = (state: ShopState) => (state === 'open' ? openAllDay() : closedNow());
    await setHours(SHOP_STATES[0]);
    let buildSeconds: number | null = null;
    if (!NO_BUILD || !hasBuild() || COMPARE_LIVE_MENU) buildSeconds = (await measuredBuild()).seconds;
    else console.log(`[perf] --no-build: public/ keeps the hours it was built with, which may not say "${SHOP_STATES[0]}"`);

    const pages = await choosePages(PUBLIC, ONLY_PAGES);
    for (const p of pages) {
      p.js = firstLoadJs(p.path, PUBLIC);
      p.bare = writeBareCopy(p, PUBLIC, OUT, bareFiles);
    }

    if (!NO_LIGHTHOUSE) {
      let site = await serveSite();
      // As Netlify's CDN serves it: HTTPS, HTTP/2, compressed; the bare copies from the same origin.
      const tls = makeTlsIdentity();
      cdn = await startCdn(SITE_URL, tls, bareFiles);
      lighthouseSetup.chromeFlags = `--headless=new --no-sandbox --ignore-certificate-errors-spki-list=${tls.spkiSha256}`;
      const token = pages.some((p) => p.signedIn) ? await customerToken() : null;
      // The bare copies do not depend on the shop's state: measured once.
      for (const p of pages)
        if (p.bare) p.bare.lighthouse = await lighthouse(lighthouseSetup, `bare-${p.type}`, `${cdn.origin}${p.bare.sitePath}`);
      for (const [index, state] of SHOP_STATES.entries()) {
        // Open around the clock, or closed for the next hours (the strip shows the closed notice),
        // built anew with those hours for every state after the first (Gatsby's cache: about 30 s).
        if (index > 0) {
          await setHours(state);
          console.log(`[perf] building again with the hours of the shop ${state}`);
          await build();
          // Netlify's dev server reads _headers once: the new build's CSP (the pre-paint
          // script's hash depends on the hours) needs a fresh server.
          await site.stop();
          site = await serveSite();
          cdn.forget();
        }
        for (const p of pages) {
          p.states = p.states ?? {};
          p.states[state] = await lighthouse(
            lighthouseSetup,
            `${p.type}-${state}`,
            `${cdn.origin}${p.path}`,
            p.signedIn && token ? { token } : null,
          );
        }
      }
      if (VERSUS) versus = await compareWithBuild(pages, tls, lighthouseSetup, cdn.origin, { folder: VERSUS, port: VERSUS_PORT });
      await openAllDay();
      if (COMPARE_LIVE_MENU)
        comparison = await compareWithoutLiveMenu(pages, tls, lighthouseSetup, { folder: NO_FEED_SITE, port: NO_FEED_PORT });
    }
    const measuredPages = pages.flatMap((p) =>
      (p.states ? SHOP_STATES : [null]).map((state) => ({
        type: p.type,
        shop: SHOP_STATES.length > 1 ? state : null,
        firstLoadJsKB: p.js ? round(p.js.totalKB + p.js.inlineKB) : null,
        lighthouse: state ? (p.states?.[state] ?? null) : null,
        bareLcpMs: p.bare?.lighthouse?.lcpMs ?? null,
      })),
    );

    const lhPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'));
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      machine: { cpus: os.cpus().length, memoryGB: round(os.totalmem() / 2 ** 30), loadAverage: os.loadavg() },
      lighthouseVersion: lhPkg.version,
      chrome: CHROME_PATH,
      runsPerPage: RUNS,
      shopStates: SHOP_STATES,
      buildSeconds,
      pages,
      liveMenuComparison: comparison,
      versus: VERSUS ? { folder: VERSUS, pages: versus } : null,
    };
    fs.writeFileSync(path.join(OUT, 'perf.json'), `${JSON.stringify(report, null, 2)}\n`);
    printTable(report);
    if (comparison) printComparison(comparison);
    if (versus && VERSUS) printVersus(versus, VERSUS);
    if (measuredPages.some((p) => p.lighthouse && p.lighthouse.failed === p.lighthouse.runs)) exitCode = 1;
    if (!printBudgets(budgetRows({ buildSeconds, pages: measuredPages }))) exitCode = 1;
  }
} catch (err) {
  console.error(`[perf] ${err instanceof Error ? err.message : err}`);
  exitCode = 1;
} finally {
  cdn?.server.close();
  stopAll();
}
process.exit(exitCode);
