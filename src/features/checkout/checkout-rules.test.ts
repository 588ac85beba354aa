import { translationsOf } from '../../test/render';
import {
  EMPTY_VALUES,
  bonusProblem,
  changeFromProblem,
  cutleryProblem,
  emailProblem,
  pickupProblem,
  requiredText,
  timeProblem,
  validateCheckout,
  type CheckoutValues,
  type RuleContext,
} from './checkout-rules';

const hours = { time_start: '10:00', time_end: '22:00' };
const now = new Date('2026-11-18T10:00:00Z'); // 12:00 Kyiv
const ctx: RuleContext = {
  now,
  hours,
  open: true,
  loggedIn: true,
  balance: 250,
  total: 390.1,
  sumToPay: 390.1,
  pickupPoints: new Map([
    [1, true],
    [2, false],
  ]),
  savedAddress: false,
};
const valid: CheckoutValues = {
  ...EMPTY_VALUES,
  name: 'Іван',
  phone: '+38 (050) 111\u00a022\u00a033',
  email: 'ivan@example.com',
  street: 'Дерибасівська',
  house: '5',
  addressName: 'Дім',
  cutlery: '2',
};

describe('field rules (spec section 5, checkout)', () => {
  test.each([
    ['', 'validation_required'],
    ['   ', 'validation_required'],
    ['Іван', null],
    ['x'.repeat(101), 'validation_max'],
  ])('required text %p -> %p', (v, key) => expect(requiredText(v)).toBe(key));

  test.each([
    ['', 'validation_required'],
    ['ivan@example.com', null],
    [' ivan@example.com ', null],
    ['ivan@example', 'valid_email'],
    ['ivan example@mail.com', 'valid_email'],
    ['ivan.example.com', 'valid_email'],
    ['ivan@mail..com', 'valid_email'],
    ['@mail.com', 'valid_email'],
  ])('email %p -> %p', (v, key) => expect(emailProblem(v)).toBe(key));

  test.each([
    ['', 'validation_required'],
    ['0', null],
    ['1', null],
    ['99', null],
    ['100', 'checkout_cutlery_max'],
    ['1000', 'checkout_cutlery_max'],
    ['-1', 'validation_numeric'],
    ['2.5', 'validation_numeric'],
    ['два', 'validation_numeric'],
    ['1e2', 'validation_numeric'],
  ])('cutlery %p -> %p (required, numeric, max 99, else the comment)', (v, key) => expect(cutleryProblem(v)).toBe(key));

  test.each<[string, number, string | null]>([
    ['', 390.1, null],
    ['500', 390.1, null],
    ['390.1', 390.1, null],
    ['390,10', 390.1, null],
    ['390', 390.1, 'checkout_change_too_small'],
    ['100', 390.1, 'checkout_change_too_small'],
    ['abc', 390.1, 'validation_numeric'],
    ['-500', 390.1, 'validation_numeric'],
    ['500.555', 390.1, 'validation_numeric'],
  ])('change from %p with %p to pay -> %p', (v, sum, key) => expect(changeFromProblem(v, sum)).toBe(key));

  test.each<[string, number, number, string | null]>([
    ['', 250, 390.1, null],
    ['0', 250, 390.1, null],
    ['250', 250, 390.1, null],
    ['251', 250, 390.1, 'checkout_bonus_over_balance'],
    ['100', 250, 99.5, 'checkout_bonus_over_total'],
    ['99', 250, 99.5, null],
    ['1.5', 250, 390.1, 'validation_numeric'],
    ['-1', 250, 390.1, 'validation_numeric'],
  ])('bonus %p (balance %p, total %p) -> %p', (v, balance, total, key) => expect(bonusProblem(v, balance, total)).toBe(key));

  test.each<[CheckoutValues['timeMode'], string, boolean, string | null]>([
    ['asap', '', true, null],
    ['asap', '', false, 'checkout_closed_asap'],
    ['slot', '', true, 'checkout_time_required'],
    ['slot', '2026-11-18T11:00:00.000Z', true, null],
    ['slot', '2026-11-18T11:00:00.000Z', false, null],
    ['slot', '2026-11-18T10:15:00.000Z', true, 'checkout_time_invalid'],
    ['slot', '2026-11-18T21:00:00.000Z', true, 'checkout_time_invalid'],
  ])('time %p %p (open %p) -> %p', (timeMode, slot, open, key) =>
    expect(timeProblem({ timeMode, slot }, { now, hours, open })).toBe(key),
  );

  test.each([
    ['', 'checkout_pickup_required'],
    ['1', null],
    ['2', 'checkout_pickup_unavailable'],
    ['3', 'checkout_pickup_required'],
    ['x', 'checkout_pickup_required'],
  ])('pickup point %p -> %p', (v, key) => expect(pickupProblem(v, ctx.pickupPoints)).toBe(key));

  // A restored draft's point before the list has loaded: not refused (the submit checks it on load).
  test.each([
    ['', 'checkout_pickup_required'],
    ['x', 'checkout_pickup_required'],
    ['1', null],
    ['3', null],
  ])('pickup point %p with no list yet -> %p', (v, key) => expect(pickupProblem(v, null)).toBe(key));
});

