import {
  CURRENT_ORDERS_KEY,
  MAX_CURRENT_ORDERS,
  addCurrentOrder,
  clearCurrentOrders,
  onCurrentOrdersChange,
  parseCurrentOrders,
  readCurrentOrders,
} from './current-orders';

const memory = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};
const order = (id: number) => ({ id, number: 10000 + id, created_at: '2026-11-18T10:00:00.000Z' });

describe('parseCurrentOrders: validated, never throws', () => {
  test.each<[string, string | null, number[]]>([
    ['missing', null, []],
    ['not JSON', '{oops', []],
    ['not an array', '{"id":1}', []],
    ['valid', JSON.stringify([order(1), order(2)]), [1, 2]],
    ['bad entries dropped', JSON.stringify([order(1), { id: 'x', number: 1 }, { id: 3 }, null, 5, { id: -1, number: 2 }]), [1]],
    ['duplicates: the last wins', JSON.stringify([order(1), order(2), order(1)]), [2, 1]],
    ['prototype keys ignored', '[{"__proto__":{"id":7,"number":7}}]', []],
    ['too long', `[${'1,'.repeat(60_000)}1]`, []],
    [
      'only the newest ten',
      JSON.stringify(Array.from({ length: 12 }, (_, i) => order(i + 1))),
      [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    ],
  ])('%s', (_name, text, ids) => expect(parseCurrentOrders(text).map((o) => o.id)).toEqual(ids));

  it('a bad created_at becomes empty, the order is kept', () => {
    expect(parseCurrentOrders(JSON.stringify([{ id: 1, number: 2, created_at: 'yesterday' }]))).toEqual([
      { id: 1, number: 2, created_at: '' },
    ]);
  });
});

describe('add, clear', () => {
  it('appends, moves a repeated id to the end, keeps ten, clears the key', () => {
    const s = memory();
    addCurrentOrder(order(1), s);
    addCurrentOrder(order(2), s);
    addCurrentOrder(order(1), s);
    expect(readCurrentOrders(s).map((o) => o.id)).toEqual([2, 1]);
    for (let i = 3; i <= 14; i++) addCurrentOrder(order(i), s);
    expect(readCurrentOrders(s)).toHaveLength(MAX_CURRENT_ORDERS);
    expect(readCurrentOrders(s)[0].id).toBe(5);
    clearCurrentOrders(s);
    expect(s.data.has(CURRENT_ORDERS_KEY)).toBe(false);
  });

  it('storage that throws reads as empty and writes nothing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readCurrentOrders(broken)).toEqual([]);
    expect(() => addCurrentOrder(order(1), broken)).not.toThrow();
  });

  it('notifies this tab and follows other tabs', () => {
    const listener = jest.fn();
    const stop = onCurrentOrdersChange(listener);
    addCurrentOrder(order(1), memory());
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_ORDERS_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartProducts' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    addCurrentOrder(order(2), memory());
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
