import type { AppContext } from '../../context';
import { addBonus } from './bonus';
import { hashPasswordForSeed } from './password';
import { kyivDay } from './kyiv';

/** The demo password of every seeded user. */
export const DEMO_PASSWORD = 'demo1234';

/** Demo accounts (documented in README.md). Birthdays are relative to the seeding day. */
export const DEMO_USERS = {
  birthday: { name: 'Олена Коваленко', phone: '+380501112233', email: null as string | null },
  bonus: { name: 'Андрій Шевченко', phone: '+380671234567', email: null as string | null },
  email: { name: 'Марія Бондар', phone: '+380931234567', email: 'maria@example.com' },
};

export function seedAuth(ctx: AppContext) {
  const db = ctx.db;
  const now = ctx.now();
  const insert = db.prepare(
    'INSERT INTO users (name, email, email_confirmed_at, phone, password_hash, birthday, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const hash = hashPasswordForSeed(DEMO_PASSWORD);
  const today = kyivDay(now);
  const add = (u: { name: string; phone: string; email: string | null }, birthday: string | null) =>
    // A demo e-mail counts as confirmed (as if its link had been opened).
    Number(
      insert.run(u.name, u.email, u.email ? now.toISOString() : null, u.phone, hash, birthday, now.toISOString()).lastInsertRowid,
    );

  // 1) Birthday today (1992 is a leap year, so 29 February works too); has logged in before,
  //    so her first `me` today grants the birthday bonus (100).
  const olena = add(DEMO_USERS.birthday, `1992-${today.slice(5)}`);
  addBonus(db, olena, 50, 'first_login', now);
  // 2) 250 bonuses: first login plus cashback from earlier orders.
  const andriy = add(DEMO_USERS.bonus, '1985-03-14');
  addBonus(db, andriy, 50, 'first_login', now);
  addBonus(db, andriy, 200, 'order_cashback', now);
  // 3) Has an e-mail (for the forgot-password flow) and has never logged in: first login gives 50.
  add(DEMO_USERS.email, null);
}
