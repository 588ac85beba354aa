import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/open';
import { productionEnv } from './test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from './modules/auth/seed';

/** What a production start refuses: a development database (demo codes kept in plain text). */
describe('a production start', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-prod-start-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const images = path.join(os.tmpdir(), 'shop-api-test-data');
  const start = async (production: boolean) => {
    const env = production ? productionEnv() : ({ NODE_ENV: 'development' } as NodeJS.ProcessEnv);
    const config = { ...readConfig(env), dataDir: images };
    const db = openDatabase(path.join(dir, 'shop.sqlite'));
    try {
      const { app } = await buildApp({ db, config });
      return { app, db };
    } catch (err) {
      db.close();
      throw err;
    }
  };

  it('refuses a database seeded by a development run, naming what to do', async () => {
    const dev = await start(false);
    await dev.app.close();
    dev.db.close();
    await expect(start(true)).rejects.toThrow(
      /^This database is a development one \(it was seeded by a development run\): NODE_ENV=production refuses it\. Point SHOP_API_DATA_DIR at an empty folder/,
    );
  });

  it('refuses an unmarked database of an older release holding the stand-in’s plain codes', async () => {
    const dev = await start(false);
    expect(
      (await dev.app.inject({ method: 'POST', url: '/api/secret/generate/new', payload: { phone: '0501112233' } })).statusCode,
    ).toBe(200);
    await dev.app.close();
    dev.db.prepare("DELETE FROM meta WHERE key = 'seeded_for'").run();
    dev.db.close();
    await expect(start(true)).rejects.toThrow(/development one \(1 plain SMS codes of the stand-in\)/);
  });

  it('seeds no demo accounts: their published password signs nobody in (a development database has them)', async () => {
    const signIn = (app: Awaited<ReturnType<typeof start>>['app'], phone: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password: DEMO_PASSWORD } });
    const users = (db: Awaited<ReturnType<typeof start>>['db']) =>
      (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    const prod = await start(true);
    try {
      expect(users(prod.db)).toBe(0);
      for (const demo of Object.values(DEMO_USERS)) {
        const res = await signIn(prod.app, demo.phone);
        expect(res.statusCode).toBe(422);
        expect(res.json().access_token).toBeUndefined();
      }
    } finally {
      await prod.app.close();
      prod.db.close();
    }
    fs.rmSync(path.join(dir, 'shop.sqlite'));
    const dev = await start(false);
    try {
      expect(users(dev.db)).toBe(Object.keys(DEMO_USERS).length);
      expect((await signIn(dev.app, DEMO_USERS.bonus.phone)).statusCode).toBe(200);
    } finally {
      await dev.app.close();
      dev.db.close();
    }
  });

  it('starts on its own database again and again', async () => {
    for (let i = 0; i < 2; i++) {
      const prod = await start(true);
      expect((await prod.app.inject({ method: 'GET', url: '/api/ready' })).json().checks.providers).toBe('ok');
      await prod.app.close();
      prod.db.close();
    }
  });
});
