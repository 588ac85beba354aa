import { lineInputFromProduct, type CartLine, type CartProductSource } from './cart-math';
import {
  applyLivePrices,
  lineLiveState,
  lineOrderable,
  menuOff,
  namesFromMenu,
  nothingOff,
  orderableLines,
  reconcileWithMenu,
  type MenuOff,
} from './cart-menu';
import { decodeLiveFeed } from '../live-menu/live-menu-feed';
import { cartFixtureMenu } from '../live-menu/test-feed';
import { cola, line, pizza } from './test-data';

const pizzaLine = (counts: Record<number, number>, over: Partial<CartLine> = {}): CartLine => ({
  ...lineInputFromProduct(pizza, counts),
  id: 'p1',
  count: 1,
  discount: 0,
  ...over,
});
const colaLine = line({ id: 'c1', product_id: 40, count: 2 });

/** The live feed read with the menu: pizza (7) and cola (40) are in the catalogue, nothing off. */
const live = cartFixtureMenu();
/** A feed of a catalogue cola was deleted from. */
const liveWithoutCola = decodeLiveFeed({
  version: 'nc',
  ids: [7],
  prices: [189],
  old_prices: [null],
  unavailable: [],
  modifiers_off: [],
});

describe('fresh-menu check', () => {
  it('nothing changed: same lines, no notices', () => {
    const lines = [pizzaLine({ 12: 1 }), colaLine];
    const r = reconcileWithMenu(lines, [pizza, cola], live);
    expect(r).toEqual({ lines, notices: [], changed: false });
  });

  it("after a switch of language the lines take the menu's names (dish, category, options), nothing else", () => {
    // Added on the Ukrainian page: the line carries the Ukrainian names in both fields.
    const uaPizza = {
      ...pizza,
      name: pizza.name_ua,
      category: { name: 'Піца', name_ua: 'Піца' },
    };
    const added = { ...lineInputFromProduct(uaPizza, { 12: 1, 21: 1 }), id: 'p1', count: 2, discount: 5 };
    // The menu read on the Russian page.
    const ruPizza = {
      ...pizza,
      modifiers_group: [
        {
          id: 1,
          name: 'Размер',
          modifiers: [
            { id: 11, name: '30 см', pivot: { price: 0 } },
            { id: 12, name: '40 см', pivot: { price: 90 } },
          ],
        },
        {
          id: 2,
          name: 'Добавки',
          modifiers: [
            { id: 21, name: 'Сыр', pivot: { price: 25 } },
            { id: 22, name: 'Бекон', pivot: { price: 35 } },
          ],
        },
      ],
    };
    const lines = [added, colaLine];
    // The price check sees nothing to do: names are not its business.
    expect(reconcileWithMenu(lines, [ruPizza, cola], live)).toEqual({ lines, notices: [], changed: false });
    const named = namesFromMenu(lines, [ruPizza, cola]);
    expect(named[0]).toEqual({
      ...added,
      name: 'Пицца Маргарита',
      name_ua: 'Піца Маргарита',
      category: { name: 'Пицца', name_ua: 'Піца' },
      modifiers_group: [
        { id: 1, name: 'Размер', modifiers: [{ id: 12, name: '40 см', count: 1, pivot: { price: 90 } }] },
        { id: 2, name: 'Добавки', modifiers: [{ id: 21, name: 'Сыр', count: 1, pivot: { price: 25 } }] },
      ],
    });
    // The cola's names were the menu's already: the same line; a second pass changes nothing.
    expect(named[1]).toBe(colaLine);
    expect(namesFromMenu(named, [ruPizza, cola])).toBe(named);
    // A dish the menu does not know keeps its names.
    expect(namesFromMenu(lines, [cola])).toBe(lines);
  });

  it('a dish the feed confirms is gone from the catalogue is dropped with a notice', () => {
    const r = reconcileWithMenu([pizzaLine({}), colaLine], [pizza], liveWithoutCola);
    expect(r.lines.map((l) => l.id)).toEqual(['p1']);
    expect(r.notices).toEqual([{ kind: 'removed', lineId: 'c1', name: 'Кола 0,5', name_ua: 'Кола 0,5' }]);
    expect(r.changed).toBe(true);
  });

  it('a modifier that no longer exists (and is not merely off) is dropped with a notice; the line stays', () => {
    const menuPizza: CartProductSource = {
      ...pizza,
      modifiers_group: [
        pizza.modifiers_group![0],
        { ...pizza.modifiers_group![1], modifiers: [pizza.modifiers_group![1].modifiers[1]] },
      ],
    };
    const r = reconcileWithMenu([pizzaLine({ 12: 1, 21: 2 }, { discount: 20 })], [menuPizza], live);
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
    const r = reconcileWithMenu([pizzaLine({ 12: 1 })], [{ ...pizza, price: 199 }], live);
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
    const r = reconcileWithMenu([pizzaLine({ 12: 1 })], [menuPizza], live);
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
      live,
    );
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ id: 'p1', count: 100 });
  });

  it('a modifier is known by its id (a line saved with another group id keeps it)', () => {
    const saved = pizzaLine({ 12: 1 });
    const regrouped = { ...saved, modifiers_group: saved.modifiers_group.map((g) => ({ ...g, id: 99 })) };
    const r = reconcileWithMenu([regrouped], [pizza], live);
    expect(r).toEqual({ lines: [regrouped], notices: [], changed: false });
  });
});

