import type Database from 'better-sqlite3';

/**
 * The order of Poster's stock webhooks (issue 48, modules/pos), kept across restarts:
 * `pos_webhook_times` holds, per POS object (`<kind>:<POS id>`, webhook-rules.staleOrderKey), the
 * send time (Unix s) of the last applied webhook, so a late retry of an older state is ignored
 * also after a restart.
 */
export function up(db: Database.Database) {
  db.exec(`
CREATE TABLE IF NOT EXISTS pos_webhook_times (
  object_key TEXT PRIMARY KEY,
  sent_at INTEGER NOT NULL
);
`);
}
