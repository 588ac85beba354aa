import { createApiClient } from '../../api-client/client';
import { createAnalytics } from '../analytics/analytics';
import { createCartStorage } from '../cart/cart-storage';
import { createCartStore } from '../cart/cart-store';
import { cola, input, pizza } from '../cart/test-data';
import { lineInputFromProduct } from '../cart/cart-math';
import { toOrderItems } from '../cart/cart-api';
import { createOrderSubmitter } from './submit-order';
import type { OrderBody } from './checkout-api';
import type { LiveMenu } from '../live-menu/live-menu';
import { cartFixtureMenu } from '../live-menu/test-feed';

const GUID = '00000000-0000-4000-8000-000000000001';
/** The customer part of an order body (the tests look at the cart part). */
const CUSTOMER = {
  name: 'Олена',
  phone: '+380931234567',
  delivery_type: 'pickup',
  pickup_point_id: 1,
  time: 'asap',
  pay_type: 'cash',
  cutlery: 1,
} as const;
const fakeResponse = (text: string, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, text: async () => text }) as Response;
const order = {
  id: 12,
  number: 10012,
  sum_to_pay: 90,
  delivery_type: 'pickup',
  pay_type: 'cash',
  payment_status: 'not_required',
  checkout: null,
  awaiting_confirmation: false,
  formattedDeliveryTime: '13:00',
  deliveryTimeRange: '12:45 - 13:15',
  delivery_at: '2026-11-18T11:00:00.000Z',
  is_self_delivery: true,
  created_at: '2026-11-18T10:30:00.000Z',
  pickup_point: { name: 'Центр', address: 'Дерибасівська, 1' },
  status: 'New',
  secret: 'q'.repeat(43),
};

