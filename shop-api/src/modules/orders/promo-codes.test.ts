import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { DEMO_USERS } from '../auth/seed';
import { login, order, pizza } from './test-orders';

jest.setTimeout(60_000);

describe('promo codes through the API', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi();
    token = await login(api, DEMO_USERS.bonus.phone);
  });
  afterAll(() => api.close());

  const check = (body: Record<string, unknown>, tok?: string) =>
    api.call('POST', '/api/promo/check', {
      body: { items: [pizza(4)], delivery_type: 'delivery', street: 'Дерибасівська', house: '1', ...body },
      token: tok,
    });

  test.each<[string, Record<string, unknown>, boolean, string]>([
    ['not found', { code: 'NOPE' }, false, 'promo_not_found'],
    ['not valid (disabled)', { code: 'BLACKFRIDAY' }, false, 'promo_invalid'],
    ['expired', { code: 'SUMMER' }, false, 'promo_expired'],
    ['not yet active', { code: 'NEWYEAR' }, false, 'promo_not_started'],
    ['wrong area', { code: 'CENTER20', street: 'Балківська' }, false, 'promo_wrong_area'],
    ['wrong area by id', { code: 'CENTER20', street: undefined, area_id: 3 }, false, 'promo_wrong_area'],
    ['needs login', { code: 'FIRST15' }, false, 'promo_login_required'],
    ['delivery only', { code: 'DELIVERY30', delivery_type: 'pickup' }, false, 'promo_delivery_only'],
    ['pickup only', { code: 'PICKUP15' }, false, 'promo_pickup_only'],
    ['below minimum sum', { code: 'MINUS50', items: [pizza(1)] }, false, 'promo_min_sum'],
    ['needs a dish added', { code: 'MOCHI' }, false, 'promo_needs_dish'],
  ])('%s -> 422 %s', async (_n, body, logged, key) => {
    const res = await check(body, logged ? token : undefined);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: key, errors: { code: [key] } });
  });

  test.each<[string, Record<string, unknown>, number]>([
    ['percent', { code: 'welcome10' }, 71.6],
    ['area code in its area', { code: 'CENTER20' }, 20],
    ['pickup code at pickup', { code: 'PICKUP15', delivery_type: 'pickup' }, 107.4],
    ['free dish', { code: 'MOCHI', items: [pizza(2), { product_id: 72, count: 2, price: 79 }] }, 79],
    ['minimum reached', { code: 'MINUS50' }, 50],
  ])('%s is valid', async (_n, body, discount) => {
    const res = await check(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: true, discount, message: 'promo_applied' });
  });

  test('a used-once code: valid before the order, promo_used after; gone from profile/promocodes', async () => {
    expect((await check({ code: 'FIRST15' }, token)).status).toBe(200);
    const list = await api.call('GET', '/api/profile/promocodes', { token });
    expect(list.status).toBe(200);
    const codes = list.body.map((p: { code: string }) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'FIRST15', 'NEWYEAR', 'CENTER20']));
    expect(codes).not.toEqual(expect.arrayContaining(['SUMMER']));
    expect(codes).not.toContain('BLACKFRIDAY');
    const center = list.body.find((p: { code: string }) => p.code === 'CENTER20');
    expect(center).toMatchObject({
      area: { id: 1 },
      delivery_only: true,
      pickup_only: false,
      conditions_url: expect.any(String),
    });

    const created = await postOrder(api, { body: order({ promo_code: 'FIRST15', items: [pizza(4)] }), token });
    expect(created.status).toBe(200);
    expect(created.body.promo_code).toBe('FIRST15');
    expect(created.body.discount).toBeCloseTo(35.8 + 107.4 - 0, 1); // two loyalty units + 15%
    const again = await check({ code: 'FIRST15' }, token);
    expect(again.body.errors.code).toEqual(['promo_used']);
    const list2 = await api.call('GET', '/api/profile/promocodes', { token });
    expect(list2.body.map((p: { code: string }) => p.code)).not.toContain('FIRST15');
  });

  test("a listed code's terms link opens a page with the promo-code terms, and it names no banner the API lacks", async () => {
    const list = await api.call('GET', '/api/profile/promocodes', { token });
    expect(list.body.length).toBeGreaterThan(0);
    for (const p of list.body as { code: string; conditions_url: string; image: string }[]) {
      const slug = /^\/page\/([\w-]+)$/.exec(p.conditions_url)?.[1];
      const page = await api.call('GET', `/api/pages/${slug}`);
      expect([p.code, page.status]).toEqual([p.code, 200]);
      expect(JSON.stringify(page.body)).toContain('Промокоди');
      if (p.image) expect([p.code, (await api.call('GET', `/api/images/${p.image}-400.jpg`)).status]).toEqual([p.code, 200]);
    }
  });

  test('profile/promocodes needs a token', async () => {
    expect((await api.call('GET', '/api/profile/promocodes')).status).toBe(401);
  });
});
