import { createDeskStore, readStoredSession, SESSION_KEY } from './desk-store';
import type { ApiResult } from '../../api-client/client';
import type { DeskApi, DeskOrder, MenuState } from './desk-api';
import { draftOf } from './orders-slice';

const now = Date.parse('2026-11-18T10:00:00.000Z');
const memory = (value: string | null) => {
  const data = new Map<string, string>(value === null ? [] : [[SESSION_KEY, value]]);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
};

test.each<[string, string | null, boolean]>([
  ['nothing stored', null, false],
  ['corrupt JSON', '{oops', false],
  ['wrong shape', '{"token":1}', false],
  ['expired', JSON.stringify({ token: 't', login: 'a', expiresAt: '2026-11-18T09:59:59.000Z' }), false],
  [
    'from before roles (no permissions)',
    JSON.stringify({ token: 't', login: 'a', expiresAt: '2026-11-18T22:00:00.000Z' }),
    false,
  ],
  ['valid', JSON.stringify({ token: 't', login: 'a', expiresAt: '2026-11-18T22:00:00.000Z', permissions: ['orders'] }), true],
])('stored session: %s', (_n, stored, signedIn) => {
  expect(readStoredSession(memory(stored), now) !== null).toBe(signedIn);
});

const order = (id: number, version: number, status: DeskOrder['status'], revision = version) =>
  ({ id, version, revision, status, accept_by: '2026-11-18T10:05:00.000Z', items: [] }) as unknown as DeskOrder;

test('the list first, then the stream from its event id; a new order rings, a change does not; sign-out stops the stream', async () => {
  const rings: number[] = [];
  const storage = memory(null);
  const desk = createDeskStore({ storage, ring: () => rings.push(1), now: () => now });
  let push: (kind: string, o: DeskOrder) => void = () => {};
  let streamedFrom = -1;
  let closed = false;
  const api = {
    orders: async () => ({ ok: true, data: { lastEventId: 41, orders: [order(1, 0, 'New')] } }),
    // A manager made anna one since she signed in: the desk takes the new permissions.
    me: async () => ({ ok: true, data: { login: 'anna', role: 'manager', permissions: ['orders', 'prices'] } }),
    stream: (from: number, onOrder: typeof push) => {
      streamedFrom = from;
      push = onOrder;
      return { close: () => (closed = true) };
    },
  } as unknown as DeskApi;
  desk.getState().setSession({ token: 't', login: 'anna', expiresAt: '2026-11-18T22:00:00.000Z', permissions: ['orders'] });
  expect(JSON.parse(storage.data.get(SESSION_KEY)!).login).toBe('anna');
  await desk.getState().start(api);
  expect(streamedFrom).toBe(41);
  expect(desk.getState().session?.permissions).toEqual(['orders', 'prices']);
  expect(JSON.parse(storage.data.get(SESSION_KEY)!).permissions).toEqual(['orders', 'prices']);
  push('created', order(2, 0, 'New'));
  push('changed', order(1, 1, 'In progress'));
  expect(desk.getState().orders.map((o) => [o.id, o.status])).toEqual([
    [2, 'New'],
    [1, 'In progress'],
  ]);
  expect(rings).toHaveLength(1);
  desk.getState().setSession(null);
  expect(closed).toBe(true);
  expect(storage.data.has(SESSION_KEY)).toBe(false);
  expect(desk.getState().orders).toEqual([]);
});

test("a payment's change event (same version: payment does not move the order) shows the order paid without a reload", async () => {
  const desk = createDeskStore({ storage: memory(null), ring: () => {}, now: () => now });
  let push: (kind: string, o: DeskOrder) => void = () => {};
  const awaiting = { ...order(7, 1, 'In progress'), payment_state: 'awaiting_payment' } as DeskOrder;
  const api = {
    orders: async () => ({ ok: true, data: { lastEventId: 3, orders: [awaiting] } }),
    me: async () => ({ ok: false, error: { kind: 'network', status: 0, message: 'offline' } }),
    stream: (_from: number, onOrder: typeof push) => {
      push = onOrder;
      return { close: () => {} };
    },
  } as unknown as DeskApi;
  desk.getState().setSession({ token: 't', login: 'anna', expiresAt: '2026-11-18T22:00:00.000Z', permissions: ['orders'] });
  await desk.getState().start(api);
  push('changed', { ...awaiting, revision: 2, payment_state: 'paid' } as DeskOrder);
  expect(desk.getState().orders.map((o) => [o.id, o.version, o.payment_state])).toEqual([[7, 1, 'paid']]);
  // A stale copy (older version, e.g. a late list answer) never takes it back.
  desk.getState().update({ ...awaiting, version: 0 } as DeskOrder);
  expect(desk.getState().orders[0].payment_state).toBe('paid');
  // Nor does a copy of the same version read before the payment (an action's answer that came late).
  desk.getState().update(awaiting);
  expect(desk.getState().orders[0].payment_state).toBe('paid');
});

