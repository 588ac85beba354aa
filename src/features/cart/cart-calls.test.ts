/** The gifts, sauces and discount slices: their calls, and failures that never lose or corrupt the cart. */
import { lineInputFromProduct } from './cart-math';
import { CART_KEY } from './cart-storage';
import { cola, gifts, input, pizza } from './test-data';
import { fakeResponse, json, setup, stored, type FetchImpl } from './test-cart-store';

describe('gifts follow the total', () => {
  it('gifts follow the total (exactly at the sum counts)', async () => {
    const t = setup({ fetch: () => json(gifts) });
    await t.s().loadGifts();
    const { id } = t.s().add(input({ price: 100, count: 4 }));
    expect(t.s().freeProducts).toEqual([]);
    expect(t.s().nextGift).toEqual({ gift: gifts[0], remaining: 100 });
    t.s().increase(id);
    expect(t.s().total).toBe(500);
    expect(t.s().freeProducts).toEqual([gifts[0]]);
    expect(t.s().nextGift).toEqual({ gift: gifts[1], remaining: 300 });
    t.s().updateCount(id, 12);
    expect(t.s().freeProducts).toEqual([gifts[2]]);
    expect(t.s().nextGift).toBeNull();
  });
});

describe('network failures never lose or corrupt the cart', () => {
  const failures: [string, FetchImpl][] = [
    ['500', () => json({ message: 'boom' }, 500)],
    ['bad JSON', () => json('{"loyatyResult": [')],
    ['wrong shape', () => json({ loyatyResult: { programResults: 'x' } })],
    ['network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'abort / timeout',
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ],
  ];

  it.each(failures)('check-discount: %s', async (_label, fetch) => {
    const t = setup({ fetch, timeoutMs: 30 });
    const a = t.s().add(lineInputFromProduct(pizza, { 12: 1 }));
    t.s().applyDiscounts([{ orderItemId: a.id, discount: 10 }]);
    const before = JSON.stringify(t.s().all);
    const storedBefore = t.storage.getItem(CART_KEY);
    const result = await t.s().checkDiscount();
    expect(result).toEqual({ ok: false, error: 'cart_discount_failed' });
    expect(JSON.stringify(t.s().all)).toBe(before);
    expect(t.storage.getItem(CART_KEY)).toBe(storedBefore);
    expect(t.s().total).toBe(269);
    expect(t.s().status).toBe('ready');
    expect(t.s().error).toBe('cart_discount_failed');
    expect(t.notify).toHaveBeenCalledWith('cart_discount_failed', 'error');
    t.s().add(input()); // the shop goes on
    expect(t.s().all).toHaveLength(2);
  });

  it.each(failures)('gifts: %s', async (_label, fetch) => {
    const t = setup({ fetch, timeoutMs: 30 });
    t.s().add(input({ count: 3 }));
    const before = JSON.stringify(t.s().all);
    await t.s().loadGifts();
    expect(JSON.stringify(t.s().all)).toBe(before);
    expect(t.s().gifts).toEqual([]);
    expect(t.s().freeProducts).toEqual([]);
    expect(t.s().total).toBe(135);
    expect(t.s().error).toBe('cart_gifts_failed');
  });

  it.each(failures)('sauces: %s', async (_label, fetch) => {
    const t = setup({ fetch, timeoutMs: 30 });
    t.s().add(input({ count: 3 }));
    const before = JSON.stringify(t.s().all);
    await t.s().loadSauces();
    expect(JSON.stringify(t.s().all)).toBe(before);
    expect(t.s().sauces).toEqual([]);
    expect(t.s().error).toBe('cart_sauces_failed');
    expect(t.notify).toHaveBeenCalledWith('cart_sauces_failed', 'error');
  });

  it('an abort by the caller is reported as an error value too (no throw)', async () => {
    const t = setup({ fetch: () => Promise.reject(new DOMException('aborted', 'AbortError')) });
    t.s().add(input());
    await expect(t.s().checkDiscount()).resolves.toEqual({ ok: false, error: 'cart_discount_failed' });
  });
});

