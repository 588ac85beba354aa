import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { DEMO_PASSWORD, DEMO_USERS } from '../modules/auth/seed';
import { DatabaseTooNewError, loadMigrations, migrateDatabase, schemaVersion } from './migrate';
import { openDatabase } from './open';

/**
 * A database written by the last release before versioned migrations (2026-11-28, user_version 0):
 * the seeded demo shop, two orders of the demo customer Андрій, one guest order, a newsletter
 * subscriber and a staff account.
 */
const RELEASE_FIXTURE = path.join(__dirname, 'fixtures', 'release-2026-11-28.sqlite.gz');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-migrate-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function releaseCopy(): string {
  const file = path.join(dir, 'shop.sqlite');
  fs.writeFileSync(file, zlib.gunzipSync(fs.readFileSync(RELEASE_FIXTURE)));
  return file;
}

/** Every row of every table but the migrations' own log, for comparing before and after. */
function dumpRows(db: Database.Database): Record<string, unknown[]> {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations', 'sqlite_sequence') ORDER BY name",
    )
    .all() as { name: string }[];
  return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]));
}

/** Tables, indexes and their columns as SQLite sees them. */
function schemaOf(db: Database.Database) {
  const objects = db.prepare("SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as {
    type: string;
    name: string;
  }[];
  return objects.map((o) => ({
    ...o,
    columns: o.type === 'table' ? db.prepare(`PRAGMA table_info("${o.name}")`).all() : undefined,
  }));
}

