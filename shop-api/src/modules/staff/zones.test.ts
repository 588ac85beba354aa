import { createTestApi, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';

jest.setTimeout(60_000);

/**
 * The zone editor's API (issue 47): managers draw, move and switch off zones and set their four
 * numbers; polygons are checked; a change applies to the next quote at once; operators,
 * customers and strangers are refused.
 */
const PASSWORD = 'desk-password-1';
const square = (lng: number, lat: number, side: number) => [
  [lng, lat],
  [lng + side, lat],
  [lng + side, lat + side],
  [lng, lat + side],
  [lng, lat],
];
/** Around Дерибасівська's point (46.4846, 30.7385), inside the seeded zone Центр. */
const PASSAGE = {
  name_uk: 'Пасаж',
  name_ru: 'Пассаж',
  geometry: { type: 'Polygon', coordinates: [square(30.738, 46.484, 0.002)] },
  priority: 10,
  active: true,
  served: true,
  min_sum: 150,
  delivery_price: 25,
  free_from: 350,
  delivery_minutes: 30,
  color: '#3949ab',
};
const quote = (api: TestApi) => api.call('POST', '/api/delivery/resolve', { body: { street: 'Дерибасівська', house: '5' } });

describe('the zone editor', () => {
  let api: TestApi;
  let manager: string;
  let operator: string;
  let customer: string;
  beforeAll(async () => {
    api = await createTestApi();
    for (const role of ['manager', 'operator'] as const)
      await api.call('POST', '/api/dev/staff', { body: { login: `zones-${role}`, password: PASSWORD, role } });
    const signIn = async (login: string) =>
      (await api.call('POST', '/api/staff/login', { body: { login, password: PASSWORD } })).body.token as string;
    manager = await signIn('zones-manager');
    operator = await signIn('zones-operator');
    customer = (await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } }))
      .body.access_token;
  });
  afterAll(() => api.close());

  test('a manager draws a zone of higher priority: the next quote is that zone; its minimum changed, the next quote follows', async () => {
    expect((await quote(api)).body.area).toMatchObject({ id: 1, name: 'Центр' });
    const drawn = await api.call('POST', '/api/staff/zones', { token: manager, body: PASSAGE });
    expect(drawn.status).toBe(201);
    expect(drawn.body).toMatchObject({ ...PASSAGE, id: expect.any(Number) });
    expect((await quote(api)).body.area).toMatchObject({ id: drawn.body.id, name: 'Пасаж', min_sum: 150, delivery_minutes: 30 });
    const changed = await api.call('PUT', `/api/staff/zones/${drawn.body.id}`, {
      token: manager,
      body: { ...PASSAGE, min_sum: 450, free_from: 900 },
    });
    expect(changed).toMatchObject({ status: 200, body: { min_sum: 450, free_from: 900 } });
    expect((await quote(api)).body.area).toMatchObject({ id: drawn.body.id, min_sum: 450 });
    const logged = api.ctx.db
      .prepare('SELECT action, details FROM staff_actions WHERE target = ? ORDER BY id')
      .all(`zone:${drawn.body.id}`);
    expect(logged).toEqual([
      { action: 'zone_create', details: JSON.stringify({ name: 'Пасаж' }) },
      { action: 'zone_update', details: JSON.stringify({ changed: { min_sum: 450, free_from: 900 }, geometry_changed: false }) },
    ]);
    // Switched off: the zone under it serves again, and the public list no longer shows it.
    await api.call('PUT', `/api/staff/zones/${drawn.body.id}`, { token: manager, body: { ...PASSAGE, active: false } });
    expect((await quote(api)).body.area).toMatchObject({ id: 1 });
    const listed = await api.call('GET', '/api/delivery-areas');
    expect(listed.body.map((a: { id: number }) => a.id)).not.toContain(drawn.body.id);
    const staffList = await api.call('GET', '/api/staff/zones', { token: manager });
    expect(staffList.body.find((z: { id: number }) => z.id === drawn.body.id)).toMatchObject({ active: false });
  });

  test.each([
    [
      'a ring that crosses itself',
      {
        coordinates: [
          [
            [30, 46],
            [30.1, 46.1],
            [30.1, 46],
            [30, 46.1],
            [30, 46],
          ],
        ],
      },
      'geometry.coordinates.0',
      'zone_ring_self_intersecting',
    ],
    [
      'a ring not closed',
      {
        coordinates: [
          [
            [30, 46],
            [30.1, 46],
            [30.1, 46.1],
            [30, 46.1],
          ],
        ],
      },
      'geometry.coordinates.0',
      'zone_ring_not_closed',
    ],
    [
      'a ring of three positions',
      {
        coordinates: [
          [
            [30, 46],
            [30.1, 46],
            [30, 46],
          ],
        ],
      },
      'geometry.coordinates.0',
      'zone_ring_too_few_positions',
    ],
    [
      'a hole that crosses itself',
      {
        coordinates: [
          square(30, 46, 1),
          [
            [30.1, 46.1],
            [30.2, 46.2],
            [30.2, 46.1],
            [30.1, 46.2],
            [30.1, 46.1],
          ],
        ],
      },
      'geometry.coordinates.1',
      'zone_ring_self_intersecting',
    ],
    ['a latitude beyond 90°', { coordinates: [square(30, 89.5, 1)] }, 'geometry.coordinates.0', 'zone_position_invalid'],
  ])('refused with a 422 naming the ring: %s', async (_name, geometry, field, error) => {
    const before = (await api.call('GET', '/api/staff/zones', { token: manager })).body;
    const res = await api.call('POST', '/api/staff/zones', {
      token: manager,
      body: { ...PASSAGE, geometry: { type: 'Polygon', ...geometry } },
    });
    expect([res.status, res.body.errors]).toEqual([422, { [field]: [error] }]);
    expect((await api.call('GET', '/api/staff/zones', { token: manager })).body).toEqual(before);
  });

  test('free delivery below the minimum sum, negative money, a bad colour and an unknown zone are refused', async () => {
    const post = (body: unknown) => api.call('POST', '/api/staff/zones', { token: manager, body });
    expect((await post({ ...PASSAGE, free_from: 100 })).body.errors).toEqual({ free_from: ['zone_free_from_below_min_sum'] });
    expect((await post({ ...PASSAGE, delivery_price: -1 })).status).toBe(422);
    expect((await post({ ...PASSAGE, color: 'red' })).status).toBe(422);
    const missing = await api.call('PUT', '/api/staff/zones/999999', { token: manager, body: PASSAGE });
    expect([missing.status, missing.body.message]).toEqual([404, 'zone_not_found']);
  });

  test('an operator, a customer and a stranger are refused, and nothing changes', async () => {
    const before = (await api.call('GET', '/api/staff/zones', { token: manager })).body;
    for (const [token, status, message] of [
      [operator, 403, 'staff_role'],
      [customer, 403, 'staff_only'],
      [undefined, 401, undefined],
    ] as const) {
      const list = await api.call('GET', '/api/staff/zones', { token });
      const create = await api.call('POST', '/api/staff/zones', { token, body: PASSAGE });
      const change = await api.call('PUT', '/api/staff/zones/1', { token, body: { ...PASSAGE, min_sum: 1 } });
      for (const res of [list, create, change]) {
        expect(res.status).toBe(status);
        if (message) expect(res.body.message).toBe(message);
      }
    }
    expect((await api.call('GET', '/api/staff/zones', { token: manager })).body).toEqual(before);
  });
});
