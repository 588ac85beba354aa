/**
 * `npm run check:build`: builds the storefront for production from nothing (public/ and .cache
 * removed first; a fresh shop API to source from; no stand-in links: GATSBY_SHOP_API_STANDINS
 * unset) and fails when public/ holds a `/api/dev` path or a source map with sources
 * (scripts/lib/build-hygiene.ts), or when a page's first-load JavaScript is above its CI guard
 * (scripts/lib/budgets.ts FIRST_LOAD_JS_GUARD_KB; counted as `npm run perf` counts it, on the demo
 * catalogue's pages). `--no-build` checks public/ as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, ROOT, startApi, stopAllAndWait } from './lib/stack.mts';
import { scanBuild } from './lib/build-hygiene.ts';
import { firstLoadJs } from './lib/first-load-js.ts';
import { firstLoadGuardProblems, type PageType } from './lib/budgets.ts';
import { round } from './lib/figures.ts';

/** One page of each type of the demo catalogue (the pages `npm run perf` picks). */
const GUARDED_PAGES: { type: PageType; path: string }[] = [
  { type: 'home', path: '/' },
  { type: 'category', path: '/ua/category/pizza/' },
  { type: 'product', path: '/ua/product/margarita/' },
  { type: 'checkout', path: '/ua/checkout/' },
  { type: 'profile', path: '/ua/profile/information/' },
];

function firstLoadKB(sitePath: string): number | null {
  try {
    const js = firstLoadJs(sitePath, path.join(ROOT, 'public'));
    return round(js.totalKB + js.inlineKB);
  } catch {
    return null; // the page is not built
  }
}

let code = 1;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-check-build-'));
try {
  if (!process.argv.includes('--no-build')) {
    await startApi({ dataDir });
    // From nothing: gatsby build never deletes old chunks from public/, so a stand-in build before
    // (the e2e tests') would leave its files there, and the cache could reuse its modules.
    for (const dir of ['public', '.cache']) fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
    await build({ standIns: false });
  }
  const problems = scanBuild(path.join(ROOT, 'public'));
  for (const p of problems) console.error(`public/${p.file}: ${p.problem}`);
  console.log(
    problems.length === 0 ? 'public/ is clean: no /api/dev path, no source map with sources' : `${problems.length} problem(s)`,
  );
  const heavy = firstLoadGuardProblems(GUARDED_PAGES.map((p) => ({ type: p.type, firstLoadJsKB: firstLoadKB(p.path) })));
  for (const line of heavy) console.error(line);
  if (heavy.length === 0) console.log('first-load JavaScript within its CI guard on every page type');
  code = problems.length === 0 && heavy.length === 0 ? 0 : 1;
} catch (err) {
  console.error(String(err));
} finally {
  await stopAllAndWait();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
