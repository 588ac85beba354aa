import type { CartLine } from './cart-math';
import {
  CART_KEY,
  GUID_KEY,
  createCartStorage,
  isGuid,
  newGuid,
  parseStoredCart,
  serializeCart,
  validateLine,
} from './cart-storage';
import { line } from './test-data';

const valid: CartLine = line({
  id: 'keep-me',
  product_id: 7,
  name: 'Пицца',
  name_ua: 'Піца',
  price: 189,
  count: 2,
  modifiers_group: [{ id: 1, name: 'Розмір', modifiers: [{ id: 12, name: '40 см', count: 1, pivot: { price: 90 } }] }],
  addons: [40],
});

describe('format versions', () => {
  it('v2 round-trips', () => {
    expect(parseStoredCart(serializeCart([valid]))).toEqual([valid]);
    expect(JSON.parse(serializeCart([valid]))).toEqual({ version: 2, lines: [valid] });
  });

  it('v1 (a bare array, as the legacy site stored it) migrates', () => {
    expect(parseStoredCart(JSON.stringify([valid]))).toEqual([valid]);
  });

  it('a legacy line with a numeric id and no optional fields is kept', () => {
    const legacy = { id: 1700000000000, product_id: 7, name: 'Пицца', price: 189, count: 1 };
    expect(parseStoredCart(JSON.stringify([legacy]))).toEqual([
      {
        id: '1700000000000',
        product_id: 7,
        name: 'Пицца',
        name_ua: 'Пицца',
        price: 189,
        count: 1,
        discount: 0,
        weight: 0,
        main_image: { urlForList: '' },
        category: { name: '', name_ua: '' },
        modifiers_group: [],
      },
    ]);
  });

  it('unknown extra fields are not kept', () => {
    const [out] = parseStoredCart(JSON.stringify([{ ...valid, evil: '<script>', isAdmin: true }]));
    expect(out).toEqual(valid);
  });

  it('a javascript: image URL is blanked', () => {
    const [out] = parseStoredCart(JSON.stringify([{ ...valid, main_image: { urlForList: 'javascript:alert(1)' } }]));
    expect(out.main_image.urlForList).toBe('');
  });

  it('duplicate ids get a fresh id', () => {
    const out = parseStoredCart(JSON.stringify([valid, { ...valid, product_id: 8 }]));
    expect(out).toHaveLength(2);
    expect(out[0].id).toBe('keep-me');
    expect(out[1].id).not.toBe('keep-me');
  });
});

/* ---------------------------------------------------------------- fuzz */

/** Deterministic PRNG so a failing case can be reproduced. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Per required field, values that are never valid for it. */
const BAD_VALUES: Record<'product_id' | 'name' | 'price' | 'count', unknown[]> = {
  product_id: [0, -1, 1.5, '7', '', null, true, [], {}, 1e20, Number.MAX_SAFE_INTEGER + 2],
  name: ['', '   ', 'x'.repeat(5000), null, true, [], {}, 42],
  price: [-1, -0.0001, '189', '', null, true, [], {}, 1e9, 1e308],
  count: [0, -1, 1.5, 100.5, 101, 1e9, -0.0001, '1', null, true, [], {}, [1, 2]],
};

const FIELDS = ['product_id', 'name', 'price', 'count'] as const;

/** A line broken in one required way (so it must be dropped). */
function badLine(random: () => number): unknown {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const kind = Math.floor(random() * 9);
  const base: Record<string, unknown> = JSON.parse(JSON.stringify(valid));
  base.id = `bad-${Math.floor(random() * 1e9)}`;
  switch (kind) {
    case 0:
      base.count = pick([0, -1, 1.5, 101, 1e12, -Infinity, '2', null, [], NaN]);
      break;
    case 1:
      base.price = pick([-1, -0.01, '189', null, {}, 1e12, 'free']);
      break;
    case 2:
      base.product_id = pick([0, -7, 7.5, '7', null, undefined, {}]);
      break;
    case 3:
      base.name = pick(['', '   ', 'x'.repeat(301), 42, null, ['a']]);
      break;
    case 4:
      base.modifiers_group = pick([
        'none',
        [{ id: 1, name: 'g', modifiers: [{ id: 1, name: 'm', count: 0.5, pivot: { price: 5 } }] }],
        [{ id: 1, name: 'g', modifiers: [{ id: 1, name: 'm', count: 1, pivot: { price: -5 } }] }],
        [{ id: 1, name: 'g', modifiers: [{ id: 1, name: 'm', count: 1 }] }],
        [{ id: 1, name: 'g', modifiers: 'x' }],
        [null],
        Array.from({ length: 21 }, (_, i) => ({ id: i + 1, name: 'g', modifiers: [] })),
      ]);
      break;
    case 5:
      return pick([null, 42, 'line', true, [], [valid]]);
    case 6:
      delete base[pick(FIELDS)];
      break;
    case 7:
      // Prototype keys: a line whose required fields only exist on a "prototype" is not a line.
      return JSON.parse(
        `{"__proto__": ${JSON.stringify(valid)}, "constructor": {"prototype": {"count": 1}}, "id": "proto-${kind}"}`,
      );
    default: {
      const field = pick(FIELDS);
      base[field] = pick(BAD_VALUES[field]);
      break;
    }
  }
  return base;
}

