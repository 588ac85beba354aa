jest.setTimeout(120_000);

import fs from 'node:fs';
import path from 'node:path';
import { createTestApi, type TestApi } from '../../test-utils';
import { getDeliveryArea, isPickupEnabled } from './queries';

type Texts = { uk: string; ru: string };

describe('content routes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => api.close());

  test('working time and check (clock: 12:00 Kyiv, then 23:00)', async () => {
    expect(await api.call('GET', '/api/get-working-time?current=true')).toEqual({
      status: 200,
      body: { time_start: '10:00', time_end: '22:00' },
    });
    expect(await api.call('GET', '/api/check-is-working-time')).toEqual({ status: 200, body: true });
    api.clock.set('2026-11-18T21:00:00Z');
    expect(await api.call('GET', '/api/check-is-working-time')).toEqual({ status: 200, body: false });
    const status = await api.call('GET', '/api/kitchen-status');
    expect(status).toEqual({
      status: 200,
      body: { open: false, paused: false, time_start: '10:00', time_end: '22:00', override: null },
    });
    api.clock.set('2026-11-18T10:00:00Z');
  });

  test('the seeded texts that name a free-delivery sum name the lowest one of the seeded areas', () => {
    const { db } = api.ctx;
    const lowest = db.prepare('SELECT MIN(free_from) AS sum FROM delivery_areas').get() as { sum: number };
    const texts = [
      ...(db.prepare("SELECT excerpt_uk AS uk, excerpt_ru AS ru FROM posts WHERE slug = 'free-delivery'").all() as Texts[]),
      ...(db.prepare("SELECT seo_text_uk AS uk, seo_text_ru AS ru FROM categories WHERE seo_text_uk != ''").all() as Texts[]),
    ];
    expect(texts.length).toBeGreaterThan(1);
    // 'безкоштовно від 500 грн' / 'бесплатно от 500 грн': the sum in UAH after the free-delivery words.
    const sums = texts.flatMap(({ uk, ru }) => [
      /безкоштовн.{0,15} від (\d+) грн/i.exec(uk)?.[1],
      /бесплатн.{0,15} от (\d+) грн/i.exec(ru)?.[1],
    ]);
    expect(sums).toEqual(sums.map(() => String(lowest.sum)));
  });

  test('contact data with telegram, localised address', async () => {
    const uk = await api.call('GET', '/api/pages/contact');
    expect(uk.status).toBe(200);
    expect(uk.body.phones).toEqual(['+38 (048) 770-62-62', '+38 (095) 770-62-62', '+38 (093) 770-62-62', '+38 (096) 770-62-62']);
    expect(uk.body.telegram).toMatch(/^https:\/\/t\.me\//);
    expect(uk.body).toMatchObject({ landline: expect.any(String), viber: expect.any(String), email: expect.any(String) });
    expect(uk.body.address).toContain('Одеса');
    const ru = await api.call('GET', '/api/pages/contact?lang=russian');
    expect(ru.body.address).toContain('Одесса');
  });

  test('pages list and each page in both languages', async () => {
    const list = await api.call('GET', '/api/pages');
    expect(list.status).toBe(200);
    const slugs = list.body.map((p: { slug: string }) => p.slug);
    for (const slug of ['contacts', 'offer', 'oplata-i-dostavka', 'privacy_policy', 'o-nas', 'mono', 'promo-summer'])
      expect(slugs).toContain(slug);
    expect(slugs.filter((s: string) => s.startsWith('offer-')).length).toBeGreaterThanOrEqual(2);
    expect(slugs.filter((s: string) => s.startsWith('page-')).length).toBe(2);
    for (const { slug } of list.body as { slug: string }[]) {
      const uk = await api.call('GET', `/api/pages/${slug}`);
      const ru = await api.call('GET', `/api/pages/${slug}?lang=russian`);
      expect(uk.status).toBe(200);
      expect(ru.status).toBe(200);
      expect(uk.body).toEqual({
        slug,
        kind: expect.any(String),
        title: expect.any(String),
        body: expect.stringMatching(/^<h2>/),
        image: uk.body.image === null ? null : expect.stringMatching(/^\/api\/images\/content\/.+-800\.jpg$/),
        data: uk.body.data,
      });
      expect(ru.body.body).not.toBe(uk.body.body);
    }
    const about = await api.call('GET', '/api/pages/o-nas?lang=russian');
    expect(about.body).toMatchObject({ kind: 'about', title: 'О нас', image: '/api/images/content/page-o-nas-800.jpg' });
    expect(about.body.data.app).toMatchObject({ install_bonus: 50, app_store: expect.any(String) });
    const mono = await api.call('GET', '/api/pages/mono');
    expect(mono.body).toMatchObject({ kind: 'promo', data: { path: 'promo/mono' } });
  });

  test.each(['pages/nope', 'articles/nope', 'news/nope', 'sales/nope', 'vacancies/nope'])('GET %s -> 404', async (url) => {
    const res = await api.call('GET', `/api/${url}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  test.each([
    ['articles', 8],
    ['news', 6],
    ['sales', 5],
  ])('%s: at least %d, newest first, with images that exist', async (kind, count) => {
    const uk = await api.call('GET', `/api/${kind}`);
    expect(uk.status).toBe(200);
    expect(uk.body.length).toBeGreaterThanOrEqual(count);
    const dates = uk.body.map((p: { published_at: string }) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = uk.body[0];
    expect(first).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      excerpt: expect.any(String),
      image: { url: expect.any(String), urlForList: expect.any(String), width: 800, height: 800 },
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(first.image.url).toBe(`/api/images/content/${kind}-${first.slug}-800.jpg`);
    for (const url of [first.image.url, first.image.urlForList]) {
      const file = path.join(api.ctx.config.dataDir, 'images', url.replace('/api/images/', ''));
      expect(fs.existsSync(file)).toBe(true);
    }
    const image = await api.app.inject({ method: 'GET', url: first.image.urlForList });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/jpeg/);
    const ru = await api.call('GET', `/api/${kind}?lang=russian`);
    expect(ru.body[0].title).not.toBe(first.title);
    const one = await api.call('GET', `/api/${kind}/${first.slug}?lang=russian`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ slug: first.slug, title: ru.body[0].title, body: expect.stringContaining('<p>') });
  });

  test('articles: previous and next links', async () => {
    const list = (await api.call('GET', '/api/articles')).body as { slug: string; title: string }[];
    const newest = (await api.call('GET', `/api/articles/${list[0].slug}`)).body;
    expect(newest.next).toBeNull();
    expect(newest.prev).toEqual({ slug: list[1].slug, title: list[1].title });
    const middle = (await api.call('GET', `/api/articles/${list[3].slug}`)).body;
    expect(middle.prev).toEqual({ slug: list[4].slug, title: list[4].title });
    expect(middle.next).toEqual({ slug: list[2].slug, title: list[2].title });
    const oldest = (await api.call('GET', `/api/articles/${list[list.length - 1].slug}`)).body;
    expect(oldest.prev).toBeNull();
  });

  test('vacancies: 3 active, 2 inactive, localised', async () => {
    const uk = await api.call('GET', '/api/vacancies');
    expect(uk.status).toBe(200);
    expect(uk.body.filter((v: { active: boolean }) => v.active)).toHaveLength(3);
    expect(uk.body.filter((v: { active: boolean }) => !v.active)).toHaveLength(2);
    const ru = await api.call('GET', '/api/vacancies/courier?lang=russian');
    expect(ru).toMatchObject({ status: 200, body: { slug: 'courier', title: 'Курьер', active: true } });
    expect(ru.body.body).toContain('Ищем');
    const inactive = await api.call('GET', '/api/vacancies/dishwasher');
    expect(inactive.body).toMatchObject({ active: false, title: 'Мийник посуду' });
  });

  test('delivery areas and pickup points', async () => {
    const areas = await api.call('GET', '/api/delivery-areas?lang=russian');
    expect(areas.status).toBe(200);
    expect(areas.body.map((a: { min_sum: number }) => a.min_sum).slice(0, 3)).toEqual([300, 400, 500]);
    expect(areas.body.map((a: { delivery_minutes: number }) => a.delivery_minutes).slice(0, 3)).toEqual([60, 75, 90]);
    expect(areas.body.filter((a: { served: boolean }) => !a.served)).toHaveLength(1);
    expect(areas.body[1].name).toBe('Ближние районы');
    const points = await api.call('GET', '/api/pickup-points');
    expect(points.status).toBe(200);
    expect(points.body.map((p: { available: boolean }) => p.available)).toEqual([true, false]);
    expect(points.body[1].reason).toContain('ремонт');
  });

  test('street autocomplete', async () => {
    const res = await api.call('GET', `/api/streets?q=${encodeURIComponent('дер')}`);
    expect(res).toEqual({ status: 200, body: [{ id: expect.any(Number), name: 'Дерибасівська' }] });
    const ru = await api.call('GET', `/api/streets?q=${encodeURIComponent('дер')}&lang=russian`);
    expect(ru.body[0].name).toBe('Дерибасовская');
    const many = await api.call('GET', `/api/streets?q=${encodeURIComponent('ськ')}`);
    expect(many.body.length).toBeLessThanOrEqual(10);
    expect(many.body.length).toBeGreaterThan(3);
    expect((await api.call('GET', '/api/streets?q=a')).status).toBe(422);
  });

  test.each([
    ['Дерибасівська', 1, true],
    ['Ак. Корольова', 3, true],
    ['Чорноморська', 4, true],
    ['Приморська (Південне)', null, true],
    ['Неіснуюча', null, false],
  ])('POST delivery/resolve %s -> area %s', async (street, areaId, known) => {
    const res = await api.call('POST', '/api/delivery/resolve', { body: { street, house: '10' } });
    expect(res.status).toBe(200);
    expect(res.body.street_known).toBe(known);
    expect(res.body.area?.id ?? null).toBe(areaId);
    // The point the zone was decided at, for the checkout's map; none for an address not found.
    expect(res.body.point).toEqual(known ? { lat: expect.any(Number), lng: expect.any(Number) } : null);
  });

  test('the map tiles stand-in: a 256-px PNG for a tile of the grid, 404 outside it, 422 for a non-number', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/dev/map-tiles/12/2396/1441' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(res.rawPayload.readUInt32BE(16)).toBe(256);
    expect((await api.call('GET', '/api/dev/map-tiles/2/4/0')).status).toBe(404);
    expect((await api.call('GET', '/api/dev/map-tiles/20/0/0')).status).toBe(422);
    expect((await api.call('GET', '/api/dev/map-tiles/1/a/0')).status).toBe(422);
  });

  test('delivery/resolve needs street and house', async () => {
    const res = await api.call('POST', '/api/delivery/resolve', { body: { street: 'Дерибасівська' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ house: ['validation_required'] });
  });

  test('dev switches: settings and delivery areas', async () => {
    expect((await api.call('POST', '/api/dev/settings', { body: { key: 'pickup_enabled', value: '0' } })).status).toBe(200);
    expect(isPickupEnabled(api.ctx.db)).toBe(false);
    await api.call('POST', '/api/dev/settings', { body: { key: 'pickup_enabled', value: '1' } });
    await api.call('POST', '/api/dev/settings', { body: { key: 'time_start', value: '13:00' } });
    expect((await api.call('GET', '/api/check-is-working-time')).body).toBe(false);
    expect((await api.call('GET', '/api/get-working-time')).body.time_start).toBe('13:00');
    await api.call('POST', '/api/dev/settings', { body: { key: 'time_start', value: '10:00' } });
    expect((await api.call('POST', '/api/dev/settings', { body: { key: 'password', value: 'x' } })).status).toBe(422);
    expect((await api.call('POST', '/api/dev/settings', { body: { key: 'time_end', value: '25:99' } })).status).toBe(422);

    const off = await api.call('POST', '/api/dev/delivery-areas/1', { body: { served: false, delivery_price: 80 } });
    expect(off.status).toBe(200);
    expect(getDeliveryArea(api.ctx.db, 1, 'uk')).toMatchObject({ served: false, delivery_price: 80 });
    await api.call('POST', '/api/dev/delivery-areas/1', { body: { served: true, delivery_price: 50 } });
    expect(getDeliveryArea(api.ctx.db, 1, 'uk')).toMatchObject({ served: true, delivery_price: 50 });
    expect((await api.call('POST', '/api/dev/delivery-areas/99', { body: { served: true } })).status).toBe(404);
  });
});

describe('content in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ production: true });
  });
  afterAll(async () => api.close());

  test('dev routes are absent; public routes work', async () => {
    expect((await api.call('POST', '/api/dev/settings', { body: { key: 'pickup_enabled', value: '0' } })).status).toBe(404);
    expect((await api.call('POST', '/api/dev/delivery-areas/1', { body: { served: false } })).status).toBe(404);
    expect((await api.call('GET', '/api/dev/map-tiles/12/2396/1441')).status).toBe(404);
    expect((await api.call('GET', '/api/check-is-working-time')).body).toBe(true);
  });
});
