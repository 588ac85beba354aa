/**
 * Deterministic generator of bad stored values (issue 10, "storage fuzz"), shared by the unit
 * fuzz (src/app-shell/storage-fuzz.test.ts) and the browser pass (tests/e2e/faults.spec.ts).
 * Not shipped: only tests import it. Plain data only (no feature imports) so Playwright can load it.
 *
 * Every value is derived from a valid sample of the key, so the bad values sit close to what the
 * readers accept: truncated JSON, wrong types, out-of-range numbers, prototype keys, very long
 * strings, odd unicode, deep nesting, and (for list-shaped keys) valid entries mixed with bad ones.
 */

/** mulberry32: a small seeded PRNG, so a failing case can be reproduced from its seed and index. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type StorageArea = 'local' | 'session';

export interface StoredKeySample {
  key: string;
  area: StorageArea;
  /** A valid stored value, exactly as the shop writes it. */
  valid: string;
  /** List-shaped keys: a path to the list inside the parsed value ([] = the value itself is the list). */
  listPath?: string[];
}

export interface FuzzValue {
  /** The text put into storage. */
  text: string;
  /** Which generator made it (reported when a case fails). */
  kind: string;
  /** The value still holds the valid sample's first list entry unchanged: it must survive the read. */
  keepsValidEntry: boolean;
}

/** Fixed, valid values of every key the shop stores (a cart line, an order, a token...). */
export const VALID_CART_LINE = {
  id: 'keep-me',
  product_id: 7,
  name: 'Пицца Маргарита',
  name_ua: 'Піца Маргарита',
  price: 189,
  count: 2,
  discount: 0,
  weight: 520,
  main_image: { urlForList: '/api/images/products/7-list.webp' },
  category: { name: 'Пицца', name_ua: 'Піца' },
  modifiers_group: [{ id: 1, name: 'Розмір', modifiers: [{ id: 12, name: '40 см', count: 1, pivot: { price: 90 } }] }],
};
export const VALID_GUID = '3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d';
export const VALID_TOKEN = 'f'.repeat(64);
export const VALID_ORDER = { id: 12, number: 10012, created_at: '2026-11-23T05:00:00.000Z' };
export const VALID_LAST_URL = '/ru/category/pizza/?sort=price';

export function storedKeySamples(now: number): StoredKeySample[] {
  return [
    { key: 'cartProducts', area: 'local', valid: JSON.stringify({ version: 2, lines: [VALID_CART_LINE] }), listPath: ['lines'] },
    { key: 'cartGuid', area: 'local', valid: VALID_GUID },
    { key: 'token', area: 'local', valid: VALID_TOKEN },
    { key: 'currentOrders', area: 'local', valid: JSON.stringify([VALID_ORDER]), listPath: [] },
    { key: 'last-url', area: 'local', valid: VALID_LAST_URL },
    { key: 'show_subscribe', area: 'local', valid: 'session' },
    { key: 'show_mobile', area: 'local', valid: 'session' },
    { key: 'popup_last_view', area: 'local', valid: String(now - 3_600_000) },
    { key: 'auth-social', area: 'local', valid: JSON.stringify({ provider: 'google', state: 'a1b2c3', at: now - 1000 }) },
    {
      key: 'checkoutDraft',
      area: 'session',
      valid: JSON.stringify({
        values: { name: 'Олена', phone: '+38 (050) 111 22 33', comment: 'Без цибулі' },
        promoCode: 'SAVE10',
      }),
    },
    {
      key: 'checkoutPayment',
      area: 'session',
      valid: JSON.stringify({ orderId: 12, number: 10012, nwAddress: null, nwAddressName: null }),
    },
    { key: 'chunk-reload-at', area: 'session', valid: String(now - 120_000) },
  ];
}

const UNICODE = [
  '\ud800', // lone high surrogate
  '\udfff',
  '\ufeff', // BOM
  '\u202e', // right-to-left override
  '\u200b\u200c\u200d',
  '\u0000',
  '\u0007\u001b[31m',
  '😀👨‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  'Ꙭ𝕏𝔂',
  '\u2028\u2029',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  "'; DROP TABLE orders; --",
];

/** Leaves that are wrong for almost any field: types, ranges, sizes. */
function badLeaf(random: () => number): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  switch (Math.floor(random() * 8)) {
    case 0:
      return pick([null, true, false, [], {}, [[]], [null]]);
    case 1:
      return pick([-1, -0.5, 0, 0.1, 1.5, 99.999, 101, -1e21, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2]);
    case 2:
      return pick(['', ' ', '0', '-1', '1e999', 'NaN', 'null', 'true', '[]', '{}', 'undefined']);
    case 3:
      return 'x'.repeat(1 + Math.floor(random() * 20_000));
    case 4:
      return pick(UNICODE);
    case 5:
      return { __proto__: null, toString: 'x', valueOf: 1 };
    case 6:
      return pick(['javascript:alert(1)', '//evil.example/x', 'https://evil.example/', 'data:text/html,x']);
    default:
      return Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick([1, 'a', null]));
  }
}

