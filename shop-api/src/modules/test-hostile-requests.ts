import { createHmac, randomBytes } from 'node:crypto';

/**
 * The hostile requests of abuse.test.ts as data: tampered tokens for the private reads, bad ids,
 * traversal, wrong types and sizes, and one customer reaching for another's things. ORDER and
 * ADDRESS in a url or body stand for the victim's order and address, resolved at run time.
 */
// ---- tampered tokens ---------------------------------------------------------------------------
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: Record<string, unknown>, key: string | null, alg = 'HS256') => {
  const head = `${b64({ alg: key ? alg : 'none', typ: 'JWT' })}.${b64(payload)}`;
  return key ? `${head}.${createHmac('sha256', key).update(head).digest('base64url')}` : `${head}.`;
};

/** [what, Authorization header value (victim's token known at run time)]. */
export const TOKENS: [string, (victimToken: string) => string][] = [
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
export const PRIVATE_READS = [
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
export type Req = {
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

export const REQUESTS: Req[] = [
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
export const CROSS_USER: Req[] = [
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
