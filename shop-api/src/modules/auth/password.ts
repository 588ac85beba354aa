import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import os from 'node:os';

/** Key length of the stored scrypt hash, bytes (N=16384, r=8, p=1: node's defaults, about 50 ms of CPU). */
const KEY_BYTES = 32;

/**
 * Hashes running at once: one core fewer than the machine has (at least one), so a flood of
 * sign-ins leaves a core to the event loop and every other request stays fast; the rest wait in
 * line (the abuse limits keep that line short: 5 wrong passwords per client and account).
 */
const HASH_SLOTS = Math.max(1, os.availableParallelism() - 1);
let hashing = 0;
const waiting: (() => void)[] = [];

/** The async scrypt runs on libuv's thread pool, off the event loop, at most HASH_SLOTS at a time. */
async function scryptAsync(password: string, salt: Buffer, length: number): Promise<Buffer> {
  while (hashing >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  hashing++;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, length, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    hashing--;
    waiting.shift()?.();
  }
}

const encode = (salt: Buffer, hash: Buffer) => `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;

/**
 * Spec sections 5 and 9 give the password minimum as 3 or 6 characters; the reset toast says
 * "more than 6 characters". We take 6 (inclusive) for registration, reset and password change.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'validation_required' | 'validation_min' | 'validation_max' | 'validation_confirmed';

/** The first problem with a new password and its confirmation, or null. */
export function passwordProblem(password: unknown, confirmation?: unknown): PasswordProblem | null {
  if (typeof password !== 'string' || password.length === 0) return 'validation_required';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'validation_min';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'validation_max';
  if (confirmation !== undefined && confirmation !== password) return 'validation_confirmed';
  return null;
}

/** 'scrypt$<salt hex>$<hash hex>', computed off the event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt, KEY_BYTES));
}

/** The same, blocking: only for seeding a fresh database inside its (synchronous) transaction. */
export function hashPasswordForSeed(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_BYTES));
}

/** Salt of the stand-in hash computed for an unknown login or an account without a password. */
const DUMMY_SALT = Buffer.alloc(16, 0x5a);

/**
 * Whether `password` matches `stored`. Without a usable stored hash (unknown login, no password
 * set) the same hash is computed anyway, so an unknown login costs as much time as a known one
 * and timing does not tell which logins exist.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, hashHex] = (stored ?? '').split('$');
  const expected = Buffer.from(hashHex ?? '', 'hex');
  if (scheme !== 'scrypt' || !saltHex || expected.length === 0) {
    await scryptAsync(password, DUMMY_SALT, KEY_BYTES);
    return false;
  }
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Email: no spaces, one at sign, a dot in the domain (spec section 5). */
export function isValidEmail(email: unknown): boolean {
  return typeof email === 'string' && email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(email);
}
