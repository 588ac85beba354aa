import { randomBytes, createHmac, randomUUID } from 'node:crypto';
import { createTestApi, type TestApi } from '../test-utils';

/**
 * Hostile and malformed requests across the API (issue 10, "Shop API abuse"): wrong types, huge
 * sizes, bad ids, injection strings, path traversal, tampered tokens and one customer reaching for
 * another's orders, addresses, reviews and wishlist. Every one is a 4xx with a message; afterwards
 * the server answers, nothing was written, the victim's data is as it was and a normal flow works.
 * (orders/bad-input.test.ts covers the order, discount and promo bodies in depth.)
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
  const order = await api.call('POST', '/api/orders', { token: victim, body: orderBody() });
  expect(order.status).toBe(200);
  victimOrder = { id: order.body.id };
  expect((await api.call('POST', `/api/dev/orders/${victimOrder.id}/status`, { body: { status: 'Delivered' } })).status).toBe(
    200,
  );
});
afterAll(() => api.close());

// ---- tampered tokens ---------------------------------------------------------------------------
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: Record<string, unknown>, key: string | null, alg = 'HS256') => {
  const head = `${b64({ alg: key ? alg : 'none', typ: 'JWT' })}.${b64(payload)}`;
  return key ? `${head}.${createHmac('sha256', key).update(head).digest('base64url')}` : `${head}.`;
};

/** [what, Authorization header value (victim's token known at run time)]. */
const TOKENS: [string, (victimToken: string) => string][] = [
  ['no header', () => ''],
  ['empty bearer', () => 'Bearer '],
  ['forged random token', () => `Bearer ${randomBytes(32).toString('hex')}`],
  ['victim token with one character changed', (t) => `Bearer ${t.slice(0, -1)}${t.endsWith('0') ? '1' : '0'}`],
  ['victim token truncated', (t) => `Bearer ${t.slice(0, 32)}`],
  ['victim token with a suffix', (t) => `Bearer ${t}00`],
  ['victim token upper-cased', (t) => `Bearer ${t.toUpperCase()}`],
  ['JWT with alg none for user 1', () => `Bearer ${jwt({ sub: 1, id: 1 }, null)}`],
  ['JWT signed with another key', () => `Bearer ${jwt({ sub: 1, user_id: 1, exp: 4102444800 }, 'not-the-server-key')}`],
  ['expired JWT', () => `Bearer ${jwt({ sub: 1, exp: 1 }, 'secret')}`],
  ['SQL in the token', () => "Bearer ' OR '1'='1"],
  ['basic credentials', () => `Basic ${Buffer.from('admin:admin').toString('base64')}`],
  ['token beyond 200 characters', (t) => `Bearer ${t.repeat(4)}`],
];
const PRIVATE_READS = [
  '/api/auth/me',
  '/api/profile',
  '/api/profile/orders',
  '/api/profile/addresses',
  '/api/profile/wishlist',
  '/api/profile/bonus',
  '/api/profile/reviews',
  '/api/profile/promocodes',
];

// ---- malformed and hostile requests ------------------------------------------------------------
type Req = {
  what: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  raw?: string;
  as?: 'attacker' | 'guest';
};
const long = 'я'.repeat(10_000);
const sql = '1; DROP TABLE users; --';
const html = '<img src=x onerror=alert(1)>';
const BAD_IDS = ['-1', '0', '1.5', '1e309', '99999999999999999999', 'abc', encodeURIComponent(sql), '%00', 'x'.repeat(300)];

