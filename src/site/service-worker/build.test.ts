import { KILL_SWITCH_WORKER, workerDisabled } from './build';
import { CACHE_PREFIX } from './strategy';

describe('the kill switch', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['on', false],
    ['off', true],
    ['OFF', true],
    ['false', true],
    ['0', true],
    ['no', true],
  ])('GATSBY_SERVICE_WORKER=%s switches the worker off: %s', (value, off) => {
    expect(workerDisabled({ GATSBY_SERVICE_WORKER: value })).toBe(off);
  });

  it('is a worker that deletes our caches, unregisters itself and reloads open tabs, and answers no request', () => {
    expect(KILL_SWITCH_WORKER).toContain(JSON.stringify(CACHE_PREFIX));
    expect(KILL_SWITCH_WORKER).toContain('self.registration.unregister()');
    expect(KILL_SWITCH_WORKER).toContain('w.navigate(w.url)');
    expect(KILL_SWITCH_WORKER).not.toContain("'fetch'");
    expect(() => new Function(KILL_SWITCH_WORKER)).not.toThrow();
  });
});
