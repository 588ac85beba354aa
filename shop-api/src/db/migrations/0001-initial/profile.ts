/** Tables owned by the profile module. */
export const PROFILE_SCHEMA = `
CREATE TABLE IF NOT EXISTS addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL DEFAULT '',        -- address name ("Home", "Work")
  street TEXT NOT NULL,
  house TEXT NOT NULL,
  apartment TEXT NOT NULL DEFAULT '',
  private_house INTEGER NOT NULL DEFAULT 0,
  entrance TEXT NOT NULL DEFAULT '',
  code TEXT NOT NULL DEFAULT '',        -- door code
  floor TEXT NOT NULL DEFAULT '',
  is_main INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS addresses_user ON addresses (user_id);
CREATE TABLE IF NOT EXISTS wishlist (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, product_id)
);
CREATE TABLE IF NOT EXISTS phone_change_requests (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  requested_at TEXT NOT NULL
);
`;
