/**
 * localStorage / sessionStorage that never throw. Private mode, a full quota, disabled cookies
 * or a sandboxed frame make the Storage API throw; the shop then reads "not set" and forgets
 * quietly instead of breaking the page. Each feature validates the values it reads.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** window.localStorage (or sessionStorage), or null where there is none or reading it throws. */
export function browserStorage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored text, or null when missing or unreadable. */
export function readItem(storage: Pick<Storage, 'getItem'> | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value`; false when the storage refused (nothing is remembered then). */
export function writeItem(storage: Pick<Storage, 'setItem'> | null | undefined, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes the key; false when the storage refused. */
export function removeItem(storage: Pick<Storage, 'removeItem'> | null | undefined, key: string): boolean {
  try {
    if (!storage) return false;
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
