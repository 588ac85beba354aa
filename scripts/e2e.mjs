/**
 * `npm run test:e2e`: a fresh shop API (temporary database), a build against it, Netlify's
 * server over public/, then Playwright in Debian's Chromium. Exits with Playwright's code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { API_URL, build, hasBuild, ROOT, serveSite, startApi, stopAll } from './lib/stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

let code = 1;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-e2e-'));
try {
  await startApi({ dataDir });
  // Tests run at any hour: open the kitchen around the clock (tests that need it closed say so).
  for (const [key, value] of [
    ['time_start', '00:00'],
    ['time_end', '23:59'],
  ]) {
    await fetch(`${API_URL}/api/dev/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, value }),
    });
  }
  if (!process.argv.includes('--no-build') || !hasBuild()) await build();
  await serveSite();
  const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
  code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', ...extra], {
      cwd: ROOT,
      stdio: 'inherit',
      env: process.env,
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
} catch (err) {
  console.error(String(err));
} finally {
  stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
