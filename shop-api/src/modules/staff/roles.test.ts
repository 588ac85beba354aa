import type { AddressInfo } from 'node:net';
import { createTestApi, type TestApi } from '../../test-utils';
import { may, permissionsOf, roleOf, STAFF_PERMISSIONS, type StaffPermission } from './roles';

jest.setTimeout(60_000);

test.each<[StaffPermission, boolean]>([
  ['orders', true],
  ['stop_list', true],
  ['prices', false],
  ['hours', false],
  ['zones', false],
  ['refunds', false],
  ['accounts', false],
  ['reports', false],
])('an operator may %s: %s; a manager may everything', (permission, operator) => {
  expect(may('operator', permission)).toBe(operator);
  expect(may('manager', permission)).toBe(true);
});

test("an account from before roles ('staff') and anything unknown is an operator", () => {
  expect(roleOf('staff')).toBe('operator');
  expect(roleOf('')).toBe('operator');
  expect(roleOf('manager')).toBe('manager');
  expect(permissionsOf('manager')).toEqual([...STAFF_PERMISSIONS]);
});

const PASSWORD = 'desk-password-1';

/** A valid zone for the editor's calls: a small square far from the seeded zones. */
const ZONE = {
  name_uk: 'Тест',
  name_ru: 'Тест',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [31, 47],
        [31.01, 47],
        [31.01, 47.01],
        [31, 47.01],
        [31, 47],
      ],
    ],
  },
  priority: 0,
  active: false,
  served: true,
  min_sum: 100,
  delivery_price: 10,
  free_from: 500,
  delivery_minutes: 60,
  color: '#123456',
};

/**
 * Every staff route with a request the manager's role is needed for, or null where an operator
 * may call it. A staff route missing from this table fails the test: each new route says who may call it.
 */
const ROUTES: Record<string, { body?: Record<string, unknown>; managerOnly: boolean }[]> = {
  'POST /api/staff/logout': [{ managerOnly: false }],
  'GET /api/staff/me': [{ managerOnly: false }],
  'GET /api/staff/orders': [{ managerOnly: false }],
  'GET /api/staff/orders/stream': [{ managerOnly: false }],
  'POST /api/staff/orders/{id}/accept': [{ body: { version: 0, promised_minutes: 30 }, managerOnly: false }],
  'POST /api/staff/orders/{id}/status': [{ body: { version: 0, status: 'Delivered' }, managerOnly: false }],
  'POST /api/staff/orders/{id}/cancel': [{ body: { version: 0, reason: 'test' }, managerOnly: false }],
  'POST /api/staff/orders/{id}/undo': [{ body: { version: 0 }, managerOnly: false }],
  'POST /api/staff/orders/{id}/refund': [{ body: { amount: 10, reason: 'test', key: 'refund-key-1' }, managerOnly: true }],
  'GET /api/staff/receipts': [{ managerOnly: false }],
  'GET /api/staff/menu': [{ managerOnly: false }],
  'POST /api/staff/menu/dish': [
    { body: { product_id: 999_999, available: false }, managerOnly: false },
    { body: { product_id: 999_999, price: 150 }, managerOnly: true },
    { body: { product_id: 999_999, available: true, price: 150 }, managerOnly: true },
  ],
  'POST /api/staff/menu/modifier': [{ body: { modifier_id: 999_999, available: false }, managerOnly: false }],
  'POST /api/staff/kitchen': [
    { body: { paused: false }, managerOnly: false },
    { body: { time_start: '10:00' }, managerOnly: true },
    { body: { paused: false, time_end: '22:00' }, managerOnly: true },
    { body: { override: null }, managerOnly: true },
  ],
  'GET /api/staff/actions': [{ managerOnly: true }],
  'GET /api/staff/report?from=2026-11-18&to=2026-11-18': [{ managerOnly: true }],
  'GET /api/staff/pos/unsent': [{ managerOnly: false }],
  'POST /api/staff/pos/unsent/{id}/retry': [{ managerOnly: false }],
  'GET /api/staff/zones': [{ managerOnly: true }],
  'POST /api/staff/zones': [{ body: ZONE, managerOnly: true }],
  'PUT /api/staff/zones/{id}': [{ body: ZONE, managerOnly: true }],
};

