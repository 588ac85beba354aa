/**
 * Staff accounts and sessions. Staff are not customers: their own table, their own tokens
 * (random, stored only as SHA-256), sessions that expire after a shift, and every action logged
 * with who and when. A customer's token on a staff route is 403, never a staff session.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { hashBearerToken } from '../../db/open';
import { bearerToken, optionalUser } from '../../http/auth';
import { ApiError, unauthorized } from '../../http/errors';
import { hashPassword, needsRehash, verifyPassword } from '../auth';
import type { StaffRole } from './roles';

/** A staff session lasts one long shift, ms (12 hours); then the desk asks to sign in again. */
export const STAFF_SESSION_MS = 12 * 3_600_000;
export const STAFF_LOGIN_PATTERN = /^[a-z0-9._-]{3,32}$/;
/** Staff passwords open every order's phone and address: longer than customers' minimum. */
export const STAFF_PASSWORD_MIN_LENGTH = 10;

export interface StaffRow {
  id: number;
  login: string;
  name: string;
  role: string;
  password_hash: string;
  disabled: number;
  created_at: string;
}

export const forbidden = () => new ApiError(403, 'staff_only');

export type StaffAccountProblem = 'staff_login_format' | 'staff_password_short' | 'staff_login_taken';

/** Creates an account (the CLI `npm run staff -- add <login> --role <role>` and the dev route call this). */
export async function createStaff(
  db: Database.Database,
  input: { login: string; password: string; name?: string; role: StaffRole },
  now: Date,
): Promise<{ ok: true; id: number } | { ok: false; problem: StaffAccountProblem }> {
  const login = input.login.trim().toLowerCase();
  if (!STAFF_LOGIN_PATTERN.test(login)) return { ok: false, problem: 'staff_login_format' };
  if ([...input.password].length < STAFF_PASSWORD_MIN_LENGTH) return { ok: false, problem: 'staff_password_short' };
  const hash = await hashPassword(input.password);
  // Checked after the (slow) hash, right before the insert: two adds of one login cannot both pass.
  if (db.prepare('SELECT 1 FROM staff WHERE login = ?').get(login)) return { ok: false, problem: 'staff_login_taken' };
  const id = db
    .prepare(`INSERT INTO staff (login, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)`)
    .run(login, (input.name ?? login).trim(), input.role, hash, now.toISOString()).lastInsertRowid;
  return { ok: true, id: Number(id) };
}

export function listStaff(db: Database.Database) {
  return db.prepare('SELECT id, login, name, role, disabled, created_at FROM staff ORDER BY id').all() as Omit<
    StaffRow,
    'password_hash'
  >[];
}

/** Gives an account another role; its open sessions get the new role's permissions on their next request. */
export function setStaffRole(db: Database.Database, login: string, role: StaffRole): boolean {
  return db.prepare('UPDATE staff SET role = ? WHERE login = ?').run(role, login.trim().toLowerCase()).changes === 1;
}

/** Disabling an account also ends its sessions at once. */
export function disableStaff(db: Database.Database, login: string): boolean {
  const row = db.prepare('SELECT id FROM staff WHERE login = ?').get(login.trim().toLowerCase()) as { id: number } | undefined;
  if (!row) return false;
  db.transaction(() => {
    db.prepare('UPDATE staff SET disabled = 1 WHERE id = ?').run(row.id);
    db.prepare('DELETE FROM staff_sessions WHERE staff_id = ?').run(row.id);
  })();
  return true;
}

/** Checks the password and opens a session; null for an unknown login, a wrong password or a disabled account. */
export async function signInStaff(db: Database.Database, login: string, password: string, now: Date) {
  const staff = db.prepare('SELECT * FROM staff WHERE login = ? AND disabled = 0').get(login.trim().toLowerCase()) as
    StaffRow | undefined;
  // An unknown or disabled login is hashed too (verifyPassword's stand-in hash): no faster answer to tell it by.
  if (!(await verifyPassword(password, staff?.password_hash ?? null)) || !staff) return null;
  // A hash of a lower scrypt cost (before 2^17) is replaced now that the password is known.
  if (needsRehash(staff.password_hash))
    db.prepare('UPDATE staff SET password_hash = ? WHERE id = ? AND password_hash = ?').run(
      await hashPassword(password),
      staff.id,
      staff.password_hash,
    );
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
  db.prepare('DELETE FROM staff_sessions WHERE expires_at <= ?').run(now.toISOString());
  db.prepare('INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashBearerToken(token),
    staff.id,
    now.toISOString(),
    expiresAt.toISOString(),
  );
  return { token, expiresAt, staff };
}

export function endStaffSession(db: Database.Database, token: string) {
  db.prepare('DELETE FROM staff_sessions WHERE token_hash = ?').run(hashBearerToken(token));
}

export interface StaffSession {
  staff: StaffRow;
  token: string;
  expiresAt: Date;
}

/**
 * The staff member behind the request's bearer token. 401 without a token or with an expired
 * one (message `staff_session_expired`: the desk asks to sign in again); 403 for a customer's token.
 */
export function requireStaff(ctx: AppContext, request: FastifyRequest): StaffSession {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const row = ctx.db
    .prepare(
      `SELECT s.*, ss.expires_at AS session_expires FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id
       WHERE ss.token_hash = ? AND s.disabled = 0`,
    )
    .get(hashBearerToken(token)) as (StaffRow & { session_expires: string }) | undefined;
  if (row) {
    const expiresAt = new Date(row.session_expires);
    if (expiresAt > ctx.now()) return { staff: row, token, expiresAt };
    throw new ApiError(401, 'staff_session_expired');
  }
  if (optionalUser(ctx, request)) throw forbidden();
  throw unauthorized();
}

/** Whether a staff session is still open: not ended, not expired, its account not disabled. */
export function staffSessionOpen(ctx: AppContext, token: string): boolean {
  const row = ctx.db
    .prepare(
      `SELECT ss.expires_at FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id WHERE ss.token_hash = ? AND s.disabled = 0`,
    )
    .get(hashBearerToken(token)) as { expires_at: string } | undefined;
  return !!row && new Date(row.expires_at) > ctx.now();
}

/** Every staff action, with who and when. */
export function logStaffAction(
  ctx: AppContext,
  staffId: number,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
) {
  ctx.db
    .prepare('INSERT INTO staff_actions (staff_id, action, target, details, at) VALUES (?, ?, ?, ?, ?)')
    .run(staffId, action, target, JSON.stringify(details), ctx.now().toISOString());
}

export function recentStaffActions(db: Database.Database, limit = 100) {
  return (
    db
      .prepare(
        `SELECT a.id, a.action, a.target, a.details, a.at, s.login FROM staff_actions a JOIN staff s ON s.id = a.staff_id
         ORDER BY a.id DESC LIMIT ?`,
      )
      .all(limit) as { id: number; action: string; target: string; details: string; at: string; login: string }[]
  ).map((a) => ({ ...a, details: JSON.parse(a.details) as Record<string, unknown> }));
}
