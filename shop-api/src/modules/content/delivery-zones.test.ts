import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { openDatabase } from '../../db/open';
import { createTestApi, TEST_LIMITS, type TestApi, postOrder } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from '../auth/seed';
import { createGeocoder } from '../delivery';
import { resolveDeliveryArea } from './address-lookup';
import { deliveryAreaAt, getDeliveryArea, listDeliveryAreas, standInStreets } from './queries';
import { seedContent } from './seed';
import { STREETS } from './seed-data';

jest.setTimeout(120_000);

/**
 * Issue 47: the zones live in the table (GeoJSON, priority, on/off) and every decision reads it,
 * so a zone changed there decides the next quote; the point an address was located at is kept
 * with the order and the saved address.
 */

/** Дерибасівська's point in the street table (in the seeded zone Центр, id 1). */
const [, , DERIBASIVSKA_LAT, DERIBASIVSKA_LNG] = STREETS.find(([uk]) => uk === 'Дерибасівська')!;
const deribasivska = { lat: DERIBASIVSKA_LAT, lng: DERIBASIVSKA_LNG };

/** A square of ±`half` degrees around a point, as GeoJSON `[lng, lat]` (closed). */
const square = ({ lat, lng }: { lat: number; lng: number }, half: number) => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
  [lng - half, lat - half],
];

const order = (street: string) => ({
  cart_guid: randomUUID(),
  items: [{ product_id: 1, count: 3, price: 179 }],
  name: 'Іван Петренко',
  phone: '+38 (050) 999 88 77',
  delivery_type: 'delivery',
  address: { street, house: '5', apartment: '12' },
  time: 'asap',
  pay_type: 'cash',
  cutlery: 1,
});

function addZone(db: Database.Database, name: string, coordinates: number[][][], priority: number, minSum = 150) {
  return Number(
    db
      .prepare(
        `INSERT INTO delivery_areas (name_uk, name_ru, geometry, priority, min_sum, delivery_price, free_from, delivery_minutes)
         VALUES (?, ?, ?, ?, ?, 30, 400, 45)`,
      )
      .run(name, name, JSON.stringify({ type: 'Polygon', coordinates }), priority, minSum).lastInsertRowid,
  );
}

describe('the zone decision reads the zones table', () => {
  let db: Database.Database;
  const geocoder = createGeocoder(
    { provider: 'visicom', key: null },
    { fetch, streets: (text, lang, limit) => standInStreets(db, text, lang, limit) },
  );
  beforeEach(() => {
    db = openDatabase(':memory:');
    seedContent(db);
  });
  afterEach(() => db.close());

  test('the seeded zones are GeoJSON polygons; their outline is also given as [lat, lng]', () => {
    const centre = getDeliveryArea(db, 1, 'uk')!;
    expect(centre.geometry.type).toBe('Polygon');
    const outer = centre.geometry.coordinates[0];
    expect(outer[0]).toEqual(outer[outer.length - 1]);
    expect(centre.polygon).toEqual(outer.slice(0, -1).map(([lng, lat]) => [lat, lng]));
    expect(deliveryAreaAt(db, deribasivska, 'uk')?.name).toBe('Центр');
  });

  test('an overlapping zone of higher priority serves the point; of equal priority the older zone keeps it', async () => {
    const small = addZone(db, 'Пасаж', [square(deribasivska, 0.002)], 0);
    expect(deliveryAreaAt(db, deribasivska, 'uk')?.id).toBe(1);
    db.prepare('UPDATE delivery_areas SET priority = 5 WHERE id = ?').run(small);
    expect(deliveryAreaAt(db, deribasivska, 'uk')?.id).toBe(small);
    expect(await resolveDeliveryArea(db, geocoder, 'Дерибасівська', '1', 'uk')).toMatchObject({
      area: { id: small, min_sum: 150 },
      point: deribasivska,
    });
  });

  test('a hole cut out of a zone leaves its points to the zone under it, or to none', async () => {
    const centre = getDeliveryArea(db, 1, 'uk')!;
    const withHole = { type: 'Polygon', coordinates: [centre.geometry.coordinates[0], square(deribasivska, 0.001)] };
    db.prepare('UPDATE delivery_areas SET geometry = ? WHERE id = 1').run(JSON.stringify(withHole));
    expect(deliveryAreaAt(db, deribasivska, 'uk')).toBeNull();
    expect(await resolveDeliveryArea(db, geocoder, 'Дерибасівська', '1', 'uk')).toEqual({
      ok: true,
      area: null,
      streetKnown: true,
      point: deribasivska,
      nearestPickup: expect.objectContaining({ id: 1, distance_km: 0 }), // the restaurant stands there
    });
    const under = addZone(db, 'Під центром', [square(deribasivska, 0.01)], -1);
    expect(deliveryAreaAt(db, deribasivska, 'uk')?.id).toBe(under);
  });

  test('a zone switched off serves nobody and is not listed', () => {
    db.prepare('UPDATE delivery_areas SET active = 0 WHERE id = 1').run();
    expect(deliveryAreaAt(db, deribasivska, 'uk')).toBeNull();
    expect(listDeliveryAreas(db, 'uk').map((a) => a.id)).not.toContain(1);
    expect(getDeliveryArea(db, 1, 'uk')).toBeNull();
  });
});

