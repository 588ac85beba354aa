/**
 * `npm run api:restore -- <snapshot>`: checks a snapshot (checksums, integrity, schema version) and
 * puts it in place of the database and customers' files in SHOP_API_DATA_DIR, for a stopped API.
 * `<snapshot>` is a snapshot folder, or its name in SHOP_API_BACKUP_DIR (`--list` shows them).
 * What it replaces is moved to <data>/replaced-<time>/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../src/config';
import { listSnapshots } from '../src/backup/snapshot';
import { restoreSnapshot } from '../src/backup/restore';

function main(): number {
  const config = readConfig({ ...process.env, NODE_ENV: 'development' });
  const arg = process.argv[2];
  if (!arg || arg === '--list') {
    if (config.backup.dir)
      for (const s of listSnapshots(config.backup.dir)) console.log(`${s.name}  (${s.takenAt.toISOString()})`);
    if (!arg)
      console.error('Usage: npm run api:restore -- <snapshot folder or name>   (--list: the snapshots in SHOP_API_BACKUP_DIR)');
    return arg ? 0 : 1;
  }
  const snapshot = fs.existsSync(arg) ? path.resolve(arg) : config.backup.dir ? path.join(config.backup.dir, arg) : arg;
  if (!fs.existsSync(snapshot)) {
    console.error(`No snapshot at ${snapshot}.`);
    return 1;
  }
  const replaced = restoreSnapshot(snapshot, config.dataDir);
  console.log(
    `Restored ${path.basename(snapshot)} into ${config.dataDir}` +
      (replaced ? `; what was there is in ${replaced}` : '') +
      '. Start the API: it draws the generated images again.',
  );
  return 0;
}

try {
  process.umask(0o077);
  process.exit(main());
} catch (err) {
  console.error(`Restore refused: ${(err as Error).message}`);
  process.exit(1);
}