describe("an order card's action", () => {
  const setup = () => {
    const desk = createDeskStore({ storage: memory(null), ring: () => {}, now: () => now });
    desk.getState().update(order(5, 2, 'New'));
    return desk;
  };
  const refused = (status: number, message: string, body?: unknown) => async () =>
    ({ ok: false, error: { kind: 'http', status, message, body } }) as unknown as ApiResult<DeskOrder>;

  test('its answer replaces the order and closes the cancel form', async () => {
    const desk = setup();
    desk.getState().editDraft(5, { cancelling: true, reason: 'no courier' });
    await desk.getState().act(5, async () => ({ ok: true, data: order(5, 3, 'Cancelled') }));
    expect(desk.getState().orders[0].status).toBe('Cancelled');
    expect(draftOf(desk.getState().drafts, 5)).toMatchObject({ cancelling: false, busy: false, message: null });
  });

  test.each<[string, () => Promise<ApiResult<DeskOrder>>, string, DeskOrder['status']]>([
    [
      'a conflict shows the fresh order',
      refused(409, 'order_changed', { order: order(5, 4, 'Cancelled') }),
      'desk_conflict',
      'Cancelled',
    ],
    ['a known refusal is explained', refused(422, 'promised_time'), 'desk_error_promised_time', 'New'],
    ['anything else is "action failed"', refused(500, 'internal'), 'desk_action_failed', 'New'],
  ])('%s', async (_name, call, message, status) => {
    const desk = setup();
    await desk.getState().act(5, call);
    expect(draftOf(desk.getState().drafts, 5)).toMatchObject({ message, busy: false });
    expect(desk.getState().orders[0].status).toBe(status);
  });
});

test('sign-in: empty fields are refused without a call; a wrong password says so; success keeps the session', async () => {
  const storage = memory(null);
  const desk = createDeskStore({ storage, ring: () => {}, now: () => now });
  const calls: string[] = [];
  const api = {
    login: async (login: string, password: string) => {
      calls.push(login);
      return password === 'right-password'
        ? {
            ok: true,
            data: {
              token: 'tok',
              expires_at: '2026-11-18T22:00:00.000Z',
              staff: { login, name: login, role: 'operator', permissions: ['orders', 'stop_list'] },
            },
          }
        : { ok: false, error: { kind: 'validation', status: 422, message: 'staff_login_failed' } };
    },
  } as unknown as DeskApi;
  await desk.getState().submitSignIn(api);
  expect(desk.getState().signIn.error).toBe('desk_login_required');
  expect(calls).toEqual([]);
  desk.getState().editSignIn({ login: ' anna ', password: 'wrong' });
  await desk.getState().submitSignIn(api);
  expect(desk.getState().signIn).toMatchObject({ error: 'desk_login_failed', busy: false });
  desk.getState().editSignIn({ password: 'right-password' });
  await desk.getState().submitSignIn(api);
  expect(calls).toEqual(['anna', 'anna']);
  expect(desk.getState().session).toMatchObject({ token: 'tok', login: 'anna', permissions: ['orders', 'stop_list'] });
  expect(desk.getState().signIn.password).toBe('');
});

test('menu: an answer fills the hours and the one-day form once; a refusal keeps the menu and says why', async () => {
  const desk = createDeskStore({ storage: memory(null), ring: () => {}, now: () => now });
  const menu = (time_start: string) =>
    ({
      dishes: [],
      modifiers: [],
      kitchen_paused: false,
      time_start,
      time_end: '22:00',
      override: { date: '2026-11-19', closed: true, time_start: null, time_end: null },
    }) as MenuState;
  await desk.getState().applyMenu(async () => ({ ok: true, data: menu('10:00') }));
  expect(desk.getState().hours).toEqual({ time_start: '10:00', time_end: '22:00' });
  expect(desk.getState().dayDraft).toMatchObject({ date: '2026-11-19', closed: true });
  desk.getState().editDay({ closed: false });
  await desk.getState().applyMenu(async () => ({ ok: true, data: menu('09:00') }));
  expect(desk.getState().hours?.time_start).toBe('09:00');
  expect(desk.getState().dayDraft?.closed).toBe(false);
  await desk
    .getState()
    .applyMenu(
      async () => ({ ok: false, error: { kind: 'validation', status: 422, message: 'validation' } }) as ApiResult<MenuState>,
    );
  expect(desk.getState().menuError).toBe('desk_menu_invalid');
  expect(desk.getState().menu?.time_start).toBe('09:00');
});

test("report: today and yesterday are Kyiv days by the desk's clock (00:30 Kyiv is still the same day)", async () => {
  // 2026-11-18 22:30 UTC is 19 November, 00:30 in Kyiv.
  const desk = createDeskStore({ storage: memory(null), ring: () => {}, now: () => Date.parse('2026-11-18T22:30:00.000Z') });
  const asked: string[] = [];
  const api = {
    report: async (from: string, to: string) => {
      asked.push(`${from}..${to}`);
      return { ok: false, error: { kind: 'validation', status: 422, message: 'invalid' } };
    },
  } as unknown as DeskApi;
  expect(desk.getState().period).toEqual({ from: '2026-11-19', to: '2026-11-19' });
  await desk.getState().showDay(api, 'yesterday');
  await desk.getState().showDay(api, 'today');
  expect(asked).toEqual(['2026-11-18..2026-11-18', '2026-11-19..2026-11-19']);
  expect(desk.getState().reportError).toBe('desk_report_invalid');
});
