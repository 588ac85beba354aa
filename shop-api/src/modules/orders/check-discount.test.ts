import { createTestApi, type TestApi } from '../../test-utils';

jest.setTimeout(60_000);

describe('check-discount', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  test('second pizza -10% plus a promo spread over the lines (contract spelling loyatyResult)', async () => {
    const res = await api.call('POST', '/api/orders/check-discount', {
      body: {
        items: [
          { id: 'a', product_id: 1, count: 2, price: 179 },
          { id: 'b', product_id: 2, count: 1, price: 219 },
        ],
        promo_code: 'WELCOME10',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      loyatyResult: {
        programResults: [
          {
            discounts: [
              { orderItemId: 'a', discount: 53 },
              { orderItemId: 'b', discount: 22.6 },
            ],
          },
        ],
      },
      total: 501.4,
      discount: 75.6,
    });
  });
  test('an invalid promo code is ignored in the preview; modifiers are priced', async () => {
    const res = await api.call('POST', '/api/orders/check-discount', {
      body: { items: [{ id: 'x', product_id: 1, count: 1, price: 269, modifiers: [{ id: 2, count: 1 }] }], promo_code: 'SUMMER' },
    });
    expect(res.body).toEqual({
      loyatyResult: { programResults: [{ discounts: [{ orderItemId: 'x', discount: 0 }] }] },
      total: 269,
      discount: 0,
    });
  });
  test('an empty cart', async () => {
    const res = await api.call('POST', '/api/orders/check-discount', { body: { items: [] } });
    expect(res.body.total).toBe(0);
  });
});
