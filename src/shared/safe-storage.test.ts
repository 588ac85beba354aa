import { browserStorage, readItem, removeItem, writeItem } from './safe-storage';
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
