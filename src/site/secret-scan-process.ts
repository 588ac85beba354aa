import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { IncrementalScan } from './secret-scan';

/**
 * scanForSecretsIncremental (secret-scan.ts) in a Node process of its own, with the environment
 * given. In `gatsby build`'s process, after it has built the 20,000 pages of the 10,000-product
 * catalogue, the scan of public/ (42,000 files) took 51 to 62 s; the same scan in a fresh process
 * started from the same place took 9.5 s. The profile of the build's process put the time in the
 * scan's regular expressions (the literal sieve and the `password: "..."` pattern 6 to 14 times
 * slower there), not in reading files; a regular-expression benchmark run beside it at the same
 * moment ran at its usual speed.
 */
export function scanForSecretsInOwnProcess(dir: string, env: NodeJS.ProcessEnv, memoryFile: string): IncrementalScan {
  // esbuild ships with tsx (a dependency), as for the service worker's bundle; only the build loads it.
  const esbuild = require('esbuild') as typeof import('esbuild');
  const bundle = esbuild.buildSync({
    entryPoints: [path.join(__dirname, 'secret-scan-child.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node18',
  });
  const run = spawnSync(process.execPath, ['-', dir, memoryFile], {
    input: bundle.outputFiles[0].text,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) {
    throw new Error(`The secret scan's process failed (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr}`);
  }
  return JSON.parse(run.stdout) as IncrementalScan;
}