/** Whole stored values that are not a cart at all. */
function badDocument(random: () => number): string {
  const text = serializeCart([valid]);
  const kind = Math.floor(random() * 10);
  switch (kind) {
    case 0:
      return text.slice(0, Math.floor(random() * (text.length - 1))); // truncated JSON
    case 1:
      return JSON.stringify(Math.floor(random() * 1e6) - 5e5);
    case 2:
      return JSON.stringify({ version: 2, lines: 'not-a-list' });
    case 3:
      return JSON.stringify({ version: 'two', lines: [valid] });
    case 4:
      return JSON.stringify({ version: 1, items: [valid] });
    case 5:
      return '"' + 'a'.repeat(Math.floor(random() * 100000)) + '"';
    case 6:
      return `{"__proto__": {"version": 2, "lines": ${JSON.stringify([valid])}}}`;
    case 7:
      return ['null', 'true', 'undefined', 'NaN', '{', '[', ']', '{}', '[[[]]]', '\u0000'][Math.floor(random() * 10)];
    case 8:
      return JSON.stringify({ constructor: { prototype: { lines: [valid] } } });
    default:
      return String.fromCharCode(...Array.from({ length: 50 }, () => Math.floor(random() * 0xffff)));
  }
}

describe('storage fuzz: every bad value restores a working cart, no throw, no valid line lost', () => {
  const random = rng(20261122);

  const mixed = Array.from({ length: 200 }, (_, i) => {
    const bad = Array.from({ length: 1 + Math.floor(random() * 4) }, () => badLine(random));
    const keep = random() < 0.5 ? [valid] : [];
    const lines = [...bad, ...keep].sort(() => random() - 0.5);
    const text = i % 2 === 0 ? JSON.stringify({ version: 2, lines }) : JSON.stringify(lines); // v2 and v1
    return { text, keep: keep.length };
  });

  it.each(mixed.map((m, i) => [i, m]))('mixed case %d', (_i, { text, keep }) => {
    let out: CartLine[] = [];
    expect(() => (out = parseStoredCart(text))).not.toThrow();
    expect(out).toHaveLength(keep);
    if (keep) expect(out[0]).toEqual(valid);
    for (const l of out) expect(validateLine(l)).toEqual(l);
  });

  const documents = Array.from({ length: 100 }, () => badDocument(random));

  it.each(documents.map((d, i) => [i, d]))('foreign or corrupt document %d -> empty cart', (_i, text) => {
    expect(parseStoredCart(text)).toEqual([]);
  });

  it.each([
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a huge value', JSON.stringify([valid]) + ' '.repeat(1_000_001)],
    ['an object', '{"a":1}'],
    ['a legacy array of numbers', '[1,2,3]'],
    ['a future version without lines', '{"version":9}'],
  ])('hand-picked: %s -> empty', (_label, text) => {
    expect(parseStoredCart(text as string | null)).toEqual([]);
  });

  it('a future version with lines is read leniently', () => {
    expect(parseStoredCart(JSON.stringify({ version: 3, lines: [valid] }))).toEqual([valid]);
  });

  it('hand-picked: prototype keys are not honoured', () => {
    const text = `[{"__proto__": {"isAdmin": true}, "id": "a", "product_id": 7, "name": "P", "price": 1, "count": 1}]`;
    const [out] = parseStoredCart(text);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(out, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it.each([null, {}, [], '', 'x'.repeat(65), 1.5])('hand-picked: a valid line with a bad id %j is kept with a fresh id', (id) => {
    const [out] = parseStoredCart(JSON.stringify([{ ...valid, id }]));
    expect(out).toEqual({ ...valid, id: out.id });
    expect(out.id).toMatch(/^l[0-9a-z]+$/);
  });

  it('hand-picked: a line whose modifiers are broken is dropped, the others kept', () => {
    const broken = {
      ...valid,
      id: 'b',
      modifiers_group: [{ id: 1, name: 'g', modifiers: [{ id: 1, name: 'm', count: 1, pivot: {} }] }],
    };
    expect(parseStoredCart(JSON.stringify([broken, valid]))).toEqual([valid]);
  });
});

describe('storage wrapper', () => {
  it('writes v2 under cartProducts and reads it back', () => {
    const storage = createCartStorage(() => window.localStorage);
    window.localStorage.clear();
    expect(storage.saveLines([valid])).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(CART_KEY)!)).toEqual({ version: 2, lines: [valid] });
    expect(storage.loadLines()).toEqual([valid]);
  });

  it('GUID: stored under cartGuid; an invalid stored GUID is ignored', () => {
    const storage = createCartStorage(() => window.localStorage);
    const guid = newGuid();
    storage.saveGuid(guid);
    expect(window.localStorage.getItem(GUID_KEY)).toBe(guid);
    expect(storage.loadGuid()).toBe(guid);
    window.localStorage.setItem(GUID_KEY, '"><script>');
    expect(storage.loadGuid()).toBeNull();
    storage.clearGuid();
    expect(window.localStorage.getItem(GUID_KEY)).toBeNull();
  });

  it('a storage that throws everywhere: no throw, nothing persisted', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('nope');
      },
    } as unknown as Storage;
    const storage = createCartStorage(() => throwing);
    expect(storage.loadLines()).toEqual([]);
    expect(storage.saveLines([valid])).toBe(false);
    expect(storage.loadGuid()).toBeNull();
    expect(() => storage.clearGuid()).not.toThrow();
  });

  it('a storage getter that throws (sandboxed frame) is no storage', () => {
    const storage = createCartStorage(() => {
      throw new Error('SecurityError');
    });
    expect(storage.saveLines([valid])).toBe(false);
    expect(storage.loadLines()).toEqual([]);
  });
});

