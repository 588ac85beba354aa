import { createTokenStorage, migrateToken, TOKEN_KEY } from './token-storage';
import { throwingStorage } from '../../test/storage';

const TOKEN = 'a'.repeat(64);

describe('token storage (through the shared safe storage)', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['the bare token (current form)', TOKEN, TOKEN],
    ['the older JSON-encoded form migrates', JSON.stringify(TOKEN), TOKEN],
    ['corrupt JSON is dropped', `"${TOKEN}`, null],
    ['too short is not ours', 'abc', null],
    ['spaces are not ours', `${TOKEN} x`, null],
  ])('%s', (_name, stored, expected) => {
    expect(migrateToken(stored)).toBe(expected);
  });

  it('a dropped value is removed; a good one stays as the bare token', () => {
    const storage = createTokenStorage(() => window.localStorage);
    window.localStorage.setItem(TOKEN_KEY, 'not a token');
    expect(storage.read()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    storage.write(TOKEN);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
    expect(storage.read()).toBe(TOKEN);
    storage.clear();
    expect(storage.read()).toBeNull();
  });

  it('a storage that throws (or a getter that throws) never throws: no token, writes ignored', () => {
    for (const storage of [
      createTokenStorage(() => throwingStorage()),
      createTokenStorage(() => {
        throw new Error('SecurityError');
      }),
    ]) {
      expect(storage.read()).toBeNull();
      expect(() => storage.write(TOKEN)).not.toThrow();
      expect(() => storage.clear()).not.toThrow();
    }
  });
});
