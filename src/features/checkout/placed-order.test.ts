import { parsePlacedOrder, readPlacedOrder, savePlacedOrder } from './placed-order';

describe('the order this tab placed (kept for a reload)', () => {
  test.each<[string | null, number | null]>([
    ['12', 12],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['0', null],
    ['-1', null],
    ['12a', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (raw, id) => expect(parsePlacedOrder(raw)).toBe(id));

  test('saved and read back; storage that throws reads as none', () => {
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void store.set(k, v), getItem: (k: string) => store.get(k) ?? null };
    savePlacedOrder(77, storage);
    expect(readPlacedOrder(storage)).toBe(77);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPlacedOrder(broken)).toBeNull();
  });
});
