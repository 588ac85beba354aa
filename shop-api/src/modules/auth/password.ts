import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import os from 'node:os';

/** Key length of the stored scrypt hash, bytes. */
const KEY_BYTES = 32;

/**
 * scrypt's cost N = 2^17 with r = 8, p = 1 (OWASP's password storage guidance; issue 43): 128 MiB
 * and about 0.3 s of one core per hash here (0.8 s on the loaded shared machine). Hashes stored
 * before it (`scrypt$<salt>$<hash>`, N = 2^14, node's default) still verify and are replaced at the
 * next successful sign-in (`needsRehash`).
 */
export const SCRYPT_COST_LOG2 = 17;
const LEGACY_COST_LOG2 = 14;
/** The cost new hashes are made at: SCRYPT_COST_LOG2 unless the configuration lowered it outside production (tests). */
let costLog2 = SCRYPT_COST_LOG2;

/** Called by buildApp with `config.passwordCostLog2` (always 17 under production). */
export function setPasswordCost(log2: number) {
  costLog2 = log2;
}
/** scrypt needs 128 * N * r bytes (128 MiB at 2^17); node refuses more than 32 MiB unless told. */
const maxmemFor = (costLog2: number) => 256 * 2 ** costLog2 * 8;

/**
 * Hashes running at once: one core fewer than the machine has (at least one), so a flood of
 * sign-ins leaves a core to the event loop and every other request stays fast; the rest wait in
 * line (the abuse limits keep that line short: 5 wrong passwords per client and account).
 */
const HASH_SLOTS = Math.max(1, os.availableParallelism() - 1);
let hashing = 0;
const waiting: (() => void)[] = [];

/** The async scrypt runs on libuv's thread pool, off the event loop, at most HASH_SLOTS at a time. */
async function scryptAsync(password: string, salt: Buffer, length: number, costLog2: number): Promise<Buffer> {
  while (hashing >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  hashing++;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, length, { N: 2 ** costLog2, r: 8, p: 1, maxmem: maxmemFor(costLog2) }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  } finally {
    hashing--;
    waiting.shift()?.();
  }
}

/** `scrypt$<cost log2>$<salt hex>$<hash hex>`. */
const encode = (salt: Buffer, hash: Buffer) => `scrypt$${costLog2}$${salt.toString('hex')}$${hash.toString('hex')}`;

/** A stored hash's parts, or null when it is none (no password set); the legacy form has no cost. */
function parseHash(stored: string | null): { costLog2: number; salt: Buffer; hash: Buffer } | null {
  const parts = (stored ?? '').split('$');
  if (parts[0] !== 'scrypt') return null;
  const [costText, saltHex, hashHex] = parts.length === 3 ? [String(LEGACY_COST_LOG2), parts[1], parts[2]] : parts.slice(1);
  const costLog2 = Number(costText);
  if (!Number.isInteger(costLog2) || costLog2 < LEGACY_COST_LOG2 || costLog2 > 20 || !saltHex || !hashHex) return null;
  const hash = Buffer.from(hashHex, 'hex');
  return hash.length > 0 ? { costLog2, salt: Buffer.from(saltHex, 'hex'), hash } : null;
}

/** Whether a stored hash was made at a lower cost than today's: re-hash it when the password is known. */
export function needsRehash(stored: string | null): boolean {
  const parsed = parseHash(stored);
  return parsed !== null && parsed.costLog2 < costLog2;
}

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
  return encode(salt, await scryptAsync(password, salt, KEY_BYTES, costLog2));
}

/** Seed hashes by password: the demo accounts of every development database a process seeds share one. */
const seedHashes = new Map<string, string>();

/**
 * The same, blocking: only for seeding a fresh (development) database inside its synchronous
 * transaction. Made once per process and password (about a second), so tests that seed many
 * databases do not pay it each time.
 */
export function hashPasswordForSeed(password: string): string {
  const key = `${costLog2}:${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    const salt = randomBytes(16);
    hash = encode(salt, scryptSync(password, salt, KEY_BYTES, { N: 2 ** costLog2, r: 8, p: 1, maxmem: maxmemFor(costLog2) }));
    seedHashes.set(key, hash);
  }
  return hash;
}

/** Salt of the stand-in hash computed for an unknown login or an account without a password. */
const DUMMY_SALT = Buffer.alloc(16, 0x5a);

/**
 * Whether `password` matches `stored`. Without a usable stored hash (unknown login, no password
 * set) the same hash is computed anyway, so an unknown login costs as much time as a known one
 * and timing does not tell which logins exist.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) {
    await scryptAsync(password, DUMMY_SALT, KEY_BYTES, costLog2);
    return false;
  }
  const actual = await scryptAsync(password, parsed.salt, parsed.hash.length, parsed.costLog2);
  return timingSafeEqual(actual, parsed.hash);
}

/**
 * Email (spec section 5): no spaces, one at sign, a dot in the domain; and, as the storefront
 * checks (src/shared/email.ts), no two dots in a row, which no deliverable address has.
 */
export function isValidEmail(email: unknown): boolean {
  return typeof email === 'string' && email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(email) && !email.includes('..');
}