/** The paths of every node of a JSON value (objects and arrays included). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...prefix, i])));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  return out;
}

function setAt(root: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy = JSON.parse(JSON.stringify(root)) as Record<string | number, unknown>;
  let node = copy;
  for (const p of path.slice(0, -1)) node = node[p] as Record<string | number, unknown>;
  node[path[path.length - 1]] = leaf;
  return copy;
}

/** JSON text with `"__proto__"` / `"constructor"` keys injected into the object at `path` (or wrapping a scalar). */
function withPrototypeKeys(value: unknown, random: () => number): string {
  const objects = paths(value).filter((p) => {
    let node: unknown = value;
    for (const k of p) node = (node as Record<string | number, unknown>)[k];
    return !!node && typeof node === 'object' && !Array.isArray(node);
  });
  const payload = JSON.stringify(value);
  const variant = Math.floor(random() * 3);
  const hostile =
    variant === 0
      ? `"__proto__": ${payload}`
      : variant === 1
        ? `"constructor": {"prototype": ${payload}}`
        : `"__proto__": {"isAdmin": true, "version": 2, "length": 1e9}, "hasOwnProperty": "x"`;
  if (objects.length === 0) return `{${hostile}}`;
  const target = objects[Math.floor(random() * objects.length)];
  // Rebuild the text with the hostile keys first in the chosen object.
  const render = (node: unknown, at: (string | number)[]): string => {
    if (Array.isArray(node)) return `[${node.map((v, i) => render(v, [...at, i])).join(',')}]`;
    if (node && typeof node === 'object') {
      const body = Object.entries(node).map(([k, v]) => `${JSON.stringify(k)}:${render(v, [...at, k])}`);
      if (at.length === target.length && at.every((k, i) => k === target[i])) body.unshift(hostile);
      return `{${body.join(',')}}`;
    }
    return JSON.stringify(node);
  };
  return render(value, []);
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function getAt(value: unknown, path: string[]): unknown {
  let node = value;
  for (const k of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined;
  return node;
}

const GENERATORS = [
  'truncated',
  'wrong-type',
  'number-text',
  'leaf',
  'prototype',
  'long',
  'unicode',
  'deep',
  'garbage',
  'encoding',
] as const;

/**
 * `count` distinct bad values for one key, from its valid sample. Deterministic for a given seed. List-shaped
 * keys also get "mixed" values: the valid first entry unchanged plus broken copies of it.
 */
export function badStoredValues(sample: StoredKeySample, seed: number, count: number): FuzzValue[] {
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const parsed = parseOrText(sample.valid);
  const list = sample.listPath ? getAt(parsed, sample.listPath) : undefined;
  const validEntry = Array.isArray(list) ? list[0] : undefined;
  const kinds: string[] = [...GENERATORS, ...(validEntry !== undefined ? ['mixed', 'mixed'] : [])];
  const out: FuzzValue[] = [];
  // A generator may, by chance, reproduce the valid value (not a bad value) or an earlier one (not a new case).
  const seen = new Set([sample.valid]);
  for (let i = 0; out.length < count && i < count * 100; i++) {
    const kind = kinds[i % kinds.length];
    const text = generate(kind);
    if (text === null || seen.has(text)) continue;
    seen.add(text);
    out.push({ text, kind, keepsValidEntry: kind === 'mixed' });
  }
  return out;

  function generate(kind: string): string | null {
    switch (kind) {
      case 'truncated':
        return sample.valid.slice(0, Math.floor(random() * sample.valid.length));
      case 'wrong-type':
        return JSON.stringify(
          pick([0, 1, -1, true, false, null, 'text', [], {}, [parsed], { value: parsed }, [[[]]], { version: 2 }]),
        );
      case 'number-text':
        return pick([
          '-1',
          '-0',
          '0.5',
          '1e21',
          '1e308',
          '-1e308',
          '9007199254740993',
          '1e999',
          'NaN',
          'Infinity',
          '-Infinity',
          '0x10',
          '1_000',
          '.5',
          '00012',
        ]);
      case 'leaf': {
        if (typeof parsed !== 'object' || parsed === null) return JSON.stringify(badLeaf(random));
        const all = paths(parsed);
        return JSON.stringify(setAt(parsed, pick(all), badLeaf(random)));
      }
      case 'prototype':
        return withPrototypeKeys(parsed, random);
      case 'long': {
        const size = pick([5_000, 100_000, 1_100_000]);
        const unit = pick(['a', 'я', '😀', sample.valid]);
        const body = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
        return pick([body, JSON.stringify(body), `[${JSON.stringify(body)}]`]);
      }
      case 'unicode': {
        const u = pick(UNICODE);
        return pick([u, JSON.stringify(u), sample.valid + u, u + sample.valid, sample.valid.replace(/[a-z0-9]/i, u)]);
      }
      case 'deep': {
        const depth = pick([100, 1_000, 10_000]);
        return pick([
          '['.repeat(depth) + ']'.repeat(depth),
          '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
          '['.repeat(depth), // unbalanced
          `{"version":2,"lines":${'['.repeat(depth)}${']'.repeat(depth)}}`,
        ]);
      }
      case 'garbage':
        return String.fromCharCode(...Array.from({ length: 1 + Math.floor(random() * 64) }, () => Math.floor(random() * 0xffff)));
      case 'encoding':
        return pick([
          JSON.stringify(sample.valid), // double-encoded
          btoa(unescape(encodeURIComponent(sample.valid))),
          sample.valid + '}garbage',
          'undefined',
          '[object Object]',
          encodeURIComponent(sample.valid),
          sample.valid.toUpperCase(),
          ` ${sample.valid} `,
        ]);
      case 'mixed': {
        // The valid entry first and unchanged, then 1..4 broken copies of it (or foreign values).
        const broken = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
          const entryPaths = paths(validEntry).filter((p) => p.length > 0);
          return random() < 0.8 && entryPaths.length > 0 ? setAt(validEntry, pick(entryPaths), badLeaf(random)) : badLeaf(random);
        });
        const newList = [validEntry, ...broken];
        return JSON.stringify(sample.listPath!.length === 0 ? newList : setAt(parsed, sample.listPath!, newList));
      }
      default:
        return null;
    }
  }
}
