import { SHOP_STATE_ATTRIBUTE, SHOP_STATUS_KEY, STORED_STATUS_FALLBACK_MS, storedStatusText } from './shop-status';
import { prepaintState, shopStatePrepaintScript } from './shop-status-prepaint';

// 2026-01-15 (winter, Kyiv UTC+2): 01:30 UTC is 03:30 in Kyiv, 10:00 UTC is 12:00.
const NIGHT = Date.UTC(2026, 0, 15, 1, 30);
const NOON = Date.UTC(2026, 0, 15, 10, 0);
const DAY = { time_start: '10:00', time_end: '22:00' };
/** Opening at 03:30 Kyiv: between the two readings of the night the clocks change. */
const EARLY = { time_start: '03:30', time_end: '22:00' };
const stored = (open: boolean, paused: boolean, at: number) =>
  storedStatusText({ open, paused, time_start: '10:00', time_end: '22:00' }, at);

const cases: [name: string, built: typeof DAY | null, storedText: string | null, now: number, state: string][] = [
  ['open by the built hours at noon', DAY, null, NOON, 'open'],
  ['closed by the built hours at night', DAY, null, NIGHT, 'closed'],
  ['around the clock', { time_start: '00:00', time_end: '00:00' }, null, NIGHT, 'open'],
  ['past midnight hours, at night', { time_start: '18:00', time_end: '04:00' }, null, NIGHT, 'open'],
  ['no built hours', null, null, NIGHT, 'open'],
  ['a fresh stored pause wins over the hours', DAY, stored(false, true, NOON - 60_000), NOON, 'paused'],
  ['a fresh stored closed answer wins (hours changed after the build)', DAY, stored(false, false, NOON - 60_000), NOON, 'closed'],
  ['a fresh stored open answer wins', DAY, stored(true, false, NIGHT - 1000), NIGHT, 'open'],
  ['a stale stored answer is ignored', DAY, stored(false, true, NOON - 11 * 60_000), NOON, 'open'],
  ['a stored answer from the future is ignored', DAY, stored(false, true, NOON + 60_000), NOON, 'open'],
  ['a corrupt stored value is ignored', DAY, '{not json', NIGHT, 'closed'],
  ['a stored value of the wrong shape is ignored', DAY, '{"open":"yes","at":1}', NOON, 'open'],
  // Summer time (UTC+3): 2026-07-01 06:30 UTC is 09:30 in Kyiv, 07:00 UTC is 10:00.
  ['summer, before opening', DAY, null, Date.UTC(2026, 6, 1, 6, 30), 'closed'],
  ['summer, at opening', DAY, null, Date.UTC(2026, 6, 1, 7, 0), 'open'],
  ['summer, after closing', DAY, null, Date.UTC(2026, 6, 1, 19, 0), 'closed'],
  // The changes, 2026-03-29 and 2026-10-25 at 01:00 UTC, and the year's first and last minutes.
  [
    'a minute before summer time (02:59 Kyiv)',
    { time_start: '03:00', time_end: '22:00' },
    null,
    Date.UTC(2026, 2, 29, 0, 59),
    'closed',
  ],
  ['summer time begun (04:00 Kyiv)', EARLY, null, Date.UTC(2026, 2, 29, 1, 0), 'open'],
  ['a minute before winter time (03:59 Kyiv)', EARLY, null, Date.UTC(2026, 9, 25, 0, 59), 'open'],
  ['winter time again (03:00 Kyiv)', EARLY, null, Date.UTC(2026, 9, 25, 1, 0), 'closed'],
  [
    'new year in Kyiv (00:30, 31 Dec 22:30 UTC)',
    { time_start: '00:00', time_end: '01:00' },
    null,
    Date.UTC(2026, 11, 31, 22, 30),
    'open',
  ],
  ['2027: the rule is not tied to one year', DAY, null, Date.UTC(2027, 2, 28, 6, 30), 'closed'],
  ['2027: summer time from its last Sunday of March', DAY, null, Date.UTC(2027, 2, 28, 7, 0), 'open'],
];

