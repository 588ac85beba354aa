import { prepaintState, SHOP_STATE_ATTRIBUTE, SHOP_STATUS_KEY, shopStatePrepaintScript, storedStatusText } from './shop-status';

// 2026-01-15 (winter, Kyiv UTC+2): 01:30 UTC is 03:30 in Kyiv, 10:00 UTC is 12:00.
const NIGHT = Date.UTC(2026, 0, 15, 1, 30);
const NOON = Date.UTC(2026, 0, 15, 10, 0);
const DAY = { time_start: '10:00', time_end: '22:00' };
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
    expect(document.documentElement.getAttribute(SHOP_STATE_ATTRIBUTE)).toBe(state);
  });

  it('writes only well-formed hours into the script', () => {
    expect(shopStatePrepaintScript({ time_start: '</script>', time_end: '22:00' })).toContain('h=null');
  });
});
