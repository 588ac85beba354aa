import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './open';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the database files', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-files-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are the API user’s alone: folder 0700, database, WAL and shared memory 0600', () => {
    const data = path.join(dir, 'data');
    const file = path.join(data, 'shop.sqlite');
    const db = openDatabase(file);
    db.prepare("INSERT INTO meta (key, value) VALUES ('probe', 'x')").run();
    expect(modeOf(data)).toBe(0o700);
    for (const suffix of ['', '-wal', '-shm']) expect([suffix, modeOf(file + suffix)]).toEqual([suffix, 0o600]);
    db.close();
  });

  it('narrows the files of an older release (0644, folder 0755)', () => {
    const data = path.join(dir, 'data');
    const file = path.join(data, 'shop.sqlite');
    openDatabase(file).close();
    fs.chmodSync(data, 0o755);
    fs.chmodSync(file, 0o644);
    openDatabase(file).close();
    expect(modeOf(data)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
  });

  it('commits with synchronous = FULL: an answered write is on disk before the answer', () => {
    const db = openDatabase(path.join(dir, 'shop.sqlite'));
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // 2 = FULL
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});
