/**
 * `npm run serve`: the shop API and Netlify's server over the existing public/ (no build), e.g.
 * for running Playwright by hand against a build made earlier. Builds only when public/ has no
 * build at all. As quiet as `npm start`.
 */
import path from 'node:path';
import { build, hasBuild, serveSite, SITE_ROOT, SITE_URL, startApi } from './lib/stack.mts';

try {
  await startApi();
  if (!hasBuild(path.join(SITE_ROOT, 'public'))) await build();
  await serveSite({ root: SITE_ROOT });
  console.log(`Shop: ${SITE_URL}/\n(Ctrl-C stops the shop and its API)`);
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
