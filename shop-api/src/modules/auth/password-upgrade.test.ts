import { randomBytes, scryptSync } from 'node:crypto';
import { readConfig } from '../../config';
import { createTestApi, productionEnv, type TestApi } from '../../test-utils';
import { DEMO_PASSWORD, DEMO_USERS } from './seed';
import { hashPassword, needsRehash, SCRYPT_COST_LOG2, setPasswordCost, verifyPassword } from './password';

/**
 * scrypt at N = 2^17 (issue 43, point 7): new hashes are made at that cost; a hash of the old cost
 * (N = 2^14, stored as `scrypt$<salt>$<hash>`) still signs in and is replaced by a 2^17 one at
 * that sign-in, for customers and staff. A wrong password changes nothing.
 */
jest.setTimeout(120_000);

/** A hash as releases before issue 43 stored it: node's default cost, N = 2^14. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

/** Recomputes a stored `scrypt$17$salt$hash` at N = 2^17: proves the cost, not just the label. */
function madeAt2to17(stored: string, password: string): boolean {
  const [scheme, cost, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || cost !== '17') return false;
  const again = scryptSync(password, Buffer.from(saltHex, 'hex'), 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 20 });
  return again.toString('hex') === hashHex;
}

test('new hashes cost N = 2^17 (always under production); the old form still verifies and asks for a re-hash', async () => {
  expect(SCRYPT_COST_LOG2).toBe(17);
  expect(readConfig(productionEnv({ SHOP_API_PASSWORD_COST_LOG2: '14' })).passwordCostLog2).toBe(17);
  expect(readConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv).passwordCostLog2).toBe(17);
  setPasswordCost(17);
  const stored = await hashPassword('secret-password');
  expect(stored).toMatch(/^scrypt\$17\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  expect(madeAt2to17(stored, 'secret-password')).toBe(true);
  expect(needsRehash(stored)).toBe(false);
  const old = legacyHash('secret-password');
  expect(await verifyPassword('secret-password', old)).toBe(true);
  expect(await verifyPassword('other-password', old)).toBe(false);
  expect(needsRehash(old)).toBe(true);
  expect(needsRehash(null)).toBe(false);
});

describe('the upgrade at sign-in', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ passwordCostLog2: 17 });
  });
  afterAll(() => api.close());

  const stored = (table: 'users' | 'staff', where: string, value: string) =>
    (api.ctx.db.prepare(`SELECT password_hash AS h FROM ${table} WHERE ${where} = ?`).get(value) as { h: string }).h;

  test('a customer with a 2^14 hash signs in and now has a 2^17 one; a wrong password upgrades nothing', async () => {
    const phone = DEMO_USERS.email.phone;
    const old = legacyHash(DEMO_PASSWORD);
    api.ctx.db.prepare('UPDATE users SET password_hash = ? WHERE phone = ?').run(old, phone);
    const login = (password: string) => api.call('POST', '/api/auth/login', { body: { phone, password } });
    expect((await login('wrong-password')).status).toBe(422);
    expect(stored('users', 'phone', phone)).toBe(old);
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
    const upgraded = stored('users', 'phone', phone);
    expect(upgraded).not.toBe(old);
    expect(madeAt2to17(upgraded, DEMO_PASSWORD)).toBe(true);
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
    expect(stored('users', 'phone', phone)).toBe(upgraded);
  });

  test('a staff account with a 2^14 hash signs in and now has a 2^17 one', async () => {
    const password = 'desk-password-1';
    expect((await api.call('POST', '/api/dev/staff', { body: { login: 'oksana', password } })).status).toBe(200);
    const old = legacyHash(password);
    api.ctx.db.prepare('UPDATE staff SET password_hash = ? WHERE login = ?').run(old, 'oksana');
    const login = await api.call('POST', '/api/staff/login', { body: { login: 'oksana', password } });
    expect(login.status).toBe(200);
    expect(madeAt2to17(stored('staff', 'login', 'oksana'), password)).toBe(true);
  });
});
