import { getAnalytics } from './on-demand';

const calls: string[] = [];
jest.mock('./analytics', () => ({
  getAnalytics: () => ({
    addToCart: (added: { product_id: number }[]) => calls.push(`addToCart ${added[0].product_id}`),
    viewCart: () => calls.push('viewCart'),
    customer: () => calls.push('customer'),
  }),
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('analytics on demand', () => {
  test('calls made before its code is loaded reach it, in their order', async () => {
    const analytics = getAnalytics();
    analytics.addToCart([{ product_id: 7, name: 'Маргарита', price: 199, quantity: 1 }] as never);
    analytics.viewCart([]);
    analytics.customer();
    expect(calls).toEqual([]);
    await settle();
    expect(calls).toEqual(['addToCart 7', 'viewCart', 'customer']);
  });

  test('every caller gets the same instance', () => {
    expect(getAnalytics()).toBe(getAnalytics());
  });
});
