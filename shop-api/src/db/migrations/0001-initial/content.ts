/**
 * Content and delivery tables (owned by the content module). Polygons are JSON arrays of
 * [lat, lng] pairs; money UAH; times 'HH:mm' in Europe/Kyiv.
 */
export const CONTENT_SCHEMA = `
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- settings keys: time_start ('10:00'), time_end ('22:00'), pickup_enabled ('1'|'0'), kitchen_paused ('1'|'0'), contacts JSON
CREATE TABLE IF NOT EXISTS delivery_areas (
  id INTEGER PRIMARY KEY,
  name_uk TEXT NOT NULL, name_ru TEXT NOT NULL,
  polygon TEXT NOT NULL,            -- JSON [[lat, lng], ...]
  min_sum REAL NOT NULL,            -- UAH: the order minimum for this area; free delivery from it
  delivery_price REAL NOT NULL,     -- UAH: shown price of delivery below free_from
  free_from REAL NOT NULL,          -- UAH
  delivery_minutes INTEGER NOT NULL DEFAULT 60,
  served INTEGER NOT NULL DEFAULT 1, -- 0 = temporarily not served
  color TEXT NOT NULL DEFAULT '#4caf50'
);
CREATE TABLE IF NOT EXISTS pickup_points (
  id INTEGER PRIMARY KEY,
  name_uk TEXT NOT NULL, name_ru TEXT NOT NULL,
  address_uk TEXT NOT NULL, address_ru TEXT NOT NULL,
  lat REAL NOT NULL, lng REAL NOT NULL,
  available INTEGER NOT NULL DEFAULT 1,
  reason_uk TEXT NOT NULL DEFAULT '', reason_ru TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS pages (
  slug TEXT PRIMARY KEY,            -- 'contact', 'offer', 'oplata-i-dostavka', 'privacy_policy', 'o-nas', 'landing-...', 'promo-...'
  kind TEXT NOT NULL,               -- contacts | offer | payment-delivery | privacy | about | landing | promo
  title_uk TEXT NOT NULL, title_ru TEXT NOT NULL,
  body_uk TEXT NOT NULL, body_ru TEXT NOT NULL,   -- sanitised HTML
  image TEXT,
  data TEXT                         -- JSON extras (contacts: phones, telegram, ...)
);
CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,               -- article | news | sale
  slug TEXT NOT NULL,
  title_uk TEXT NOT NULL, title_ru TEXT NOT NULL,
  excerpt_uk TEXT NOT NULL, excerpt_ru TEXT NOT NULL,
  body_uk TEXT NOT NULL, body_ru TEXT NOT NULL,
  image TEXT NOT NULL,
  published_at TEXT NOT NULL,       -- ISO date
  UNIQUE (kind, slug)
);
CREATE TABLE IF NOT EXISTS streets (
  id INTEGER PRIMARY KEY, name_uk TEXT NOT NULL, name_ru TEXT NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS vacancies (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE,
  title_uk TEXT NOT NULL, title_ru TEXT NOT NULL,
  body_uk TEXT NOT NULL, body_ru TEXT NOT NULL,
  salary TEXT NOT NULL DEFAULT '', active INTEGER NOT NULL DEFAULT 1
);
`;
