import { createTestApi, type TestApi } from '../../test-utils';
import { addBonus, bonusHistory, hasBonus, InsufficientBonusError } from './bonus';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

function newUser() {
  return Number(api.ctx.db.prepare("INSERT INTO users (name) VALUES ('B')").run().lastInsertRowid);
}
const balance = (id: number) => (api.ctx.db.prepare('SELECT bonus FROM users WHERE id = ?').get(id) as { bonus: number }).bonus;

describe('addBonus', () => {
  test('credits and debits update the balance and the history (newest first)', () => {
    const id = newUser();
    const t0 = new Date('2026-11-18T10:00:00Z');
    expect(addBonus(api.ctx.db, id, 50, 'first_login', t0)).toBe(50);
    expect(addBonus(api.ctx.db, id, 30, 'order_cashback', new Date(t0.getTime() + 1000))).toBe(80);
    expect(addBonus(api.ctx.db, id, -80, 'order_debit', new Date(t0.getTime() + 2000))).toBe(0);
    expect(balance(id)).toBe(0);
    expect(bonusHistory(api.ctx.db, id)).toEqual([
      { amount: -80, reason: 'order_debit', created_at: '2026-11-18T10:00:02.000Z' },
      { amount: 30, reason: 'order_cashback', created_at: '2026-11-18T10:00:01.000Z' },
      { amount: 50, reason: 'first_login', created_at: '2026-11-18T10:00:00.000Z' },
    ]);
    expect(hasBonus(api.ctx.db, id, 'first_login')).toBe(true);
    expect(hasBonus(api.ctx.db, id, 'birthday')).toBe(false);
  });

  test.each([
    ['a debit beyond the balance', -11, InsufficientBonusError],
    ['a fraction', 1.5, Error],
  ])('%s throws and writes nothing', (_n, amount, error) => {
    const id = newUser();
    addBonus(api.ctx.db, id, 10, 'first_login', new Date());
    expect(() => addBonus(api.ctx.db, id, amount, 'order_debit', new Date())).toThrow(error);
    expect(balance(id)).toBe(10);
    expect(bonusHistory(api.ctx.db, id)).toHaveLength(1);
  });

  test('unknown user throws', () => {
    expect(() => addBonus(api.ctx.db, 999999, 5, 'photo_review', new Date())).toThrow();
  });
});
