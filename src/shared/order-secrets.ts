/**
 * The secrets of the orders this browser placed (`orderSecrets` in localStorage, issue 43): the
 * shop API answers each order's secret once, when it is placed, and reads, pays and reviews a
 * guest's order only with it (a customer's also with the session). The order tracking popup, the
 * payment return and the thank-you screen find it here by the order's id.
 *
 * Stored value: `{ "version": 1, "secrets": [[12, "<43 characters>"], ...] }`, oldest first, at
 * most MAX_ORDER_SECRETS; entries that do not validate are dropped on read.
 */
import { browserStorage, readVersioned, writeVersioned, type KeyValueStorage, type VersionedKey } from './safe-storage';

export const ORDER_SECRETS_KEY = 'orderSecrets';
export const MAX_ORDER_SECRETS = 20;

/** base64url of 32 random bytes, as the shop API makes it. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;

type Secrets = [number, string][];

const spec: VersionedKey<Secrets> = {
  key: ORDER_SECRETS_KEY,
  version: 1,
  maxChars: 10_000,
  encode: (secrets) => ({ secrets }),
  migrate(raw, version) {
    if (version !== 1) return null;
    const list = (raw as { secrets?: unknown }).secrets;
    if (!Array.isArray(list)) return null;
    const byId = new Map<number, string>();
    for (const entry of list) {
      if (!Array.isArray(entry) || entry.length !== 2) continue;
      const [id, secret] = entry as unknown[];
      if (!isId(id) || typeof secret !== 'string' || !SECRET.test(secret)) continue;
      byId.delete(id);
      byId.set(id, secret);
    }
    return [...byId.entries()].slice(-MAX_ORDER_SECRETS);
  },
};

/** Keeps the secret of an order just placed (the newest 20 orders' secrets are kept). */
export function rememberOrderSecret(orderId: number, secret: string, storage: KeyValueStorage | null = browserStorage()) {
  if (!isId(orderId) || !SECRET.test(secret)) return;
  const kept = (readVersioned(storage, spec) ?? []).filter(([id]) => id !== orderId);
  kept.push([orderId, secret]);
  writeVersioned(storage, spec, kept.slice(-MAX_ORDER_SECRETS));
}

/** The secret of an order this browser placed, or null (another browser's order, or storage cleared). */
export function orderSecretOf(orderId: number, storage: KeyValueStorage | null = browserStorage()): string | null {
  return (readVersioned(storage, spec) ?? []).find(([id]) => id === orderId)?.[1] ?? null;
}