describe('validateCheckout: the whole form', () => {
  it('accepts a complete delivery order', () => expect(validateCheckout(valid, ctx)).toEqual({}));

  it('accepts a chosen pickup point while the list is still loading', () =>
    expect(validateCheckout({ ...valid, deliveryType: 'pickup', pickupPointId: '1' }, { ...ctx, pickupPoints: null })).toEqual(
      {},
    ));

  test.each<[string, Partial<CheckoutValues>, Partial<RuleContext>, Record<string, string>]>([
    [
      'empty form',
      EMPTY_VALUES,
      {},
      {
        name: 'validation_required',
        phone: 'blank',
        email: 'validation_required',
        street: 'validation_required',
        house: 'validation_required',
        addressName: 'validation_required',
      },
    ],
    ['short phone', { phone: '+38 (05' }, {}, { phone: 'min_6' }],
    ['not a phone', { phone: '+38 (012) 345 67 89' }, {}, { phone: 'validation_phone' }],
    ['saved address: no address fields needed', { street: '', house: '', addressName: '' }, { savedAddress: true }, {}],
    [
      'pickup needs a point, not an address',
      { deliveryType: 'pickup', street: '', house: '' },
      {},
      { pickupPointId: 'checkout_pickup_required' },
    ],
    [
      'unavailable pickup point',
      { deliveryType: 'pickup', pickupPointId: '2' },
      {},
      { pickupPointId: 'checkout_pickup_unavailable' },
    ],
    ['ASAP while closed', {}, { open: false }, { slot: 'checkout_closed_asap' }],
    ['stale slot', { timeMode: 'slot', slot: '2026-11-18T10:20:00.000Z' }, {}, { slot: 'checkout_time_invalid' }],
    ['change-from below the sum (cash)', { changeFrom: '300' }, {}, { changeFrom: 'checkout_change_too_small' }],
    ['change-from ignored for online', { payType: 'online', changeFrom: '300' }, {}, {}],
    ['cutlery 100', { cutlery: '100' }, {}, { cutlery: 'checkout_cutlery_max' }],
    ['long comment', { comment: 'x'.repeat(1001) }, {}, { comment: 'validation_max' }],
    ['bonuses over balance', { bonusDebit: '300' }, {}, { bonusDebit: 'checkout_bonus_over_balance' }],
    ['bonuses ignored for guests', { bonusDebit: '300' }, { loggedIn: false }, {}],
    [
      'address outside the delivery areas',
      {},
      { addressProblem: 'checkout_delivery_impossible' },
      { street: 'checkout_delivery_impossible' },
    ],
    [
      'area problem of a saved address shows on the street',
      {},
      { savedAddress: true, addressProblem: 'checkout_area_not_served' },
      { street: 'checkout_area_not_served' },
    ],
    [
      'area problem ignored for pickup',
      { deliveryType: 'pickup', pickupPointId: '1' },
      { addressProblem: 'checkout_area_not_served' },
      {},
    ],
    ['long apartment', { apartment: 'x'.repeat(21) }, {}, { apartment: 'validation_max' }],
    ['private house ignores apartment fields', { apartment: 'x'.repeat(21), privateHouse: true }, {}, {}],
  ])('%s', (_name, patch, ctxPatch, errors) => {
    expect(validateCheckout({ ...valid, ...patch }, { ...ctx, ...ctxPatch })).toEqual(errors);
  });
});

describe('every message key exists in both languages', () => {
  const keys = [
    'validation_required',
    'validation_max',
    'validation_numeric',
    'valid_email',
    'blank',
    'min_6',
    'validation_phone',
    'checkout_cutlery_max',
    'checkout_change_too_small',
    'checkout_bonus_over_balance',
    'checkout_bonus_over_total',
    'checkout_closed_asap',
    'checkout_time_required',
    'checkout_time_invalid',
    'checkout_pickup_required',
    'checkout_pickup_unavailable',
  ];
  test.each(['ua', 'ru'] as const)('%s', (locale) => {
    const table = translationsOf(locale);
    expect(keys.filter((k) => !table[k])).toEqual([]);
  });
});
