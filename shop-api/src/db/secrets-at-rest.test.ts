import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openDatabase } from './open';
import { DEMO_PASSWORD, DEMO_USERS } from '../modules/auth/seed';

/**
 * Secrets at rest (issue 28): the SQLite file and its WAL hold only SHA-256 digests of bearer
 * tokens, SMS codes and reset tokens. A copy of the data folder signs nobody in.
 */
jest.setTimeout(60_000);

const config = {
  ...readConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv),
  dataDir: path.join(os.tmpdir(), 'shop-api-test-data'),
};
const PHONE = DEMO_USERS.email.phone;

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-secrets-'));
  file = path.join(dir, 'shop.sqlite');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every byte of the database as it lies on disk: the main file, the WAL and the shared memory. */
const onDisk = () =>
  Buffer.concat(['', '-wal', '-shm'].map((s) => (fs.existsSync(file + s) ? fs.readFileSync(file + s) : Buffer.alloc(0))));

async function start() {
  const db = openDatabase(file);
  const { app } = await buildApp({ db, config });
  return { db, app };
}

async function signIn(app: Awaited<ReturnType<typeof start>>['app']) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: PHONE, password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

test('after a sign-in, neither the SQLite file nor its WAL contains the bearer token; the token works', async () => {
  const { db, app } = await start();
  const token = await signIn(app);
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  // While the server runs (the row is in the WAL) and after it stopped (checkpointed into the file).
  expect(onDisk().includes(Buffer.from(token))).toBe(false);
  expect(onDisk().includes(Buffer.from(token.toUpperCase()))).toBe(false);
  expect(onDisk().includes(Buffer.from(token, 'hex'))).toBe(false);
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  expect(me.statusCode).toBe(200);
  const stored = db.prepare('SELECT token_hash FROM tokens').all() as { token_hash: string }[];
  expect(stored.length).toBeGreaterThan(0);
  for (const row of stored) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  await app.close();
  db.close();
  expect(onDisk().includes(Buffer.from(token))).toBe(false);
});

test('SMS codes and reset tokens are stored as SHA-256 only in production (no dev copies)', async () => {
  const db = openDatabase(file);
  const { app } = await buildApp({ db, config: { ...config, production: true } });
  // A production database has no demo accounts: the customer who asks for a reset is put in place.
  db.prepare("INSERT INTO users (name, phone, password_hash, created_at) VALUES ('Марія', ?, 'x', ?)").run(
    PHONE,
    new Date().toISOString(),
  );
  expect((await app.inject({ method: 'POST', url: '/api/secret/generate/new', payload: { phone: PHONE } })).statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: PHONE } })).statusCode).toBe(200);
  const secret = db.prepare('SELECT code_hash, dev_code FROM sms_secrets').get() as {
    code_hash: string;
    dev_code: string | null;
  };
  expect(secret.code_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(secret.dev_code).toBeNull();
  const reset = db.prepare('SELECT token_hash, dev_token FROM password_resets').get() as {
    token_hash: string;
    dev_token: string | null;
  };
  expect(reset.token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(reset.dev_token).toBeNull();
  await app.close();
  db.close();
});

