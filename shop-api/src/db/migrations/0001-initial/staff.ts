/** Tables of the staff module: accounts, sessions (tokens stored as SHA-256), the action log. */
export const STAFF_SCHEMA = `
CREATE TABLE IF NOT EXISTS staff (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  login TEXT NOT NULL UNIQUE,          -- lower case
  name TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL DEFAULT 'staff',
  password_hash TEXT NOT NULL,         -- scrypt, as customers' (auth/password.ts)
  disabled INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_sessions (
  token_hash TEXT PRIMARY KEY,         -- SHA-256 hex of the bearer token; the token itself is never stored
  staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  staff_id INTEGER NOT NULL REFERENCES staff(id),
  action TEXT NOT NULL,                -- 'sign_in', 'accept', 'status', 'cancel', 'dish', 'modifier', 'kitchen', 'hours', ...
  target TEXT NOT NULL DEFAULT '',     -- 'order:12', 'product:5', ...
  details TEXT NOT NULL DEFAULT '{}',  -- JSON
  at TEXT NOT NULL
);
`;
