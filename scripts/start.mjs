/** `npm start`: shop API + fresh build + Netlify's server; prints one URL. `--no-build` reuses public/. */
import { build, hasBuild, serveSite, SITE_URL, startApi } from './lib/stack.mjs';

try {
  await startApi();
  if (!process.argv.includes('--no-build') || !hasBuild()) await build();
  await serveSite();
  console.log(`\nShop: ${SITE_URL}/\n(Ctrl-C stops the shop and its API)\n`);
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
