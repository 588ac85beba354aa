/** Tables of the orders module: promo codes, orders with lines, reviews. Money UAH. */
export const ORDERS_SCHEMA = `
CREATE TABLE IF NOT EXISTS promo_codes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,          -- upper case
  name_uk TEXT NOT NULL, name_ru TEXT NOT NULL,
  image TEXT NOT NULL,                -- image name (under /api/images)
  conditions_url TEXT NOT NULL,
  valid_from TEXT NOT NULL, valid_to TEXT NOT NULL,   -- ISO instants
  min_sum REAL NOT NULL DEFAULT 0,
  area_id INTEGER,                    -- delivery area only, or NULL
  mode TEXT NOT NULL DEFAULT 'any',   -- 'delivery' | 'pickup' | 'any'
  login_required INTEGER NOT NULL DEFAULT 0,
  once INTEGER NOT NULL DEFAULT 0,    -- once per customer
  discount_type TEXT NOT NULL,        -- 'percent' | 'fixed' | 'dish'
  discount_value REAL NOT NULL DEFAULT 0,
  product_id INTEGER,                 -- 'dish': this dish must be in the cart; one unit is free
  enabled INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS promo_uses (
  id INTEGER PRIMARY KEY,
  promo_id INTEGER NOT NULL REFERENCES promo_codes(id),
  user_id INTEGER,
  phone TEXT,
  order_id INTEGER NOT NULL,
  used_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  number INTEGER NOT NULL,
  cart_guid TEXT NOT NULL,
  owner_key TEXT NOT NULL,            -- 'u:<user id>' or 'p:<phone>' (idempotency scope)
  user_id INTEGER,
  name TEXT NOT NULL, phone TEXT NOT NULL, email TEXT,
  delivery_type TEXT NOT NULL,        -- 'delivery' | 'pickup'
  address TEXT,                       -- JSON of the address fields
  area_id INTEGER,
  pickup_point_id INTEGER,
  time_mode TEXT NOT NULL,            -- 'asap' | 'scheduled'
  delivery_at TEXT NOT NULL,
  pay_type TEXT NOT NULL,
  change_from REAL,
  cutlery INTEGER NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  promo_code TEXT,
  subtotal REAL NOT NULL,
  discount REAL NOT NULL,
  sum REAL NOT NULL,                  -- goods after discounts
  delivery_price REAL NOT NULL,
  bonus_debit INTEGER NOT NULL DEFAULT 0,
  sum_to_pay REAL NOT NULL,
  sum_paid REAL NOT NULL DEFAULT 0,
  return_url TEXT,
  status_base INTEGER NOT NULL DEFAULT 0,
  status_since TEXT NOT NULL,
  cancelled INTEGER NOT NULL DEFAULT 0,
  cashback INTEGER NOT NULL DEFAULT 0,
  cashback_credited INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (owner_key, cart_guid)
);
CREATE TABLE IF NOT EXISTS order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL,
  name_uk TEXT NOT NULL, name_ru TEXT NOT NULL,
  price REAL NOT NULL,                -- unit price with modifiers
  count INTEGER NOT NULL,
  discount REAL NOT NULL DEFAULT 0,
  modifiers TEXT NOT NULL DEFAULT '[]' -- JSON [{id, count, price}]
);
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id),
  user_id INTEGER,
  food INTEGER NOT NULL, delivery INTEGER NOT NULL, pack INTEGER NOT NULL,
  food_text TEXT NOT NULL, delivery_text TEXT NOT NULL, pack_text TEXT NOT NULL,
  photo TEXT,
  created_at TEXT NOT NULL
);
-- The restaurant's desk (staff module): who acted last and the optimistic version of each order.
-- A row exists once staff touched the order; from then on the demo clock no longer moves it.
CREATE TABLE IF NOT EXISTS order_desk (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id),
  version INTEGER NOT NULL DEFAULT 0,   -- +1 per staff action; a stale version is refused (409)
  accepted_at TEXT,
  promised_at TEXT,                     -- ISO instant staff promised when accepting
  cancel_reason TEXT,
  updated_at TEXT
);
-- Every new or changed order, in order: the desk's live stream resumes from an id (Last-Event-ID).
CREATE TABLE IF NOT EXISTS order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  kind TEXT NOT NULL,                   -- 'created' | 'changed'
  at TEXT NOT NULL
);
`;
