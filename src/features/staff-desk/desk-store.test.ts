import { createDeskStore, readStoredSession, SESSION_KEY } from './desk-store';
import type { DeskApi, DeskOrder } from './desk-api';

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
  ['valid', JSON.stringify({ token: 't', login: 'a', expiresAt: '2026-11-18T22:00:00.000Z' }), true],
])('stored session: %s', (_n, stored, signedIn) => {
  expect(readStoredSession(memory(stored), now) !== null).toBe(signedIn);
});

const order = (id: number, version: number, status: DeskOrder['status']) =>
  ({ id, version, status, accept_by: '2026-11-18T10:05:00.000Z', items: [] }) as unknown as DeskOrder;

test('the list first, then the stream from its event id; a new order rings, a change does not; sign-out stops the stream', async () => {
  const rings: number[] = [];
  const storage = memory(null);
  const desk = createDeskStore({ storage, ring: () => rings.push(1), now: () => now });
  let push: (kind: string, o: DeskOrder) => void = () => {};
  let streamedFrom = -1;
  let closed = false;
  const api = {
    orders: async () => ({ ok: true, data: { lastEventId: 41, orders: [order(1, 0, 'New')] } }),
    stream: (from: number, onOrder: typeof push) => {
      streamedFrom = from;
      push = onOrder;
      return { close: () => (closed = true) };
    },
  } as unknown as DeskApi;
  desk.setSession({ token: 't', login: 'anna', expiresAt: '2026-11-18T22:00:00.000Z' });
  expect(JSON.parse(storage.data.get(SESSION_KEY)!).login).toBe('anna');
  await desk.start(api);
  expect(streamedFrom).toBe(41);
  push('created', order(2, 0, 'New'));
  push('changed', order(1, 1, 'In progress'));
  expect(desk.store.getState().orders.map((o) => [o.id, o.status])).toEqual([
    [2, 'New'],
    [1, 'In progress'],
  ]);
  expect(rings).toHaveLength(1);
  desk.setSession(null);
  expect(closed).toBe(true);
  expect(storage.data.has(SESSION_KEY)).toBe(false);
  expect(desk.store.getState().orders).toEqual([]);
});

test("a payment's change event (same version: payment does not move the order) shows the order paid without a reload", async () => {
  const desk = createDeskStore({ storage: memory(null), ring: () => {}, now: () => now });
  let push: (kind: string, o: DeskOrder) => void = () => {};
  const awaiting = { ...order(7, 1, 'In progress'), payment_state: 'awaiting_payment' } as DeskOrder;
  const api = {
    orders: async () => ({ ok: true, data: { lastEventId: 3, orders: [awaiting] } }),
    stream: (_from: number, onOrder: typeof push) => {
      push = onOrder;
      return { close: () => {} };
    },
  } as unknown as DeskApi;
  desk.setSession({ token: 't', login: 'anna', expiresAt: '2026-11-18T22:00:00.000Z' });
  await desk.start(api);
  push('changed', { ...awaiting, payment_state: 'paid' } as DeskOrder);
  expect(desk.store.getState().orders.map((o) => [o.id, o.version, o.payment_state])).toEqual([[7, 1, 'paid']]);
  // A stale copy (older version, e.g. a late list answer) never takes it back.
  desk.update({ ...awaiting, version: 0 } as DeskOrder);
  expect(desk.store.getState().orders[0].payment_state).toBe('paid');
});
