import { lineInputFromProduct, type CartLine, type CartProductSource } from './cart-math';
import { applyLivePrices, reconcileWithMenu } from './cart-menu';
import { decodeLiveFeed } from '../live-menu/live-menu';
import { cola, line, pizza } from './test-data';

const pizzaLine = (counts: Record<number, number>, over: Partial<CartLine> = {}): CartLine => ({
  ...lineInputFromProduct(pizza, counts),
  id: 'p1',
  count: 1,
  discount: 0,
  ...over,
});
const colaLine = line({ id: 'c1', product_id: 40, count: 2 });

describe('fresh-menu check', () => {
  it('nothing changed: same lines, no notices', () => {
    const lines = [pizzaLine({ 12: 1 }), colaLine];
    const r = reconcileWithMenu(lines, [pizza, cola]);
    expect(r).toEqual({ lines, notices: [], changed: false });
  });

  it('a dish no longer on the menu is dropped with a notice', () => {
    const r = reconcileWithMenu([pizzaLine({}), colaLine], [pizza]);
    expect(r.lines.map((l) => l.id)).toEqual(['p1']);
    expect(r.notices).toEqual([{ kind: 'removed', lineId: 'c1', name: 'Кола 0,5', name_ua: 'Кола 0,5' }]);
    expect(r.changed).toBe(true);
  });

  it('a modifier that no longer exists is dropped with a notice; the line stays', () => {
    const menuPizza: CartProductSource = {
      ...pizza,
      modifiers_group: [
        pizza.modifiers_group![0],
        { ...pizza.modifiers_group![1], modifiers: [pizza.modifiers_group![1].modifiers[1]] },
      ],
    };
    const r = reconcileWithMenu([pizzaLine({ 12: 1, 21: 2 }, { discount: 20 })], [menuPizza]);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0].modifiers_group).toEqual([
      { id: 1, name: 'Розмір', modifiers: [{ id: 12, name: '40 см', count: 1, pivot: { price: 90 } }] },
    ]);
    expect(r.lines[0].discount).toBe(0);
    expect(r.notices).toEqual([
      { kind: 'modifiers_removed', lineId: 'p1', name: 'Пицца Маргарита', name_ua: 'Піца Маргарита', modifiers: ['Сир'] },
    ]);
  });

  it('a changed dish price is updated with a notice (from -> to, unit price with modifiers)', () => {
    const r = reconcileWithMenu([pizzaLine({ 12: 1 })], [{ ...pizza, price: 199 }]);
    expect(r.lines[0].price).toBe(199);
    expect(r.notices).toEqual([
      { kind: 'price_changed', lineId: 'p1', name: 'Пицца Маргарита', name_ua: 'Піца Маргарита', from: 279, to: 289 },
    ]);
  });

  it('a changed modifier price is updated with a notice', () => {
    const menuPizza: CartProductSource = {
      ...pizza,
      modifiers_group: [
        {
          ...pizza.modifiers_group![0],
          modifiers: [pizza.modifiers_group![0].modifiers[0], { id: 12, name: '40 см', pivot: { price: 100 } }],
        },
        pizza.modifiers_group![1],
      ],
    };
    const r = reconcileWithMenu([pizzaLine({ 12: 1 })], [menuPizza]);
    expect(r.lines[0].modifiers_group[0].modifiers[0].pivot.price).toBe(100);
    expect(r.notices).toEqual([
      { kind: 'price_changed', lineId: 'p1', name: 'Пицца Маргарита', name_ua: 'Піца Маргарита', from: 279, to: 289 },
    ]);
  });

  it('lines that become identical merge (count capped at 100)', () => {
    const noCheese: CartProductSource = { ...pizza, modifiers_group: [pizza.modifiers_group![0]] };
    const r = reconcileWithMenu(
      [pizzaLine({ 12: 1 }, { count: 60 }), pizzaLine({ 12: 1, 21: 1 }, { id: 'p2', count: 70 })],
      [noCheese],
    );
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ id: 'p1', count: 100 });
  });

  it('a modifier is known by its id (a line saved with another group id keeps it)', () => {
    const saved = pizzaLine({ 12: 1 });
    const regrouped = { ...saved, modifiers_group: saved.modifiers_group.map((g) => ({ ...g, id: 99 })) };
    const r = reconcileWithMenu([regrouped], [pizza]);
    expect(r).toEqual({ lines: [regrouped], notices: [], changed: false });
  });
});

describe('live prices over the cart (applyLivePrices)', () => {
  const menu = decodeLiveFeed({
    version: 'v',
    ids: [7, 40],
    prices: [199, 45],
    old_prices: [null, null],
    unavailable: [40],
    modifiers_off: [12],
  });

  it.each<[string, CartLine[], { prices: number[]; notices: object[]; changed: boolean }]>([
    [
      'price changed: new price, discount reset, a notice with the unit prices',
      [pizzaLine({ 12: 1 }, { discount: 20 })],
      { prices: [199], notices: [{ kind: 'price_changed', lineId: 'p1', from: 279, to: 289 }], changed: true },
    ],
    ['unavailable: the line stays as it is (flagged where shown)', [colaLine], { prices: [45], notices: [], changed: false }],
    ['unknown id: kept', [line({ id: 'x', product_id: 99, price: 10 })], { prices: [10], notices: [], changed: false }],
  ])('%s', (_what, lines, expected) => {
    const r = applyLivePrices(lines, menu);
    expect(r.lines.map((l) => l.price)).toEqual(expected.prices);
    expect(r.notices).toEqual(expected.notices.map((n) => expect.objectContaining(n)));
    expect(r.changed).toBe(expected.changed);
    if (expected.changed) expect(r.lines[0].discount).toBe(0);
    // Modifiers that are off are never dropped here.
    expect(r.lines.map((l) => l.modifiers_group)).toEqual(lines.map((l) => l.modifiers_group));
  });
});
