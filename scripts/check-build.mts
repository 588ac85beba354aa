/**
 * `npm run check:build`: builds the storefront for production from nothing (public/ and .cache
 * removed first; a fresh shop API to source from; no stand-in links: GATSBY_SHOP_API_STANDINS
 * unset) and fails when public/ holds a `/api/dev` path or a source map with sources
 * (scripts/lib/build-hygiene.ts). `--no-build` scans public/ as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, ROOT, startApi, stopAllAndWait } from './lib/stack.mts';
import { scanBuild } from './lib/build-hygiene.ts';

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
  code = problems.length === 0 ? 0 : 1;
} catch (err) {
  console.error(String(err));
} finally {
  await stopAllAndWait();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
