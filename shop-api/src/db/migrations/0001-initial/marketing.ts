/**
 * Tables of the local eSputnik stand-in (stand-in.ts): its contact book and the events it
 * received. With real credentials nothing is written here (eSputnik keeps them).
 */
export const MARKETING_SCHEMA = `
CREATE TABLE IF NOT EXISTS subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,       -- lowercased, trimmed
  first_name TEXT NOT NULL,
  groups TEXT NOT NULL,             -- JSON array of group names (FooterSubscribe, PopupSubscribe, ...)
  form_type TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'uk',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS marketing_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_type_key TEXT NOT NULL,     -- StatusCart | CustomerData
  key_value TEXT NOT NULL,          -- the cart GUID or the customer's id
  params TEXT NOT NULL,             -- JSON [{name, value}]
  created_at TEXT NOT NULL
);
`;
