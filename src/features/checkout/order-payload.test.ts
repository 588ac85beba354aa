import type { CartLine } from '../cart/cart-math';
import { EMPTY_VALUES, type CheckoutValues } from './checkout-rules';
import { addressLine, buildOrderBody, type PayloadContext } from './order-payload';

const line: CartLine = {
  id: 'l1',
  product_id: 1,
  name: 'Маргарита',
  name_ua: 'Маргарита',
  price: 179,
  count: 2,
  discount: 17.9,
  weight: 450,
  main_image: { urlForList: '' },
  category: { name: '', name_ua: '' },
  modifiers_group: [{ id: 1, name: 'Розмір', modifiers: [{ id: 2, name: '40 см', count: 1, pivot: { price: 90 } }] }],
};
const values: CheckoutValues = {
  ...EMPTY_VALUES,
  name: ' Іван ',
  phone: '+38 (050) 111\u00a022\u00a033',
  email: 'ivan@example.com',
  street: 'Дерибасівська ',
  house: '5',
  apartment: '12',
  entrance: '2',
  code: '12К',
  floor: '3',
  addressName: 'Дім',
  cutlery: '2',
};
const ctx: PayloadContext = {
  lines: [line],
  guid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  deliveryPrice: 0,
  promoCode: null,
  loggedIn: false,
  returnUrl: '/ru/checkout/',
};

describe('buildOrderBody', () => {
  it('a delivery order, ASAP, cash without change', () => {
    expect(buildOrderBody(values, ctx)).toEqual({
      cart_guid: ctx.guid,
      items: [{ id: 'l1', product_id: 1, count: 2, price: 269, modifiers: [{ id: 2, count: 1 }] }],
      name: 'Іван',
      phone: '+380501112233',
      email: 'ivan@example.com',
      delivery_type: 'delivery',
      address: {
        street: 'Дерибасівська',
        house: '5',
        private_house: false,
        apartment: '12',
        entrance: '2',
        code: '12К',
        floor: '3',
        name: 'Дім',
        is_main: false,
      },
      expected_delivery_price: 0,
      time: 'asap',
      pay_type: 'cash',
      cutlery: 2,
    });
  });

  it('pickup at a slot, terminal, promo, comment; no address, no delivery price', () => {
    const body = buildOrderBody(
      {
        ...values,
        deliveryType: 'pickup',
        pickupPointId: '1',
        timeMode: 'slot',
        slot: '2026-11-18T11:00:00.000Z',
        payType: 'terminal',
        changeFrom: '500',
        comment: ' ключ під килимком ',
      },
      { ...ctx, promoCode: 'PICKUP15' },
    );
    expect(body).toMatchObject({
      delivery_type: 'pickup',
      pickup_point_id: 1,
      time: '2026-11-18T11:00:00.000Z',
      pay_type: 'terminal',
      promo_code: 'PICKUP15',
      comment: 'ключ під килимком',
    });
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('expected_delivery_price');
    expect(body).not.toHaveProperty('change_from');
  });

  it('a private house drops apartment, entrance, code and floor', () => {
    const body = buildOrderBody({ ...values, privateHouse: true, isMain: true }, ctx);
    expect(body).toHaveProperty('address', {
      street: 'Дерибасівська',
      house: '5',
      private_house: true,
      name: 'Дім',
      is_main: true,
    });
  });

  it("a guest's order carries the proof of the phone; a signed-in customer's never does", () => {
    expect(buildOrderBody(values, { ...ctx, phoneProof: 'proof-1' })).toMatchObject({ phone_proof: 'proof-1' });
    expect(buildOrderBody(values, { ...ctx, phoneProof: null })).not.toHaveProperty('phone_proof');
    expect(buildOrderBody(values, { ...ctx, loggedIn: true, phoneProof: 'proof-1' })).not.toHaveProperty('phone_proof');
  });

  it('cash with change-from (comma decimal), bonuses only when logged in, online return URL', () => {
    expect(buildOrderBody({ ...values, changeFrom: '500,50', bonusDebit: '40' }, ctx)).toMatchObject({ change_from: 500.5 });
    expect(buildOrderBody({ ...values, bonusDebit: '40' }, ctx)).not.toHaveProperty('bonus_debit');
    expect(buildOrderBody({ ...values, bonusDebit: '40' }, { ...ctx, loggedIn: true })).toMatchObject({ bonus_debit: 40 });
    expect(buildOrderBody({ ...values, bonusDebit: '0' }, { ...ctx, loggedIn: true })).not.toHaveProperty('bonus_debit');
    expect(buildOrderBody({ ...values, payType: 'online', changeFrom: '500' }, ctx)).toMatchObject({
      pay_type: 'online',
      return_url: '/ru/checkout/',
    });
    expect(buildOrderBody({ ...values, payType: 'online', changeFrom: '500' }, ctx)).not.toHaveProperty('change_from');
  });

  it('an empty e-mail is left out', () => {
    expect(buildOrderBody({ ...values, email: ' ' }, ctx)).not.toHaveProperty('email');
  });

  test.each([
    [{ street: 'Грецька', house: '1', apartment: '5', privateHouse: false }, 'Грецька, 1, 5'],
    [{ street: 'Грецька', house: '1', apartment: '5', privateHouse: true }, 'Грецька, 1'],
    [{ street: ' Грецька ', house: '1а', apartment: '', privateHouse: false }, 'Грецька, 1а'],
  ])('address line %o -> %p', (v, text) => expect(addressLine(v)).toBe(text));
});