/** Runs `test` with `observer` as the window's PerformanceObserver, then puts the real one back. */
function withPaintObserver(observer: unknown, test: () => void) {
  const real = window.PerformanceObserver;
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: observer });
  try {
    test();
  } finally {
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: real });
  }
}

describe('prepaintState and the pre-paint script agree', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(SHOP_STATE_ATTRIBUTE);
    jest.useRealTimers();
  });

  it.each(cases)('%s', (_name, built, storedText, now, state) => {
    expect(prepaintState(built, storedText, now)).toBe(state);
    jest.useFakeTimers({ now });
    if (storedText !== null) localStorage.setItem(SHOP_STATUS_KEY, storedText);
    new Function(shopStatePrepaintScript(built))();
    // Before the first paint: the built hours alone.
    expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe(prepaintState(built, null, now));
    // After it (jsdom reports no paint: the script's fallback task), the stored answer too.
    jest.runOnlyPendingTimers();
    expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe(state);
  });

  it('opens no storage before the first paint: the stored answer is read in a task after it', () => {
    jest.useFakeTimers({ now: NOON });
    localStorage.setItem(SHOP_STATUS_KEY, stored(false, true, NOON - 60_000));
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    try {
      new Function(shopStatePrepaintScript(DAY))();
      expect(getItem).not.toHaveBeenCalled();
      expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('open');
      jest.runOnlyPendingTimers();
      expect(getItem).toHaveBeenCalledWith(SHOP_STATUS_KEY);
      expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('paused');
    } finally {
      getItem.mockRestore();
    }
  });

  it('waits for the first contentful paint where the browser reports paints', () => {
    jest.useFakeTimers({ now: NOON });
    localStorage.setItem(SHOP_STATUS_KEY, stored(false, true, NOON - 60_000));
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
    const observe = jest.fn();
    const disconnect = jest.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = observe;
      disconnect = disconnect;
    }
    withPaintObserver(FakeObserver, () => {
      new Function(shopStatePrepaintScript(DAY))();
      expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
      jest.advanceTimersByTime(100);
      expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('open');
      report!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
      jest.advanceTimersByTime(100);
      expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('open');
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(disconnect).toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('paused');
      // Read once: the fallback finds it done (a later live answer is not overwritten).
      document.documentElement.setAttribute(SHOP_STATE_ATTRIBUTE, 'open');
      jest.advanceTimersByTime(STORED_STATUS_FALLBACK_MS);
      expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('open');
    });
  });

  it('a page that paints nothing yet (a background tab) reads the stored answer after the fallback time', () => {
    jest.useFakeTimers({ now: NOON });
    localStorage.setItem(SHOP_STATUS_KEY, stored(false, true, NOON - 60_000));
    const disconnect = jest.fn();
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect = disconnect;
    }
    withPaintObserver(SilentObserver, () => {
      new Function(shopStatePrepaintScript(DAY))();
      jest.advanceTimersByTime(STORED_STATUS_FALLBACK_MS - 1);
      expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('open');
      jest.advanceTimersByTime(1);
      expect(disconnect).toHaveBeenCalled();
      expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('paused');
    });
  });

  it('a state set anew before the stored answer is read (a live check) is kept', () => {
    jest.useFakeTimers({ now: NOON });
    localStorage.setItem(SHOP_STATUS_KEY, stored(false, true, NOON - 60_000));
    new Function(shopStatePrepaintScript(DAY))();
    document.documentElement.setAttribute(SHOP_STATE_ATTRIBUTE, 'closed');
    jest.runOnlyPendingTimers();
    expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('closed');
  });

  it('reads the Kyiv clock without Intl (its time-zone data costs the first paint)', () => {
    expect(shopStatePrepaintScript(DAY)).not.toContain('Intl');
  });

  it('writes only well-formed hours into the script', () => {
    expect(shopStatePrepaintScript({ time_start: '</script>', time_end: '22:00' })).toContain('h=null');
  });
});
