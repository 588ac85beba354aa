import { SHOP_STATE_ATTRIBUTE, SHOP_STATUS_KEY, storedStatusText } from './shop-status';
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
    // Decided at once, before the first paint: no task, no timer.
    expect(jest.getTimerCount()).toBe(0);
    expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe(state);
  });

  it('keeps the built hours when the storage cannot be read (blocked storage throws)', () => {
    jest.useFakeTimers({ now: NIGHT });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      new Function(shopStatePrepaintScript(DAY))();
      expect(getItem).toHaveBeenCalledWith(SHOP_STATUS_KEY);
      expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe('closed');
    } finally {
      getItem.mockRestore();
    }
  });

  it('writes only well-formed hours into the script', () => {
    expect(shopStatePrepaintScript({ time_start: '</script>', time_end: '22:00' })).toContain('h=null');
  });
});