describe('versioned migrations', () => {
  it('upgrades a database of the last release: every row survives, the demo customer sees their orders', async () => {
    const file = releaseCopy();
    const old = new Database(file, { readonly: true });
    expect(schemaVersion(old)).toBe(0);
    const before = dumpRows(old);
    old.close();
    expect(before.orders).toHaveLength(3);

    const db = openDatabase(file);
    expect(schemaVersion(db)).toBe(loadMigrations().length);
    // Every row, with every value it had (later migrations may add columns). One column moved:
    // a delivery area's `[lat, lng]` polygon became its GeoJSON geometry (migration 0003).
    const after = dumpRows(db);
    const areasBefore = before.delivery_areas as { polygon: string }[];
    expect(areasBefore.length).toBeGreaterThan(0);
    expect((after.delivery_areas as { geometry: string }[]).map((a) => JSON.parse(a.geometry))).toEqual(
      areasBefore.map(({ polygon }) => {
        const ring = (JSON.parse(polygon) as number[][]).map(([lat, lng]) => [lng, lat]);
        return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
      }),
    );
    // The seeded promo codes' terms link (a page that never existed) and banner (an image never
    // drawn) became the public offer and none (migration 0014).
    const promosBefore = before.promo_codes as { code: string; conditions_url: string; image: string }[];
    expect(promosBefore.map((p) => [p.conditions_url, p.image])).toEqual(
      promosBefore.map(({ code }) => [`/page/offer-${code.toLowerCase()}`, `promo-${code.toLowerCase()}`]),
    );
    expect((after.promo_codes as typeof promosBefore).map((p) => [p.conditions_url, p.image])).toEqual(
      promosBefore.map(() => ['/page/offer', '']),
    );
    // The seeded texts that promised free delivery from 300 UAH name the areas' lowest free-delivery
    // sum, 500 UAH (migration 0015); nothing else in them changed.
    const to500 = (text: string) => text.replaceAll('від 300 грн', 'від 500 грн').replaceAll('от 300 грн', 'от 500 грн');
    const textsOf = (rows: unknown[], columns: string[]) =>
      (rows as Record<string, string>[]).map((row) => columns.map((column) => row[column]));
    const postTexts = ['excerpt_uk', 'excerpt_ru', 'body_uk', 'body_ru'];
    const categoryTexts = ['seo_text_uk', 'seo_text_ru'];
    expect(
      textsOf(before.posts, postTexts)
        .flat()
        .filter((text) => text.includes(' 300 грн')),
    ).toHaveLength(4);
    expect(
      textsOf(before.categories, categoryTexts)
        .flat()
        .filter((text) => text.includes(' 300 грн')).length,
    ).toBeGreaterThan(10);
    expect(textsOf(after.posts, postTexts)).toEqual(textsOf(before.posts, postTexts).map((texts) => texts.map(to500)));
    expect(textsOf(after.categories, categoryTexts)).toEqual(
      textsOf(before.categories, categoryTexts).map((texts) => texts.map(to500)),
    );
    const without = (rows: unknown[], columns: string[]) =>
      (rows as Record<string, unknown>[]).map((row) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !columns.includes(key))),
      );
    expect(after).toMatchObject({
      ...before,
      delivery_areas: areasBefore.map(({ polygon: _moved, ...rest }) => rest),
      promo_codes: promosBefore.map(({ conditions_url: _terms, image: _banner, ...rest }) => rest),
      posts: without(before.posts, postTexts),
      categories: without(before.categories, categoryTexts),
    });
    // Same tables, indexes and columns as a database made new by the migrations.
    const fresh = openDatabase(':memory:');
    expect(schemaOf(db)).toEqual(schemaOf(fresh));
    fresh.close();

    const config = {
      ...readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv),
      dataDir: path.join(os.tmpdir(), 'shop-api-test-data'),
    };
    const { app } = await buildApp({ db, config });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: DEMO_USERS.bonus.phone, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const orders = await app.inject({
        method: 'GET',
        url: '/api/profile/orders',
        headers: { authorization: `Bearer ${login.json().access_token}` },
      });
      expect(orders.statusCode).toBe(200);
      expect(orders.json().map((o: { number: number; comment: string }) => [o.number, o.comment])).toEqual([
        [10002, 'Без цибулі'],
        [10001, ''],
      ]);
      // Not seeded a second time.
      expect((db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(before.users.length);
    } finally {
      await app.close();
      db.close();
    }
    // A second start runs nothing.
    const again = new Database(file);
    expect(migrateDatabase(again)).toEqual([]);
    again.close();
  });

  it("leaves a promo code's terms link and banner alone once the restaurant changed them", () => {
    const file = releaseCopy();
    const old = new Database(file);
    old.prepare(`UPDATE promo_codes SET conditions_url = '/page/nashi-umovy' WHERE code = 'WELCOME10'`).run();
    old.prepare(`UPDATE promo_codes SET image = 'banners/minus50' WHERE code = 'MINUS50'`).run();
    old.close();
    const db = openDatabase(file);
    const row = (code: string) => db.prepare('SELECT conditions_url, image FROM promo_codes WHERE code = ?').get(code);
    expect(row('WELCOME10')).toEqual({ conditions_url: '/page/nashi-umovy', image: 'promo-welcome10' });
    expect(row('MINUS50')).toEqual({ conditions_url: '/page/offer-minus50', image: 'banners/minus50' });
    expect(row('FIRST15')).toEqual({ conditions_url: '/page/offer', image: '' });
    db.close();
  });

  it('refuses a database newer than the code and leaves it untouched', () => {
    const file = releaseCopy();
    const raw = new Database(file);
    raw.pragma(`user_version = ${loadMigrations().length + 1}`);
    raw.pragma('journal_mode = DELETE');
    raw.close();
    const bytes = fs.readFileSync(file);
    expect(() => openDatabase(file)).toThrow(DatabaseTooNewError);
    expect(() => openDatabase(file)).toThrow(/newer than this release/);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });

  it('runs each migration once, each in one transaction with its version', () => {
    const migrations = path.join(dir, 'migrations');
    fs.mkdirSync(migrations);
    const write = (name: string, body: string) =>
      fs.writeFileSync(path.join(migrations, name), `exports.up = (db) => { ${body} };\n`);
    write('0001-notes.js', "db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');");
    write('0002-broken.js', "db.exec(\"INSERT INTO notes (text) VALUES ('half')\"); throw new Error('boom');");
    const db = new Database(path.join(dir, 'x.sqlite'));
    expect(() => migrateDatabase(db, loadMigrations(migrations))).toThrow('boom');
    expect(schemaVersion(db)).toBe(1);
    expect(db.prepare('SELECT COUNT(*) AS n FROM notes').get()).toEqual({ n: 0 }); // the half-done step rolled back
    expect(db.prepare('SELECT version, name FROM schema_migrations').all()).toEqual([{ version: 1, name: '0001-notes' }]);

    write('0002-broken.js', 'db.exec("INSERT INTO notes (text) VALUES (\'whole\')");');
    jest.resetModules();
    expect(migrateDatabase(db, loadMigrations(migrations))).toEqual(['0002-broken']);
    expect(migrateDatabase(db, loadMigrations(migrations))).toEqual([]);
    expect(db.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'whole' }]);
    expect(schemaVersion(db)).toBe(2);
    db.close();
  });

  it('refuses two migrations with one number, and gaps', () => {
    const migrations = path.join(dir, 'migrations');
    fs.mkdirSync(migrations);
    const up = 'exports.up = () => {};\n';
    fs.writeFileSync(path.join(migrations, '0001-a.js'), up);
    fs.writeFileSync(path.join(migrations, '0002-mine.js'), up);
    fs.writeFileSync(path.join(migrations, '0002-theirs.js'), up);
    expect(() => loadMigrations(migrations)).toThrow(
      'Two migrations are numbered 2 (0002-mine, 0002-theirs): renumber the newer one to 4',
    );
    fs.rmSync(path.join(migrations, '0002-theirs.js'));
    fs.writeFileSync(path.join(migrations, '0004-later.js'), up);
    expect(() => loadMigrations(migrations)).toThrow('Migration 0004-later should be numbered 3');
  });

  it('runs every migration again over its own result without a change (a database that lost its version)', () => {
    const db = openDatabase(':memory:');
    const before = schemaOf(db);
    db.pragma('user_version = 0');
    expect(migrateDatabase(db)).toEqual(loadMigrations().map((m) => m.name));
    expect(schemaOf(db)).toEqual(before);
    db.close();
  });

  it('makes the same schema for a new database as the release fixture had, plus the log', () => {
    expect(loadMigrations()[0].name).toBe('0001-initial');
    const db = openDatabase(':memory:');
    const names = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
      (t) => t.name,
    );
    expect(names).toEqual(expect.arrayContaining(['users', 'orders', 'payments', 'limit_hits', 'staff', 'schema_migrations']));
    db.close();
  });
});
