import zlib from 'node:zlib';
import Ajv from 'ajv';
import { createTestApi, type TestApi } from '../../test-utils';
import { openDatabase } from '../../db/open';
import { seedCatalogue } from './seed';
import { applyMenuChange, buildLiveFeed, LiveFeedSchema, type LiveFeed } from './live-menu';
import { LIVE_FEED_MAX_AGE_S } from './routes';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const feed = async () => {
  const res = await api.app.inject({ method: 'GET', url: '/api/catalogue/live' });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) as LiveFeed };
};
const entry = (f: LiveFeed, id: number) => {
  const i = f.ids.indexOf(id);
  return i < 0 ? null : { price: f.prices[i], old_price: f.old_prices[i], available: !f.unavailable.includes(id) };
};

describe('GET /api/catalogue/live', () => {
  it('lists every dish with its price, follows the contract and is cacheable for a few seconds with an ETag', async () => {
    const { status, headers, body } = await feed();
    expect(status).toBe(200);
    expect(new Ajv({ strict: false }).validate(LiveFeedSchema, body)).toBe(true);
    const products = (await api.call('GET', '/api/products')).body as { id: number; price: number; old_price: number | null }[];
    for (const p of products) expect(entry(body, p.id)).toEqual({ price: p.price, old_price: p.old_price, available: true });
    expect(body.ids).toEqual([...body.ids].sort((a, b) => a - b));
    expect(headers['cache-control']).toBe(`public, max-age=${LIVE_FEED_MAX_AGE_S}`);
    expect(headers.etag).toBe(`"${body.version}"`);
  });

  it('answers 304 to a matching If-None-Match (also weak or in a list) and 200 to a stale one', async () => {
    const { headers } = await feed();
    const etag = headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"old", ${etag}`]) {
      const res = await api.app.inject({ method: 'GET', url: '/api/catalogue/live', headers: { 'if-none-match': ifNoneMatch } });
      expect([ifNoneMatch, res.statusCode, res.body]).toEqual([ifNoneMatch, 304, '']);
    }
    const stale = await api.app.inject({ method: 'GET', url: '/api/catalogue/live', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('shows each live change at once with a new version, and back again', async () => {
    const margarita = (await api.call('GET', '/api/products/margarita')).body;
    const modifierId = margarita.modifiers_group[0].modifiers[1].id as number;
    const cola = (await api.call('GET', '/api/products/cola')).body;
    const before = (await feed()).body;
    const versions = new Set([before.version]);
    const step = async (path: string, data: unknown) => {
      expect((await api.call('POST', `/api/dev/catalogue/${path}`, { body: data })).status).toBe(200);
      const after = (await feed()).body;
      versions.add(after.version);
      return after;
    };
    expect(entry(await step('price', { product_id: cola.id, price: cola.price + 7 }), cola.id)?.price).toBe(cola.price + 7);
    expect(entry(await step('visibility', { product_id: cola.id, hidden: true }), cola.id)?.available).toBe(false);
    expect((await step('modifier-visibility', { modifier_id: modifierId, hidden: true })).modifiers_off).toContain(modifierId);
    expect(entry(await step('workshop', { code: 'pizza', enabled: false }), margarita.id)?.available).toBe(false);
    expect(versions.size).toBe(5);
    await step('workshop', { code: 'pizza', enabled: true });
    await step('modifier-visibility', { modifier_id: modifierId, hidden: false });
    await step('visibility', { product_id: cola.id, hidden: false });
    const restored = await step('price', { product_id: cola.id, price: cola.price });
    expect(restored).toEqual(before);
  });

  it('refuses a change of something unknown without touching the feed', () => {
    const before = buildLiveFeed(api.ctx.db);
    expect(applyMenuChange(api.ctx.db, { kind: 'price', productId: 424242, price: 1 })).toBe(false);
    expect(applyMenuChange(api.ctx.db, { kind: 'modifier', modifierId: 424242, available: false })).toBe(false);
    expect(applyMenuChange(api.ctx.db, { kind: 'workshop', code: 'nope', enabled: false })).toBe(false);
    expect(buildLiveFeed(api.ctx.db)).toEqual(before);
  });

  it('stays under 30 KB gzipped for the 10,000-dish catalogue', () => {
    const db = openDatabase(':memory:');
    seedCatalogue(db, { scale: 10_000 });
    const scaled = buildLiveFeed(db);
    expect(scaled.ids).toHaveLength(10_000);
    expect(zlib.gzipSync(JSON.stringify(scaled)).length).toBeLessThan(30 * 1024);
    db.close();
  });
});
