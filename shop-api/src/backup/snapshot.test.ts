import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/open';
import { loadMigrations } from '../db/migrate';
import { listSnapshots, takeSnapshot, verifySnapshot } from './snapshot';
import { PID_FILE, restoreSnapshot } from './restore';
import { startBackupSchedule } from './schedule';

let root: string;
let dataDir: string;
let backupDir: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-backup-'));
  dataDir = path.join(root, 'data');
  backupDir = path.join(root, 'backups');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function dataWithRows() {
  const db = openDatabase(path.join(dataDir, 'shop.sqlite'));
  db.prepare("INSERT INTO users (name, phone) VALUES ('Олена', '+380501112233')").run();
  fs.mkdirSync(path.join(dataDir, 'uploads', 'cv'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'cv', 'a.pdf'), 'cv of Olena');
  fs.mkdirSync(path.join(dataDir, 'images', 'avatars'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'images', 'avatars', 'u1-x-96.webp'), 'avatar');
  fs.mkdirSync(path.join(dataDir, 'images', 'products'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'images', 'products', 'pizza.jpg'), 'generated');
  return db;
}

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;

describe('snapshots', () => {
  it('copy the open database and the customers’ files (not generated images), owner-only, with checksums', async () => {
    const db = dataWithRows();
    const s = await takeSnapshot(db, { dataDir, backupDir, kind: 'manual', now: new Date('2026-11-28T09:00:00Z') });
    // Written after the snapshot: not in it.
    db.prepare("INSERT INTO users (name, phone) VALUES ('Later', '+380501112234')").run();
    db.close();
    expect(s.name).toBe('shop-20261128-090000-manual');
    expect(fs.readFileSync(path.join(s.dir, 'SHA256SUMS'), 'utf8')).toMatch(
      /^[0-9a-f]{64} {2}images\/avatars\/u1-x-96\.webp\n[0-9a-f]{64} {2}shop\.sqlite\n[0-9a-f]{64} {2}uploads\/cv\/a\.pdf\n$/,
    );
    expect(fs.existsSync(path.join(s.dir, 'images', 'products'))).toBe(false);
    expect(verifySnapshot(s.dir)).toEqual([]);
    expect(modeOf(backupDir)).toBe(0o700);
    expect(modeOf(path.join(s.dir, 'shop.sqlite'))).toBe(0o600);
    expect(listSnapshots(backupDir).map((x) => x.name)).toEqual([s.name]);
  });

  it('a damaged snapshot is named as such and not restored', async () => {
    const db = dataWithRows();
    const s = await takeSnapshot(db, { dataDir, backupDir, kind: 'manual' });
    db.close();
    fs.appendFileSync(path.join(s.dir, 'uploads', 'cv', 'a.pdf'), '!');
    fs.writeFileSync(path.join(s.dir, 'stray.txt'), 'x');
    expect(verifySnapshot(s.dir)).toEqual(['uploads/cv/a.pdf: checksum differs', 'stray.txt: not in SHA256SUMS']);
    expect(() => restoreSnapshot(s.dir, path.join(root, 'elsewhere'))).toThrow(
      /damaged:\n {2}uploads\/cv\/a\.pdf: checksum differs/,
    );
  });

  it('restore: refused under a running API; puts the snapshot in place and keeps what it replaced', async () => {
    const db = dataWithRows();
    const s = await takeSnapshot(db, { dataDir, backupDir, kind: 'manual' });
    db.prepare("INSERT INTO users (name, phone) VALUES ('Later', '+380501112234')").run();
    db.close();
    fs.writeFileSync(path.join(dataDir, PID_FILE), `${process.pid}\n`); // this process plays the running API
    expect(() => restoreSnapshot(s.dir, dataDir)).toThrow(
      `the shop API (process ${process.pid}) is running on ${dataDir}: stop it first`,
    );
    fs.rmSync(path.join(dataDir, PID_FILE));

    const replaced = restoreSnapshot(s.dir, dataDir, new Date('2026-11-28T10:00:00Z'))!;
    expect(path.basename(replaced)).toBe('replaced-20261128T100000000Z');
    const restored = openDatabase(path.join(dataDir, 'shop.sqlite'));
    expect(restored.prepare('SELECT name FROM users ORDER BY id').all()).toEqual([{ name: 'Олена' }]);
    restored.close();
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'cv', 'a.pdf'), 'utf8')).toBe('cv of Olena');
    const before = openDatabase(path.join(replaced, 'shop.sqlite'));
    expect(before.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 2 });
    before.close();
  });

  it('restore refuses a snapshot newer than this release', async () => {
    const db = dataWithRows();
    db.pragma(`user_version = ${loadMigrations().length + 1}`);
    const s = await takeSnapshot(db, { dataDir, backupDir, kind: 'manual' });
    db.pragma(`user_version = ${loadMigrations().length}`);
    db.close();
    expect(() => restoreSnapshot(s.dir, path.join(root, 'elsewhere'))).toThrow(/newer than this release/);
  });

  it('the schedule takes one at start when the newest is old, then one per interval, and deletes expired ones', async () => {
    const db = dataWithRows();
    // Two old ones: an hourly of 3 days ago (expired) and a daily of 3 days ago (kept).
    const old = new Date(Date.now() - 3 * 86_400_000);
    await takeSnapshot(db, { dataDir, backupDir, kind: 'hourly', now: old });
    await takeSnapshot(db, { dataDir, backupDir, kind: 'daily', now: new Date(old.getTime() + 1000) });
    const lines: string[] = [];
    const schedule = startBackupSchedule(db, {
      dataDir,
      backupDir,
      intervalMs: 1100,
      log: { info: (m) => lines.push(m), error: (m) => lines.push(`ERROR ${m}`) },
    });
    await new Promise((r) => setTimeout(r, 2500));
    await schedule.stop();
    db.close();
    const kinds = listSnapshots(backupDir).map((s) => s.kind);
    expect(kinds[0]).toBe('daily'); // the old daily
    expect(kinds.filter((k) => k === 'hourly').length).toBeGreaterThanOrEqual(1);
    expect(kinds.slice(1)[0]).toBe('daily'); // the first of today
    expect(lines.some((l) => /expired, deleted$/.test(l))).toBe(true);
    expect(lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
  });
});
