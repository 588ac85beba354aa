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
import net from 'node:net';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import {
  API_PORT,
  API_URL,
  build,
  hasBuild,
  openAllDay,
  closedNow,
  ROOT,
  serveSite,
  SITE_PORT,
  SITE_URL,
  startApi,
  stopAll,
} from './lib/stack.mts';
import { sampleTree, type TreeSample } from './lib/tree-memory.mts';
import { bareCopy } from './lib/bare-copy.ts';
import { makeTlsIdentity, startCdn, type Cdn } from './lib/cdn.ts';
import { allBudgetsMet, budgetRows, renderBudgetTable, type PageType, type PerfFigures } from './lib/budgets.ts';
import { redirectTableProblems } from '../src/routing/redirects.ts';

const PUBLIC = path.join(ROOT, 'public');
const OUT = path.join(ROOT, 'perf-report');
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

// ---------- first-load JS ----------

const gzipKB = (buf: Buffer): number => zlib.gzipSync(buf, { level: 9 }).length / 1024;

/** The built HTML file of a site path ("/ua/checkout/" -> public/ua/checkout/index.html). */
const htmlFile = (sitePath: string, root = PUBLIC): string => path.join(root, sitePath, 'index.html');

function pageDataFile(sitePath: string, root = PUBLIC): string {
  const p = sitePath === '/' ? 'index' : sitePath.replace(/^\/|\/$/g, '');
  return path.join(root, 'page-data', p, 'page-data.json');
}

type FirstLoadJs = {
  template: string | null;
  files: string[];
  htmlScriptsKB: number;
  totalKB: number;
  inlineKB: number;
  htmlKB: number;
};

/** `root`: the built site (public/, or the copy without the live menu). */
function firstLoadJs(sitePath: string, root = PUBLIC): FirstLoadJs {
  const html = fs.readFileSync(htmlFile(sitePath, root), 'utf8');
  const files = new Set<string>();
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  // The scripts the after-first-paint loader adds (src/site/after-first-paint.ts): a JSON list of paths.
  for (const m of html.matchAll(/\[("\/[^"\]]+\.js"(?:,"\/[^"\]]+\.js")*)\]\.forEach/g)) sources.push(...JSON.parse(`[${m[1]}]`));
  for (const src of sources) {
    if (src.startsWith('/') && !src.startsWith('//')) files.add(src.split('?')[0]);
  }
  const htmlScripts = [...files];
  let template: string | null = null;
  try {
    template = JSON.parse(fs.readFileSync(pageDataFile(sitePath, root), 'utf8')).componentChunkName;
    const stats = JSON.parse(fs.readFileSync(path.join(root, 'webpack.stats.json'), 'utf8'));
    // The page's template and the layout's chunk (src/app-shell/layout-loader.ts): both load before hydration.
    for (const group of [template, 'part-layout']) {
      for (const a of (stats.namedChunkGroups?.[group as string]?.assets ?? []) as (string | { name: string })[]) {
        const name = typeof a === 'string' ? a : a.name;
        if (name.endsWith('.js')) files.add(`/${name}`);
      }
    }
  } catch {
    /* no page-data or stats: HTML scripts only */
  }
  const size = (list: string[]): number =>
    list.reduce((sum, f) => {
      const file = path.join(root, f);
      return sum + (fs.existsSync(file) ? gzipKB(fs.readFileSync(file)) : 0);
    }, 0);
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('\n');
  return {
    template,
    files: [...files],
    htmlScriptsKB: roundKnown(size(htmlScripts)),
    totalKB: roundKnown(size([...files])),
    inlineKB: roundKnown(gzipKB(Buffer.from(inline))),
    htmlKB: roundKnown(gzipKB(Buffer.from(html))),
  };
}

// ---------- bare copies ----------

/** The bare copies the CDN stand-in serves, by path ('/__bare/home.html'). */
const bareFiles: Record<string, { body: Buffer; type: string }> = {};

/**
 * The bare copy of a built page (lib/bare-copy.ts): added to `bareFiles` and written to
 * perf-report/bare/ to look at.
 */
type Bare = { sitePath: string; file: string; blocks: number; photos: number; lighthouse?: LighthouseSummary };

