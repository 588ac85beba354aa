import { randomUUID } from 'node:crypto';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';

/**
 * Unguessable order access (issue 43, point 6): a guest's order is read, paid and reviewed with its
 * secret, a customer's also with their session; sequential ids alone reveal nothing, and another
 * order's secret or another customer's session reads like an unknown order.
 */
jest.setTimeout(60_000);

const order = (over: Record<string, unknown> = {}) => ({
  cart_guid: randomUUID(),
  items: [{ product_id: 1, count: 2, price: 179 }],
  name: 'Іван Петренко',
  phone: '+38 (050) 999 88 77',
  delivery_type: 'delivery',
  address: { street: 'Дерибасівська', house: '5', apartment: '12' },
  time: 'asap',
  pay_type: 'online',
  cutlery: 2,
  ...over,
});

/** The order reads of the storefront: popup, status poll, payment status, a checkout form. */
const READS: ['GET' | 'POST', (id: number) => string][] = [
  ['GET', (id) => `/api/orders/${id}`],
  ['GET', (id) => `/api/orders/check-status-by-id/${id}`],
  ['GET', (id) => `/api/orders/${id}/payment`],
  ['POST', (id) => `/api/orders/${id}/payment`],
];

let api: TestApi;
let customer: string;
let other: string;
beforeAll(async () => {
  api = await createTestApi();
  const login = async (phone: string) =>
    (await api.call('POST', '/api/auth/login', { body: { phone, password: DEMO_PASSWORD } })).body.access_token as string;
  customer = await login(DEMO_USERS.bonus.phone);
  other = await login(DEMO_USERS.birthday.phone);
});
afterAll(() => api.close());

const place = async (token?: string, body = order()) => {
  const res = await postOrder(api, { body, token });
  expect(res.status).toBe(200);
  return res.body as { id: number; secret: string };
};
const statuses = async (id: number, query: string, token?: string) => {
  const out: number[] = [];
  for (const [method, url] of READS) out.push((await api.call(method, `${url(id)}${query}`, { token })).status);
  return out;
};

test("a guest's order: its secret reads and pays it; no secret is 401; another order's secret or a forged one is 404", async () => {
  const mine = await place();
  const theirs = await place();
  expect(mine.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(mine.secret).not.toBe(theirs.secret);
  expect(await statuses(mine.id, `?secret=${mine.secret}`)).toEqual([200, 200, 200, 200]);
  expect(await statuses(mine.id, '')).toEqual([401, 401, 401, 401]);
  expect(await statuses(mine.id, `?secret=${theirs.secret}`)).toEqual([404, 404, 404, 404]);
  expect(await statuses(mine.id, `?secret=${'A'.repeat(43)}`)).toEqual([404, 404, 404, 404]);
  // A customer's session is no key to a guest's order.
  expect(await statuses(mine.id, '', customer)).toEqual([404, 404, 404, 404]);
  // A malformed secret is a 422, never a 5xx.
  expect(await statuses(mine.id, '?secret=short')).toEqual([422, 422, 422, 422]);
});

test('sequential ids reveal nothing: walking the ids with one order’s secret finds only that order', async () => {
  const mine = await place();
  for (let i = 0; i < 3; i++) await place();
  const found: number[] = [];
  for (let id = 1; id <= mine.id + 3; id++) {
    const res = await api.call('GET', `/api/orders/${id}?secret=${mine.secret}`);
    if (res.status === 200) found.push(res.body.id);
    else expect([res.status, res.body]).toEqual([404, { message: 'order_not_found' }]);
  }
  expect(found).toEqual([mine.id]);
});

test("a customer's order: their session or the order's secret; another customer's session is 404", async () => {
  const mine = await place(customer);
  expect(await statuses(mine.id, '', customer)).toEqual([200, 200, 200, 200]);
  expect(await statuses(mine.id, `?secret=${mine.secret}`)).toEqual([200, 200, 200, 200]);
  expect(await statuses(mine.id, '', other)).toEqual([404, 404, 404, 404]);
  expect(await statuses(mine.id, '')).toEqual([401, 401, 401, 401]);
});

test('a repeat of the same cart (a lost answer) gets a secret of its own; the earlier one keeps working', async () => {
  const body = order();
  const first = await place(undefined, body);
  const again = await place(undefined, body);
  expect(again.id).toBe(first.id);
  expect(again.secret).not.toBe(first.secret);
  for (const secret of [first.secret, again.secret])
    expect((await api.call('GET', `/api/orders/${first.id}?secret=${secret}`)).status).toBe(200);
  // Only digests are kept, at most 5 per order: the oldest goes.
  for (let i = 0; i < 4; i++) await place(undefined, body);
  const stored = api.ctx.db.prepare('SELECT secret_hash FROM order_secrets WHERE order_id = ?').all(first.id) as {
    secret_hash: string;
  }[];
  expect(stored).toHaveLength(5);
  for (const row of stored) expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(api.ctx.db.prepare('SELECT * FROM order_secrets').all())).not.toContain(again.secret);
  expect((await api.call('GET', `/api/orders/${first.id}?secret=${first.secret}`)).status).toBe(404);
  expect((await api.call('GET', `/api/orders/${first.id}?secret=${again.secret}`)).status).toBe(200);
});

test("a delivered guest order is reviewed only with its secret (a stranger's review no longer blocks the customer's)", async () => {
  const mine = await place(undefined, order({ pay_type: 'cash' }));
  const theirs = await place(undefined, order({ pay_type: 'cash' }));
  await api.call('POST', `/api/dev/orders/${mine.id}/status`, { body: { status: 'Delivered' } });
  const review = { order_id: mine.id, food: 1, delivery: 1, pack: 1, food_text: 'spam' };
  const refused = { order_id: ['validation_exists'] };
  expect((await api.call('POST', '/api/reviews/create', { body: review })).body.errors).toEqual(refused);
  expect((await api.call('POST', `/api/reviews/create?secret=${theirs.secret}`, { body: review })).body.errors).toEqual(refused);
  expect((await api.call('POST', '/api/reviews/create', { body: review, token: customer })).body.errors).toEqual(refused);
  const ok = await api.call('POST', `/api/reviews/create?secret=${mine.secret}`, {
    body: { ...review, food: 5, delivery: 5, pack: 5, food_text: '' },
  });
  expect(ok.status).toBe(200);
});

test('the request log (LOG_LEVEL=info) writes no order secret', async () => {
  const lines: string[] = [];
  const logged = await createTestApi({}, { logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  try {
    const placed = (await postOrder(logged, { body: order() })).body as { id: number; secret: string };
    expect((await logged.call('GET', `/api/orders/${placed.id}?secret=${placed.secret}&lang=russian`)).status).toBe(200);
    const requestLines = lines.filter((l) => l.includes(`/api/orders/${placed.id}`));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toContain('?secret=***&lang=russian');
    expect(lines.join('\n')).not.toContain(placed.secret);
  } finally {
    await logged.close();
  }
});
