/**
 * Tables owned by the auth module. Core `users` / `tokens` are in core.ts.
 * Times are ISO strings (UTC); `kyiv_day` is the 'YYYY-MM-DD' calendar day in Europe/Kyiv.
 */
export const AUTH_SCHEMA = `
CREATE TABLE IF NOT EXISTS bonus_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,            -- positive = credit, negative = debit
  reason TEXT NOT NULL,               -- first_login | birthday | photo_review | order_cashback | order_debit | app_install | ...
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bonus_history_user ON bonus_history (user_id, created_at);
CREATE TABLE IF NOT EXISTS sms_secrets (
  id TEXT PRIMARY KEY,                -- the secret id handed to the client
  phone TEXT NOT NULL,                -- normalised +380XXXXXXXXX
  code_hash TEXT NOT NULL,            -- sha256(id:code)
  dev_code TEXT,                      -- plain code, kept only outside production (dev SMS stand-in)
  kyiv_day TEXT NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,   -- wrong attempts
  burned INTEGER NOT NULL DEFAULT 0,  -- 1 after too many wrong tries or once consumed by login/register
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_secrets_phone ON sms_secrets (phone, kyiv_day);
CREATE TABLE IF NOT EXISTS password_resets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  dev_token TEXT,
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
-- A messenger-bot login. Only SHA-256 (hex) of the login token is kept, and no bearer token at all:
-- the confirmed account's bearer token is made at the hand-over (the first status poll after the
-- confirmation), answered once and then exists only as its hash in \`tokens\` (tg-bot.ts).
CREATE TABLE IF NOT EXISTS tg_bot_tokens (
  token_hash TEXT PRIMARY KEY,
  goal TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'waiting',   -- waiting | confirmed | handed_over | error
  error TEXT,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,  -- the confirmed account, until the hand-over
  created_at TEXT NOT NULL
);
-- The Telegram chat that opened a bot login with /start <token> (the real bot's webhook).
CREATE TABLE IF NOT EXISTS tg_bot_chats (
  token_hash TEXT PRIMARY KEY REFERENCES tg_bot_tokens(token_hash) ON DELETE CASCADE,
  tg_user_id INTEGER NOT NULL,
  chat_id INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tg_bot_chats_user ON tg_bot_chats (tg_user_id, created_at);
CREATE TABLE IF NOT EXISTS social_codes (
  code TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  email TEXT,
  name TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
-- Nonces of ID tokens already used to sign in: each token signs in once.
CREATE TABLE IF NOT EXISTS social_used_nonces (
  provider TEXT NOT NULL,
  nonce TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, nonce)
);
CREATE TABLE IF NOT EXISTS social_accounts (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (provider, subject)
);
`;
