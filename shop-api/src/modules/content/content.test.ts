jest.setTimeout(120_000);

import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/open';
import { createTestApi, type TestApi } from '../../test-utils';
import { seedContent } from './seed';
import { createGeocoder } from '../delivery';
import { resolveDeliveryArea } from './address-lookup';
import {
  getDeliveryArea,
  getPickupPoint,
  getWorkingHours,
  hoursAt,
  isOpenAt,
  isPickupEnabled,
  isWorkingTime,
  kyivMinutes,
  normaliseStreet,
  pointInPolygon,
  setDayOverride,
  standInStreets,
  vacancyExists,
} from './queries';

function seededDb() {
  const db = openDatabase(':memory:');
  seedContent(db);
  return db;
}

describe('working hours (10:00-22:00 Europe/Kyiv)', () => {
  const db = seededDb();
  afterAll(() => db.close());

  test('getWorkingHours', () =>
    expect(getWorkingHours(db, new Date())).toEqual({ time_start: '10:00', time_end: '22:00', override: null }));

  const standing = { time_start: '10:00', time_end: '22:00' };
  const shortDay = { date: '2026-11-18', closed: false, time_start: '12:00', time_end: '16:00' };
  const closedDay = { date: '2026-11-18', closed: true, time_start: null, time_end: null };
  test.each([
    // Kyiv = UTC+2 in November; the override is for Wednesday 2026-11-18.
    ['no override, 11:00', null, '2026-11-18T09:00:00Z', standing, true],
    ['short day, 11:00: not yet', shortDay, '2026-11-18T09:00:00Z', { time_start: '12:00', time_end: '16:00' }, false],
    ['short day, 12:00: open', shortDay, '2026-11-18T10:00:00Z', { time_start: '12:00', time_end: '16:00' }, true],
    ['short day, 16:00: closed early', shortDay, '2026-11-18T14:00:00Z', { time_start: '12:00', time_end: '16:00' }, false],
    [
      'short day, 00:00 Kyiv is already its day',
      shortDay,
      '2026-11-17T22:00:00Z',
      { time_start: '12:00', time_end: '16:00' },
      false,
    ],
    ['short day lapsed: the next day, 11:00', shortDay, '2026-11-19T09:00:00Z', standing, true],
    ['short day, the day before at 21:00', shortDay, '2026-11-17T19:00:00Z', standing, true],
    ['closed all day, 12:00', closedDay, '2026-11-18T10:00:00Z', null, false],
    ['closed all day, 23:59 Kyiv', closedDay, '2026-11-18T21:59:00Z', null, false],
    ['closed day lapsed: next day 10:00', closedDay, '2026-11-19T08:00:00Z', standing, true],
    [
      'a late day (until 23:30), 22:30',
      { ...shortDay, time_start: '10:00', time_end: '23:30' },
      '2026-11-18T20:30:00Z',
      { time_start: '10:00', time_end: '23:30' },
      true,
    ],
  ])('day override: %s', (_label, override, iso, hours, open) => {
    const at = new Date(iso);
    expect(hoursAt(at, { ...standing, override })).toEqual(hours);
    expect(isOpenAt(at, { ...standing, override })).toBe(open);
  });

  test('a stored override is read until its Kyiv day is over, then lapses', () => {
    const db2 = seededDb();
    setDayOverride(db2, closedDay);
    expect(getWorkingHours(db2, new Date('2026-11-18T21:59:00Z')).override).toEqual(closedDay);
    expect(isWorkingTime(db2, new Date('2026-11-18T10:00:00Z'))).toBe(false);
    expect(getWorkingHours(db2, new Date('2026-11-18T22:00:00Z')).override).toBeNull();
    expect(isWorkingTime(db2, new Date('2026-11-19T10:00:00Z'))).toBe(true);
    setDayOverride(db2, null);
    expect(getWorkingHours(db2, new Date('2026-11-18T10:00:00Z')).override).toBeNull();
    db2.close();
  });

  test.each([
    // winter: Kyiv = UTC+2
    ['2026-11-18T07:59:59Z', '09:59 before open', false],
    ['2026-11-18T08:00:00Z', '10:00 at open', true],
    ['2026-11-18T10:00:00Z', '12:00 midday', true],
    ['2026-11-18T19:59:00Z', '21:59 just before close', true],
    ['2026-11-18T20:00:00Z', '22:00 at close', false],
    ['2026-11-18T22:30:00Z', '00:30 after midnight', false],
    // summer: Kyiv = UTC+3
    ['2026-07-01T07:00:00Z', '10:00 at open (summer time)', true],
    ['2026-07-01T19:00:00Z', '22:00 at close (summer time)', false],
    // DST starts 2026-03-29 at 03:00 local
    ['2026-03-28T07:30:00Z', '09:30 the day before the switch', false],
    ['2026-03-29T07:00:00Z', '10:00 on the switch day (UTC+3)', true],
    ['2026-03-29T06:59:00Z', '09:59 on the switch day', false],
    // DST ends 2026-10-25 at 04:00 local
    ['2026-10-24T19:00:00Z', '22:00 the day before (UTC+3)', false],
    ['2026-10-25T19:00:00Z', '21:00 on the switch day (UTC+2)', true],
    ['2026-10-25T20:00:00Z', '22:00 on the switch day (UTC+2)', false],
  ])('%s (%s) -> %s', (iso, _label, open) => expect(isWorkingTime(db, new Date(iso))).toBe(open));

  test.each([
    ['2026-11-18T10:00:00Z', 12 * 60],
    ['2026-11-18T22:00:00Z', 0],
    ['2026-07-01T20:59:00Z', 23 * 60 + 59],
  ])('kyivMinutes(%s) = %d', (iso, minutes) => expect(kyivMinutes(new Date(iso))).toBe(minutes));

  test('hours past midnight and the pause switch', () => {
    const db2 = seededDb();
    db2.prepare("UPDATE settings SET value = '02:00' WHERE key = 'time_end'").run();
    expect(isWorkingTime(db2, new Date('2026-11-18T22:30:00Z'))).toBe(true); // 00:30
    expect(isWorkingTime(db2, new Date('2026-11-19T00:00:00Z'))).toBe(false); // 02:00
    expect(isWorkingTime(db2, new Date('2026-11-18T07:00:00Z'))).toBe(false); // 09:00
    db2.prepare("UPDATE settings SET value = '1' WHERE key = 'kitchen_paused'").run();
    expect(isWorkingTime(db2, new Date('2026-11-18T10:00:00Z'))).toBe(false);
    db2.close();
  });

  test('an end equal to the start: around the clock, midnight included; the pause still closes it', () => {
    const db2 = seededDb();
    db2.prepare("UPDATE settings SET value = '00:00' WHERE key IN ('time_start', 'time_end')").run();
    for (const iso of ['2026-11-18T21:59:00Z', '2026-11-18T22:00:00Z', '2026-11-19T08:00:00Z']) {
      expect(isWorkingTime(db2, new Date(iso))).toBe(true); // 23:59, 00:00, 10:00 Kyiv
    }
    db2.prepare("UPDATE settings SET value = '1' WHERE key = 'kitchen_paused'").run();
    expect(isWorkingTime(db2, new Date('2026-11-18T22:00:00Z'))).toBe(false);
    db2.close();
  });
});