function setup(replies: ((url: string, body: unknown) => Promise<Response>)[], live: LiveMenu | null = null) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    length: 0,
  } as Storage;
  const calls: { url: string; body: unknown }[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected call ${url}`);
    return reply(url, body);
  });
  const api = createApiClient({
    baseUrl: '',
    getLang: () => 'ukrainian',
    getToken: () => null,
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  const cart = createCartStore({
    api,
    storage: createCartStorage(() => storage),
    analytics: createAnalytics({}),
    notify: () => undefined,
    makeGuid: () => GUID,
    readLiveMenu: async () => live,
  });
  cart.getState().restore();
  cart.getState().add(input());
  cart.getState().add(lineInputFromProduct(pizza, { 12: 1 }));
  const remembered: unknown[] = [];
  const forgetDraft = jest.fn();
  const purchases: unknown[] = [];
  const submitter = createOrderSubmitter({
    api,
    cart,
    rememberOrder: (o) => void remembered.push(o),
    forgetDraft,
    analytics: { purchase: (...args) => void purchases.push(args) },
  });
  const body = (): OrderBody => ({
    ...CUSTOMER,
    cart_guid: cart.getState().guid ?? '',
    items: toOrderItems(cart.getState().all),
  });
  return { cart, calls, submitter, remembered, forgetDraft, body, purchases };
}
const ok = (payload: unknown) => async () => fakeResponse(JSON.stringify(payload));
const fail422 = (payload: unknown) => async () => fakeResponse(JSON.stringify(payload), 422);

describe('createOrderSubmitter', () => {
  it('a double click sends one request and both get the same order; then the cart is emptied and the order kept', async () => {
    const t = setup([ok(order)]);
    const [a, b] = await Promise.all([t.submitter.submit(t.body), t.submitter.submit(t.body)]);
    expect(t.calls).toHaveLength(1);
    expect(a).toBe(b);
    expect(a).toEqual({ ok: true, order });
    expect(t.cart.getState().all).toEqual([]);
    expect(t.cart.getState().guid).toBeNull();
    expect(t.cart.getState().lastOrder).toEqual(order);
    expect(t.remembered).toEqual([order]);
    expect(t.forgetDraft).toHaveBeenCalled();
    // One purchase event: the order number, the sum to pay and the lines as they were ordered.
    expect(t.purchases).toEqual([
      [
        { number: order.number, value: order.sum_to_pay },
        [expect.objectContaining({ product_id: 40, count: 1 }), expect.objectContaining({ product_id: 7, count: 1 })],
      ],
    ]);
  });

  test.each([
    ['the connection fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 500', async () => fakeResponse('{"message":"boom"}', 500)],
    ['the answer is not JSON', async () => fakeResponse('<html>', 200)],
  ])('%s: cart and GUID kept, the retry sends the same cart GUID', async (_n, first) => {
    const t = setup([first, ok(order)]);
    const lines = t.cart.getState().all;
    const failed = await t.submitter.submit(t.body);
    expect(failed).toMatchObject({ ok: false, outcome: { kind: 'retry' } });
    expect(t.cart.getState().all).toEqual(lines);
    expect(t.cart.getState().guid).toBe(GUID);
    const retried = await t.submitter.submit(t.body);
    expect(retried.ok).toBe(true);
    expect(t.calls.map((c) => (c.body as { cart_guid: string }).cart_guid)).toEqual([GUID, GUID]);
  });

  it('prices corrected: the cart gets the new prices (not charged silently), the customer submits again', async () => {
    const t = setup([]);
    const [colaLine, pizzaLine] = t.cart.getState().all;
    const replies = [
      fail422({
        message: 'prices_corrected',
        errors: { items: ['prices_corrected'] },
        items: [
          { id: colaLine.id, product_id: cola.id, count: 1, price: 50, old_price: 45, modifiers: [] },
          { id: pizzaLine.id, product_id: pizza.id, count: 1, price: 299, old_price: 279, modifiers: [{ id: 12, count: 1 }] },
        ],
      }),
    ];
    const submitter = createOrderSubmitter({
      api: createApiClient({
        baseUrl: '',
        getLang: () => 'ukrainian',
        getToken: () => null,
        fetchImpl: (async () => replies.shift()!()) as unknown as typeof fetch,
      }),
      cart: t.cart,
      rememberOrder: () => undefined,
      forgetDraft: () => undefined,
    });
    const result = await submitter.submit(t.body);
    expect(result).toMatchObject({ ok: false, outcome: { kind: 'prices_corrected' } });
    if (result.ok) return;
    expect(result.priceChanges.map((c) => [c.from, c.to])).toEqual([
      [45, 50],
      [279, 299],
    ]);
    expect(t.cart.getState().all.map((l) => l.price)).toEqual([50, 209]);
    expect(t.cart.getState().guid).toBe(GUID);
  });

  it.each(['dishes_hidden', 'workshop_disabled'])(
    '%s: the refused dishes stay in the cart, flagged and out of the total (nothing is lost)',
    async (message) => {
      const t = setup([fail422({ message, errors: { items: [message] }, product_ids: [cola.id] })]);
      const before = t.cart.getState();
      const result = await t.submitter.submit(t.body);
      expect(result).toMatchObject({ ok: false, outcome: { kind: message }, unavailable: [{ name: 'Кола 0,5' }] });
      const after = t.cart.getState();
      expect(after.all).toEqual(before.all);
      expect(after.off.dishes).toEqual([cola.id]);
      expect(after.orderable.map((l) => l.product_id)).toEqual([pizza.id]);
      expect(after.total).toBe(before.total - 45 * after.all.find((l) => l.product_id === cola.id)!.count);
    },
  );

  it.each<[string, LiveMenu, object[]]>([
    ['gone from the catalogue: the fresh menu drops them from the cart', cartFixtureMenu(), []],
    [
      'only off now (the feed says so): kept on the line, which is flagged',
      cartFixtureMenu({ modifiers_off: [12] }),
      [{ id: 1, name: 'Розмір', modifiers: [{ id: 12, name: '40 см', count: 1, pivot: { price: 90 } }] }],
    ],
  ])('modifiers refused, %s', async (_what, live, groups) => {
    const menu = [
      cola,
      { ...pizza, modifiers_group: [{ ...pizza.modifiers_group![0], modifiers: [pizza.modifiers_group![0].modifiers[0]] }] },
    ];
    const t = setup(
      [
        fail422({ message: 'modifier_gone', errors: { items: ['modifier_gone'] }, product_ids: [pizza.id] }),
        ok(menu.map((p) => ({ ...p, modifiers_group: p.modifiers_group }))),
      ],
      live,
    );
    const result = await t.submitter.submit(t.body);
    expect(result).toMatchObject({ ok: false, outcome: { kind: 'modifier_gone' } });
    expect(t.calls[1].url).toContain('/api/products');
    expect(t.cart.getState().all.find((l) => l.product_id === pizza.id)?.modifiers_group).toEqual(groups);
    expect(t.cart.getState().orderable.some((l) => l.product_id === pizza.id)).toBe(groups.length === 0);
  });

  it('other rejections leave the cart as it is', async () => {
    const t = setup([fail422({ message: 'below_min_sum', errors: { items: ['below_min_sum'] }, min_sum: 300 })]);
    const lines = t.cart.getState().all;
    const result = await t.submitter.submit(t.body);
    expect(result).toMatchObject({ ok: false, outcome: { kind: 'below_min_sum', minSum: 300 } });
    expect(t.cart.getState().all).toEqual(lines);
  });
});
