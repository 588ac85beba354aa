import { createGoogleGeocoder } from './google';
import { createGeocoder } from './settings';
import { geocoderStandIn, splitHouse, STAND_IN_GEOCODER_KEY, type StandInStreetLookup } from './stand-in';
import { createVisicomGeocoder } from './visicom';

/**
 * The geocoder clients speak Visicom's and Google's protocols; the stand-in answers both as the
 * services do, so each client is tested against it and against the services' failures.
 */

const STREETS = [
  { uk: 'Дерибасівська', ru: 'Дерибасовская', lat: 46.4846, lng: 30.7385 },
  { uk: 'Рішельєвська', ru: 'Ришельевская', lat: 46.4825, lng: 30.74 },
];
const streets: StandInStreetLookup = (text, lang, limit) =>
  STREETS.filter((s) => s.uk.toLowerCase().includes(text.toLowerCase()) || s.ru.toLowerCase().includes(text.toLowerCase()))
    .slice(0, limit)
    .map((s) => ({ name: s[lang], lat: s.lat, lng: s.lng }));

/** The stand-in, with every URL it was asked for recorded. */
function recordedStandIn() {
  const urls: URL[] = [];
  const standIn = geocoderStandIn(streets);
  const recorded: typeof fetch = async (input, init) => {
    urls.push(new URL(String(input)));
    return standIn(input, init);
  };
  return { urls, fetch: recorded };
}

const answer =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test.each([
  ['Дерибасівська 5', { street: 'Дерибасівська', house: '5' }],
  ['вул. Дерибасівська, 12а', { street: 'вул. Дерибасівська', house: '12а' }],
  ['Рішельєвська 3/5', { street: 'Рішельєвська', house: '3/5' }],
  ['Рішельєвська', { street: 'Рішельєвська', house: '' }],
  ['Маразліївська 1-Б', { street: 'Маразліївська', house: '1-Б' }],
  ['40 років Перемоги', { street: '40 років Перемоги', house: '' }],
])('splitHouse(%j)', (text, parts) => expect(splitHouse(text)).toEqual(parts));

describe('Visicom', () => {
  test('a street and house: the path, the key as a query parameter, the zones as near + radius; uk and ru', async () => {
    const { urls, fetch } = recordedStandIn();
    const geocoder = createVisicomGeocoder({ key: STAND_IN_GEOCODER_KEY, fetch });
    const bounds = { south: 46.3, west: 30.66, north: 46.52, east: 30.76 };
    const uk = await geocoder.search({ text: 'Дерибасівська 5', lang: 'uk', limit: 7, bounds });
    expect(uk).toEqual({
      ok: true,
      suggestions: [{ street: 'Дерибасівська', house: '5', label: 'вул. Дерибасівська, 5, Одеса', lat: 46.4846, lng: 30.7385 }],
    });
    expect(urls[0].origin + urls[0].pathname).toBe('https://api.visicom.ua/data-api/5.0/uk/geocode.json');
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({
      text: 'Дерибасівська 5',
      categories: 'adr_address,adr_street',
      limit: '7',
      near: '30.710000,46.410000',
      radius: expect.stringMatching(/^1\d{4}$/), // about 12.8 km: half the box's diagonal
      key: STAND_IN_GEOCODER_KEY,
    });
    const ru = await geocoder.search({ text: 'Дерибасовская 5', lang: 'ru', limit: 7 });
    expect(ru).toMatchObject({ ok: true, suggestions: [{ street: 'Дерибасовская', label: 'ул. Дерибасовская, 5, Одесса' }] });
    expect(urls[1].pathname).toBe('/data-api/5.0/ru/geocode.json');
    expect(urls[1].searchParams.has('near')).toBe(false);
  });

  test('one match is a Feature, several a FeatureCollection, none {}: all read', async () => {
    const { fetch } = recordedStandIn();
    const geocoder = createVisicomGeocoder({ key: STAND_IN_GEOCODER_KEY, fetch });
    const several = await geocoder.search({ text: 'ська', lang: 'uk', limit: 7 });
    expect(several).toMatchObject({
      ok: true,
      suggestions: [{ street: 'Дерибасівська', house: '' }, { street: 'Рішельєвська' }],
    });
    expect(await geocoder.search({ text: 'Вигадана 1', lang: 'uk', limit: 7 })).toEqual({ ok: true, suggestions: [] });
    const raw = await fetch(`https://api.visicom.ua/data-api/5.0/uk/geocode.json?text=Рішельєвська&key=${STAND_IN_GEOCODER_KEY}`);
    expect(await raw.json()).toMatchObject({ type: 'Feature', properties: { categories: 'adr_street', name: 'Рішельєвська' } });
  });

  test('a refused key, the rate limit, an outage, a malformed answer and no answer in time', async () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    const search = (fetch: typeof globalThis.fetch, timeoutMs?: number) =>
      createVisicomGeocoder({ key: 'wrong', fetch, warn, timeoutMs }).search({ text: 'Дерибасівська 5', lang: 'uk', limit: 5 });
    expect(await search(geocoderStandIn(streets))).toEqual({ ok: false, reason: 'unavailable' });
    expect(warnings.pop()).toBe('Visicom geocode: HTTP 403 (key refused)');
    expect(await search(answer(429, { message: 'Too many requests' }))).toEqual({ ok: false, reason: 'busy' });
    expect(await search(answer(502, {}))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await search(answer(200, { type: 'FeatureCollection', features: 'x' }))).toEqual({ ok: false, reason: 'unavailable' });
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    expect(await search(never, 50)).toEqual({ ok: false, reason: 'unavailable' });
    expect(warnings.pop()).toBe('Visicom geocode: no answer in 50 ms');
    expect(warnings.join(' ')).not.toContain('wrong'); // the key is never logged
  });
});

