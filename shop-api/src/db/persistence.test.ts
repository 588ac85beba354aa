import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openDatabase } from './open';
import { createTestApi } from '../test-utils';

describe('storage', () => {
  it('keeps data across a restart and seeds only once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-restart-'));
    const config = {
      ...readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv),
      dataDir: path.join(os.tmpdir(), 'shop-api-test-data'),
    };
    const file = path.join(dir, 'shop.sqlite');
    try {
      let db = openDatabase(file);
      let { app } = await buildApp({ db, config });
      const products = (await app.inject({ method: 'GET', url: '/api/products' })).json() as { id: number; slug: string }[];
      const cola = products.find((p) => p.slug === 'cola')!;
      expect(
        (await app.inject({ method: 'POST', url: '/api/dev/catalogue/price', payload: { product_id: cola.id, price: 51 } }))
          .statusCode,
      ).toBe(200);
      const subscribed = (
        await app.inject({
          method: 'POST',
          url: '/api/subscribe',
          payload: { firstName: 'Олена', email: 'olena@restart.test', groups: ['FooterSubscribe'], formType: 'FooterSubscribe' },
        })
      ).json();
      await app.close();
      db.close();

      db = openDatabase(file);
      ({ app } = await buildApp({ db, config }));
      expect((await app.inject({ method: 'GET', url: `/api/products/${cola.id}` })).json().price).toBe(51);
      const again = (
        await app.inject({
          method: 'POST',
          url: '/api/subscribe',
          payload: { firstName: 'Олена', email: 'olena@restart.test', groups: ['FooterSubscribe'], formType: 'FooterSubscribe' },
        })
      ).json();
      expect(again).toEqual({ id: subscribed.id, isNew: false });
      expect((await app.inject({ method: 'GET', url: '/api/products' })).json()).toHaveLength(products.length); // not seeded twice
      await app.close();
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('POSTs to the configured build hook on a structural catalogue change only', async () => {
    const received: unknown[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ method: req.method, body: JSON.parse(body) });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const api = await createTestApi({ buildHookUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` });
    try {
      const margarita = (await api.call('GET', '/api/products/margarita')).body;
      // Live changes (the feed carries them to open pages) do not rebuild the site...
      await api.call('POST', '/api/dev/catalogue/visibility', { body: { product_id: margarita.id, hidden: true } });
      await api.call('POST', '/api/dev/catalogue/price', { body: { product_id: margarita.id, price: 200 } });
      // ...a new name does.
      const names = { product_id: margarita.id, name_uk: 'Маргарита', name_ru: 'Маргарита' };
      await api.call('POST', '/api/dev/catalogue/name', { body: names });
      await new Promise((r) => setTimeout(r, 300));
      expect(received).toEqual([{ method: 'POST', body: { reason: `name of product ${margarita.id}` } }]);
    } finally {
      await api.close();
      server.close();
    }
  });
});
