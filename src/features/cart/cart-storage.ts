/**
 * Local persistence of the cart (spec section 3 "Local storage keys"): the lines under
 * `cartProducts`, the cart GUID under `cartGuid`.
 *
 * Format versions of `cartProducts`:
 * - v1 (the legacy site): a bare JSON array of lines;
 * - v2 (current): `{ "version": 2, "lines": [...] }`.
 * Every value read is validated by hand: a line that does not validate is dropped, valid lines
 * are kept; corrupt JSON or a foreign value gives an empty cart. Nothing here throws: a storage
 * that throws (private mode, quota, disabled) just means the in-memory cart is not persisted.
 */
import { MAX_COUNT, MIN_COUNT, newLineId, type CartLine, type CartModifier, type CartModifierGroup } from './cart-math';
import {
  browserStorage,
  guardedStorage,
  parseVersioned,
  readItem,
  readVersioned,
  removeItem,
  serializeVersioned,
  storedVersion,
  writeItem,
  writeVersioned,
  type VersionedKey,
} from '../../shared/safe-storage';

import { CART_KEY, GUID_KEY } from './cart-keys';

export { CART_KEY, GUID_KEY };
export const CART_FORMAT_VERSION = 2;

/** Bounds of a plausible stored cart. */
export const LIMITS = {
  rawChars: 1_000_000,
  lines: 200,
  groups: 20,
  modifiers: 50,
  id: 64,
  name: 300,
  url: 2048,
  price: 1_000_000,
  weight: 100_000,
  addons: 100,
} as const;

type Json = Record<string, unknown>;

