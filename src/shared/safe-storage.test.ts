import {
  browserStorage,
  guardedStorage,
  readItem,
  readVersioned,
  removeItem,
  writeItem,
  writeVersioned,
  type VersionedKey,
} from './safe-storage';
import { throwingStorage } from '../test/storage';

const throwing = throwingStorage();

describe('safe storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads, writes and removes through a working storage', () => {
    const s = browserStorage();
    expect(writeItem(s, 'k', 'v')).toBe(true);
    expect(readItem(s, 'k')).toBe('v');
    expect(removeItem(s, 'k')).toBe(true);
    expect(readItem(s, 'k')).toBeNull();
    expect(browserStorage('session')).toBe(window.sessionStorage);
  });

  it('a storage that throws reads as empty and refuses writes without throwing', () => {
    expect(readItem(throwing, 'k')).toBeNull();
    expect(writeItem(throwing, 'k', 'v')).toBe(false);
    expect(removeItem(throwing, 'k')).toBe(false);
  });

  it('no storage at all (server render, blocked) is the same as empty', () => {
    expect(readItem(null, 'k')).toBeNull();
    expect(writeItem(undefined, 'k', 'v')).toBe(false);
    expect(removeItem(null, 'k')).toBe(false);
  });

  it('a window whose localStorage getter throws gives no storage', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(browserStorage()).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('guardedStorage', () => {
  const stored = throwingStorage();
  test.each([
    ['a storage', () => stored, stored],
    ['none (server rendering)', () => undefined, null],
    ['null', () => null, null],
    [
      'a getter that throws (a sandboxed frame)',
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
      null,
    ],
  ])('%s', (_, get, expected) => {
    expect(guardedStorage(get)()).toBe(expected);
  });
});

describe('versioned keys', () => {
  /** A list of names: v1 stored a bare array, v2 `{ version: 2, names }`; v3 is unknown here. */
  const names: VersionedKey<string[]> = {
    key: 'names',
    version: 2,
    encode: (value) => ({ names: value }),
    migrate: (raw, version) => {
      const list = version === null ? raw : version === 2 ? (raw as { names?: unknown }).names : null;
      return Array.isArray(list) && list.every((n) => typeof n === 'string') ? list : null;
    },
  };
  beforeEach(() => window.localStorage.clear());

  it('stores the value with the current version and reads it back', () => {
    const s = browserStorage();
    expect(writeVersioned(s, names, ['a', 'b'])).toBe(true);
    expect(JSON.parse(readItem(s, 'names') as string)).toEqual({ version: 2, names: ['a', 'b'] });
    expect(readVersioned(s, names)).toEqual(['a', 'b']);
  });

  it.each([
    ['an older unversioned value migrates', '["a"]', ['a']],
    ['an unknown newer version is dropped', '{"version":3,"names":["a"]}', null],
    ['a value of another shape is dropped', '{"version":2,"names":"a"}', null],
    ['corrupt JSON is dropped', '{"version":2,', null],
    ['a non-integer version reads as unversioned (and is dropped)', '{"version":"2","names":["a"]}', null],
  ])('%s', (_name, stored, expected) => {
    window.localStorage.setItem('names', stored);
    expect(readVersioned(browserStorage(), names)).toEqual(expected);
  });

  it('an empty value, a migrate that throws, a value too long and a throwing storage read as not set', () => {
    const s = browserStorage();
    window.localStorage.setItem('names', '');
    expect(readVersioned(s, names)).toBeNull();
    window.localStorage.setItem('names', '{"version":2,"names":["a"]}');
    const throwingMigrate: VersionedKey<string[]> = {
      ...names,
      migrate: () => {
        throw new Error('bug');
      },
    };
    expect(readVersioned(s, throwingMigrate)).toBeNull();
    expect(readVersioned(s, { ...names, maxChars: 5 })).toBeNull();
    expect(readVersioned(throwing, names)).toBeNull();
    expect(writeVersioned(throwing, names, ['a'])).toBe(false);
    expect(writeVersioned(null, names, ['a'])).toBe(false);
  });
});
