import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { createTestApi, type TestApi, postOrder } from '../src/test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/modules/auth/seed';

/**
 * The contract says who may call what (issue 43): every operation has an operationId and a
 * `security` list; each one that asks for a bearer token is refused without one, and each staff
 * operation is refused with a customer's token (someone else's credentials); each one that takes an
 * order's secret is refused with another order's secret or another customer's session.
 */
jest.setTimeout(120_000);

type Operation = { operationId?: string; security?: unknown[] };
const doc = YAML.parse(fs.readFileSync(path.join(__dirname, '..', 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(doc.paths).flatMap(([url, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ method: method.toUpperCase(), url, op })),
);
/** A concrete URL: every path parameter 1. */
const concrete = (url: string) => url.replace(/\{[^}]+\}/g, '1');
const guarded = operations.filter((o) => (o.op.security ?? []).length > 0);

test('every operation has a unique operationId and declares its security', () => {
  expect(operations.length).toBeGreaterThan(100);
  const ids = operations.map((o) => o.op.operationId);
  expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
  expect(operations.filter((o) => !Array.isArray(o.op.security)).map((o) => `${o.method} ${o.url}`)).toEqual([]);
});

describe('walking the contract', () => {
  let api: TestApi;
  let customer: string;
  let otherCustomer: string;
  beforeAll(async () => {
    api = await createTestApi();
    const login = async (phone: string) =>
      (await api.call('POST', '/api/auth/login', { body: { phone, password: DEMO_PASSWORD } })).body.access_token as string;
    customer = await login(DEMO_USERS.bonus.phone);
    otherCustomer = await login(DEMO_USERS.birthday.phone);
  });
  afterAll(() => api.close());

  test('each operation that asks for a bearer token refuses a call without one', async () => {
    expect(guarded.length).toBeGreaterThan(30);
    const let_through: string[] = [];
    for (const { method, url } of guarded) {
      const res = await api.call(method as 'GET', concrete(url), {
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      // Refused: 401 (no session), or 422 when the body's shape is checked first; never an answer.
      if (![401, 422].includes(res.status)) let_through.push(`${method} ${url} -> ${res.status}`);
    }
    expect(let_through).toEqual([]);
  });

  test("each operation that takes an order's secret refuses another order's secret and another customer's session", async () => {
    const byOrderSecret = operations.filter((o) => (o.op.security ?? []).some((s) => Object.hasOwn(s as object, 'orderSecret')));
    expect(byOrderSecret.length).toBeGreaterThanOrEqual(5);
    const place = async (token?: string) => {
      const res = await postOrder(api, {
        token,
        body: {
          cart_guid: randomUUID(),
          items: [{ product_id: 1, count: 1, price: 179 }],
          name: 'Гість',
          phone: '0509998877',
          delivery_type: 'pickup',
          pickup_point_id: 1,
          time: 'asap',
          pay_type: 'online',
          cutlery: 1,
        },
      });
      expect(res.status).toBe(200);
      return res.body as { id: number; secret: string };
    };
    const victim = await place(customer);
    const stranger = await place();
    const let_through: string[] = [];
    for (const { method, url } of byOrderSecret) {
      const target = url.replace('{id}', String(victim.id));
      const body = method === 'GET' ? undefined : { order_id: victim.id, food: 5, delivery: 5, pack: 5 };
      for (const attempt of [{ query: `?secret=${stranger.secret}` }, { query: '', token: otherCustomer }]) {
        const res = await api.call(method as 'GET', `${target}${attempt.query}`, { body, token: attempt.token });
        // Refused like an unknown order: 404, or 422 `validation_exists` for a review.
        if (![404, 422].includes(res.status)) let_through.push(`${method} ${url} ${JSON.stringify(attempt)} -> ${res.status}`);
      }
    }
    expect(let_through).toEqual([]);
  });

  test("each staff operation refuses a customer's token", async () => {
    const staffOps = guarded.filter((o) => o.url.startsWith('/api/staff/') && o.url !== '/api/staff/login');
    expect(staffOps.length).toBeGreaterThan(8);
    const let_through: string[] = [];
    for (const { method, url } of staffOps) {
      const res = await api.call(method as 'GET', concrete(url), {
        token: customer,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      if (![403, 422].includes(res.status)) let_through.push(`${method} ${url} -> ${res.status}`);
    }
    expect(let_through).toEqual([]);
  });
});
