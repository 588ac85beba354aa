/**
 * `npm start`: shop API + fresh build + Netlify's server; prints the API's URL, one updating line
 * while the site builds (its stage and images done of total), the shop's URL, then only warnings and errors (`-- --verbose` or LOG_LEVEL=info: every line, requests too).
 * `-- --no-build` reuses public/. Full logs in logs/.
 */
import path from 'node:path';
import { build, hasBuild, serveSite, SITE_ROOT, SITE_URL, startApi } from './lib/stack.mts';

try {
  await startApi();
  if (!process.argv.includes('--no-build') || !hasBuild(path.join(SITE_ROOT, 'public'))) await build({ progress: true });
  await serveSite({ root: SITE_ROOT });
  console.log(`Shop: ${SITE_URL}/\n(Ctrl-C stops the shop and its API)`);
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