describe('through the API', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi();
    token = (await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } })).body
      .access_token;
  });
  afterAll(() => api.close());

  test('a minimum sum changed in the table applies to the next quote and the next order', async () => {
    const quote = () => api.call('POST', '/api/delivery/resolve', { body: { street: 'Дерибасівська', house: '5' } });
    expect((await quote()).body.area).toMatchObject({ id: 1, min_sum: 300, priority: 0 });
    api.ctx.db.prepare('UPDATE delivery_areas SET min_sum = 600 WHERE id = 1').run();
    expect((await quote()).body.area).toMatchObject({ id: 1, min_sum: 600 });
    const refused = await postOrder(api, { body: order('Дерибасівська') });
    expect([refused.status, refused.body.message, refused.body.min_sum]).toEqual([422, 'below_min_sum', 600]);
    api.ctx.db.prepare('UPDATE delivery_areas SET min_sum = 300 WHERE id = 1').run();
  });

  test('the public list carries each zone as GeoJSON with its priority, without the zones switched off', async () => {
    const listed = await api.call('GET', '/api/delivery-areas');
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({ id: 1, priority: 0, geometry: { type: 'Polygon' } });
    api.ctx.db.prepare('UPDATE delivery_areas SET active = 0 WHERE id = 4').run();
    const after = await api.call('GET', '/api/delivery-areas');
    expect(after.body.map((a: { id: number }) => a.id)).toEqual([1, 2, 3]);
    api.ctx.db.prepare('UPDATE delivery_areas SET active = 1 WHERE id = 4').run();
  });

  test('an order keeps the point its zone was decided from, and accepting its address keeps it too', async () => {
    const created = await postOrder(api, { body: order('вул. Дерибасівська'), token });
    expect(created.status).toBe(200);
    const row = api.ctx.db.prepare('SELECT lat, lng, area_id FROM orders WHERE id = ?').get(created.body.id);
    expect(row).toEqual({ ...deribasivska, area_id: 1 });
    const accepted = await api.call('POST', '/api/orders/accept-address', {
      body: { id: created.body.id, name: 'Офіс', asMain: false },
      token,
    });
    expect(accepted.status).toBe(200);
    expect(api.ctx.db.prepare('SELECT lat, lng FROM addresses WHERE id = ?').get(accepted.body.address_id)).toEqual(deribasivska);
  });

  test('a saved address is located by the server (an unknown street has no point); a change moves the point', async () => {
    const saved = await api.call('POST', '/api/profile/addresses', { body: { street: 'Рішельєвська', house: '3' }, token });
    expect(saved.status).toBe(201);
    const point = () => api.ctx.db.prepare('SELECT lat, lng FROM addresses WHERE id = ?').get(saved.body.id);
    const [, , lat, lng] = STREETS.find(([uk]) => uk === 'Рішельєвська')!;
    expect(point()).toEqual({ lat, lng });
    const moved = await api.call('PUT', `/api/profile/addresses/${saved.body.id}`, {
      body: { street: 'Вигадана', house: '3' },
      token,
    });
    expect(moved.status).toBe(200);
    expect(point()).toEqual({ lat: null, lng: null });
  });
});

