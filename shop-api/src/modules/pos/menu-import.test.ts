/**
 * `npm run pos:import` against the Poster stand-in (issue 48, item 4): a new category, dish,
 * modifier group, modifiers and photo come into the catalogue, linked to their POS ids; a second
 * import changes nothing; a changed price updates the linked dish, never a duplicate.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApi, type TestApi } from '../../test-utils';
import { importPosMenu } from './menu-import';
import type { PosterStandIn } from './poster-stand-in';
import { posRuntimeOf, type PosRuntime } from './runtime';
import { readPosSettings } from './settings';

jest.setTimeout(60_000);

/** Every catalogue and link row, to compare imports by. */
const snapshot = (api: TestApi) =>
  Object.fromEntries(
    ['categories', 'products', 'modifier_groups', 'modifiers', 'pos_links'].map((t) => [
      t,
      api.ctx.db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all(),
    ]),
  );

describe('pos:import from the Poster stand-in', () => {
  let api: TestApi;
  let runtime: PosRuntime;
  let standIn: PosterStandIn;
  let imagesDir: string;
  const run = () =>
    importPosMenu({
      db: api.ctx.db,
      client: runtime.provider,
      spotId: runtime.settings.poster.spotId,
      imagesDir,
      fetchPhoto: standIn.fetch,
      photoOrigin: 'https://standin.joinposter.com',
      now: api.ctx.now(),
    });

  beforeAll(async () => {
    api = await createTestApi({ pos: readPosSettings({ POS_PROVIDER: 'poster' }, false) });
    runtime = posRuntimeOf(api.ctx)!;
    standIn = runtime.standIn!;
    imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pos-import-'));
    standIn.photos.set(
      '/upload/menu/product_7700.png',
      await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(imagesDir, { recursive: true, force: true });
  });

  test("the stand-in mirrors the shop's menu: importing it changes nothing", async () => {
    const before = snapshot(api);
    expect(await run()).toEqual({ created: 0, updated: 0, unchanged: expect.any(Number), photos: 0 });
    expect(snapshot(api)).toEqual(before);
  });

  test('a new category, dish with modifiers and photo come in linked; a second import changes nothing', async () => {
    standIn.categories.push({
      category_id: '50100',
      category_name: 'Сезонне',
      category_photo: '',
      parent_category: '0',
      category_hidden: '0',
      sort_order: '50',
    });
    standIn.products.push({
      product_id: '7700',
      product_name: 'Гарбузовий суп',
      menu_category_id: '50100',
      photo: '/upload/menu/product_7700.png',
      photo_origin: null,
      hidden: '0',
      sort_order: '1',
      spots: [{ spot_id: '1', price: '14550', visible: '1' }],
      group_modifications: [
        {
          dish_modification_group_id: 90000,
          name: 'Додатки',
          num_min: 0,
          num_max: 2,
          modifications: [
            { dish_modification_id: 90001, name: 'Грінки', price: 15 },
            { dish_modification_id: 90002, name: 'Вершки', price: 12.5 },
          ],
        },
      ],
    });
    const first = await run();
    expect(first).toMatchObject({ created: 5, photos: 1 });
    const link = (kind: string, posId: string) =>
      (api.ctx.db.prepare('SELECT shop_id FROM pos_links WHERE kind = ? AND pos_id = ?').get(kind, posId) as { shop_id: number })
        .shop_id;
    const dish = api.ctx.db.prepare('SELECT * FROM products WHERE id = ?').get(link('dish', '7700')) as Record<string, unknown>;
    expect(dish).toMatchObject({
      name_uk: 'Гарбузовий суп',
      price: 145.5,
      category_id: link('category', '50100'),
      hidden: 0,
      image: 'pos/dish-7700',
    });
    const modifiers = api.ctx.db
      .prepare('SELECT name_uk, price, group_id FROM modifiers WHERE id IN (?, ?) ORDER BY id')
      .all(link('modifier', '90001'), link('modifier', '90002'));
    expect(modifiers).toEqual([
      { name_uk: 'Грінки', price: 15, group_id: link('group', '90000') },
      { name_uk: 'Вершки', price: 12.5, group_id: link('group', '90000') },
    ]);
    expect((await sharp(path.join(imagesDir, 'pos/dish-7700-800.jpg')).metadata()).width).toBe(800);
    const before = snapshot(api);
    expect(await run()).toEqual({ created: 0, updated: 0, unchanged: expect.any(Number), photos: 0 });
    expect(snapshot(api)).toEqual(before);
  });

  test('a price changed in Poster updates the linked dish (no duplicate) and the live feed', async () => {
    standIn.products.find((p) => p.product_id === '7700')!.spots[0].price = '15900';
    const count = () => (api.ctx.db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
    const before = count();
    expect(await run()).toMatchObject({ created: 0, updated: 1 });
    expect(count()).toBe(before);
    const live = (await api.call('GET', '/api/catalogue/live')).body as { ids: number[]; prices: number[] };
    const id = (
      api.ctx.db.prepare("SELECT shop_id FROM pos_links WHERE kind = 'dish' AND pos_id = '7700'").get() as { shop_id: number }
    ).shop_id;
    expect(live.prices[live.ids.indexOf(id)]).toBe(159);
  });
});
