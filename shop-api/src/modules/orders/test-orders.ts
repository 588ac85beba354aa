/**
 * What the orders module's API tests share: a valid order body (delivery or pickup), signing in a
 * demo customer, and counts of the rows an order writes (to prove a rejection wrote nothing).
 */
import { randomUUID } from 'node:crypto';
import type { TestApi } from '../../test-utils';
import { DEMO_PASSWORD } from '../auth/seed';

export const pizza = (count = 2) => ({ product_id: 1, count, price: 179 }); // Маргарита 179
export const order = (over: Record<string, unknown> = {}) => ({
  cart_guid: randomUUID(),
  items: [pizza()],
  name: 'Іван Петренко',
  phone: '+38 (050) 999 88 77',
  delivery_type: 'delivery',
  address: { street: 'Дерибасівська', house: '5', apartment: '12' },
  time: 'asap',
  pay_type: 'cash',
  cutlery: 2,
  ...over,
});
export const pickup = (over: Record<string, unknown> = {}) =>
  order({ delivery_type: 'pickup', address: undefined, pickup_point_id: 1, ...over });

export async function login(api: TestApi, phone: string) {
  const res = await api.call('POST', '/api/auth/login', { body: { phone, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}
export const count = (api: TestApi, table: string) =>
  (api.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
export const bonusOf = (api: TestApi, phone: string) =>
  (api.ctx.db.prepare('SELECT bonus FROM users WHERE phone = ?').get(phone) as { bonus: number }).bonus;
export const writes = (api: TestApi) =>
  ['orders', 'order_items', 'promo_uses', 'reviews', 'bonus_history'].map((t) => count(api, t));
