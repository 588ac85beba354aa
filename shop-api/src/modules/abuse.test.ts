import { randomUUID } from 'node:crypto';
import { createTestApi, type TestApi, postOrder } from '../test-utils';
import { CROSS_USER, PRIVATE_READS, REQUESTS, TOKENS, type Req } from './test-hostile-requests';

/**
 * Hostile and malformed requests across the API (issue 10, "Shop API abuse"): wrong types, huge
 * sizes, bad ids, injection strings, path traversal, tampered tokens and one customer reaching for
 * another's orders, addresses, reviews and wishlist. Every one is a 4xx with a message; afterwards
 * the server answers, nothing was written, the victim's data is as it was and a normal flow works.
 * (orders/bad-input.test.ts covers the order, discount and promo bodies in depth; malformed-requests.test.ts
 * the malformed bodies and the security headers.)
 */
jest.setTimeout(120_000);

let api: TestApi;
/** The victim (Олена) and the attacker (Андрій): seeded demo customers, password demo1234. */
let victim: string;
let attacker: string;
let victimOrder: { id: number };
let victimAddressId: number;

const login = async (phone: string) => {
  const res = await api.call('POST', '/api/auth/login', { body: { phone, password: 'demo1234' } });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
};

const orderBody = () => ({
  cart_guid: randomUUID(),
  items: [{ product_id: 1, count: 2, price: 179 }],
  name: 'Олена',
  phone: '0501112233',
  delivery_type: 'delivery',
  address: { street: 'Дерибасівська', house: '5' },
  time: 'asap',
  pay_type: 'cash',
  cutlery: 1,
});

beforeAll(async () => {
  api = await createTestApi();
  victim = await login('+380501112233');
  attacker = await login('+380671234567');
  const address = await api.call('POST', '/api/profile/addresses', {
    token: victim,
    body: { street: 'Дерибасівська', house: '5', apartment: '12', name: 'Дім' },
  });
  expect(address.status).toBe(201);
  victimAddressId = address.body.id;
  expect((await api.call('POST', '/api/profile/wishlist', { token: victim, body: { product_id: 1 } })).status).toBe(200);
  const order = await postOrder(api, { token: victim, body: orderBody() });
  expect(order.status).toBe(200);
  victimOrder = { id: order.body.id };
  expect((await api.call('POST', `/api/dev/orders/${victimOrder.id}/status`, { body: { status: 'Delivered' } })).status).toBe(
    200,
  );
});
afterAll(() => api.close());

const tables = ['users', 'orders', 'order_items', 'addresses', 'wishlist', 'reviews', 'bonus_history', 'tokens'];
const snapshot = () =>
  Object.fromEntries(tables.map((t) => [t, (api.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]));

async function send(req: Req, authorization?: string) {
  const resolve = (v: unknown): unknown =>
    typeof v === 'string'
      ? v.replace(/^ORDER$/, String(victimOrder.id))
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === 'ORDER' ? victimOrder.id : resolve(x)]))
        : v;
  const url = req.url
    .replace(/^ORDER/, `/api/orders/${victimOrder.id}`)
    .replace(/^ADDRESS/, `/api/profile/addresses/${victimAddressId}`);
  const token = req.as === 'attacker' ? attacker : null;
  const payload = req.raw ?? (req.body === undefined ? undefined : JSON.stringify(resolve(req.body)));
  const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': 'application/json' };
  if (authorization) headers.authorization = authorization;
  else if (token) headers.authorization = `Bearer ${token}`;
  return api.app.inject({ method: req.method, url, headers, payload });
}

