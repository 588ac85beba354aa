import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Every test's browser starts with the timed popup (subscribe / mobile app, spec section 4) just
 * shown: it would otherwise open over whatever a journey is doing once it spends 30 s on a page
 * (a busy CI machine makes that likely). The popup's own tests start from empty storage.
 */
// Outside test-results (Playwright empties it) and one per site port (several stacks run on one machine).
export const QUIET_POPUP_STATE = path.join(os.tmpdir(), `playwright-popup-quiet-${process.env.SITE_PORT ?? '8888'}.json`);

export default function globalSetup() {
  // The analytics build (scripts/e2e.mjs) is another origin: quiet there too.
  const origins = [process.env.SITE_URL ?? 'http://localhost:8888', process.env.ANALYTICS_SITE_URL].filter(Boolean);
  fs.writeFileSync(
    QUIET_POPUP_STATE,
    JSON.stringify({
      cookies: [],
      origins: origins.map((origin) => ({ origin, localStorage: [{ name: 'popup_last_view', value: String(Date.now()) }] })),
    }),
  );
}
