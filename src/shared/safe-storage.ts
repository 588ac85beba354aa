/**
 * localStorage / sessionStorage that never throw. Private mode, a full quota, disabled cookies
 * or a sandboxed frame make the Storage API throw; the shop then reads "not set" and forgets
 * quietly instead of breaking the page. Each feature validates the values it reads.
 *
 * JSON values carry their format version (`VersionedKey` below: `{ "version": N, ... }`), so a
 * value written by an older build is migrated, and one of an unknown shape dropped, on read.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What `get` gives, or null when it gives nothing or throws. */
function orNull<S>(get: () => S | null | undefined): S | null {
  try {
    return get() ?? null;
  } catch {
    return null;
  }
}

/** window.localStorage (or sessionStorage), or null where there is none or reading it throws. */
export function browserStorage(kind: 'local' | 'session' = 'local'): Storage | null {
  if (typeof window === 'undefined') return null;
  return orNull(() => (kind === 'local' ? window.localStorage : window.sessionStorage));
}

/** A storage getter that may throw (`window.localStorage` in a sandboxed frame), as one that gives null instead. */
export function guardedStorage<S>(get: () => S | null | undefined): () => S | null {
  return () => orNull(get);
}

/** The stored text, or null when missing or unreadable. */
export function readItem(storage: Pick<Storage, 'getItem'> | null | undefined, key: string): string | null {
  return orNull(() => storage?.getItem(key));
}

/** Runs a change of the storage; false when it threw. */
function attempt(change: () => void): boolean {
  try {
    change();
    return true;
  } catch {
    return false;
  }
}

/** Stores `value`; false when the storage refused (nothing is remembered then). */
export function writeItem(storage: Pick<Storage, 'setItem'> | null | undefined, key: string, value: string): boolean {
  return !!storage && attempt(() => storage.setItem(key, value));
}

/** Removes the key; false when the storage refused. */
export function removeItem(storage: Pick<Storage, 'removeItem'> | null | undefined, key: string): boolean {
  return !!storage && attempt(() => storage.removeItem(key));
}

/**
 * A key whose JSON value carries its format version: stored as `{ "version": N, ...fields }`.
 * `migrate` turns what was read into the current value: the current version, an older one
 * (`version` null when the value has no version at all, e.g. a legacy bare array) or an unknown
 * newer one; null drops it. Reading never throws: unreadable storage, corrupt JSON, a value too
 * long or a `migrate` that throws all read as "not set".
 */
export interface VersionedKey<T> {
  key: string;
  version: number;
  /** The fields stored next to `version`. */
  encode(value: T): Record<string, unknown>;
  migrate(raw: unknown, version: number | null): T | null;
  /** Longer stored text is not read (default 1 000 000 characters). */
  maxChars?: number;
}

/** The stored value's version: an integer `version` field, or null when it has none. */
export function storedVersion(raw: unknown): number | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const version = Object.prototype.hasOwnProperty.call(raw, 'version') ? (raw as { version: unknown }).version : undefined;
  return typeof version === 'number' && Number.isSafeInteger(version) ? version : null;
}

/** Parses stored text of a versioned key into its current value, or null. Never throws. */
export function parseVersioned<T>(spec: VersionedKey<T>, text: string | null | undefined): T | null {
  if (typeof text !== 'string' || text === '' || text.length > (spec.maxChars ?? 1_000_000)) return null;
  return orNull(() => {
    const raw: unknown = JSON.parse(text);
    return spec.migrate(raw, storedVersion(raw));
  });
}

/** The text a versioned key stores for `value`. */
export function serializeVersioned<T>(spec: VersionedKey<T>, value: T): string {
  return JSON.stringify({ version: spec.version, ...spec.encode(value) });
}

export function readVersioned<T>(storage: Pick<Storage, 'getItem'> | null | undefined, spec: VersionedKey<T>): T | null {
  return parseVersioned(spec, readItem(storage, spec.key));
}

/** Stores `value` with the key's current version; false when the storage refused. */
export function writeVersioned<T>(
  storage: Pick<Storage, 'setItem'> | null | undefined,
  spec: VersionedKey<T>,
  value: T,
): boolean {
  return !!storage && attempt(() => storage.setItem(spec.key, serializeVersioned(spec, value)));
}