describe('address search and the zone through the geocoder', () => {
  test('autocomplete answers in the provider shape, in uk and ru; a query too short is a 422', async () => {
    const api = await createTestApi();
    try {
      const uk = await api.call('GET', `/api/address-search?q=${encodeURIComponent('Дерибасівська 5')}`);
      expect(uk).toEqual({
        status: 200,
        body: [{ street: 'Дерибасівська', house: '5', label: 'вул. Дерибасівська, 5, Одеса', ...deribasivska }],
      });
      const ru = await api.call('GET', `/api/address-search?q=${encodeURIComponent('Дерибасовская 5')}&lang=russian`);
      expect(ru.body[0]).toMatchObject({ street: 'Дерибасовская', label: 'ул. Дерибасовская, 5, Одесса' });
      expect((await api.call('GET', '/api/address-search?q=Д')).status).toBe(422);
    } finally {
      await api.close();
    }
  });

  test('the point comes from the provider, not the street table: a house it puts outside every zone cannot be ordered to', async () => {
    // A real Visicom account (a key set), its answer recorded: Дерибасівська 5 placed far out of town.
    const calls: URL[] = [];
    const visicom: typeof fetch = async (input) => {
      calls.push(new URL(String(input)));
      const feature = {
        type: 'Feature',
        properties: { name: '5', categories: 'adr_address', street: 'Дерибасівська', street_type: 'вул.', settlement: 'Одеса' },
        geo_centroid: { type: 'Point', coordinates: [31.5, 46.9] },
      };
      return new Response(JSON.stringify(feature), { status: 200 });
    };
    const api = await createTestApi({ geocoder: { provider: 'visicom', key: 'live-key' } }, { fetch: visicom });
    try {
      const quote = await api.call('POST', '/api/delivery/resolve', { body: { street: 'Дерибасівська', house: '5' } });
      expect(quote).toEqual({
        status: 200,
        // The provider's point, the one the zone was decided at (the checkout's map marks it).
        body: {
          area: null,
          street_known: true,
          nearest_pickup: expect.objectContaining({ id: 1 }),
          point: { lat: 46.9, lng: 31.5 },
        },
      });
      const placed = await postOrder(api, { body: order('Дерибасівська') });
      expect([placed.status, placed.body.errors]).toEqual([422, { 'address.street': ['delivery_impossible'] }]);
      expect(calls.map((u) => [u.hostname, u.searchParams.get('key')])).toEqual([
        ['api.visicom.ua', 'live-key'],
        ['api.visicom.ua', 'live-key'],
      ]);
    } finally {
      await api.close();
    }
  });

  test('a provider outage is a clear 503 for search, quote, order and saved address, never a 500', async () => {
    const down: typeof fetch = async () => new Response('Bad gateway', { status: 502 });
    const api = await createTestApi({ geocoder: { provider: 'visicom', key: 'live-key' } }, { fetch: down });
    try {
      const token = (
        await api.call('POST', '/api/auth/login', { body: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD } })
      ).body.access_token;
      const unavailable = { status: 503, body: expect.objectContaining({ message: 'address_search_unavailable' }) };
      expect(await api.call('GET', '/api/address-search?q=Дерибасівська')).toEqual(unavailable);
      expect(await api.call('POST', '/api/delivery/resolve', { body: { street: 'Дерибасівська', house: '5' } })).toEqual(
        unavailable,
      );
      expect(await postOrder(api, { body: order('Дерибасівська') })).toEqual(unavailable);
      expect(await api.call('POST', '/api/profile/addresses', { body: { street: 'Дерибасівська', house: '5' }, token })).toEqual(
        unavailable,
      );
      // A pickup order needs no address: the outage does not stop it.
      const pickup = await postOrder(api, {
        body: { ...order('Дерибасівська'), delivery_type: 'pickup', address: undefined, pickup_point_id: 1 },
      });
      expect(pickup.status).toBe(200);
    } finally {
      await api.close();
    }
  });

  test('searches and quotes are limited per client address, also when they come at once', async () => {
    const api = await createTestApi({ limits: { ...TEST_LIMITS, addressSearchesPerClientHour: 3 } });
    try {
      const at = (remoteAddress: string) =>
        api.call('GET', `/api/address-search?q=${encodeURIComponent('Рішельєвська')}`, { remoteAddress });
      const burst = await Promise.all(Array.from({ length: 6 }, () => at('203.0.113.7')));
      expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
      const quote = await api.call('POST', '/api/delivery/resolve', {
        body: { street: 'Рішельєвська', house: '1' },
        remoteAddress: '203.0.113.7',
      });
      expect(quote.status).toBe(429);
      expect((await at('203.0.113.8')).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe('an address outside every zone', () => {
  test('the quote and the refused order name the nearest open pickup point, in uk and ru', async () => {
    const api = await createTestApi();
    try {
      const outside = { street: 'Приморська (Південне)', house: '3' };
      const uk = await api.call('POST', '/api/delivery/resolve', { body: outside });
      expect(uk.body).toEqual({
        area: null,
        street_known: true,
        nearest_pickup: expect.objectContaining({ id: 1, name: 'Ресторан на Дерибасівській', distance_km: 25.6 }),
        point: { lat: 46.62, lng: 31.01 },
      });
      const ru = await api.call('POST', '/api/delivery/resolve?lang=russian', { body: outside });
      expect(ru.body.nearest_pickup).toMatchObject({ name: 'Ресторан на Дерибасовской', address: 'ул. Дерибасовская, 10' });
      const refused = await postOrder(api, { body: { ...order(outside.street), address: outside } });
      expect(refused).toMatchObject({
        status: 422,
        body: { message: 'area_not_served', nearest_pickup: { id: 1, distance_km: 25.6 } },
      });
      // Inside a zone there is none; with pickup switched off there is none either.
      const inside = await api.call('POST', '/api/delivery/resolve', { body: { street: 'Дерибасівська', house: '3' } });
      expect(inside.body.nearest_pickup).toBeNull();
      api.ctx.db.prepare("UPDATE settings SET value = '0' WHERE key = 'pickup_enabled'").run();
      expect((await api.call('POST', '/api/delivery/resolve', { body: outside })).body.nearest_pickup).toBeNull();
    } finally {
      await api.close();
    }
  });
});