describe('calls', () => {
  it('check-discount posts the lines and maps loyatyResult discounts by orderItemId', async () => {
    let body: unknown;
    let url = '';
    const t = setup({
      fetch: (u, init) => {
        url = u;
        body = JSON.parse(String(init.body));
        const items = (body as { items: { id: string }[] }).items;
        return json({
          loyatyResult: {
            programResults: [
              {
                discounts: [
                  { orderItemId: items[0].id, discount: 25.4 },
                  { orderItemId: items[1].id, discount: -3 },
                  { orderItemId: 'unknown', discount: 50 },
                ],
              },
            ],
          },
        });
      },
    });
    const p = t.s().add(lineInputFromProduct(pizza, { 12: 1, 21: 1 }));
    const c = t.s().add(input({ count: 2 }));
    const result = await t.s().checkDiscount('WELCOME10');
    expect(result).toEqual({ ok: true });
    expect(url).toBe('/api/orders/check-discount?lang=ukrainian');
    expect(body).toEqual({
      items: [
        {
          id: p.id,
          product_id: 7,
          count: 1,
          price: 304, // unit price with modifiers (189 + 90 + 25)
          modifiers: [
            { id: 12, count: 1 },
            { id: 21, count: 1 },
          ],
        },
        { id: c.id, product_id: 40, count: 2, price: 45, modifiers: [] },
      ],
      promo_code: 'WELCOME10',
    });
    expect(t.s().all.map((l) => l.discount)).toEqual([25.4, 0]);
    expect(t.s().discount).toBe(25.4);
    expect(t.s().total).toBe(Math.round(304 - 25.4) + 90);
    expect(stored(t.storage).lines[0].discount).toBe(25.4);
  });

  it('a check-discount answer for lines that changed meanwhile is not applied', async () => {
    let answer: (r: Response) => void = () => {};
    const t = setup({ fetch: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const a = t.s().add(input());
    const pending = t.s().checkDiscount();
    expect(t.s().status).toBe('checking');
    t.s().increase(a.id);
    answer(
      fakeResponse(JSON.stringify({ loyatyResult: { programResults: [{ discounts: [{ orderItemId: a.id, discount: 45 }] }] } })),
    );
    await expect(pending).resolves.toEqual({ ok: false, error: 'cart_discount_stale' });
    expect(t.s().all[0]).toMatchObject({ count: 2, discount: 0 });
  });

  it('sauces are fetched once', async () => {
    const t = setup({ fetch: () => json([cola]) });
    await Promise.all([t.s().loadSauces(), t.s().loadSauces()]);
    await t.s().loadSauces();
    expect(t.fetchImpl).toHaveBeenCalledTimes(1);
    expect(t.fetchImpl.mock.calls[0][0]).toBe('/api/products/get-sauces?lang=ukrainian');
    expect(t.s().sauces).toEqual([cola]);
    t.s().add(lineInputFromProduct(t.s().sauces[0]));
    expect(t.s().all[0].product_id).toBe(40);
  });

  it('sauces retry after a failure', async () => {
    let n = 0;
    const t = setup({ fetch: () => (++n === 1 ? json({}, 500) : json([cola])) });
    await t.s().loadSauces();
    expect(t.s().sauces).toEqual([]);
    await t.s().loadSauces();
    expect(t.s().sauces).toEqual([cola]);
  });

  it('gifts are fetched from /api/gifts once unless forced', async () => {
    const t = setup({ fetch: () => json(gifts) });
    await t.s().loadGifts();
    await t.s().loadGifts();
    expect(t.fetchImpl).toHaveBeenCalledTimes(1);
    await t.s().loadGifts({ force: true });
    expect(t.fetchImpl).toHaveBeenCalledTimes(2);
    expect(t.fetchImpl.mock.calls[0][0]).toBe('/api/gifts?lang=ukrainian');
  });
});