describe('delivery areas', () => {
  const db = seededDb();
  afterAll(() => db.close());
  // The geocoder's stand-in (Visicom's protocol) over the street table: the embedded default.
  const geocoder = createGeocoder(
    { provider: 'visicom', key: null },
    { fetch, streets: (text, lang, limit) => standInStreets(db, text, lang, limit) },
  );
  const square: [number, number][] = [
    [0, 0],
    [0, 10],
    [10, 10],
    [10, 0],
  ];
  const triangle: [number, number][] = [
    [0, 0],
    [10, 5],
    [0, 10],
  ];

  test.each([
    [square, [5, 5], true],
    [square, [0.001, 9.999], true],
    [square, [-1, 5], false],
    [square, [5, 11], false],
    [triangle, [2, 5], true],
    [triangle, [8, 1], false],
    [triangle, [8, 9], false],
  ] as [[number, number][], [number, number], boolean][])('pointInPolygon(%j, %j) = %s', (poly, point, inside) =>
    expect(pointInPolygon(point, poly)).toBe(inside),
  );

  test.each([
    ['Дерибасівська', 'uk', 'Центр', 300, 60, true],
    ['вул. Рішельєвська', 'uk', 'Центр', 300, 60, true],
    ['Дерибасовская', 'ru', 'Центр', 300, 60, true],
    ['Балківська', 'uk', 'Ближні райони', 400, 75, true],
    ['Балковская', 'ru', 'Ближние районы', 400, 75, true],
    ['Ак. Корольова', 'uk', 'Далекі райони', 500, 90, true],
    ['ул. Ильфа и Петрова', 'ru', 'Дальние районы', 500, 90, true],
    ['Чорноморська', 'uk', 'Чорноморка', 600, 100, false],
  ] as const)('resolve %s (%s) -> %s', async (street, lang, name, min, minutes, served) => {
    const resolved = await resolveDeliveryArea(db, geocoder, street, '1', lang);
    expect(resolved).toMatchObject({
      ok: true,
      streetKnown: true,
      area: { name, min_sum: min, delivery_minutes: minutes, served },
    });
  });

  test('a known street outside every area, and an unknown street', async () => {
    expect(await resolveDeliveryArea(db, geocoder, 'Приморська (Південне)', '3', 'uk')).toEqual({
      ok: true,
      area: null,
      streetKnown: true,
      point: { lat: 46.62, lng: 31.01 },
      nearestPickup: expect.objectContaining({ name: 'Ресторан на Дерибасівській', distance_km: 25.6 }),
    });
    expect(await resolveDeliveryArea(db, geocoder, 'Вигадана', '3', 'uk')).toEqual({
      ok: true,
      area: null,
      streetKnown: false,
      point: null,
      nearestPickup: null,
    });
  });

  test('getDeliveryArea, getPickupPoint, isPickupEnabled, vacancyExists', () => {
    expect(getDeliveryArea(db, 1, 'ru')).toMatchObject({ id: 1, name: 'Центр', min_sum: 300, served: true });
    expect(getDeliveryArea(db, 1, 'uk')!.polygon.length).toBeGreaterThanOrEqual(3);
    expect(getDeliveryArea(db, 99, 'uk')).toBeNull();
    expect(getPickupPoint(db, 1, 'uk')).toMatchObject({ available: true, reason: '' });
    expect(getPickupPoint(db, 2, 'ru')).toMatchObject({ available: false, reason: 'Временно закрыто на ремонт' });
    expect(getPickupPoint(db, 9, 'uk')).toBeNull();
    expect(isPickupEnabled(db)).toBe(true);
    expect(vacancyExists(db, 1)).toBe(true);
    expect(vacancyExists(db, 999)).toBe(false);
  });
});

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
    expect((await api.call('GET', '/api/check-is-working-time')).body).toBe(true);
  });
});

describe('street names', () => {
  test.each([
    ['вул. Дерибасівська', 'дерибасівська'],
    ['вул.Дерибасівська', 'дерибасівська'],
    ['Вулиця  Дерибасівська ', 'дерибасівська'],
    ['ул Дерибасовская', 'дерибасовская'],
    ['просп. Шевченка', 'шевченка'],
    ['Ак. Королёва', 'ак. королева'],
    ['Французький бульвар', 'французький бульвар'],
    ['Рішельєвська', 'рішельєвська'],
  ])('normaliseStreet(%j) = %j', (raw, normal) => expect(normaliseStreet(raw)).toBe(normal));
});
