import { DecodeError } from '../../api-client/decode';
import { liveDish, liveModifierGroups, type LiveMenu } from './live-menu';
import { decodeLiveFeed } from './live-menu-feed';
import type { ModifierGroup } from '../catalog/modifiers';

const feed = {
  version: 'v1',
  ids: [1, 2, 3],
  prices: [189, 52, 120.5],
  old_prices: [null, 60, null],
  unavailable: [2],
  modifiers_off: [12],
};
const menu = decodeLiveFeed(feed);

describe('decodeLiveFeed (the client boundary)', () => {
  it('reads the columns into dishes and the modifiers that are off', () => {
    expect(menu.version).toBe('v1');
    expect([...menu.dishes]).toEqual([
      [1, { price: 189, oldPrice: null, available: true }],
      [2, { price: 52, oldPrice: 60, available: false }],
      [3, { price: 120.5, oldPrice: null, available: true }],
    ]);
    expect([...menu.modifiersOff]).toEqual([12]);
  });

  it('ignores fields it does not know (a newer API)', () => {
    expect(decodeLiveFeed({ ...feed, extra: [1] }).dishes.size).toBe(3);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', [feed]],
    ['a text', 'oops'],
    ['no version', { ...feed, version: undefined }],
    ['an empty version', { ...feed, version: '' }],
    ['ids not a list', { ...feed, ids: '1,2,3' }],
    ['a fractional id', { ...feed, ids: [1, 2.5, 3] }],
    ['a negative id', { ...feed, ids: [1, -2, 3] }],
    ['fewer prices than ids', { ...feed, prices: [189, 52] }],
    ['a price as text', { ...feed, prices: [189, '52', 120] }],
    ['a negative price', { ...feed, prices: [189, -1, 120] }],
    ['an infinite price', { ...feed, prices: [189, Infinity, 120] }],
    ['old prices of another length', { ...feed, old_prices: [null] }],
    ['an old price as text', { ...feed, old_prices: [null, '60', null] }],
    ['unavailable not a list', { ...feed, unavailable: 2 }],
    ['a modifier id as text', { ...feed, modifiers_off: ['12'] }],
    ['no modifiers list', { ...feed, modifiers_off: undefined }],
  ])('refuses a malformed feed: %s', (_what, raw) => {
    expect(() => decodeLiveFeed(raw)).toThrow(DecodeError);
  });
});

describe('liveDish (cards, product page, search results)', () => {
  it.each<[string, LiveMenu | null, { id: number; price: number; oldPrice: number | null }, object]>([
    [
      'no feed yet: the built values',
      null,
      { id: 1, price: 170, oldPrice: null },
      { price: 170, available: true, priceChanged: false },
    ],
    [
      'same price',
      menu,
      { id: 1, price: 189, oldPrice: null },
      { price: 189, oldPrice: null, available: true, priceChanged: false },
    ],
    ['price changed', menu, { id: 1, price: 182, oldPrice: null }, { price: 189, available: true, priceChanged: true }],
    ['old price from the feed', menu, { id: 2, price: 52, oldPrice: null }, { price: 52, oldPrice: 60 }],
    ['on the stop-list', menu, { id: 2, price: 52, oldPrice: 60 }, { available: false }],
    [
      'unknown to the feed: the built values',
      menu,
      { id: 99, price: 45, oldPrice: 50 },
      { price: 45, oldPrice: 50, available: true, priceChanged: false },
    ],
  ])('%s', (_what, m, built, expected) => {
    expect(liveDish(m, built)).toMatchObject(expected);
  });
});

const option = (id: number) => ({ id, name: `${id}`, max_count: 1, pivot: { price: 0 } });
const groups: ModifierGroup[] = [{ id: 1, name: 'Size', min: 1, max: 1, modifiers: [option(11), option(12)] }];

describe('liveModifierGroups (the modifier modal)', () => {
  it('marks the modifiers that are off and keeps the others as they are', () => {
    const out = liveModifierGroups(menu, groups);
    expect(out[0].modifiers.map((m) => [m.id, m.off ?? false])).toEqual([
      [11, false],
      [12, true],
    ]);
    expect(out[0].modifiers[0]).toBe(groups[0].modifiers[0]);
  });

  it.each([
    ['no feed', null],
    ['nothing off', { ...menu, modifiersOff: new Set<number>() }],
  ])('changes nothing with %s', (_what, m) => {
    expect(liveModifierGroups(m, groups)).toEqual(groups);
  });
});