describe('Google', () => {
  test('a street and house: the path, key, language, region and bounds; the street and house from the components', async () => {
    const { urls, fetch } = recordedStandIn();
    const geocoder = createGoogleGeocoder({ key: STAND_IN_GEOCODER_KEY, fetch });
    const found = await geocoder.search({
      text: 'Рішельєвська 3',
      lang: 'uk',
      limit: 5,
      bounds: { south: 46.3, west: 30.66, north: 46.52, east: 30.76 },
    });
    expect(found).toEqual({
      ok: true,
      suggestions: [{ street: 'Рішельєвська', house: '3', label: 'Рішельєвська, 3, Одеса, Україна', lat: 46.4825, lng: 30.74 }],
    });
    expect(urls[0].origin + urls[0].pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({
      address: 'Рішельєвська 3',
      language: 'uk',
      region: 'ua',
      bounds: '46.3,30.66|46.52,30.76',
      key: STAND_IN_GEOCODER_KEY,
    });
  });

  test('ZERO_RESULTS is an empty list; REQUEST_DENIED, OVER_QUERY_LIMIT and UNKNOWN_ERROR are failures', async () => {
    const warnings: string[] = [];
    const search = (key: string, fetch: typeof globalThis.fetch, text = 'Рішельєвська 3') =>
      createGoogleGeocoder({ key, fetch, warn: (m) => warnings.push(m) }).search({ text, lang: 'ru', limit: 5 });
    expect(await search(STAND_IN_GEOCODER_KEY, geocoderStandIn(streets), 'Вигадана 3')).toEqual({ ok: true, suggestions: [] });
    expect(await search('wrong', geocoderStandIn(streets))).toEqual({ ok: false, reason: 'unavailable' });
    expect(warnings.pop()).toBe('Google geocode: REQUEST_DENIED');
    expect(await search('k', answer(200, { status: 'OVER_QUERY_LIMIT', results: [] }))).toEqual({ ok: false, reason: 'busy' });
    expect(await search('k', answer(200, { status: 'UNKNOWN_ERROR', results: [] }))).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});

test('without a key the configured provider runs against the stand-in; with one, against the given fetch', async () => {
  const standIn = createGeocoder({ provider: 'google', key: null }, { fetch: answer(500, {}), streets });
  expect(standIn.kind).toBe('stand-in');
  expect(await standIn.search({ text: 'Дерибасівська 1', lang: 'uk', limit: 5 })).toMatchObject({
    ok: true,
    suggestions: [{ house: '1' }],
  });
  const real = createGeocoder({ provider: 'visicom', key: 'live-key' }, { fetch: answer(500, {}), streets });
  expect(real.kind).toBe('visicom');
  expect(await real.search({ text: 'Дерибасівська 1', lang: 'uk', limit: 5 })).toEqual({ ok: false, reason: 'unavailable' });
});
