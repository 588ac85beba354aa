/**
 * Phone proofs (issue 43, point 5; decisions 090 and 432): a right SMS code checked through
 * `secret/check` earns a token proving its phone, kept by the device (the storefront's
 * `confirmedPhones`) for 30 days and sent with a guest's order. Stored as SHA-256 only.
 */
import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

/** How long a proof holds: the 30 days the storefront remembers a confirmed phone (decision 090). */
export const PHONE_PROOF_TTL_MS = 30 * 86_400_000;

const hashProof = (proof: string) => createHash('sha256').update(proof).digest('hex');

/**
 * A new proof for `phone` (E.164), valid for 30 days from `now`; expired proofs are dropped. With
 * the SMS code's `secretId`, the code's earlier proof is replaced: checking one right code over and
 * over keeps one row (and only the newest proof holds).
 */
export function issuePhoneProof(db: Database.Database, phone: string, now: Date, secretId: string | null = null): string {
  const proof = randomBytes(32).toString('base64url');
  db.transaction(() => {
    db.prepare('DELETE FROM phone_proofs WHERE expires_at <= ? OR secret_id = ?').run(now.toISOString(), secretId);
    db.prepare('INSERT INTO phone_proofs (proof_hash, phone, secret_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(
      hashProof(proof),
      phone,
      secretId,
      new Date(now.getTime() + PHONE_PROOF_TTL_MS).toISOString(),
      now.toISOString(),
    );
  })();
  return proof;
}

/** Whether `proof` was issued for `phone` (E.164) and has not expired at `now`. */
export function phoneProofHolds(db: Database.Database, proof: unknown, phone: string, now: Date): boolean {
  if (typeof proof !== 'string' || proof.length === 0 || proof.length > 128) return false;
  const row = db.prepare('SELECT phone, expires_at FROM phone_proofs WHERE proof_hash = ?').get(hashProof(proof)) as
    { phone: string; expires_at: string } | undefined;
  return !!row && row.phone === phone && new Date(row.expires_at).getTime() > now.getTime();
}