function writeBareCopy(page: Page): Bare {
  const copy = bareCopy(fs.readFileSync(htmlFile(page.path), 'utf8'), page.path);
  const file = path.join(OUT, 'bare', `${page.type}.html`);
  const sitePath = `/__bare/${page.type}.html`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, copy.html);
  bareFiles[sitePath] = { body: Buffer.from(copy.html), type: 'text/html; charset=utf-8' };
  return { sitePath, file: path.relative(ROOT, file), blocks: copy.blocks, photos: copy.photos };
}

// ---------- Lighthouse ----------

const median = (xs: (number | null | undefined)[]): number | null => {
  const s = xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
function round(x: number | null | undefined, digits = 1): number | null {
  return x === null || x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits;
}
const roundKnown = (x: number, digits = 1): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** Lighthouse categories measured on every page (issue 4 asks for all four). */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
};
const categoryScore = (lhr: Lhr, id: string): number | null => {
  const score = lhr.categories[id]?.score;
  return score === null || score === undefined ? null : score * 100;
};

type LighthouseRun =
  | { error: string }
  | {
      error?: undefined;
      score: number | null;
      accessibility: number | null;
      bestPractices: number | null;
      seo: number | null;
      lcpMs: number | null;
      cls: number | null;
      tbtMs: number | null;
      fcpMs: number | null;
      /** Lighthouse's CPU benchmark of the machine during the run (higher is faster; a busy machine scores low). */
      cpuBenchmark: number | null;
    };
type LighthouseSummary = Awaited<ReturnType<typeof lighthouse>>;
/** A page type the report measures. */
type Page = {
  type: PageType;
  path: string;
  signedIn?: boolean;
  js?: FirstLoadJs;
  bare?: Bare;
  /** Lighthouse medians per state of the shop ('open', 'closed'). */
  states?: Record<string, LighthouseSummary>;
};

/** Chromium trusts the CDN's test certificate by its key hash (set once the CDN is up). */
let chromeFlags = '--headless=new --no-sandbox';

