// `node scripts/e2e.mjs <playwright args>` (the command in the team's working notes) runs the
// TypeScript runner, scripts/e2e.mts, with tsx; `npm run test:e2e -- <args>` does the same.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const run = spawnSync(process.execPath, [tsx, path.join(root, 'scripts/e2e.mts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