describe('GUID', () => {
  it.each([
    ['crypto.randomUUID', globalThis.crypto],
    ['getRandomValues only', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) }],
    ['no crypto', undefined],
    [
      'randomUUID throws',
      {
        randomUUID: () => {
          throw new Error('insecure context');
        },
      },
    ],
  ])('v4 UUID via %s', (_label, impl) => {
    const a = newGuid(impl as Partial<Crypto> | undefined);
    const b = newGuid(impl as Partial<Crypto> | undefined);
    expect(isGuid(a)).toBe(true);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});

describe('GUID key fuzz: every bad stored cartGuid is ignored; the cart makes a fresh one', () => {
  const random = rng(20261123);
  const good = '3f2a6c1e-9b7d-4e21-8c3a-5d6e7f809a1b';
  /** A valid GUID damaged in one way, or a value of another type. */
  function badGuid(): string {
    const at = Math.floor(random() * good.length);
    switch (Math.floor(random() * 9)) {
      case 0:
        return good.slice(0, at); // truncated
      case 1:
        return good + 'a'.repeat(1 + Math.floor(random() * 5000)); // too long
      case 2:
        return good.slice(0, at) + 'g' + good.slice(at + 1); // not hex
      case 3:
        return good.replace(/-/g, ''); // no dashes
      case 4:
        return JSON.stringify(good); // quoted
      case 5:
        return ` ${good}\n`; // padded
      case 6:
        return ['null', 'undefined', '{}', '[]', '0', 'true', '__proto__', 'constructor', ''][Math.floor(random() * 9)];
      case 7:
        return JSON.stringify({ guid: good, __proto__: { guid: good } });
      default:
        return `${good.slice(0, at)}"><img src=x onerror=alert(1)>${good.slice(at)}`;
    }
  }
  const values = Array.from({ length: 90 }, badGuid);

  it.each(values.map((v, i) => [i, v]))('bad GUID %d is ignored', (_i, value) => {
    const store = new Map<string, string>([[GUID_KEY, value]]);
    const storage = createCartStorage(
      () =>
        ({
          getItem: (k: string) => store.get(k) ?? null,
          setItem: (k: string, v: string) => void store.set(k, v),
          removeItem: (k: string) => void store.delete(k),
        }) as unknown as Storage,
    );
    expect(storage.loadGuid()).toBeNull();
    expect(storage.loadLines()).toEqual([]);
  });

  it('the good GUID itself is read (the fuzz damages a value that is otherwise accepted)', () => {
    expect(isGuid(good)).toBe(true);
  });
});
