/**
 * `npm run check:api-build` (CI): the production build as the Dockerfile makes it, without Docker.
 * `npm run api:build`; dist/ copied to an empty folder; `npm install --omit=dev` there (only the
 * API's packages); `NODE_ENV=production node src/main.js` with every key set answers /api/ready,
 * has no dev endpoints, takes its first snapshot and stops on SIGTERM with exit 0; `--reset` is
 * refused. Prints the install's size and times.
 *
 * better-sqlite3's native binary reaches that install as prebuild-install's "local prebuild": the
 * one the repository's own `npm ci` compiled (the same pinned version, this machine's Node). Its
 * published binaries are on GitHub, out of reach here, so the install would compile the same C
 * source a second time (about 60 s). Without the repository's binary it compiles as before.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, request, startApiProcess } from '../src/test-process';
import { productionEnv } from '../src/test-utils';

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const res = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${res.status}):\n${res.stderr}${res.stdout}`);
  return res;
}

function bytesUnder(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce(
      (sum, e) =>
        sum + (e.isDirectory() ? bytesUnder(path.join(dir, e.name)) : e.isFile() ? fs.statSync(path.join(dir, e.name)).size : 0),
      0,
    );
}

function check(ok: boolean, what: string) {
  if (!ok) throw new Error(`production build: ${what}`);
  console.log(`ok: ${what}`);
}

/** A folder holding the repository's better-sqlite3 binary under prebuild-install's name for it, or null. */
function sqlitePrebuildFolder(root: string): string | null {
  const pkgDir = path.join(REPO_ROOT, 'node_modules/better-sqlite3');
  const binary = 'build/Release/better_sqlite3.node';
  if (!fs.existsSync(path.join(pkgDir, binary))) return null;
  const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };
  // prebuild-install's default name: {name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.tar.gz (glibc: no libc part).
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const folder = path.join(root, 'prebuilds');
  fs.mkdirSync(folder);
  run('tar', ['-czf', path.join(folder, name), binary], pkgDir);
  return folder;
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-production-'));
  const app = path.join(root, 'app');
  try {
    run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'shop-api/scripts/build.ts')], REPO_ROOT);
    fs.cpSync(path.join(REPO_ROOT, 'shop-api/dist'), app, { recursive: true });
    const installStarted = Date.now();
    const prebuilds = sqlitePrebuildFolder(root);
    const npmEnv = {
      ...process.env,
      NODE_ENV: 'production',
      ...(prebuilds ? { npm_config_better_sqlite3_local_prebuilds: prebuilds } : {}),
    };
    run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app, npmEnv);
    const installMs = Date.now() - installStarted;
    // A compile leaves its object files next to the binary; the local prebuild brings the binary alone.
    const compiled = fs.existsSync(path.join(app, 'node_modules/better-sqlite3/build/Release/obj'));
    console.log(`better-sqlite3: ${compiled ? 'compiled from source' : "the repository's binary (local prebuild)"}`);
    const installed = fs.readdirSync(path.join(app, 'node_modules'));
    check(
      !installed.includes('gatsby') && !installed.includes('@playwright') && !installed.includes('typescript'),
      'no Gatsby, Playwright or TypeScript installed',
    );
    const mib = bytesUnder(app) / 1024 / 1024;
    console.log(
      `production install: ${mib.toFixed(1)} MiB (${installed.length} top-level packages) in ${(installMs / 1000).toFixed(0)} s`,
    );

    const env = { ...productionEnv({ SHOP_API_BACKUP_DIR: path.join(root, 'backups') }), PATH: process.env.PATH };
    const dataDir = path.join(root, 'data');
    const reset = spawnSync(process.execPath, ['src/main.js', '--reset'], {
      cwd: app,
      env: { ...env, SHOP_API_DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    check(
      reset.status === 1 && /--reset .* refused under NODE_ENV=production/.test(reset.stderr),
      '--reset refused under production',
    );

    const started = Date.now();
    const api = await startApiProcess({
      dataDir,
      cwd: app,
      env,
      sharedImages: false,
      startTimeoutMs: 600_000,
      command: [process.execPath, path.join(app, 'src/main.js')],
    });
    try {
      console.log(`first start (seeding, drawing the images): ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const ready = await request(`${api.url}/api/ready`, 'GET');
      check(
        ready.status === 200 &&
          JSON.stringify(ready.body) ===
            JSON.stringify({ status: 'ready', checks: { database: 'ok', migrations: 'ok', providers: 'ok' } }),
        `/api/ready answers ${JSON.stringify(ready.body)}`,
      );
      check((await request(`${api.url}/api/health`, 'GET')).status === 200, '/api/health answers 200');
      check((await request(`${api.url}/api/dev/sms?phone=0501112233`, 'GET')).status === 404, 'no dev endpoints');
      check((await request(`${api.url}/api/products`, 'GET')).status === 200, 'the menu is served');
      await new Promise((r) => setTimeout(r, 1000));
      check(
        fs.readdirSync(path.join(root, 'backups')).some((n) => /^shop-\d{8}-\d{6}-daily$/.test(n)),
        'the first scheduled snapshot is taken at start',
      );
    } finally {
      api.child.kill('SIGTERM');
    }
    const exit = await api.exited;
    check(exit.code === 0, `SIGTERM: exit ${exit.code ?? exit.signal}`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(String(err instanceof Error ? err.message : err));
  process.exit(1);
});
