/** @jest-environment node */
/**
 * The checkout summary against the shop API's own totals: the same carts go through
 * check-discount (the cart's discounts), then the summary, then POST /api/orders; every amount
 * must match to the kopeck.
 */
import { randomUUID } from 'node:crypto';
import { createTestApi, type TestApi } from '../../../shop-api/src/test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../shop-api/src/modules/auth/seed';
import { applyDiscounts, type CartLine } from '../cart/cart-math';
import { toOrderItems } from '../cart/cart-api';
import { orderSummary } from './checkout-math';

jest.setTimeout(60_000);

const mk = (id: string, product_id: number, price: number, count: number, mods: [number, number, number][] = []): CartLine => ({
  id,
  product_id,
  name: `p${product_id}`,
  name_ua: `p${product_id}`,
  price,
  count,
  discount: 0,
  weight: 0,
  main_image: { urlForList: '' },
  category: { name: 'c', name_ua: 'c' },
  modifiers_group: mods.length
    ? [{ id: 1, name: 'g', modifiers: mods.map(([mid, c, p]) => ({ id: mid, name: `m${mid}`, count: c, pivot: { price: p } })) }]
    : [],
});

type Case = {
  name: string;
  lines: CartLine[];
  street: string | null;
  promo?: string;
  bonus?: number;
};

const cases: Case[] = [
  { name: 'two pizzas (second -10%), delivery centre', lines: [mk('a', 1, 179, 2)], street: 'Дерибасівська' },
  {
    name: 'pizzas with modifiers and a roll, free delivery',
    lines: [mk('a', 1, 179, 1, [[2, 1, 90]]), mk('b', 2, 219, 3, [[10, 2, 35]]), mk('c', 14, 289, 1)],
    street: 'Дерибасівська',
  },
  {
    name: 'percent promo spread over lines, pickup',
    lines: [mk('a', 3, 249, 3), mk('b', 76, 45, 7)],
    street: null,
    promo: 'WELCOME10',
  },
  {
    name: 'fixed promo, near area, bonuses',
    lines: [mk('a', 5, 229, 2), mk('b', 25, 69, 3)],
    street: 'Балківська',
    promo: 'MINUS50',
    bonus: 137,
  },
  { name: 'free dish promo, far area', lines: [mk('a', 72, 79, 2), mk('b', 38, 999, 1)], street: 'Левітана', promo: 'MOCHI' },
  { name: 'bonuses wanted above the total are capped at it', lines: [mk('a', 77, 35, 2)], street: null, bonus: 250 },
];

describe('checkout summary = shop API order totals', () => {
  let api: TestApi;
  let token: string;
  let base: string;
  // Over a real socket: Fastify's inject pulls an ESM-only module the storefront's Jest project does not compile.
  const call = async (method: string, url: string, { body, token: tok }: { body?: unknown; token?: string } = {}) => {
    const res = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', ...(tok ? { authorization: `Bearer ${tok}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  beforeAll(async () => {
    api = await createTestApi();
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } });
    token = res.body.access_token;
  });
  afterAll(() => api.close());

  test.each(cases)('$name', async ({ lines, street, promo, bonus }) => {
    const items = toOrderItems(lines);
    const discounts = await call('POST', '/api/orders/check-discount', { body: { items, promo_code: promo }, token });
    expect(discounts.status).toBe(200);
    const withDiscounts = applyDiscounts(lines, discounts.body.loyatyResult.programResults[0].discounts);

    let area = null;
    if (street) {
      const resolved = await call('POST', '/api/delivery/resolve', { body: { street, house: '1' } });
      area = resolved.body.area;
    }
    const balance = (await call('POST', '/api/auth/me', { token })).body.bonus as number;
    const summary = orderSummary({ lines: withDiscounts, area, bonusDebit: Math.min(bonus ?? 0, balance) });

    const created = await call('POST', '/api/orders', {
      token,
      body: {
        cart_guid: randomUUID(),
        items,
        name: 'Тест',
        phone: DEMO_USERS.bonus.phone,
        delivery_type: street ? 'delivery' : 'pickup',
        ...(street ? { address: { street, house: '1' } } : { pickup_point_id: 1 }),
        time: 'asap',
        pay_type: 'cash',
        cutlery: 1,
        ...(promo ? { promo_code: promo } : {}),
        ...(summary.bonusDebit ? { bonus_debit: summary.bonusDebit } : {}),
        expected_delivery_price: summary.deliveryPrice,
      },
    });
    expect([created.status, created.body.message]).toEqual([200, undefined]);
    expect({
      subtotal: summary.subtotal,
      discount: summary.discount,
      sum: summary.sum,
      delivery_price: summary.deliveryPrice,
      bonus_debit: summary.bonusDebit,
      sum_to_pay: summary.sumToPay,
    }).toEqual({
      subtotal: created.body.subtotal,
      discount: created.body.discount,
      sum: created.body.sum,
      delivery_price: created.body.delivery_price,
      bonus_debit: created.body.bonus_debit,
      sum_to_pay: created.body.sum_to_pay,
    });
    // Line discounts too: the summary's lines are the order's lines.
    expect(created.body.items.map((i: { discount: number }) => i.discount)).toEqual(withDiscounts.map((l) => l.discount));
  });
});