function expectClientError(res: { statusCode: number; body: string }, what: string) {
  expect([what, res.statusCode >= 400 && res.statusCode < 500, res.statusCode]).toEqual([what, true, res.statusCode]);
  let message: unknown;
  try {
    message = (JSON.parse(res.body) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  expect([what, typeof message]).toEqual([what, 'string']);
}

const tokenCases = TOKENS.flatMap(([what, header]) => PRIVATE_READS.map((url) => [`${what}: ${url}`, header, url] as const));

test('there are at least 100 hostile requests', () => {
  expect(tokenCases.length + REQUESTS.length + CROSS_USER.length).toBeGreaterThanOrEqual(100);
});

describe('every hostile request is a 4xx with a message and writes nothing', () => {
  let before: Record<string, number>;
  let victimView: unknown[];
  const victimData = async () =>
    Promise.all(
      ['/api/profile', '/api/profile/addresses', '/api/profile/wishlist', '/api/profile/orders', '/api/profile/reviews'].map(
        async (url) => (await api.call('GET', url, { token: victim })).body,
      ),
    );
  beforeAll(async () => {
    victimView = await victimData(); // the first profile read may grant the birthday bonus
    before = snapshot();
  });

  test.each(tokenCases)('%s', async (what, header, url) => {
    const res = await send({ what, method: 'GET', url }, header(victim) || undefined);
    expect(res.statusCode).toBe(401);
    expectClientError(res, what);
  });

  test.each(REQUESTS.map((r) => [r.what, r] as const))('%s', async (what, req) => {
    expectClientError(await send(req), what);
  });

  test.each(CROSS_USER.map((r) => [r.what, r] as const))('%s', async (what, req) => {
    expectClientError(await send(req), what);
  });

  test("the attacker sees none of the victim's things in its own lists", async () => {
    const orders = await api.call('GET', '/api/profile/orders', { token: attacker });
    expect(JSON.stringify(orders.body)).not.toContain(`"id":${victimOrder.id},`);
    const addresses = await api.call('GET', '/api/profile/addresses', { token: attacker });
    expect((addresses.body as { id: number }[]).map((a) => a.id)).not.toContain(victimAddressId);
  });

  test("afterwards: the server answers, nothing was written, the victim's data is as it was", async () => {
    expect((await api.call('GET', '/api/categories')).status).toBe(200);
    expect(snapshot()).toEqual(before);
    expect(await victimData()).toEqual(victimView);
  });
});

test('fields a customer may not set are dropped (mass assignment): own id, bonus, owner of an address', async () => {
  const me = (await api.call('GET', '/api/auth/me', { token: attacker })).body as { id: number; bonus: number };
  const edited = await api.call('PUT', '/api/profile', {
    token: attacker,
    body: { id: 1, name: 'Андрій', bonus: 999_999, user_id: 1 },
  });
  expect(edited.status).toBe(200);
  const after = (await api.call('GET', '/api/auth/me', { token: attacker })).body as { id: number; bonus: number };
  expect({ id: after.id, bonus: after.bonus }).toEqual({ id: me.id, bonus: me.bonus });
  const victimAddresses = (await api.call('GET', '/api/profile/addresses', { token: victim })).body;
  const planted = await api.call('POST', '/api/profile/addresses', {
    token: attacker,
    body: { street: 'Дерибасівська', house: '7', user_id: 1 },
  });
  expect(planted.status).toBe(201);
  expect((await api.call('GET', '/api/profile/addresses', { token: victim })).body).toEqual(victimAddresses);
  expect(
    ((await api.call('GET', '/api/profile/addresses', { token: attacker })).body as { id: number }[]).map((a) => a.id),
  ).toContain(planted.body.id);
});

test('a normal flow still works: the attacker adds a wish, orders and reviews its own delivered order', async () => {
  expect((await api.call('POST', '/api/profile/wishlist', { token: attacker, body: { product_id: 2 } })).status).toBe(200);
  const order = await postOrder(api, {
    token: attacker,
    body: { ...orderBody(), name: 'Андрій', phone: '0671234567' },
  });
  expect(order.status).toBe(200);
  await api.call('POST', `/api/dev/orders/${order.body.id}/status`, { body: { status: 'Delivered' } });
  const review = await api.call('POST', '/api/reviews/create', {
    token: attacker,
    body: { order_id: order.body.id, food: 5, delivery: 5, pack: 5 },
  });
  expect(review.status).toBe(200);
});
