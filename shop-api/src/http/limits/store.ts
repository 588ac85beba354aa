import type Database from 'better-sqlite3';

/** The counted events of the abuse limits: table `limit_hits` (db/migrations/0001-initial/limits.ts). */

/** Longest window any limit looks back over (1 day), plus a margin: older events are deleted. */
const KEEP_MS = 2 * 86_400_000;

/** The store's statements, prepared once per database (preparing costs more than running them). */
const statements = new WeakMap<Database.Database, ReturnType<typeof prepare>>();

function prepare(db: Database.Database) {
  return {
    insert: db.prepare('INSERT INTO limit_hits (bucket, key, subject, at) VALUES (?, ?, ?, ?)'),
    prune: db.prepare('DELETE FROM limit_hits WHERE bucket = ? AND key = ? AND at < ?'),
    since: db.prepare('SELECT at, subject FROM limit_hits WHERE bucket = ? AND key = ? AND at > ?'),
    forget: db.prepare('DELETE FROM limit_hits WHERE rowid = ?'),
  };
}

function statementsOf(db: Database.Database) {
  let s = statements.get(db);
  if (!s) statements.set(db, (s = prepare(db)));
  return s;
}

/** Counts one event; returns its row id (forgetHit takes back a reservation that turned out not to count). */
export function recordHit(db: Database.Database, bucket: string, key: string, at: Date, subject = ''): number {
  const s = statementsOf(db);
  const id = Number(s.insert.run(bucket, key, subject, at.getTime()).lastInsertRowid);
  s.prune.run(bucket, key, at.getTime() - KEEP_MS);
  return id;
}

export function forgetHit(db: Database.Database, id: number) {
  statementsOf(db).forget.run(id);
}

/** Events of a bucket and key since `sinceMs`. */
export function hitsSince(db: Database.Database, bucket: string, key: string, sinceMs: number) {
  return statementsOf(db).since.all(bucket, key, sinceMs) as { at: number; subject: string }[];
}
