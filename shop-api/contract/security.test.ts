import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { createTestApi, type TestApi } from '../src/test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/modules/auth/seed';

/**
 * The contract says who may call what (issue 43): every operation has an operationId and a
 * `security` list; each one that asks for a bearer token is refused without one, and each staff
 * operation is refused with a customer's token (someone else's credentials).
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
  beforeAll(async () => {
    api = await createTestApi();
    customer = (await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } }))
      .body.access_token;
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
