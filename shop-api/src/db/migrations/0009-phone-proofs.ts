import type Database from 'better-sqlite3';

/**
 * Phone proofs (issue 43, point 5; decision 432): `secret/check` answers a right SMS code with a
 * 256-bit token that proves the phone for 30 days on the device that holds it; a guest's order
 * carries it. Kept as SHA-256 (hex) of the token, never the token; one per SMS code (`secret_id`),
 * so checking a right code again replaces its proof instead of adding rows.
 */
export function up(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS phone_proofs (
    proof_hash TEXT PRIMARY KEY,
    phone TEXT NOT NULL,
    secret_id TEXT UNIQUE,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`);
  db.exec('CREATE INDEX IF NOT EXISTS phone_proofs_expiry ON phone_proofs (expires_at)');
}
