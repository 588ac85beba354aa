import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { UserRow } from '../../http/auth';
import { addBonus, BONUS_FACTS, hasBonus } from './bonus';
import { kyivDay } from './kyiv';
import { isBirthdayToday } from '../profile';
import { hashBearerToken } from '../../db/open';

/** The user as the storefront reads it (spec section 3 "User"). */
export interface UserShape {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  bonus: number;
  avatar: { url: string; urlForList: string } | null;
  show_mobile_result: boolean;
  birthday: string | null;
}

/** Avatars are stored as a base name under the images folder: `{base}-400.jpg`, `{base}-120.jpg`. */
export const AVATAR_SIZES = { full: 400, list: 120 } as const;

export function avatarShape(base: string | null): UserShape['avatar'] {
  if (!base) return null;
  return {
    url: `/api/images/${base}-${AVATAR_SIZES.full}.jpg`,
    urlForList: `/api/images/${base}-${AVATAR_SIZES.list}.jpg`,
  };
}

export function userShape(user: UserRow): UserShape {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    bonus: user.bonus,
    avatar: avatarShape(user.avatar),
    show_mobile_result: user.show_mobile_result === 1,
    birthday: user.birthday,
  };
}

export function findUserById(db: Database.Database, id: number): UserRow | null {
  return (db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined) ?? null;
}

export function findUserByPhone(db: Database.Database, phone: string): UserRow | null {
  return (db.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as UserRow | undefined) ?? null;
}

export function findUserByEmail(db: Database.Database, email: string): UserRow | null {
  return (db.prepare('SELECT * FROM users WHERE lower(email) = lower(?)').get(email.trim()) as UserRow | undefined) ?? null;
}

/**
 * Starts a session: a new bearer token (256 random bits; only its SHA-256 is stored). The first session of a user ever grants the first-login
 * bonus (50, spec section 1), once.
 */
export function issueToken(db: Database.Database, userId: number, now: Date): string {
  const token = randomBytes(32).toString('hex');
  db.transaction(() => {
    db.prepare('INSERT INTO tokens (token_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)').run(
      hashBearerToken(token),
      userId,
      now.toISOString(),
      now.toISOString(),
    );
    if (!hasBonus(db, userId, 'first_login')) addBonus(db, userId, BONUS_FACTS.first_login, 'first_login', now);
  })();
  return token;
}

/**
 * Birthday bonus (100) when the profile is read on the user's birthday (Kyiv date), once per
 * Kyiv calendar year. Returns true when granted now.
 */
export function grantBirthdayBonusIfDue(db: Database.Database, user: UserRow, now: Date): boolean {
  const today = kyivDay(now);
  if (!isBirthdayToday(user.birthday, today)) return false;
  const year = today.slice(0, 4);
  const already = (
    db.prepare(`SELECT created_at FROM bonus_history WHERE user_id = ? AND reason = 'birthday'`).all(user.id) as {
      created_at: string;
    }[]
  ).some((r) => kyivDay(new Date(r.created_at)).slice(0, 4) === year);
  if (already) return false;
  addBonus(db, user.id, BONUS_FACTS.birthday, 'birthday', now);
  return true;
}
