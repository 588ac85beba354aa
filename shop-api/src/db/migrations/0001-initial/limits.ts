/**
 * Counted events of the abuse limits, in SQLite so a restart does not reset them. `bucket` names
 * the limit ('login_fail_account', 'sms_client', ...), `key` whom it limits (a phone, a client
 * address), `subject` what was done to whom (the phone texted), `at` milliseconds since epoch.
 */
export const LIMITS_SCHEMA = `
CREATE TABLE IF NOT EXISTS limit_hits (
  bucket TEXT NOT NULL,
  key TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS limit_hits_key ON limit_hits (bucket, key, at);
`;
