/**
 * Catalogue tables (owned by the catalogue module; other modules read them through
 * catalogue/queries.ts). Money is UAH (REAL, two decimals at most); weight in grams;
 * diameter in centimetres; nutrition per portion (kcal, grams).
 */
export const CATALOGUE_SCHEMA = `
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  parent_id INTEGER REFERENCES categories(id),
  name_uk TEXT NOT NULL, name_ru TEXT NOT NULL,
  svg TEXT NOT NULL DEFAULT '',
  seo_text_uk TEXT NOT NULL DEFAULT '', seo_text_ru TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  hidden INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS category_faq (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  question_uk TEXT NOT NULL, question_ru TEXT NOT NULL,
  answer_uk TEXT NOT NULL, answer_ru TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS workshops (
  code TEXT PRIMARY KEY,            -- 'pizza', 'sushi', 'kitchen', 'bar'
  enabled INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  workshop TEXT NOT NULL REFERENCES workshops(code),
  name_uk TEXT NOT NULL, name_ru TEXT NOT NULL,
  description_uk TEXT NOT NULL DEFAULT '', description_ru TEXT NOT NULL DEFAULT '',
  composition_uk TEXT NOT NULL DEFAULT '', composition_ru TEXT NOT NULL DEFAULT '',
  allergens_uk TEXT NOT NULL DEFAULT '', allergens_ru TEXT NOT NULL DEFAULT '',
  price REAL NOT NULL,              -- UAH
  old_price REAL,                   -- UAH, crossed out when set
  weight INTEGER NOT NULL,          -- grams
  diameter INTEGER,                 -- cm (pizzas)
  calories INTEGER, proteins REAL, fats REAL, carbohydrates REAL,
  image TEXT NOT NULL,              -- base name of the generated image set
  is_sauce INTEGER NOT NULL DEFAULT 0,
  is_constructor INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,         -- ISO date, drives the 'novelty' sort
  hidden INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS modifier_groups (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  name_uk TEXT NOT NULL, name_ru TEXT NOT NULL,
  min INTEGER NOT NULL DEFAULT 0,   -- total count the customer must pick at least
  max INTEGER NOT NULL DEFAULT 1,   -- ...and at most
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS modifiers (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES modifier_groups(id),
  name_uk TEXT NOT NULL, name_ru TEXT NOT NULL,
  price REAL NOT NULL DEFAULT 0,    -- UAH per unit, returned as pivot.price
  max_count INTEGER NOT NULL DEFAULT 1,
  hidden INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS product_addons (
  product_id INTEGER NOT NULL REFERENCES products(id),
  addon_product_id INTEGER NOT NULL REFERENCES products(id),
  PRIMARY KEY (product_id, addon_product_id)
);
CREATE TABLE IF NOT EXISTS tags (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE,
  name_uk TEXT NOT NULL, name_ru TEXT NOT NULL, color TEXT NOT NULL DEFAULT '#e53935'
);
CREATE TABLE IF NOT EXISTS product_tags (
  product_id INTEGER NOT NULL REFERENCES products(id),
  tag_id INTEGER NOT NULL REFERENCES tags(id),
  PRIMARY KEY (product_id, tag_id)
);
CREATE TABLE IF NOT EXISTS ingredients (
  id INTEGER PRIMARY KEY, name_uk TEXT NOT NULL, name_ru TEXT NOT NULL, image TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_ingredients (
  product_id INTEGER NOT NULL REFERENCES products(id),
  ingredient_id INTEGER NOT NULL REFERENCES ingredients(id),
  PRIMARY KEY (product_id, ingredient_id)
);
CREATE TABLE IF NOT EXISTS gifts (
  id INTEGER PRIMARY KEY,
  sum REAL NOT NULL,                -- UAH cart threshold
  product_id INTEGER NOT NULL REFERENCES products(id)
);
`;
