/**
 * `npm run serve`: the shop API and Netlify's server over the existing public/ (no build).
 * For running Playwright by hand against a build made earlier; prints one URL.
 * Builds only when public/ has no build at all.
 */
import { build, hasBuild, serveSite, SITE_URL, startApi } from './lib/stack.mjs';

try {
  await startApi();
  if (!hasBuild()) {
    console.log('No build in public/ yet: building once.');
    await build();
  }
  await serveSite();
  console.log(`\nShop: ${SITE_URL}/\n(Ctrl-C stops the shop and its API)\n`);
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
