import type { ApiError } from '../../api-client/client';
import { translationsOf } from '../../test/render';
import type { CartLine } from '../cart/cart-math';
import { applyCorrectedPrices, fieldMessageKey, interpretOrderError, outcomeMessageKey, type OrderOutcome } from './order-errors';

const v422 = (message: string, errors: Record<string, string[]> = {}, extra: Record<string, unknown> = {}): ApiError => ({
  kind: 'validation',
  status: 422,
  message,
  fields: errors,
  body: { message, errors, ...extra },
});

describe('interpretOrderError: every creation error of spec section 8', () => {
  const table: [string, ApiError, OrderOutcome][] = [
    ['network', { kind: 'network', message: 'api_network' }, { kind: 'retry', message: 'api_network' }],
    ['timeout', { kind: 'timeout', message: 'api_timeout' }, { kind: 'retry', message: 'api_timeout' }],
    ['aborted', { kind: 'aborted', message: 'api_aborted' }, { kind: 'retry', message: 'api_aborted' }],
    ['500', { kind: 'http', status: 500, message: 'api_server_error' }, { kind: 'retry', message: 'api_server_error' }],
    [
      'bad JSON',
      { kind: 'invalid-response', status: 200, message: 'api_invalid_response' },
      { kind: 'retry', message: 'api_invalid_response' },
    ],
    ['429', { kind: 'http', status: 429, message: 'too_many' }, { kind: 'failed', message: 'checkout_err_failed' }],
    [
      '429 too_many_orders (guests, issue 43)',
      { kind: 'http', status: 429, message: 'too_many_orders' },
      { kind: 'too_many_orders' },
    ],
    [
      "422 phone_unconfirmed (the guest's phone proof refused)",
      v422('phone_unconfirmed', { phone: ['phone_unconfirmed'] }),
      { kind: 'phone_unconfirmed' },
    ],
    ['401', { kind: 'unauthorized', status: 401, message: 'unauthenticated' }, { kind: 'unauthorized' }],
    [
      'prices corrected',
      v422(
        'prices_corrected',
        { items: ['prices_corrected'] },
        { items: [{ id: 'a', product_id: 1, count: 2, price: 199, old_price: 179, modifiers: [] }, { product_id: 'x' }] },
      ),
      { kind: 'prices_corrected', items: [{ id: 'a', product_id: 1, price: 199, old_price: 179 }] },
    ],
    [
      'dishes hidden',
      v422('dishes_hidden', { items: ['dishes_hidden'] }, { product_ids: [3, 'x', 5] }),
      { kind: 'dishes_hidden', productIds: [3, 5] },
    ],
    [
      'workshop off',
      v422('workshop_disabled', { items: ['workshop_disabled'] }, { product_ids: [14] }),
      { kind: 'workshop_disabled', productIds: [14] },
    ],
    [
      'modifiers gone',
      v422('modifier_gone', { items: ['modifier_gone'] }, { product_ids: [1] }),
      { kind: 'modifier_gone', productIds: [1] },
    ],
    ['pickup off', v422('pickup_off', { delivery_type: ['pickup_off'] }), { kind: 'pickup_off' }],
    [
      'pickup point unavailable',
      v422('pickup_unavailable', { pickup_point_id: ['pickup_unavailable'] }),
      { kind: 'pickup_unavailable' },
    ],
    [
      'area not served',
      v422('area_not_served', { 'address.street': ['area_not_served'] }),
      { kind: 'area_not_served', reason: 'area_not_served' },
    ],
    [
      'delivery impossible',
      v422('area_not_served', { 'address.street': ['delivery_impossible'] }),
      { kind: 'area_not_served', reason: 'delivery_impossible' },
    ],
    [
      'street unknown',
      v422('area_not_served', { 'address.street': ['street_unknown'] }),
      { kind: 'area_not_served', reason: 'street_unknown' },
    ],
    [
      'below minimum',
      v422('below_min_sum', { items: ['below_min_sum'] }, { min_sum: 400 }),
      { kind: 'below_min_sum', minSum: 400 },
    ],
    [
      'delivery cost changed',
      v422('delivery_cost_changed', { expected_delivery_price: ['delivery_cost_changed'] }, { delivery_price: 80 }),
      { kind: 'delivery_cost_changed', deliveryPrice: 80 },
    ],
    [
      'closed, with the next opening',
      v422('restaurant_closed', { time: ['restaurant_closed'] }, { next_opening: '2026-11-19T08:00:00.000Z' }),
      { kind: 'restaurant_closed', nextOpening: new Date('2026-11-19T08:00:00.000Z') },
    ],
    [
      'paused (no next opening)',
      v422('restaurant_closed', { time: ['restaurant_closed'] }, { next_opening: null }),
      { kind: 'restaurant_closed', nextOpening: null },
    ],
    [
      'bad next opening',
      v422('restaurant_closed', {}, { next_opening: 'soon' }),
      { kind: 'restaurant_closed', nextOpening: null },
    ],
    ['time no longer valid', v422('validation_time', { time: ['validation_time'] }), { kind: 'time_invalid' }],
    ['bonuses', v422('validation_bonus', { bonus_debit: ['validation_bonus'] }), { kind: 'bonus' }],
    ['change-from', v422('validation_change_from', { change_from: ['validation_change_from'] }), { kind: 'change_from' }],
    [
      'promo rejected at creation',
      v422('promo_expired', { promo_code: ['promo_expired'] }),
      { kind: 'promo', reason: 'promo_expired' },
    ],
    [
      'order_create_failed with fields',
      v422('order_create_failed', {
        phone: ['validation_phone'],
        'address.house': ['validation_required'],
        return_url: ['validation_format'],
      }),
      { kind: 'fields', fields: { phone: 'validation_phone', house: 'validation_required' }, unplaced: ['checkout_err_failed'] },
    ],
    [
      'schema error',
      v422('The given data was invalid.', { cutlery: ['validation_max'], 'items.0.modifiers': ['validation_modifiers'] }),
      { kind: 'fields', fields: { cutlery: 'validation_max' }, unplaced: ['checkout_err_modifiers'] },
    ],
    ['422 without fields', v422('something_new'), { kind: 'fields', fields: {}, unplaced: ['checkout_err_failed'] }],
  ];
  test.each(table)('%s', (_name, error, outcome) => expect(interpretOrderError(error)).toEqual(outcome));

  test.each(['ua', 'ru'] as const)('every outcome and field message has a text in %s', (locale) => {
    const t = translationsOf(locale);
    const keys = table.map(([, e]) => outcomeMessageKey(interpretOrderError(e)));
    const fieldKeys = [
      'validation_required',
      'validation_integer',
      'validation_bonus',
      'validation_change_from',
      'validation_time',
      'validation_exists',
      'pickup_unavailable',
      'validation_modifiers',
      'delivery_impossible',
      'street_unknown',
      'area_not_served',
      'whatever',
    ].map(fieldMessageKey);
    expect([...keys, ...fieldKeys].filter((k) => !t[k])).toEqual([]);
  });
});