/** `storage`: localStorage values the page needs (e.g. a customer's token). */
function lighthouseOnce(url: string, outFile: string, storage: Record<string, string> | null = null): Promise<LighthouseRun> {
  return new Promise((resolve) => {
    const args = storage
      ? [
          path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
          path.join(ROOT, 'scripts/lib/lighthouse-with-storage.mts'),
          url,
          outFile,
        ]
      : [
          path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
          url,
          `--only-categories=${CATEGORIES.join(',')}`,
          '--output=json',
          `--output-path=${outFile}`,
          `--chrome-flags=${chromeFlags}`,
          '--quiet',
        ];
    fs.rmSync(outFile, { force: true });
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: {
        ...process.env,
        CHROME_PATH,
        LIGHTHOUSE_CHROME_FLAGS: chromeFlags,
        ...(storage ? { LIGHTHOUSE_STORAGE: JSON.stringify(storage) } : {}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d));
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0 || !fs.existsSync(outFile)) return resolve({ error: `lighthouse exit ${code}: ${err.trim().slice(-300)}` });
      try {
        const lhr = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Lhr;
        if (lhr.runtimeError) return resolve({ error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` });
        const a = lhr.audits;
        resolve({
          score: categoryScore(lhr, 'performance'),
          accessibility: categoryScore(lhr, 'accessibility'),
          bestPractices: categoryScore(lhr, 'best-practices'),
          seo: categoryScore(lhr, 'seo'),
          lcpMs: a['largest-contentful-paint']?.numericValue ?? null,
          cls: a['cumulative-layout-shift']?.numericValue ?? null,
          tbtMs: a['total-blocking-time']?.numericValue ?? null,
          fcpMs: a['first-contentful-paint']?.numericValue ?? null,
          cpuBenchmark: lhr.environment?.benchmarkIndex ?? null,
        });
      } catch (e) {
        resolve({ error: String(e) });
      }
    });
  });
}

async function lighthouse(name: string, url: string, storage: Record<string, string> | null = null) {
  // One run first, not counted, fills the CDN stand-in's edge cache with this page's files (a
  // shop's edge is warm; a cold one makes the first counted run wait on netlify dev, lib/cdn.ts).
  const warmUp = await lighthouseOnce(url, path.join(OUT, 'lh', `${name}-warm-up.json`), storage);
  if (warmUp.error) process.stdout.write(`[perf] lighthouse ${name} warm-up: ${warmUp.error}\n`);
  const runs: LighthouseRun[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const r = await lighthouseOnce(url, path.join(OUT, 'lh', `${name}-${i}.json`), storage);
    process.stdout.write(
      `[perf] lighthouse ${name} run ${i}/${RUNS}: ${r.error ?? `score ${round(r.score, 0)}, LCP ${round(r.lcpMs, 0)} ms, TBT ${round(r.tbtMs, 0)} ms, CPU benchmark ${round(r.cpuBenchmark, 0)}`}\n`,
    );
    runs.push(r);
  }
  const ok = runs.filter((r): r is Exclude<LighthouseRun, { error: string }> => !r.error);
  return {
    runs: runs.length,
    failed: runs.length - ok.length,
    errors: runs.flatMap((r) => (r.error ? [r.error] : [])),
    score: round(median(ok.map((r) => r.score)), 0),
    accessibility: round(median(ok.map((r) => r.accessibility)), 0),
    bestPractices: round(median(ok.map((r) => r.bestPractices)), 0),
    seo: round(median(ok.map((r) => r.seo)), 0),
    lcpMs: round(median(ok.map((r) => r.lcpMs)), 0),
    cls: round(median(ok.map((r) => r.cls)), 3),
    tbtMs: round(median(ok.map((r) => r.tbtMs)), 0),
    fcpMs: round(median(ok.map((r) => r.fcpMs)), 0),
    samples: ok.map((r) => ({
      score: round(r.score, 0),
      lcpMs: round(r.lcpMs, 0),
      cls: round(r.cls, 3),
      tbtMs: round(r.tbtMs, 0),
      cpuBenchmark: round(r.cpuBenchmark, 0),
    })),
  };
}

// ---------- page choice ----------

type ApiCategory = { id: number; slug: string; parent_id: number | null; sort?: number };
type ApiProduct = { id: number; slug: string; price: number; category?: { slug: string } };

async function choosePages(): Promise<Page[]> {
  const get = async <T,>(p: string): Promise<T> => (await fetch(`${API_URL}${p}`)).json() as Promise<T>;
  const categories = await get<ApiCategory[]>('/api/categories');
  const bySort = (a: ApiCategory, b: ApiCategory) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id;
  const tops = categories.filter((c) => c.parent_id === null).sort(bySort);
  const category = tops.find((c) => fs.existsSync(htmlFile(`/ua/category/${c.slug}/`)));
  const products = await get<ApiProduct[]>('/api/products');
  const product =
    products.find((p) => p.category?.slug === category?.slug && fs.existsSync(htmlFile(`/ua/product/${p.slug}/`))) ??
    products.find((p) => fs.existsSync(htmlFile(`/ua/product/${p.slug}/`)));
  const pages: Page[] = [{ type: 'home', path: '/' }];
  if (category) pages.push({ type: 'category', path: `/ua/category/${category.slug}/` });
  else console.warn('[perf] no built category page found');
  if (product) pages.push({ type: 'product', path: `/ua/product/${product.slug}/` });
  else console.warn('[perf] no built product page found');
  if (fs.existsSync(htmlFile('/ua/checkout/'))) pages.push({ type: 'checkout', path: '/ua/checkout/' });
  else console.log('[perf] /ua/checkout/ is not built: checkout skipped');
  if (fs.existsSync(htmlFile('/ua/profile/information/')))
    pages.push({ type: 'profile', path: '/ua/profile/information/', signedIn: true });
  else console.log('[perf] /ua/profile/information/ is not built: profile skipped');
  return ONLY_PAGES ? pages.filter((p) => ONLY_PAGES.has(p.type)) : pages;
}

/** A new customer through the dev SMS flow (as tests/e2e/auth.spec.ts does); returns its token. */
async function customerToken(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the dev flow's JSON answers, read by name
  const call = async (method: string, p: string, body?: unknown): Promise<any> => {
    const res = await fetch(`${API_URL}${p}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  const phone = `+38067${digits}`;
  const password = 'perf-secret-1';
  const { id } = await call('POST', '/api/secret/generate/new', { phone });
  const { code } = await call('GET', `/api/dev/sms?phone=${encodeURIComponent(phone)}`);
  await call('POST', '/api/auth/register/v2', {
    secretId: id,
    forSite: true,
    name: 'Перф Тест',
    email: `perf${digits}@example.com`,
    phone,
    password,
    password_confirmation: password,
    sms: code,
  });
  return (await call('POST', '/api/auth/login', { phone, password })).access_token;
}

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

// ---------- main ----------

/** A port something already listens on would make us measure (or build against) another server. */
function portBusy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `gatsby build` (niced on request) with its wall time, CPU time and peak memory. */
async function measuredBuild(niceness = 0) {
  let sampler: { stop(): TreeSample } | null = null;
  const t0 = performance.now();
  await build({ niceness, onChild: (child) => (sampler = child.pid ? sampleTree(child.pid) : null) });
  const seconds = round((performance.now() - t0) / 1000);
  const sample: TreeSample = (sampler as { stop(): TreeSample } | null)?.stop() ?? { peakRssMB: null, cpuSeconds: null };
  return { seconds, ...sample };
}

/**
 * Has the shop API build its cached product listings (both languages) before a build reads them:
 * the first listing of a large catalogue after a change is serialised and checked against the
 * contract in development mode, which can outlast the build's 30 s request timeout. Seconds.
 */
async function warmListings() {
  const t0 = performance.now();
  for (const lang of ['ukrainian', 'russian']) {
    const res = await fetch(`${API_URL}/api/products?lang=${lang}`);
    if (!res.ok) throw new Error(`GET /api/products?lang=${lang}: ${res.status}`);
    await res.arrayBuffer();
  }
  return round((performance.now() - t0) / 1000);
}

/** The large-catalogue figures: full build, peak memory, rebuild after a price change, redirect table. */
async function measureScale() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-scale-'));
  console.log(`[perf] seeding the shop API with ${SCALE} products`);
  await startApi({ dataDir, scale: SCALE });
  const categories = (await (await fetch(`${API_URL}/api/categories`)).json()) as ApiCategory[];
  const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
  // A full build: no cache, no previous output (what `gatsby clean` removes).
  for (const dir of ['.cache', 'public']) fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
  console.log(`[perf] shop API listings ready in ${await warmListings()} s`);
  console.log(`[perf] full gatsby build of ${SCALE} products, ${categories.length} categories (nice -n ${SCALE_NICENESS})`);
  const full = await measuredBuild(SCALE_NICENESS);

  const redirectsFile = path.join(PUBLIC, '_redirects');
  const problems = fs.existsSync(redirectsFile)
    ? redirectTableProblems(
        fs.readFileSync(redirectsFile, 'utf8'),
        categories.map((c) => ({ slug: c.slug, parentSlug: c.parent_id ? (slugOf.get(c.parent_id) ?? null) : null })),
        API_URL,
      )
    : ['public/_redirects was not written'];
  problems.forEach((p) => console.log(`[perf] redirect table: ${p}`));

  // One catalogue change, then the rebuild with the cache that the build hook starts after a
  // structural change (a price is live without one; it stands in here as a change the pages show).
  const product = (await (await fetch(`${API_URL}/api/products/margarita`)).json()) as ApiProduct;
  const price = product.price + 1;
  const change = await fetch(`${API_URL}/api/dev/catalogue/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: product.id, price }),
  });
  if (!change.ok) throw new Error(`price change failed: ${change.status}`);
  console.log(
    `[perf] price of ${product.slug} changed to ${price} UAH; listings ready in ${await warmListings()} s; rebuilding with the cache`,
  );
  const rebuild = await measuredBuild(SCALE_NICENESS);
  const pageData = JSON.parse(fs.readFileSync(pageDataFile(`/ua/product/${product.slug}/`), 'utf8'));
  if (pageData.result?.data?.product?.price !== price)
    problems.push(`the rebuilt product page does not show the new price ${price}`);

  return {
    products: SCALE,
    categories: categories.length,
    niceness: SCALE_NICENESS,
    buildSeconds: full.seconds,
    buildCpuSeconds: full.cpuSeconds,
    peakRssMB: full.peakRssMB,
    rebuildSeconds: rebuild.seconds,
    rebuildCpuSeconds: rebuild.cpuSeconds,
    rebuildPeakRssMB: rebuild.peakRssMB,
    redirectProblems: problems.length,
    problems,
  };
}

function printBudgets(figures: PerfFigures): boolean {
  const rows = budgetRows(figures);
  console.log(`\nBudgets (issue #10)\n${renderBudgetTable(rows)}\n`);
  return allBudgetsMet(rows);
}

type ComparisonRow = {
  type: PageType;
  path: string;
  jsKB: { withoutFeed: number; withFeed: number };
  lcpMs: { withoutFeed: number | null; withFeed: number | null };
};

/**
 * The same pages on the copy built without the live menu (shop open), in the same way as the real
 * site: first-load JS from its files, Lighthouse through its own CDN stand-in.
 */
async function compareWithoutLiveMenu(pages: Page[], tls: ReturnType<typeof makeTlsIdentity>): Promise<ComparisonRow[]> {
  await serveSite({ port: NO_FEED_PORT, root: NO_FEED_SITE, label: 'site-no-live-menu' });
  const plain = await startCdn(`http://localhost:${NO_FEED_PORT}`, tls);
  try {
    const rows: ComparisonRow[] = [];
    for (const p of pages) {
      const js = firstLoadJs(p.path, path.join(NO_FEED_SITE, 'public'));
      const lh = await lighthouse(`${p.type}-no-live-menu`, `${plain.origin}${p.path}`, null);
      rows.push({
        type: p.type,
        path: p.path,
        jsKB: {
          withoutFeed: round(js.totalKB + js.inlineKB) ?? 0,
          withFeed: p.js ? (round(p.js.totalKB + p.js.inlineKB) ?? 0) : 0,
        },
        lcpMs: { withoutFeed: lh.lcpMs, withFeed: p.states?.open?.lcpMs ?? null },
      });
    }
    return rows;
  } finally {
    plain.server.close();
  }
}

function printComparison(rows: ComparisonRow[]) {
  const diff = (a: number | null, b: number | null, digits = 1) =>
    a === null || b === null ? '-' : String(round(b - a, digits));
  console.log('\nLive menu feed, same run (shop open): without -> with (difference)');
  for (const r of rows)
    console.log(
      `  ${r.type.padEnd(9)} first-load JS gz KB ${r.jsKB.withoutFeed} -> ${r.jsKB.withFeed} (${diff(r.jsKB.withoutFeed, r.jsKB.withFeed)})` +
        `  |  LCP ms ${r.lcpMs.withoutFeed ?? '-'} -> ${r.lcpMs.withFeed ?? '-'} (${diff(r.lcpMs.withoutFeed, r.lcpMs.withFeed, 0)})`,
    );
  console.log('');
}

/** One build's Lighthouse figures, run by run (ms, score 0-100). */
type BuildRuns = { tbtMs: (number | null)[]; score: (number | null)[]; lcpMs: (number | null)[] };
type VersusRow = { type: PageType; path: string; thisBuild: BuildRuns; otherBuild: BuildRuns };

/** Lighthouse on this build and on the `--versus` build, run by run in alternating order. */
async function compareWithBuild(pages: Page[], tls: ReturnType<typeof makeTlsIdentity>, folder: string): Promise<VersusRow[]> {
  if (!fs.existsSync(path.join(folder, 'netlify.toml')))
    fs.copyFileSync(path.join(ROOT, 'netlify.toml'), path.join(folder, 'netlify.toml'));
  const other = await serveSite({ port: VERSUS_PORT, root: folder, label: 'site-versus' });
  const otherCdn = await startCdn(`http://localhost:${VERSUS_PORT}`, tls);
  try {
    const rows: VersusRow[] = [];
    for (const p of pages) {
      const row: VersusRow = {
        type: p.type,
        path: p.path,
        thisBuild: { tbtMs: [], score: [], lcpMs: [] },
        otherBuild: { tbtMs: [], score: [], lcpMs: [] },
      };
      for (let i = 1; i <= RUNS; i++) {
        const order = i % 2 === 1 ? (['thisBuild', 'otherBuild'] as const) : (['otherBuild', 'thisBuild'] as const);
        for (const which of order) {
          const origin = which === 'thisBuild' ? cdn!.origin : otherCdn.origin;
          const name = `${p.type}-${which === 'thisBuild' ? 'this' : 'versus'}-${i}`;
          const r = await lighthouseOnce(`${origin}${p.path}`, path.join(OUT, 'lh', `${name}.json`));
          if (r.error !== undefined) {
            console.log(`[perf] lighthouse ${name}: ${r.error}`);
            continue;
          }
          console.log(`[perf] lighthouse ${name}: score ${round(r.score, 0)}, TBT ${round(r.tbtMs, 0)} ms`);
          row[which].tbtMs.push(round(r.tbtMs, 0));
          row[which].score.push(round(r.score, 0));
          row[which].lcpMs.push(round(r.lcpMs, 0));
        }
      }
      rows.push(row);
    }
    return rows;
  } finally {
    otherCdn.server.close();
    await other.stop();
  }
}

function printVersus(rows: VersusRow[], folder: string) {
  const known = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);
  const mean = (xs: (number | null)[]) =>
    known(xs).length ? round(known(xs).reduce((a, b) => a + b, 0) / known(xs).length, 0) : null;
  const line = (label: string, b: BuildRuns) =>
    `    ${label.padEnd(12)} score ${round(median(b.score), 0) ?? '-'} (${b.score.join(', ')})  ` +
    `TBT median ${round(median(b.tbtMs), 0) ?? '-'} ms, mean ${mean(b.tbtMs) ?? '-'} ms (${b.tbtMs.join(', ')})  ` +
    `LCP median ${round(median(b.lcpMs), 0) ?? '-'} ms`;
  console.log(`\nThis build versus ${folder}, runs interleaved`);
  for (const r of rows)
    console.log(`  ${r.type} ${r.path}\n${line('this build', r.thisBuild)}\n${line('other build', r.otherBuild)}`);
  console.log('');
}

let exitCode = 0;
let versus: VersusRow[] | null = null;
let cdn: Cdn | null = null;
let comparison: ComparisonRow[] | null = null;
try {
  if (!SCALE && !NO_LIGHTHOUSE && !fs.existsSync(CHROME_PATH)) {
    throw new Error(`Chromium not found at ${CHROME_PATH}. Install it with: apt-get update && apt-get install -y chromium`);
  }
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
    const scale = await measureScale();
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
    if (!printBudgets({ buildSeconds: null, pages: [], scale }) && exitCode === 0) exitCode = 1;
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

    const pages = await choosePages();
    for (const p of pages) {
      p.js = firstLoadJs(p.path);
      p.bare = writeBareCopy(p);
    }

    if (!NO_LIGHTHOUSE) {
      let site = await serveSite();
      // As Netlify's CDN serves it: HTTPS, HTTP/2, compressed; the bare copies from the same origin.
      const tls = makeTlsIdentity();
      cdn = await startCdn(SITE_URL, tls, bareFiles);
      chromeFlags = `--headless=new --no-sandbox --ignore-certificate-errors-spki-list=${tls.spkiSha256}`;
      const token = pages.some((p) => p.signedIn) ? await customerToken() : null;
      // The bare copies do not depend on the shop's state: measured once.
      for (const p of pages)
        if (p.bare) p.bare.lighthouse = await lighthouse(`bare-${p.type}`, `${cdn.origin}${p.bare.sitePath}`);
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
            `${p.type}-${state}`,
            `${cdn.origin}${p.path}`,
            p.signedIn && token ? { token } : null,
          );
        }
      }
      if (VERSUS) versus = await compareWithBuild(pages, tls, VERSUS);
      await openAllDay();
      if (COMPARE_LIVE_MENU) comparison = await compareWithoutLiveMenu(pages, tls);
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
    if (!printBudgets({ buildSeconds, pages: measuredPages, scale: null })) exitCode = 1;
  }
} catch (err) {
  console.error(`[perf] ${err instanceof Error ? err.message : err}`);
  exitCode = 1;
} finally {
  cdn?.server.close();
  stopAll();
}
process.exit(exitCode);
