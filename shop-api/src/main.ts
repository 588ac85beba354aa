import path from 'node:path';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { readConfig } from './config';
import { openDatabase } from './db/open';
import { buildApp } from './app';
import { logLevelFrom } from './log-level';

/**
 * `npm run api [-- --reset] [--scale N]`: serves the shop API on SHOP_API_PORT (default 3001).
 * `--scale N` (or SHOP_API_SCALE=N) seeds a fresh database with N products (catalogue/scaled-catalogue.ts).
 * Logs warnings and errors; one line per request with LOG_LEVEL=info or `--verbose`.
 */
async function main() {
  // Whatever the API writes (database, images, uploads, backups) is its user's alone.
  process.umask(0o077);
  const scaleAt = process.argv.indexOf('--scale');
  if (scaleAt !== -1) process.env.SHOP_API_SCALE = process.argv[scaleAt + 1] ?? '';
  const config = readConfig();
  const file = path.join(config.dataDir, 'shop.sqlite');
  if (process.argv.includes('--reset')) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    fs.rmSync(path.join(config.dataDir, 'images'), { recursive: true, force: true });
  }
  const db = openDatabase(file);
  const { app } = await buildApp({ db, config, logLevel: logLevelFrom(process.env, process.argv) });
  const close = async () => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: process.env.SHOP_API_HOST ?? '127.0.0.1' });
  // Its address (the port the system gave for SHOP_API_PORT=0), whatever the log level.
  const { port } = app.server.address() as AddressInfo;
  console.log(`Shop API: http://localhost:${port} (data: ${config.dataDir})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
