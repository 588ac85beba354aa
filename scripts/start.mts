/**
 * `npm start`: shop API + fresh build + Netlify's server; prints the API's and the shop's URL,
 * then only warnings and errors (`-- --verbose` or LOG_LEVEL=info: every line, requests too).
 * `-- --no-build` reuses public/. Full logs in logs/.
 */
import { build, hasBuild, serveSite, SITE_URL, startApi } from './lib/stack.mts';

try {
  await startApi();
  if (!process.argv.includes('--no-build') || !hasBuild()) await build();
  await serveSite();
  console.log(`Shop: ${SITE_URL}/\n(Ctrl-C stops the shop and its API)`);
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
