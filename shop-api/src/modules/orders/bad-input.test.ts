import { randomUUID } from 'node:crypto';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';

/** Malformed requests to the write routes: every one is a 4xx with a message and writes nothing. */
jest.setTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const good = () => ({
  cart_guid: randomUUID(),
  items: [{ product_id: 1, count: 2, price: 179 }],
  name: 'Іван',
  phone: '0509998877',
  delivery_type: 'delivery',
  address: { street: 'Дерибасівська', house: '5' },
  time: 'asap',
  pay_type: 'cash',
  cutlery: 1,
});
const line = (over: Record<string, unknown>) => ({ product_id: 1, count: 1, price: 179, ...over });
const order = (over: Record<string, unknown>) => ({ ...good(), ...over });
const withItem = (over: Record<string, unknown>) => order({ items: [line(over)] });
const without = (field: string) => {
  const b: Record<string, unknown> = good();
  delete b[field];
  return b;
};
const long = 'я'.repeat(10_000);
const sql = "'; DROP TABLE orders; --";
const discount = (items: unknown, extra: Record<string, unknown> = {}) => ({ items, ...extra });
const promo = (over: Record<string, unknown>) => ({ code: 'WELCOME10', items: [line({})], delivery_type: 'delivery', ...over });

type Req = [string, string, unknown, Record<string, string>?];
const O = '/api/orders';
const D = '/api/orders/check-discount';
const P = '/api/promo/check';
const json = { 'content-type': 'application/json' };
const requests: Req[] = [
  // Bodies that are not JSON objects.
  ['bad JSON', O, '{"cart_guid": ', json],
  ['bad JSON (discount)', D, '{items:[}', json],
  ['bad JSON (promo)', P, "{'code': 1}", json],
  ['empty body', O, '', json],
  ['JSON array', O, '[]', json],
  ['JSON string', D, '"items"', json],
  ['JSON null', P, 'null', json],
  ['text/plain', O, 'hello', { 'content-type': 'text/plain' }],
  ['huge body (> 256 KiB)', O, JSON.stringify(order({ comment: 'x'.repeat(300 * 1024) })), json],
  ['huge body (discount)', D, JSON.stringify(discount([line({})], { pad: 'x'.repeat(300 * 1024) })), json],
  ['huge body (promo)', P, JSON.stringify(promo({ pad: 'x'.repeat(300 * 1024) })), json],
  // Missing fields.
  ...(['cart_guid', 'items', 'name', 'phone', 'delivery_type', 'time', 'pay_type', 'cutlery'].map((f) => [
    `missing ${f}`,
    O,
    without(f),
  ]) as Req[]),
  ['missing items (discount)', D, {}],
  ['missing code (promo)', P, promo({ code: undefined })],
  ['missing delivery_type (promo)', P, promo({ delivery_type: undefined })],
  // Wrong types.
  ['items is an object', O, order({ items: { product_id: 1 } })],
  ['items is a string', D, discount('1,2,3')],
  ['count is a string', O, withItem({ count: 'two' })],
  ['count is null', D, discount([line({ count: null })])],
  ['product_id is a string', O, withItem({ product_id: 'margarita' })],
  ['price is an object', P, promo({ items: [line({ price: { amount: 1 } })] })],
  ['cutlery is a word', O, order({ cutlery: 'many' })],
  ['delivery_type unknown', O, order({ delivery_type: 'drone' })],
  ['pay_type unknown', O, order({ pay_type: 'crypto' })],
  ['address is a string', O, order({ address: 'Дерибасівська 5' })],
  ['modifiers is an object', O, withItem({ modifiers: { id: 1 } })],
  ['cart_guid not a uuid', O, order({ cart_guid: 'abc' })],
  ['empty cart', O, order({ items: [] })],
  ['101 lines', D, discount(Array.from({ length: 101 }, () => line({})))],
  // Counts.
  ['count 0', O, withItem({ count: 0 })],
  ['count -1', O, withItem({ count: -1 })],
  ['count 1.5', O, withItem({ count: 1.5 })],
  ['count 101', O, withItem({ count: 101 })],
  ['count 0 (discount)', D, discount([line({ count: 0 })])],
  ['count 101 (discount)', D, discount([line({ count: 101 })])],
  ['count -3 (promo)', P, promo({ items: [line({ count: -3 })] })],
  ['count 2.5 (promo)', P, promo({ items: [line({ count: 2.5 })] })],
  ['count 1e9', O, withItem({ count: 1e9 })],
  ['negative price', O, withItem({ price: -179 })],
  ['cutlery -1', O, order({ cutlery: -1 })],
  ['cutlery 1.5', O, order({ cutlery: 1.5 })],
  ['modifier count 0', O, withItem({ modifiers: [{ id: 3, count: 0 }] })],
  // Unknown ids.
  ['unknown product', O, withItem({ product_id: 999_999 })],
  ['unknown product (discount)', D, discount([line({ product_id: 424242 })])],
  ['unknown product (promo)', P, promo({ items: [line({ product_id: 424242 })] })],
  ['product id 0', O, withItem({ product_id: 0 })],
  ['product id beyond int32', D, discount([line({ product_id: 2 ** 40 })])],
  ['unknown modifier', O, withItem({ modifiers: [{ id: 999_999, count: 1 }] })],
  ['modifier of another dish', O, withItem({ modifiers: [{ id: 92, count: 1 }] })],
  ['unknown modifier (discount)', D, discount([line({ modifiers: [{ id: 555, count: 1 }] })])],
  ['unknown pickup point', O, order({ delivery_type: 'pickup', address: undefined, pickup_point_id: 77 })],
  // SQL-looking and huge strings.
  ['SQL in phone', O, order({ phone: sql })],
  ['SQL in promo code', P, promo({ code: "' OR '1'='1" })],
  ['SQL in promo code (order)', O, order({ promo_code: `X${sql}`.slice(0, 40) })],
  ['SQL in street', O, order({ address: { street: sql, house: '1' } })],
  ['SQL in cart_guid', O, order({ cart_guid: sql })],
  ['SQL in time', O, order({ time: sql })],
  ['10k-char name', O, order({ name: long })],
  ['10k-char comment', O, order({ comment: long })],
  ['10k-char street', O, order({ address: { street: long, house: '1' } })],
  ['10k-char promo code', P, promo({ code: long })],
  ['10k-char promo code (discount)', D, discount([line({})], { promo_code: long })],
  ['10k-char line id', D, discount([line({ id: long })])],
  ['10k-char phone', O, order({ phone: long })],
  ['10k-char time', O, order({ time: long })],
];

test('there are at least 50 malformed requests', () => expect(requests.length).toBeGreaterThanOrEqual(50));

const tables = ['orders', 'order_items', 'promo_uses', 'reviews', 'bonus_history'];
const snapshot = () => tables.map((t) => (api.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n);

// Rest parameters: a declared parameter beyond a row's length would be taken for jest's done callback.
test.each(requests)('%s', async (...row: Req) => {
  const [, url, body, headers] = row;
  const before = snapshot();
  const res = await api.app.inject({
    method: 'POST',
    url,
    headers: headers ?? json,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const parsed = JSON.parse(res.body);
  expect(typeof parsed.message).toBe('string');
  expect(parsed.message.length).toBeGreaterThan(0);
  expect(snapshot()).toEqual(before);
});

test('after all that, a normal order goes through', async () => {
  const res = await postOrder(api, { body: good() });
  expect(res.status).toBe(200);
  expect(res.body.id).toEqual(expect.any(Number));
  expect(snapshot()[0]).toBe(1);
});
