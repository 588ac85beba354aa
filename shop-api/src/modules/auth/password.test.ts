import {
  hashPassword,
  hashPasswordForSeed,
  isValidEmail,
  passwordProblem,
  PASSWORD_MIN_LENGTH,
  setPasswordCost,
  verifyPassword,
} from './password';

// The rules here do not depend on the cost: hashes at 2^14 keep the 8-hash run short on a busy
// machine (production's 2^17 and the upgrade from 2^14: password-upgrade.test.ts).
setPasswordCost(14);

describe('passwordProblem (minimum 6, spec gives 3 or 6)', () => {
  test('minimum is 6', () => expect(PASSWORD_MIN_LENGTH).toBe(6));
  test.each([
    ['', undefined, 'validation_required'],
    [undefined, undefined, 'validation_required'],
    ['12345', undefined, 'validation_min'],
    ['123456', undefined, null],
    ['пароль', undefined, null],
    ['x'.repeat(129), undefined, 'validation_max'],
    ['123456', '123456', null],
    ['123456', '1234567', 'validation_confirmed'],
    ['123456', '', 'validation_confirmed'],
    ['123', '123', 'validation_min'],
  ] as const)('%j / %j -> %p', (password, confirmation, expected) => {
    expect(passwordProblem(password, confirmation)).toBe(expected);
  });
});

describe('hashPassword / verifyPassword', () => {
  let stored = '';
  beforeAll(async () => {
    stored = await hashPassword('demo1234');
  });
  const seeded = hashPasswordForSeed('demo1234');
  const hashes: Record<string, () => string | null> = {
    async: () => stored,
    seed: () => seeded,
    none: () => null,
    plain: () => 'plain',
    empty: () => 'scrypt$00$',
  };
  test.each([
    ['demo1234', 'async', true],
    ['demo12345', 'async', false],
    ['', 'async', false],
    ['demo1234', 'seed', true],
    ['demo12345', 'seed', false],
    ['demo1234', 'none', false],
    ['demo1234', 'plain', false],
    ['demo1234', 'empty', false],
  ] as const)('%j against the %s hash -> %p', async (pw, hash, ok) => {
    expect(await verifyPassword(pw, hashes[hash]())).toBe(ok);
  });
  test('salted: the same password hashes differently', async () => {
    expect(await hashPassword('demo1234')).not.toBe(stored);
    expect(stored).toMatch(/^scrypt\$14\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });
  test('does not block the event loop: timers keep firing while 8 hashes run', async () => {
    let last = Date.now();
    let ticks = 0;
    let longestGap = 0;
    const timer = setInterval(() => {
      const t = Date.now();
      longestGap = Math.max(longestGap, t - last);
      last = t;
      ticks++;
    }, 5);
    const started = Date.now();
    await Promise.all(Array.from({ length: 8 }, () => verifyPassword('wrong-password', stored)));
    const took = Date.now() - started;
    clearInterval(timer);
    // Synchronous scrypt would run all 8 back to back: no tick at all until the end, one gap as
    // long as the whole run. Async, the loop stays free (gaps are scheduling noise on a busy machine).
    expect(ticks).toBeGreaterThanOrEqual(3);
    expect(longestGap).toBeLessThan(took / 2);
  });
});

describe('isValidEmail (no spaces, an at sign, a dot in the domain)', () => {
  test.each([
    ['maria@example.com', true],
    ['a.b+c@mail.com.ua', true],
    ['maria@example', false],
    ['maria example@mail.com', false],
    ['mariaexample.com', false],
    ['@example.com', false],
    ['maria@.com', false],
    ['maria@example.', false],
    ['maria@example..com', false],
    ['maria..k@example.com', false],
    ['', false],
  ])('%j -> %p', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});