const REQUESTS: Req[] = [
  // Ids of every kind in every id route.
  ...BAD_IDS.flatMap((id): Req[] => [
    { what: `order ${id}`, method: 'GET', url: `/api/orders/${id}` },
    { what: `order status ${id}`, method: 'GET', url: `/api/orders/check-status-by-id/${id}` },
    { what: `repeat order ${id}`, method: 'POST', url: `/api/orders/${id}/repeat`, body: {}, as: 'attacker' },
    { what: `delete address ${id}`, method: 'DELETE', url: `/api/profile/addresses/${id}`, as: 'attacker' },
    { what: `remove wish ${id}`, method: 'DELETE', url: `/api/profile/wishlist/${id}`, as: 'attacker' },
  ]),
  { what: 'unknown product slug', method: 'GET', url: '/api/products/no-such-dish' },
  { what: 'product id beyond int', method: 'GET', url: '/api/products/99999999999999999999' },
  { what: 'SQL as a category slug', method: 'GET', url: `/api/categories/slug/${encodeURIComponent("pizza' OR '1'='1")}` },
  { what: 'HTML as a page slug', method: 'GET', url: `/api/pages/${encodeURIComponent(html)}` },
  { what: 'huge article slug', method: 'GET', url: `/api/articles/${'a'.repeat(5000)}` },
  // Path traversal.
  { what: 'traversal to package.json', method: 'GET', url: '/api/images/../../package.json' },
  { what: 'encoded traversal', method: 'GET', url: '/api/images/..%2f..%2f..%2fpackage.json' },
  { what: 'double-encoded traversal', method: 'GET', url: '/api/images/%252e%252e%252f%252e%252e%252fdb.sqlite' },
  { what: 'traversal to /etc/passwd', method: 'GET', url: '/api/images/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd' },
  { what: 'NUL in an image name', method: 'GET', url: '/api/images/x.jpg%00.png' },
  { what: 'backslash traversal', method: 'GET', url: '/api/images/..%5c..%5cpackage.json' },
  // Wrong types and sizes on the account routes.
  {
    what: 'login phone as a boolean',
    method: 'POST',
    url: '/api/auth/login',
    body: { phone: true, password: 'demo1234' },
  },
  {
    what: 'login password as an object',
    method: 'POST',
    url: '/api/auth/login',
    body: { phone: '+380501112233', password: { $ne: '' } },
  },
  { what: 'login SQL in the phone', method: 'POST', url: '/api/auth/login', body: { phone: "' OR 1=1 --", password: 'x' } },
  {
    what: 'login SQL in the password',
    method: 'POST',
    url: '/api/auth/login',
    body: { phone: '+380501112233', password: "' OR '1'='1" },
  },
  {
    what: 'login 1 MB body',
    method: 'POST',
    url: '/api/auth/login',
    raw: JSON.stringify({ phone: '+380501112233', password: 'x'.repeat(1 << 20) }),
  },
  { what: 'login body is an array', method: 'POST', url: '/api/auth/login', raw: '[]' },
  { what: 'check code as an object', method: 'POST', url: '/api/secret/check', body: { id: 'x', code: { gt: 0 } } },
  { what: 'SMS for an HTML phone', method: 'POST', url: '/api/secret/generate/new', body: { phone: html } },
  {
    what: 'register with a 10k name',
    method: 'POST',
    url: '/api/auth/register/v2',
    body: {
      name: long,
      phone: '+380991112233',
      password: 'x',
      password_confirmation: 'x',
      sms: '1',
      secretId: 'x',
      forSite: true,
    },
  },
  { what: 'forgot with SQL e-mail', method: 'POST', url: '/api/auth/forgot', body: { email: `a@b.c'; ${sql}` } },
  {
    what: 'reset with a forged token',
    method: 'POST',
    url: '/api/auth/forgot/submit',
    body: { token: randomBytes(16).toString('hex'), password: 'newpass1', password_confirmation: 'newpass1' },
  },
  { what: 'profile name 10k', method: 'PUT', url: '/api/profile', body: { name: long }, as: 'attacker' },
  {
    what: 'profile e-mail with HTML',
    method: 'PUT',
    url: '/api/profile',
    body: { name: 'A', email: `${html}@x.com` },
    as: 'attacker',
  },
  { what: 'profile birthday SQL', method: 'PUT', url: '/api/profile', body: { name: 'A', birthday: sql }, as: 'attacker' },
  {
    what: 'password without confirmation',
    method: 'PUT',
    url: '/api/profile/password',
    body: { password: 'abcdef', password_confirmation: 'abcdeg' },
    as: 'attacker',
  },
  {
    what: 'address with a 10k street',
    method: 'POST',
    url: '/api/profile/addresses',
    body: { street: long, house: '1' },
    as: 'attacker',
  },
  {
    what: 'address house as an array',
    method: 'POST',
    url: '/api/profile/addresses',
    body: { street: 'Дерибасівська', house: ['1'] },
    as: 'attacker',
  },
  { what: 'wish of product -1', method: 'POST', url: '/api/profile/wishlist', body: { product_id: -1 }, as: 'attacker' },
  { what: 'wish of product "1"', method: 'POST', url: '/api/profile/wishlist', body: { product_id: 'one' }, as: 'attacker' },
  {
    what: 'wish of an unknown product',
    method: 'POST',
    url: '/api/profile/wishlist',
    body: { product_id: 2 ** 31 - 1 },
    as: 'attacker',
  },
  {
    what: 'review with rating 99',
    method: 'POST',
    url: '/api/reviews/create',
    body: { order_id: 1, food: 99, delivery: 5, pack: 5 },
  },
  {
    what: 'review with a script photo',
    method: 'POST',
    url: '/api/reviews/create',
    body: { order_id: 1, food: 5, delivery: 5, pack: 5, photo: 'data:text/html;base64,PHNjcmlwdD4=' },
  },
  { what: 'subscribe with an HTML e-mail', method: 'POST', url: '/api/subscribe', body: { email: html } },
  {
    what: 'subscribe 1 MB',
    method: 'POST',
    url: '/api/subscribe',
    raw: JSON.stringify({ email: `${'a'.repeat(1 << 20)}@x.com` }),
  },
  { what: 'promo code SQL', method: 'POST', url: '/api/promo/check', body: { code: sql, items: [], delivery_type: 'delivery' } },
  { what: 'social login unknown provider', method: 'POST', url: '/api/sociallogin/evil', body: { code: 'x' } },
  {
    what: 'social login with a forged code',
    method: 'POST',
    url: '/api/sociallogin/google',
    body: { code: randomBytes(8).toString('hex') },
  },
  { what: 'delivery resolve with HTML', method: 'POST', url: '/api/delivery/resolve', body: { street: html, house: long } },
  { what: 'streets with a 10k query', method: 'GET', url: `/api/streets?q=${'я'.repeat(3000)}` },
  { what: 'unknown language', method: 'GET', url: '/api/products?lang=klingon' },
  {
    what: 'JSON with a prototype key',
    method: 'POST',
    url: '/api/auth/login',
    raw: '{"__proto__":{"admin":true},"phone":"+380501112233"}',
  },
];

