import sharp from 'sharp';
import { createTestApi, type TestApi, postOrder } from '../../test-utils';
import { DEMO_USERS } from '../auth/seed';
import { bonusOf, count, login, order, pickup } from './test-orders';

jest.setTimeout(60_000);

describe('reviews and accept-address', () => {
  let api: TestApi;
  let token: string;
  beforeEach(async () => {
    api = await createTestApi();
    token = await login(api, DEMO_USERS.bonus.phone);
  });
  afterEach(() => api.close());

  const review = (order_id: number, over: Record<string, unknown> = {}) => ({
    order_id,
    food: 5,
    delivery: 4,
    pack: 3,
    food_text: '',
    delivery_text: 'Трохи запізнився',
    pack_text: 'Мʼята коробка',
    ...over,
  });
  // A real (small) JPEG: the API decodes the photo (review-photo.ts).
  let photo = '';
  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    photo = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  });

  test('review rules: delivered only, one per order, own order, photo gives 50 bonuses', async () => {
    const created = await postOrder(api, { body: order(), token });
    const id = created.body.id;
    const post = (body: unknown, tok: string | null = token) =>
      api.call('POST', '/api/reviews/create', { body, token: tok ?? undefined });
    expect((await post(review(id))).body.errors).toEqual({ order_id: ['review_not_delivered'] });
    await api.call('POST', `/api/dev/orders/${id}/status`, { body: { status: 'Delivered' } });
    const afterCashback = bonusOf(api, DEMO_USERS.bonus.phone);
    expect((await post(review(id), null)).body.errors).toEqual({ order_id: ['validation_exists'] });
    expect((await post(review(999))).body.errors).toEqual({ order_id: ['validation_exists'] });
    expect((await post(review(id, { food: 6 }))).status).toBe(422);
    expect((await post(review(id, { pack: -1 }))).status).toBe(422);
    expect((await post(review(id, { photo: 'data:text/html;base64,PGI+' }))).body.errors).toEqual({
      photo: ['validation_image'],
    });
    // A truncated JPEG is not a photo either (its type is checked by decoding it).
    expect(
      (await post(review(id, { photo: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA==' }))).body
        .errors,
    ).toEqual({
      photo: ['validation_image'],
    });
    const ok = await post(review(id, { photo }));
    expect(ok.status).toBe(200);
    expect(ok.body.id).toEqual(expect.any(Number));
    expect(bonusOf(api, DEMO_USERS.bonus.phone)).toBe(afterCashback + 50);
    expect((await post(review(id))).body.errors).toEqual({ order_id: ['review_exists'] });
    // A second photo review of the order credits nothing more (the 50 bonuses come once).
    expect((await post(review(id, { photo }))).body.errors).toEqual({ order_id: ['review_exists'] });
    expect(bonusOf(api, DEMO_USERS.bonus.phone)).toBe(afterCashback + 50);
    const list = await api.call('GET', '/api/profile/reviews', { token });
    expect(list.body).toEqual([
      expect.objectContaining({
        order_id: id,
        food: 5,
        delivery: 4,
        pack: 3,
        delivery_text: 'Трохи запізнився',
        has_photo: true,
      }),
    ]);
    expect((await api.call('GET', '/api/profile/reviews')).status).toBe(401);
  });

  test('a guest order can be reviewed ("all good": 5 each, empty texts) without bonuses', async () => {
    const created = await postOrder(api, { body: order() });
    await api.call('POST', `/api/dev/orders/${created.body.id}/status`, { body: { status: 'Delivered' } });
    const res = await api.call('POST', `/api/reviews/create?secret=${created.body.secret}`, {
      body: { order_id: created.body.id, food: 5, delivery: 5, pack: 5, food_text: '', delivery_text: '', pack_text: '', photo },
    });
    expect(res.status).toBe(200);
    expect(count(api, 'bonus_history')).toBe(3);
  });

  test('profile/reviews lists a review sent without a photo as has_photo false', async () => {
    const created = await postOrder(api, { body: order(), token });
    await api.call('POST', `/api/dev/orders/${created.body.id}/status`, { body: { status: 'Delivered' } });
    expect((await api.call('POST', '/api/reviews/create', { body: review(created.body.id), token })).status).toBe(200);
    const list = await api.call('GET', '/api/profile/reviews', { token });
    expect(list.body).toEqual([expect.objectContaining({ order_id: created.body.id, food_text: '', has_photo: false })]);
  });

  test('accept-address saves the order address (as main when asked); pickup orders have none', async () => {
    const created = await postOrder(api, {
      body: order({ address: { street: 'Рішельєвська', house: '7', apartment: '3', floor: '2', entrance: '1' } }),
      token,
    });
    const res = await api.call('POST', '/api/orders/accept-address', {
      body: { id: created.body.id, name: 'Дім', asMain: true },
      token,
    });
    expect(res.status).toBe(200);
    const addresses = await api.call('GET', '/api/profile/addresses', { token });
    expect(addresses.body).toEqual([
      expect.objectContaining({
        id: res.body.address_id,
        name: 'Дім',
        street: 'Рішельєвська',
        house: '7',
        apartment: '3',
        floor: '2',
        is_main: true,
      }),
    ]);
    const p = await postOrder(api, { body: pickup(), token });
    expect(
      (await api.call('POST', '/api/orders/accept-address', { body: { id: p.body.id, name: 'x', asMain: false }, token })).body
        .errors,
    ).toEqual({
      id: ['order_has_no_address'],
    });
    expect(
      (await api.call('POST', '/api/orders/accept-address', { body: { id: created.body.id, name: 'x', asMain: false } })).status,
    ).toBe(401);
    const other = await login(api, DEMO_USERS.birthday.phone);
    expect(
      (
        await api.call('POST', '/api/orders/accept-address', {
          body: { id: created.body.id, name: 'x', asMain: false },
          token: other,
        })
      ).status,
    ).toBe(404);
  });
});