const line = (id: string, product_id: number, price: number, mods: number[] = []): CartLine => ({
  id,
  product_id,
  name: `ru${product_id}`,
  name_ua: `ua${product_id}`,
  price,
  count: 1,
  discount: 5,
  weight: 0,
  main_image: { urlForList: '' },
  category: { name: '', name_ua: '' },
  modifiers_group: mods.length
    ? [{ id: 1, name: 'g', modifiers: mods.map((p, i) => ({ id: i + 1, name: 'm', count: 1, pivot: { price: p } })) }]
    : [],
});

describe('cart fixes', () => {
  it('applies corrected unit prices (with modifiers) by line id, else by position', () => {
    const lines = [line('a', 1, 179, [90]), line('b', 2, 219), line('c', 3, 100)];
    const { lines: next, changes } = applyCorrectedPrices(lines, [
      { id: 'a', product_id: 1, price: 289, old_price: 269 },
      { id: null, product_id: 2, price: 219, old_price: 219 },
      { id: null, product_id: 3, price: 89.5, old_price: 100 },
    ]);
    expect(next.map((l) => l.price)).toEqual([199, 219, 89.5]);
    expect(changes).toEqual([
      { lineId: 'a', name: 'ru1', name_ua: 'ua1', from: 269, to: 289 },
      { lineId: 'c', name: 'ru3', name_ua: 'ua3', from: 100, to: 89.5 },
    ]);
  });
  it('ignores items that do not match the line', () => {
    const lines = [line('a', 1, 179)];
    expect(applyCorrectedPrices(lines, [{ id: 'z', product_id: 9, price: 1, old_price: 179 }]).lines).toEqual(lines);
  });
});
