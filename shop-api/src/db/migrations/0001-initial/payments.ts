/** The payments table: one row per checkout form (payment attempt) of an order. Money UAH. */
export const PAYMENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  provider TEXT NOT NULL,                  -- 'liqpay'
  provider_order_id TEXT NOT NULL UNIQUE,  -- LiqPay's order_id: '<order number>-<attempt>-<random>'
  amount REAL NOT NULL,
  status TEXT NOT NULL,                    -- AttemptStatus (payment-rules.ts)
  payment_id TEXT,                         -- the provider's payment id, once known
  err_code TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_order ON payments (order_id, id);
`;
