/**
 * Poster's menu webhooks into the live menu (issue 48, item 3): stock and dish changes switch dishes
 * and modifiers and change prices in GET /api/catalogue/live without a rebuild; a new dish calls the
 * build hook; a forged or replayed webhook changes nothing.
 */
import { createTestApi, type TestApi } from '../../test-utils';
import { catalogueMenu } from '../catalogue';
import { posRuntimeOf, startPosRuntime } from './runtime';
import { readPosSettings, STAND_IN_POSTER } from './settings';
import { posterSignature } from './webhook-rules';

jest.setTimeout(60_000);

type Feed = { version: string; ids: number[]; prices: number[]; unavailable: number[]; modifiers_off: number[] };
const feed = async (api: TestApi) => (await api.call('GET', '/api/catalogue/live')).body as Feed;

function send(
  api: TestApi,
  fields: { object: string; object_id: number; action: string; data?: string },
  options: { secret?: string; time?: number } = {},
) {
  const hook = {
    account: STAND_IN_POSTER.account,
    ...fields,
    time: String(options.time ?? Math.floor(api.ctx.now().getTime() / 1000)),
  };
  return api.call('POST', '/api/pos/poster/webhook', {
    body: { ...hook, verify: posterSignature(hook, options.secret ?? STAND_IN_POSTER.appSecret) },
  });
}
const stock = (type: number, elementId: number, left: number) =>
  JSON.stringify({ type, element_id: elementId, storage_id: 1, value_relative: -1, value_absolute: left });

