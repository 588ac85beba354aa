import path from 'node:path';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { readConfig } from './config';
import { openDatabase } from './db/open';
import { buildApp } from './app';
import { logLevelFrom } from './log-level';
import { shutDown } from './shutdown';
import { startBackupSchedule, type BackupSchedule } from './backup/schedule';
import { PID_FILE } from './backup/restore';

/**
 * `npm run api [-- --reset] [--scale N]`: serves the shop API on SHOP_API_PORT (default 3001).
 * `--scale N` (or SHOP_API_SCALE=N) seeds a fresh database with N products (catalogue/scaled-catalogue.ts).
 * Logs warnings and errors; one line per request with LOG_LEVEL=info or `--verbose`.
 * SIGTERM or SIGINT: a graceful stop (shutdown.ts), exit 0. `--reset` is refused under production.
 */
async function main() {
  // Whatever the API writes (database, images, uploads, backups) is its user's alone.
  process.umask(0o077);
  const scaleAt = process.argv.indexOf('--scale');
  if (scaleAt !== -1) process.env.SHOP_API_SCALE = process.argv[scaleAt + 1] ?? '';
  const config = readConfig();
  const file = path.join(config.dataDir, 'shop.sqlite');
  if (process.argv.includes('--reset')) {
    if (config.production)
      throw new Error(
        '--reset deletes every customer, order and payment: refused under NODE_ENV=production. ' +
          'To start from a snapshot, stop the API and use npm run api:restore (shop-api/README.md, "Backups and restore").',
      );
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    fs.rmSync(path.join(config.dataDir, 'images'), { recursive: true, force: true });
  }
  const db = openDatabase(file);
  const { app } = await buildApp({ db, config, logLevel: logLevelFrom(process.env, process.argv) });
  let backups: BackupSchedule | undefined;
  const pidFile = path.join(config.dataDir, PID_FILE);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Shop API: ${signal}, finishing the requests in flight (at most ${config.shutdownGraceMs} ms)`);
    shutDown(app, db, {
      graceMs: config.shutdownGraceMs,
      warn: (message) => app.log.warn(message),
      // A snapshot in progress finishes before the database closes.
      afterRequests: () => backups?.stop(),
    }).then(
      () => {
        fs.rmSync(pidFile, { force: true });
        process.exit(0);
      },
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: process.env.SHOP_API_HOST ?? '127.0.0.1' });
  // Its address (the port the system gave for SHOP_API_PORT=0), whatever the log level.
  const { port } = app.server.address() as AddressInfo;
  console.log(`Shop API: http://localhost:${port} (data: ${config.dataDir})`);
  // npm run api:restore refuses to replace the database under a running API.
  fs.writeFileSync(pidFile, `${process.pid}\n`);
  if (config.backup.dir)
    backups = startBackupSchedule(db, {
      dataDir: config.dataDir,
      backupDir: config.backup.dir,
      intervalMs: config.backup.intervalMs,
      log: { info: (m) => app.log.info(m), error: (m) => app.log.error(m) },
    });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
