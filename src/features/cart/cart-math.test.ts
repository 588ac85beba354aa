import {
  addLine,
  applyDiscounts,
  canDecrease,
  canIncrease,
  cartTotal,
  clampCount,
  giftProgress,
  isSameChoice,
  lineInputFromProduct,
  lineSum,
  modifiersPrice,
  newLineId,
  removeLine,
  resetDiscounts,
  setLineCount,
  setLineModifiers,
  unitPrice,
  type CartModifierGroup,
} from './cart-math';
import { gifts, input, line, pizza } from './test-data';

const size40: CartModifierGroup = {
  id: 1,
  name: 'Розмір',
  modifiers: [{ id: 12, name: '40 см', count: 1, pivot: { price: 90 } }],
};
const cheese = (count: number): CartModifierGroup => ({
  id: 2,
  name: 'Додатки',
  modifiers: [{ id: 21, name: 'Сир', count, pivot: { price: 25 } }],
});

describe('line id', () => {
  it('is fresh on every call', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newLineId()));
    expect(ids.size).toBe(1000);
  });
});

describe('modifier price = count x pivot.price, added to the unit price', () => {
  it.each([
    [[], 0, 189],
    [[size40], 90, 279],
    [[size40, cheese(2)], 140, 329],
    [[cheese(3)], 75, 264],
  ])('%j -> +%d -> unit %d', (groups, extra, unit) => {
    expect(modifiersPrice(groups as CartModifierGroup[])).toBe(extra);
    expect(unitPrice({ price: 189, modifiers_group: groups as CartModifierGroup[] })).toBe(unit);
  });
});

describe('line shown = Math.round(price x count - discount)', () => {
  it.each([
    // price, modifiers, count, discount, shown
    [189, [], 1, 0, 189],
    [189, [], 3, 0, 567],
    [189, [size40], 2, 0, 558],
    [189, [size40, cheese(1)], 2, 30, 578],
    [45.5, [], 3, 0, 137], // 136.5 rounds half up
    [45.4, [], 3, 0, 136], // 136.2
    [99.99, [], 1, 0.49, 100], // 99.5
    [100, [], 1, 150, 0], // discount never makes a line negative
    [100, [], 1, -20, 100], // negative discount ignored
  ])('price %d %j x %d - %d = %d', (price, groups, count, discount, shown) => {
    expect(lineSum({ price, modifiers_group: groups as CartModifierGroup[], count, discount })).toBe(shown);
  });

  it('total = sum of the shown lines', () => {
    const lines = [
      line({ id: 'a', price: 45.5, count: 3 }), // 137
      line({ id: 'b', price: 189, modifiers_group: [size40], count: 2, discount: 30 }), // 528
    ];
    expect(cartTotal(lines)).toBe(665);
    expect(cartTotal([])).toBe(0);
  });
});

describe('quantity 1..100', () => {
  it.each([
    [1, true, false],
    [2, true, true],
    [99, true, true],
    [100, false, true],
  ])('count %d: plus %s, minus %s', (count, plus, minus) => {
    expect(canIncrease(count)).toBe(plus);
    expect(canDecrease(count)).toBe(minus);
  });

  it('99 -> 100 -> stop', () => {
    let lines = [line({ count: 99 })];
    lines = setLineCount(lines, 'line-1', lines[0].count + 1);
    expect(lines[0].count).toBe(100);
    expect(canIncrease(lines[0].count)).toBe(false);
    lines = setLineCount(lines, 'line-1', lines[0].count + 1);
    expect(lines[0].count).toBe(100);
  });

  it('2 -> 1 -> stop', () => {
    let lines = [line({ count: 2 })];
    lines = setLineCount(lines, 'line-1', 1);
    expect(lines[0].count).toBe(1);
    lines = setLineCount(lines, 'line-1', 0);
    expect(lines[0].count).toBe(1);
  });

  it.each([
    [0, 1],
    [-5, 1],
    [1.7, 1],
    [150, 100],
    [NaN, null],
    [Infinity, null],
  ])('clampCount(%d) = %s', (value, expected) => {
    expect(clampCount(value)).toBe(expected);
  });
});