describe("Poster's webhooks into the live menu", () => {
  let api: TestApi;
  let dish: ReturnType<typeof catalogueMenu>['dishes'][number];
  let modifierId: number;
  const hookCalls: string[] = [];
  let fetchSpy: jest.SpyInstance;
  beforeAll(async () => {
    api = await createTestApi({
      pos: readPosSettings({ POS_PROVIDER: 'poster' }, false),
      buildHookUrl: 'https://hooks.example/build',
    });
    const menu = catalogueMenu(api.ctx.db);
    dish = menu.dishes.find((d) => !d.hidden && d.groups.some((g) => g.modifiers.length > 0))!;
    modifierId = dish.groups.flatMap((g) => g.modifiers)[0].id;
    fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      hookCalls.push(`${String(input)} ${String(init?.body)}`);
      return new Response('{}');
    });
  });
  afterAll(async () => {
    fetchSpy.mockRestore();
    await api.close();
  });

  test('a dish out of stock is unavailable in the live feed at once; back in stock, available', async () => {
    expect((await feed(api)).unavailable).not.toContain(dish.id);
    const res = await send(api, { object: 'stock', object_id: 1, action: 'changed', data: stock(4, dish.id, 0) });
    expect([res.status, res.body]).toEqual([200, { status: 'accept' }]);
    expect((await feed(api)).unavailable).toContain(dish.id);
    await send(api, { object: 'stock', object_id: 2, action: 'changed', data: stock(4, dish.id, 5) });
    expect((await feed(api)).unavailable).not.toContain(dish.id);
  });

  test('an older stock state delivered after a newer one (a retry) changes nothing', async () => {
    const now = Math.floor(api.ctx.now().getTime() / 1000);
    await send(api, { object: 'stock', object_id: 10, action: 'changed', data: stock(4, dish.id, 0) }, { time: now + 20 });
    const late = await send(
      api,
      { object: 'stock', object_id: 11, action: 'changed', data: stock(4, dish.id, 4) },
      { time: now + 10 },
    );
    expect([late.status, late.body]).toEqual([200, { status: 'accept' }]);
    expect((await feed(api)).unavailable).toContain(dish.id);
    await send(api, { object: 'stock', object_id: 12, action: 'changed', data: stock(4, dish.id, 4) }, { time: now + 30 });
    expect((await feed(api)).unavailable).not.toContain(dish.id);
  });

  test('a modifier out of stock is off, then on again', async () => {
    await send(api, { object: 'stock', object_id: 3, action: 'changed', data: stock(3, modifierId, 0) });
    expect((await feed(api)).modifiers_off).toContain(modifierId);
    await send(api, { object: 'stock', object_id: 4, action: 'changed', data: stock(3, modifierId, 2) });
    expect((await feed(api)).modifiers_off).not.toContain(modifierId);
  });

  test("a dish changed in Poster: the price of this spot (kopecks) becomes the shop's (UAH), hidden there = off", async () => {
    const product = posRuntimeOf(api.ctx)!.standIn!.products.find((p) => p.product_id === String(dish.id))!;
    product.spots[0].price = '23450';
    await send(api, { object: 'dish', object_id: dish.id, action: 'changed' });
    let live = await feed(api);
    expect(live.prices[live.ids.indexOf(dish.id)]).toBe(234.5);
    expect(live.unavailable).not.toContain(dish.id);
    product.spots[0].visible = '0';
    await send(api, { object: 'dish', object_id: dish.id, action: 'changed' });
    live = await feed(api);
    expect(live.unavailable).toContain(dish.id);
    product.spots[0].visible = '1';
    await send(api, { object: 'dish', object_id: dish.id, action: 'changed' });
    expect((await feed(api)).unavailable).not.toContain(dish.id);
  });

  test('a new dish in Poster calls the build hook (a structural change), the live feed stays', async () => {
    const before = await feed(api);
    hookCalls.length = 0;
    const res = await send(api, { object: 'dish', object_id: 9001, action: 'added' });
    expect(res.status).toBe(200);
    expect(hookCalls).toEqual(['https://hooks.example/build {"reason":"pos: dish 9001 added"}']);
    expect((await feed(api)).version).toBe(before.version);
  });

  test.each([
    ['signed with a guessed secret', { secret: 'guess' }, 'pos_webhook_signature'],
    ['replayed two days later', { time: Math.floor(Date.parse('2026-11-16T10:00:00Z') / 1000) }, 'pos_webhook_stale'],
  ])('a stock webhook %s: 403, nothing changes', async (_, options, message) => {
    const before = await feed(api);
    const res = await send(api, { object: 'stock', object_id: 5, action: 'changed', data: stock(4, dish.id, 0) }, options);
    expect([res.status, res.body.message]).toEqual([403, message]);
    const after = await feed(api);
    expect(after.version).toBe(before.version);
    expect(after.unavailable).not.toContain(dish.id);
  });

  test('a webhook with its data changed after signing is refused', async () => {
    const hook = {
      account: STAND_IN_POSTER.account,
      object: 'stock',
      object_id: 6,
      action: 'changed',
      time: String(Math.floor(api.ctx.now().getTime() / 1000)),
      data: stock(4, dish.id, 3),
    };
    const verify = posterSignature(hook, STAND_IN_POSTER.appSecret);
    const res = await api.call('POST', '/api/pos/poster/webhook', { body: { ...hook, data: stock(4, dish.id, 0), verify } });
    expect(res.status).toBe(403);
    expect((await feed(api)).unavailable).not.toContain(dish.id);
  });

  test('a malformed webhook is a 422, not a 5xx', async () => {
    const res = await api.call('POST', '/api/pos/poster/webhook', { body: { object: 'stock' } });
    expect(res.status).toBe(422);
  });

  test('after a restart an older stock state is still refused (the last applied time is in the database)', async () => {
    const now = Math.floor(api.ctx.now().getTime() / 1000);
    await send(api, { object: 'stock', object_id: 20, action: 'changed', data: stock(4, dish.id, 0) }, { time: now + 120 });
    expect((await feed(api)).unavailable).toContain(dish.id);
    // A restart: the POS runtime is built anew over the same database, nothing kept in memory.
    const before = posRuntimeOf(api.ctx);
    startPosRuntime(api.ctx);
    expect(posRuntimeOf(api.ctx)).not.toBe(before);
    const late = await send(
      api,
      { object: 'stock', object_id: 21, action: 'changed', data: stock(4, dish.id, 4) },
      { time: now + 100 },
    );
    expect([late.status, late.body]).toEqual([200, { status: 'accept' }]);
    expect((await feed(api)).unavailable).toContain(dish.id);
    expect(api.ctx.db.prepare('SELECT sent_at FROM pos_webhook_times WHERE object_key = ?').get(`dish:${dish.id}`)).toEqual({
      sent_at: now + 120,
    });
    await send(api, { object: 'stock', object_id: 22, action: 'changed', data: stock(4, dish.id, 4) }, { time: now + 130 });
    expect((await feed(api)).unavailable).not.toContain(dish.id);
  });
});
