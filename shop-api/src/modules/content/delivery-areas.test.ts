import { createGeocoder } from '../delivery';
import { resolveDeliveryArea } from './address-lookup';
import {
  getDeliveryArea,
  getPickupPoint,
  isPickupEnabled,
  normaliseStreet,
  pointInPolygon,
  standInStreets,
  vacancyExists,
} from './queries';
import { seededDb } from './test-content';

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
