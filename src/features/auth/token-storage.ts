/**
 * The login token in localStorage under `token` (spec section 3). Every read is validated: a
 * corrupt or foreign value counts as "no token" and is removed. Storage that throws (private
 * mode, quota, disabled) keeps the session in memory only.
 */
export const TOKEN_KEY = 'token';

/** Tokens are opaque printable strings (the shop API issues 64 hex chars); anything else is not ours. */
export function isValidToken(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 16 && value.length <= 4096 && /^[\x21-\x7e]+$/.test(value);
}

export interface TokenStorage {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

export function createTokenStorage(getStorage: () => Storage | undefined): TokenStorage {
  const safely = <T>(fn: (s: Storage) => T, fallback: T): T => {
    try {
      const s = getStorage();
      return s ? fn(s) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    read() {
      const raw = safely((s) => s.getItem(TOKEN_KEY), null);
      if (raw === null) return null;
      // Older builds may have stored it JSON-encoded ("\"abc\""): accept that form too.
      let value: unknown = raw;
      if (raw.startsWith('"')) {
        try {
          value = JSON.parse(raw);
        } catch {
          value = null;
        }
      }
      if (isValidToken(value)) return value;
      safely((s) => s.removeItem(TOKEN_KEY), undefined);
      return null;
    },
    write(token) {
      safely((s) => s.setItem(TOKEN_KEY, token), undefined);
    },
    clear() {
      safely((s) => s.removeItem(TOKEN_KEY), undefined);
    },
  };
}

export const browserTokenStorage = createTokenStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage));