/** Own property only: `__proto__`, `constructor` and friends are never read from the prototype. */
function own(obj: Json, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

function isPlainObject(v: unknown): v is Json {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** A nested object's own property; undefined when `obj` is not a plain object. */
const ownOf = (obj: unknown, key: string) => (isPlainObject(obj) ? own(obj, key) : undefined);

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isMoney = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= LIMITS.price;
const isText = (v: unknown, max: number = LIMITS.name): v is string => typeof v === 'string' && v.length <= max;
const isCount = (v: unknown): v is number => isInt(v) && v >= MIN_COUNT && v <= MAX_COUNT;
const textOf = (v: unknown) => (isText(v) ? v : '');

/** Relative (`/api/images/...`) or http(s) image URL; anything else (javascript:, data:) -> ''. */
function safeUrl(v: unknown): string {
  if (!isText(v, LIMITS.url)) return '';
  return /^(\/(?!\/)|https?:\/\/)/i.test(v) ? v : '';
}

function validModifier(raw: unknown): CartModifier | null {
  if (!isPlainObject(raw)) return null;
  const id = own(raw, 'id');
  const name = own(raw, 'name');
  const count = own(raw, 'count');
  const pivot = own(raw, 'pivot');
  if (!isInt(id) || id <= 0 || !isText(name) || !isCount(count) || !isPlainObject(pivot)) return null;
  const price = own(pivot, 'price');
  if (!isMoney(price)) return null;
  return { id, name, count, pivot: { price } };
}

function validGroups(raw: unknown): CartModifierGroup[] | null {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > LIMITS.groups) return null;
  const groups: CartModifierGroup[] = [];
  for (const g of raw) {
    if (!isPlainObject(g)) return null;
    const id = own(g, 'id');
    const name = own(g, 'name');
    const modifiers = own(g, 'modifiers');
    if (!isInt(id) || id <= 0 || !isText(name) || !Array.isArray(modifiers) || modifiers.length > LIMITS.modifiers) return null;
    const valid: CartModifier[] = [];
    for (const m of modifiers) {
      // A modifier that does not validate would change the price: the whole line is dropped.
      const ok = validModifier(m);
      if (!ok) return null;
      valid.push(ok);
    }
    if (valid.length > 0) groups.push({ id, name, modifiers: valid });
  }
  return groups;
}

/** One stored line -> a clean CartLine with only known fields, or null (dropped). */
export function validateLine(raw: unknown): CartLine | null {
  if (!isPlainObject(raw)) return null;
  const productId = own(raw, 'product_id');
  const name = own(raw, 'name');
  const price = own(raw, 'price');
  const count = own(raw, 'count');
  if (!isInt(productId) || productId <= 0) return null;
  if (!isText(name) || name.trim() === '') return null;
  if (!isMoney(price) || !isCount(count)) return null;
  const groups = validGroups(own(raw, 'modifiers_group'));
  if (!groups) return null;

  const rawId = own(raw, 'id');
  const id =
    typeof rawId === 'string' && rawId.length > 0 && rawId.length <= LIMITS.id
      ? rawId
      : isInt(rawId)
        ? String(rawId)
        : newLineId();
  const nameUa = own(raw, 'name_ua');
  const weight = own(raw, 'weight');
  const discount = own(raw, 'discount');
  const image = own(raw, 'main_image');
  const category = own(raw, 'category');
  const addons = own(raw, 'addons');

  const line: CartLine = {
    id,
    product_id: productId,
    name,
    name_ua: isText(nameUa) && nameUa !== '' ? nameUa : name,
    price,
    count,
    discount: isMoney(discount) ? discount : 0,
    weight: typeof weight === 'number' && Number.isFinite(weight) && weight >= 0 && weight <= LIMITS.weight ? weight : 0,
    main_image: { urlForList: safeUrl(ownOf(image, 'urlForList')) },
    category: { name: textOf(ownOf(category, 'name')), name_ua: textOf(ownOf(category, 'name_ua')) },
    modifiers_group: groups,
  };
  if (Array.isArray(addons) && addons.length <= LIMITS.addons && addons.every((a) => isInt(a) && a > 0)) {
    line.addons = [...(addons as number[])];
  }
  return line;
}

/** Validates a list of lines; duplicate ids get a fresh id so every line stays addressable. */
export function validateLines(raw: readonly unknown[]): CartLine[] {
  const lines: CartLine[] = [];
  const ids = new Set<string>();
  for (const item of raw.slice(0, LIMITS.lines)) {
    const line = validateLine(item);
    if (!line) continue;
    if (ids.has(line.id)) line.id = newLineId();
    ids.add(line.id);
    lines.push(line);
  }
  return lines;
}

/** v1 (bare array) -> lines; v2 -> lines; a newer version with a `lines` array is read leniently. */
export function migrate(raw: unknown, version: number | null = storedVersion(raw)): CartLine[] {
  if (Array.isArray(raw)) return validateLines(raw);
  if (isPlainObject(raw)) {
    const lines = own(raw, 'lines');
    if (version !== null && version >= 2 && Array.isArray(lines)) return validateLines(lines);
  }
  return [];
}

/** `cartProducts` through the shared versioned storage (src/shared/safe-storage.ts). */
export const cartKey: VersionedKey<CartLine[]> = {
  key: CART_KEY,
  version: CART_FORMAT_VERSION,
  encode: (lines) => ({ lines }),
  migrate,
  maxChars: LIMITS.rawChars,
};

/** Reads any stored version (migrating v1) into validated lines. Never throws. */
export function parseStoredCart(text: string | null | undefined): CartLine[] {
  return parseVersioned(cartKey, text) ?? [];
}

export function serializeCart(lines: readonly CartLine[]): string {
  return serializeVersioned(cartKey, [...lines]);
}

const GUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGuid(v: unknown): v is string {
  return typeof v === 'string' && GUID_RE.test(v);
}

/** A random UUID v4: crypto.randomUUID, else getRandomValues, else Math.random. */
export function newGuid(cryptoImpl: Partial<Crypto> | undefined = globalThis.crypto): string {
  try {
    if (cryptoImpl?.randomUUID) return cryptoImpl.randomUUID();
  } catch {
    /* fall through */
  }
  const bytes = new Uint8Array(16);
  try {
    if (cryptoImpl?.getRandomValues) cryptoImpl.getRandomValues(bytes);
    else throw new Error('no crypto');
  } catch {
    for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  }
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface CartStorage {
  loadLines(): CartLine[];
  /** false when the storage refused (the in-memory cart goes on). */
  saveLines(lines: readonly CartLine[]): boolean;
  loadGuid(): string | null;
  saveGuid(guid: string): boolean;
  clearGuid(): void;
}

/** Wraps a Storage (or a getter that may throw, e.g. `window.localStorage` in a sandboxed frame). */
export function createCartStorage(getStorage: () => Storage | null | undefined): CartStorage {
  const storage = guardedStorage(getStorage);
  return {
    loadLines: () => readVersioned(storage(), cartKey) ?? [],
    saveLines: (lines) => writeVersioned(storage(), cartKey, [...lines]),
    loadGuid: () => {
      const v = readItem(storage(), GUID_KEY);
      return isGuid(v) ? v : null;
    },
    saveGuid: (guid) => writeItem(storage(), GUID_KEY, guid),
    clearGuid: () => {
      removeItem(storage(), GUID_KEY);
    },
  };
}

/** The browser's localStorage, or nothing during server rendering. */
export const browserCartStorage = createCartStorage(browserStorage);