/** One customer reaching for another's things. */
const CROSS_USER: Req[] = [
  { what: "repeat the victim's order", method: 'POST', url: 'ORDER/repeat', body: {}, as: 'attacker' },
  {
    what: "accept the victim's order address",
    method: 'POST',
    url: '/api/orders/accept-address',
    body: { id: 'ORDER', name: 'x', asMain: true },
    as: 'attacker',
  },
  {
    what: "review the victim's order",
    method: 'POST',
    url: '/api/reviews/create',
    body: { order_id: 'ORDER', food: 1, delivery: 1, pack: 1, food_text: 'bad' },
    as: 'attacker',
  },
  {
    what: "review the victim's order as a guest",
    method: 'POST',
    url: '/api/reviews/create',
    body: { order_id: 'ORDER', food: 1, delivery: 1, pack: 1 },
    as: 'guest',
  },
  {
    what: "replace the victim's address",
    method: 'PUT',
    url: 'ADDRESS',
    body: { street: 'Хакерська', house: '1' },
    as: 'attacker',
  },
  { what: "delete the victim's address", method: 'DELETE', url: 'ADDRESS', as: 'attacker' },
  { what: "make the victim's address main", method: 'POST', url: 'ADDRESS/main', as: 'attacker' },
  { what: "remove the victim's wish", method: 'DELETE', url: '/api/profile/wishlist/1', as: 'attacker' },
];

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
  const order = await api.call('POST', '/api/orders', {
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

// ---- malformed bodies (issue 28) -----------------------------------------------------------------
describe('every malformed body is a 4xx with a message key, never a 500', () => {
  const b = 'ShopBoundary';
  const part = (name: string, value: string) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const multipartType = { 'content-type': `multipart/form-data; boundary=${b}` };
  const fields = part('name', 'Олена') + part('phone', '+380501112233') + part('email', 'o@example.com') + part('message', 'Hi');
  const CASES: [string, Record<string, string>, string | Buffer, number, string][] = [
    ['multipart cut off inside the file', multipartType, `${fields}${filePart}%PDF-1.4 half a fi`, 400, 'invalid_multipart'],
    ['multipart cut off inside a part header', multipartType, `${fields}--${b}\r\nContent-Disposit`, 400, 'invalid_multipart'],
    [
      'multipart without a boundary',
      { 'content-type': 'multipart/form-data' },
      `${fields}--${b}--\r\n`,
      400,
      'invalid_multipart',
    ],
    ['multipart whose body is not multipart', multipartType, 'just some text', 400, 'invalid_multipart'],
    [
      'an oversized file (6 MiB)',
      multipartType,
      Buffer.concat([
        Buffer.from(fields + filePart + '%PDF-1.4 '),
        Buffer.alloc(6 * 1024 * 1024, 65),
        Buffer.from(`\r\n--${b}--\r\n`),
      ]),
      422,
      'The given data was invalid.',
    ],
    ['a wrong content type', { 'content-type': 'application/xml' }, '<cv/>', 415, 'unsupported_media_type'],
    [
      'JSON above 256 KiB',
      { 'content-type': 'application/json' },
      JSON.stringify({ name: 'x'.repeat(300_000) }),
      413,
      'payload_too_large',
    ],
    [
      'deeply nested JSON arrays',
      { 'content-type': 'application/json' },
      '['.repeat(50_000) + ']'.repeat(50_000),
      422,
      'The given data was invalid.',
    ],
    [
      'deeply nested JSON objects',
      { 'content-type': 'application/json' },
      '{"name":'.repeat(5_000) + '1' + '}'.repeat(5_000),
      422,
      'The given data was invalid.',
    ],
    ['JSON cut off', { 'content-type': 'application/json' }, '{"name": "Оле', 400, 'invalid_json'],
  ];
  test.each(['/api/forms/cv', '/api/forms/director'].flatMap((url) => CASES.map((c) => [url, ...c] as const)))(
    '%s: %s -> %i',
    async (url, _what, headers, payload, status, message) => {
      const res = await api.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  test('the server still answers and stored nothing', async () => {
    expect((await api.call('GET', '/api/dev/forms')).body).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Олена', message: 'Hi' })]),
    );
    expect((await api.call('GET', '/api/categories')).status).toBe(200);
  });
});

// ---- security headers (issue 28) -------------------------------------------------------------------
describe('security headers on /api answers', () => {
  test.each([
    ['GET', '/api/categories', false],
    ['GET', '/api/products/999999', false],
    ['POST', '/api/auth/login', false],
    ['GET', '/api/auth/me', true],
    ['GET', '/api/profile/orders', true],
  ] as const)('%s %s', async (method, url, withToken) => {
    const res = await api.app.inject({
      method,
      url,
      headers: withToken ? { authorization: `Bearer ${victim}` } : {},
      payload: method === 'POST' ? { phone: '+380501112233', password: 'demo1234' } : undefined,
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
  test('images keep their long cache (no token involved)', async () => {
    const products = (await api.call('GET', '/api/products')).body as { main_image: { url: string } | null }[];
    const url = products.find((p) => p.main_image)!.main_image!.url;
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