test('a database from before hashing is migrated on start: the old session keeps working, no plain token stays on disk', async () => {
  let { db, app } = await start();
  const token = await signIn(app);
  await app.close();
  db.close();
  // Turn the file into the old layout: a plain `token` column holding the token itself.
  const raw = new Database(file);
  raw.exec('ALTER TABLE tokens RENAME COLUMN token_hash TO token');
  raw.pragma('user_version = 0'); // releases before versioned migrations
  raw.prepare('UPDATE tokens SET token = ?').run(token);
  raw.close();
  expect(onDisk().includes(Buffer.from(token))).toBe(true);

  ({ db, app } = await start());
  expect(onDisk().includes(Buffer.from(token))).toBe(false);
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  expect(me.statusCode).toBe(200);
  expect(me.json().phone).toBe(PHONE);
  const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
  expect(logout.statusCode).toBe(200);
  expect(
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
  ).toBe(401);
  await app.close();
  db.close();
  // Opening again does not hash the hashes a second time.
  ({ db, app } = await start());
  const second = await signIn(app);
  expect(
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${second}` } })).statusCode,
  ).toBe(200);
  await app.close();
  db.close();
});

/** A messenger-bot sign-in through the stand-in bot: the login token, then the access token handed over. */
async function botSignIn(app: Awaited<ReturnType<typeof start>>['app']) {
  const started = (await app.inject({ method: 'POST', url: '/api/tg-bot/token', payload: { goal: 'authorize' } })).json() as {
    token: string;
    start: string;
  };
  const login = started.token;
  // The bot side acts on the link's start code.
  const confirm = await app.inject({ method: 'POST', url: `/api/dev/tg-bot/${started.start}`, payload: { phone: PHONE } });
  expect(confirm.json()).toEqual({ status: 'success' });
  const done = (await app.inject({ method: 'GET', url: `/api/tg-bot/status/${login}` })).json();
  expect(done.status).toBe('success');
  return { login, start: started.start, token: done.token as string };
}

const holds = (secret: string) =>
  [Buffer.from(secret), Buffer.from(secret.toUpperCase()), Buffer.from(secret, 'hex')].some((b) => onDisk().includes(b));

test('after a messenger-bot sign-in, the file and its WAL hold neither the access token nor the login token', async () => {
  const { db, app } = await start();
  const { login, start: code, token } = await botSignIn(app);
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  expect(holds(token)).toBe(false);
  expect(holds(login)).toBe(false);
  expect(holds(code)).toBe(false);
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  expect(me.statusCode).toBe(200);
  // Handed over once: polling again gives nothing.
  expect((await app.inject({ method: 'GET', url: `/api/tg-bot/status/${login}` })).json()).toEqual({
    status: 'error',
    error: 'token_old',
  });
  await app.close();
  db.close();
  expect(holds(token)).toBe(false);
  expect(holds(login)).toBe(false);
});

test('bot logins of the plain layout (login and access tokens in tg_bot_tokens) are dropped on start, sessions stay', async () => {
  let { db, app } = await start();
  const { token } = await botSignIn(app);
  await app.close();
  db.close();
  // The old layout: the plain login token as key and the access token beside it, for up to an hour.
  const raw = new Database(file);
  raw.exec(`DROP TABLE tg_bot_chats; DROP TABLE tg_bot_tokens;
    CREATE TABLE tg_bot_tokens (token TEXT PRIMARY KEY, goal TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'waiting',
      error TEXT, access_token TEXT, created_at TEXT NOT NULL);
    CREATE TABLE tg_bot_chats (token TEXT PRIMARY KEY REFERENCES tg_bot_tokens(token) ON DELETE CASCADE,
      tg_user_id INTEGER NOT NULL, chat_id INTEGER NOT NULL, created_at TEXT NOT NULL);`);
  const oldLogin = 'ab'.repeat(16);
  raw
    .prepare("INSERT INTO tg_bot_tokens (token, goal, status, access_token, created_at) VALUES (?, 'authorize', 'success', ?, ?)")
    .run(oldLogin, token, new Date().toISOString());
  raw.prepare('INSERT INTO tg_bot_chats (token, tg_user_id, chat_id, created_at) VALUES (?, 1, 1, ?)').run(oldLogin, '');
  raw.pragma('user_version = 0'); // releases before versioned migrations
  raw.close();
  expect(holds(token)).toBe(true);
  expect(holds(oldLogin)).toBe(true);

  ({ db, app } = await start());
  expect(holds(token)).toBe(false);
  expect(holds(oldLogin)).toBe(false);
  // The session it had opened still works; the old login is over; the new layout signs in again.
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  expect(me.statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: `/api/tg-bot/status/${oldLogin}` })).json()).toEqual({
    status: 'error',
    error: 'token_old',
  });
  const again = await botSignIn(app);
  expect(holds(again.token)).toBe(false);
  await app.close();
  db.close();
});