describe('a reload with dishes or modifiers off: kept, flagged, never dropped (issue 24)', () => {
  // The public menu (GET /api/products) leaves out dishes on the stop-list and modifiers that are
  // off; only the live feed tells "off for now" from "gone from the catalogue".
  const noCheese: CartProductSource = { ...pizza, modifiers_group: [pizza.modifiers_group![0]] };
  it.each<[string, CartProductSource[], ReturnType<typeof decodeLiveFeed> | null, { ids: string[]; notices: string[] }]>([
    [
      'dish on the stop-list: the line stays',
      [pizza],
      cartFixtureMenu({ unavailable: [40] }),
      { ids: ['p1', 'c1'], notices: [] },
    ],
    ['dish missing, no feed (could not be read): the line stays', [pizza], null, { ids: ['p1', 'c1'], notices: [] }],
    ['dish gone from the catalogue: dropped with a notice', [pizza], liveWithoutCola, { ids: ['p1'], notices: ['removed'] }],
    [
      'modifier off: the line keeps it',
      [noCheese, cola],
      cartFixtureMenu({ modifiers_off: [21] }),
      { ids: ['p1', 'c1'], notices: [] },
    ],
    ['modifier missing, no feed: kept', [noCheese, cola], null, { ids: ['p1', 'c1'], notices: [] }],
    ['modifier gone: dropped with a notice', [noCheese, cola], live, { ids: ['p1', 'c1'], notices: ['modifiers_removed'] }],
  ])('%s', (_what, menu, feed, expected) => {
    const lines = [pizzaLine({ 12: 1, 21: 1 }), colaLine];
    const r = reconcileWithMenu(lines, menu, feed);
    expect(r.lines.map((l) => l.id)).toEqual(expected.ids);
    expect(r.notices.map((n) => n.kind)).toEqual(expected.notices);
    if (expected.notices.length === 0) expect(r).toEqual({ lines, notices: [], changed: false });
  });
});

describe('lines off now (lineLiveState, lineOrderable, orderableLines)', () => {
  const offLine = (product_id: number, modifierIds: number[] = []) => ({
    product_id,
    modifiers_group: [{ modifiers: modifierIds.map((id) => ({ id, name: `m${id}` })) }],
  });
  const off: MenuOff = { dishes: [2], modifiers: [12] };
  it.each<[string, MenuOff, ReturnType<typeof offLine>, { unavailable: boolean; modifiersOff: string[] }, boolean]>([
    ['available, nothing off', off, offLine(1, [11]), { unavailable: false, modifiersOff: [] }, true],
    ['dish on the stop-list', off, offLine(2), { unavailable: true, modifiersOff: [] }, false],
    ['a modifier off', off, offLine(1, [11, 12]), { unavailable: false, modifiersOff: ['m12'] }, false],
    ['unknown to the feed, a modifier off', off, offLine(99, [12]), { unavailable: false, modifiersOff: ['m12'] }, false],
    ['no feed yet (nothing off)', nothingOff(), offLine(2, [12]), { unavailable: false, modifiersOff: [] }, true],
    [
      'the dish is back (the next feed)',
      { dishes: [], modifiers: [12] },
      offLine(2),
      { unavailable: false, modifiersOff: [] },
      true,
    ],
  ])('%s', (_what, o, l, state, orderable) => {
    expect(lineLiveState(o, l)).toEqual(state);
    expect(lineOrderable(o, l)).toBe(orderable);
  });

  it('orderableLines leaves out the lines off (the same array when none is)', () => {
    const lines = [offLine(1, [11]), offLine(2), offLine(1, [12]), offLine(99)];
    expect(orderableLines(lines, off)).toEqual([lines[0], lines[3]]);
    expect(orderableLines(lines, nothingOff())).toBe(lines);
  });

  it('menuOff reads the ids off from a feed, ascending', () => {
    expect(menuOff(cartFixtureMenu({ unavailable: [40, 7], modifiers_off: [22, 12] }))).toEqual({
      dishes: [7, 40],
      modifiers: [12, 22],
    });
    expect(menuOff(live)).toEqual(nothingOff());
    // Dishes the server refused at checkout stay off while the feed does not know them.
    expect(menuOff(live, { dishes: [40, 99], modifiers: [5] })).toEqual({ dishes: [99], modifiers: [] });
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