async function signIn(api: TestApi, login: string): Promise<string> {
  return (await api.call('POST', '/api/staff/login', { body: { login, password: PASSWORD } })).body.token as string;
}

describe('every staff route checks the role', () => {
  let api: TestApi;
  const tokens: Record<'operator' | 'manager', string> = { operator: '', manager: '' };
  beforeAll(async () => {
    api = await createTestApi();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    for (const role of ['operator', 'manager'] as const) {
      const login = `role-${role}`;
      expect((await api.call('POST', '/api/dev/staff', { body: { login, password: PASSWORD, role } })).status).toBe(200);
      tokens[role] = await signIn(api, login);
    }
  });
  afterAll(() => api.close());

  test('the table names every staff route', () => {
    const paths = (api.app as unknown as { swagger: () => { paths: Record<string, Record<string, unknown>> } }).swagger().paths;
    const listed = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/staff/') && path !== '/api/staff/login')
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(listed.sort()).toEqual(
      Object.keys(ROUTES)
        .map((r) => r.replace(/\?.*/, ''))
        .sort(),
    );
  });

  test.each(Object.entries(ROUTES).flatMap(([route, calls]) => calls.map((c) => [route, c] as const)))(
    '%s %j: an operator is refused where a manager is needed; a manager never',
    async (route, { body, managerOnly }) => {
      const [method, path] = route.split(' ');
      const url = path.replace('{id}', '999999');
      // Sign-out ends the session: it is tried with sessions of its own.
      const own = route.endsWith('/logout');
      for (const role of ['operator', 'manager'] as const) {
        const token = own ? await signIn(api, `role-${role}`) : tokens[role];
        // Over the network (the stream answers and stays open: only its head is read, then the request is dropped).
        const origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
        const abort = new AbortController();
        const res = await fetch(origin + url, {
          method,
          signal: abort.signal,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        const answer = res.status === 403 ? ((await res.json()) as { message: string }).message : res.status;
        abort.abort();
        const refused = role === 'operator' && managerOnly;
        if (refused) expect([role, answer]).toEqual([role, 'staff_role']);
        else expect([role, answer]).not.toEqual([role, 403]);
        expect(answer).not.toBe(401);
      }
    },
  );

  test('a refused change changed nothing: the price stays, no action logged for the operator', async () => {
    const price = () => (api.ctx.db.prepare('SELECT price FROM products WHERE id = 1').get() as { price: number }).price;
    const before = price();
    const res = await api.call('POST', '/api/staff/menu/dish', {
      token: tokens.operator,
      body: { product_id: 1, price: before + 10 },
    });
    expect([res.status, res.body.message]).toEqual([403, 'staff_role']);
    expect(price()).toBe(before);
    const logged = api.ctx.db
      .prepare(
        "SELECT COUNT(*) AS n FROM staff_actions a JOIN staff s ON s.id = a.staff_id WHERE s.login = 'role-operator' AND a.action = 'dish'",
      )
      .get() as { n: number };
    expect(logged.n).toBe(0);
  });

  test('sign-in and /me tell the desk the role and its permissions; a new role counts at the next request', async () => {
    const me = await api.call('GET', '/api/staff/me', { token: tokens.operator });
    expect(me.body.staff).toMatchObject({ role: 'operator', permissions: ['orders', 'stop_list'] });
    api.ctx.db.prepare("UPDATE staff SET role = 'manager' WHERE login = 'role-operator'").run();
    const now = await api.call('GET', '/api/staff/actions', { token: tokens.operator });
    expect(now.status).toBe(200);
    api.ctx.db.prepare("UPDATE staff SET role = 'operator' WHERE login = 'role-operator'").run();
    expect((await api.call('GET', '/api/staff/actions', { token: tokens.operator })).status).toBe(403);
  });
});
