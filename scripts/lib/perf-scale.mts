/**
 * `npm run perf -- --scale [N]`: the shop API seeded with N products, a clean full `gatsby build`
 * (niced: the machine is shared) with the peak memory of its process tree, one price change
 * through POST /api/dev/catalogue/price, the rebuild with Gatsby's cache, and the generated
 * _redirects checked (src/routing/redirects.ts). It replaces public/ and .cache with the scaled build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_URL, build, LOG_DIR, ROOT, startApi } from './stack.mts';
import { sampleTree, type TreeSample } from './tree-memory.mts';
import { pageDataFile } from './first-load-js.ts';
import { round } from './figures.ts';
import type { ApiCategory, ApiProduct } from './perf-pages.mts';
import { redirectTableProblems } from '../../src/routing/redirects.ts';

/** `gatsby build` (niced on request) with its wall time, CPU time and peak memory. */
export async function measuredBuild(niceness = 0) {
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
export async function measureScale(products: number, niceness: number) {
  const publicDir = path.join(ROOT, 'public');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-scale-'));
  console.log(`[perf] seeding the shop API with ${products} products`);
  await startApi({ dataDir, scale: products });
  const categories = (await (await fetch(`${API_URL}/api/categories`)).json()) as ApiCategory[];
  const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
  // A full build: no cache, no previous output (what `gatsby clean` removes).
  for (const dir of ['.cache', 'public']) fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
  console.log(`[perf] shop API listings ready in ${await warmListings()} s`);
  console.log(`[perf] full gatsby build of ${products} products, ${categories.length} categories (nice -n ${niceness})`);
  const full = await measuredBuild(niceness);
  // The rebuild writes logs/build.log again: the full build's step timings stay beside it.
  fs.copyFileSync(path.join(LOG_DIR, 'build.log'), path.join(LOG_DIR, 'build-full.log'));

  const redirectsFile = path.join(publicDir, '_redirects');
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
  const rebuild = await measuredBuild(niceness);
  const pageData = JSON.parse(fs.readFileSync(pageDataFile(`/ua/product/${product.slug}/`, publicDir), 'utf8'));
  if (pageData.result?.data?.product?.price !== price)
    problems.push(`the rebuilt product page does not show the new price ${price}`);

  return {
    products,
    categories: categories.length,
    niceness,
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
