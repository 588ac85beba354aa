/**
 * `npm run api:backup [-- --to <folder>]`: one snapshot now (kind `manual`, kept until deleted) of
 * the database in SHOP_API_DATA_DIR and the customers' files, into SHOP_API_BACKUP_DIR or the
 * folder given. Safe while the API runs (SQLite's online backup). Prints the snapshot's folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { takeSnapshot } from '../src/backup/snapshot';

async function main(): Promise<number> {
  // The folders only: the outside services' keys are not needed to copy the data.
  const config = readConfig({ ...process.env, NODE_ENV: 'development' });
  const toAt = process.argv.indexOf('--to');
  const backupDir = toAt !== -1 ? process.argv[toAt + 1] : config.backup.dir;
  if (!backupDir) {
    console.error('Where to? Set SHOP_API_BACKUP_DIR or pass --to <folder>.');
    return 1;
  }
  const file = path.join(config.dataDir, 'shop.sqlite');
  if (!fs.existsSync(file)) {
    console.error(`No database at ${file} (SHOP_API_DATA_DIR).`);
    return 1;
  }
  process.umask(0o077);
  const db = openDatabase(file);
  try {
    const s = await takeSnapshot(db, { dataDir: config.dataDir, backupDir: path.resolve(backupDir), kind: 'manual' });
    console.log(`Snapshot: ${s.dir} (${(s.bytes / 1024).toFixed(0)} KiB, ${s.ms} ms, integrity ok, checksums in SHA256SUMS)`);
    return 0;
  } finally {
    db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`Backup failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
