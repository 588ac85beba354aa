/**
 * The login token in localStorage under `token` (spec section 3). Every read is validated: a
 * corrupt or foreign value counts as "no token" and is removed. Storage that throws (private
 * mode, quota, disabled) keeps the session in memory only; every access goes through the shared
 * safe storage (src/shared/safe-storage.ts).
 */
import { browserStorage, guardedStorage, readItem, removeItem, writeItem, type KeyValueStorage } from '../../shared/safe-storage';

export const TOKEN_KEY = 'token';

/** Tokens are opaque printable strings (the shop API issues 64 hex chars); anything else is not ours. */
export function isValidToken(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 16 && value.length <= 4096 && /^[\x21-\x7e]+$/.test(value);
}

/**
 * The stored text's token. The key's format is fixed by the spec (the bare token, version 1, which
 * other tabs and the hero script read as is), so it carries no version field; the one older form,
 * JSON-encoded ("\"abc\"", version 0), migrates; anything else is dropped (null). Never throws.
 */
export function migrateToken(raw: string): string | null {
  let value: unknown = raw;
  if (raw.startsWith('"')) {
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
  }
  return isValidToken(value) ? value : null;
}

export interface TokenStorage {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

export function createTokenStorage(getStorage: () => KeyValueStorage | null | undefined): TokenStorage {
  const storage = guardedStorage(getStorage);
  return {
    read() {
      const raw = readItem(storage(), TOKEN_KEY);
      if (raw === null) return null;
      const value = migrateToken(raw);
      if (value !== null) return value;
      removeItem(storage(), TOKEN_KEY);
      return null;
    },
    write(token) {
      writeItem(storage(), TOKEN_KEY, token);
    },
    clear() {
      removeItem(storage(), TOKEN_KEY);
    },
  };
}

export const browserTokenStorage = createTokenStorage(browserStorage);