describe('add: merge vs new line', () => {
  const ids = () => {
    let n = 0;
    return () => `new-${++n}`;
  };

  it('a new product is a new line with a fresh id and discount 0', () => {
    const r = addLine([], input({ count: 2 }), ids());
    expect(r.lines).toEqual([{ ...input(), id: 'new-1', count: 2, discount: 0 }]);
  });

  it('same product, no modifiers: merges by raising the count', () => {
    const start = [line({ id: 'x', count: 2, discount: 10 })];
    const r = addLine(start, input(), ids());
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ id: 'x', count: 3 });
  });

  it('same product, identical modifier counts in another order: merges', () => {
    const start = [line({ id: 'x', product_id: 7, modifiers_group: [size40, cheese(2)] })];
    const r = addLine(start, input({ product_id: 7, modifiers_group: [cheese(2), size40] }), ids());
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0].count).toBe(2);
  });

  it.each([
    ['different modifier count', [size40, cheese(1)]],
    ['a modifier less', [size40]],
    ['no modifiers', []],
  ])('same product, %s: new line', (_label, groups) => {
    const start = [line({ id: 'x', product_id: 7, modifiers_group: [size40, cheese(2)], discount: 15 })];
    const r = addLine(start, input({ product_id: 7, modifiers_group: groups as CartModifierGroup[] }), ids());
    expect(r.lines).toHaveLength(2);
    expect(r.lines[1]).toMatchObject({ id: 'new-1', count: 1, discount: 0 });
    expect(r.lines[0]).toEqual(start[0]);
  });

  it('a modifier with count 0 is the same as no modifier', () => {
    expect(isSameChoice({ product_id: 7, modifiers_group: [cheese(0)] }, { product_id: 7, modifiers_group: [] })).toBe(true);
  });

  it('merging stops at 100', () => {
    const r = addLine([line({ count: 99 })], input({ count: 5 }), ids());
    expect(r.lines[0].count).toBe(100);
  });

  it('builds the line input from a product and the modifier choice', () => {
    const li = lineInputFromProduct(pizza, { 12: 1, 21: 2, 22: 0 });
    expect(li.modifiers_group).toEqual([
      { id: 1, name: 'Розмір', modifiers: [{ id: 12, name: '40 см', count: 1, pivot: { price: 90 } }] },
      { id: 2, name: 'Додатки', modifiers: [{ id: 21, name: 'Сир', count: 2, pivot: { price: 25 } }] },
    ]);
    expect(unitPrice(li)).toBe(189 + 90 + 50);
    expect(li).toMatchObject({ product_id: 7, name_ua: 'Піца Маргарита', count: 1, addons: [40] });
  });
});

describe('update / remove / set whole cart', () => {
  it('remove drops only that line', () => {
    expect(removeLine([line({ id: 'a' }), line({ id: 'b' })], 'a').map((l) => l.id)).toEqual(['b']);
  });

  it('changing modifiers resets that line discount; a twin choice merges', () => {
    const a = line({ id: 'a', product_id: 7, modifiers_group: [size40], count: 2, discount: 10 });
    const b = line({ id: 'b', product_id: 7, modifiers_group: [], count: 3 });
    expect(setLineModifiers([a, b], 'a', [cheese(1)])[0]).toMatchObject({ id: 'a', discount: 0, modifiers_group: [cheese(1)] });
    const merged = setLineModifiers([a, b], 'a', []);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ id: 'b', count: 5 });
  });

  it('setting the whole cart resets every discount to 0', () => {
    expect(resetDiscounts([line({ discount: 20 }), line({ id: 'b', discount: 5 })]).map((l) => l.discount)).toEqual([0, 0]);
  });
});

describe('gifts: 500 / 800 / 1200', () => {
  it.each([
    [0, null, 1, 500],
    [499, null, 1, 1],
    [500, 1, 2, 300], // exactly at the threshold counts
    [501, 1, 2, 299],
    [799, 1, 2, 1],
    [800, 2, 3, 400],
    [1199, 2, 3, 1],
    [1200, 3, null, 0],
    [5000, 3, null, 0],
  ])('total %d: free gift %s, next %s, remaining %d', (total, current, next, remaining) => {
    const p = giftProgress(gifts, total);
    expect(p.current?.id ?? null).toBe(current);
    expect(p.next?.id ?? null).toBe(next);
    expect(p.remaining).toBe(remaining);
  });

  it('the highest qualifying gift is the LAST qualifying one in the list order', () => {
    const unordered = [gifts[1], gifts[0]]; // 800, 500
    expect(giftProgress(unordered, 900).current?.id).toBe(1);
  });

  it('no gifts: nothing free, no hint', () => {
    expect(giftProgress([], 1000)).toEqual({ current: null, next: null, remaining: 0 });
  });
});

describe('check-discount results by orderItemId', () => {
  const lines = [
    line({ id: 'a', price: 100, count: 2, discount: 7 }),
    line({ id: 'b', price: 50 }),
    line({ id: 'c', price: 30 }),
  ];
  it('maps, defaults missing to 0, clamps negative and over-the-line', () => {
    const out = applyDiscounts(lines, [
      { orderItemId: 'a', discount: 20 },
      { orderItemId: 'b', discount: -5 },
      { orderItemId: 'c', discount: 1000 },
      { orderItemId: 'zzz', discount: 99 },
    ]);
    expect(out.map((l) => l.discount)).toEqual([20, 0, 30]);
    expect(cartTotal(out)).toBe(180 + 50 + 0);
  });
  it('no results: all discounts 0', () => {
    expect(applyDiscounts(lines, []).map((l) => l.discount)).toEqual([0, 0, 0]);
  });
  it('NaN discount is 0', () => {
    expect(applyDiscounts(lines, [{ orderItemId: 'a', discount: NaN }])[0].discount).toBe(0);
  });
});
