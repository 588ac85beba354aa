import { hoursAt, isHhMm, isOpenAt, nextOpening, type WorkingHours } from './opening-hours';
import { kyivDate, kyivTime } from '../../shared/kyiv-time';

const day: WorkingHours = { time_start: '10:00', time_end: '22:00' };
const night: WorkingHours = { time_start: '18:00', time_end: '02:00' };
const always: WorkingHours = { time_start: '00:00', time_end: '23:59' };
const aroundTheClock: WorkingHours = { time_start: '00:00', time_end: '00:00' };
const d = (iso: string) => new Date(iso);
const kyiv = (at: Date | null) => (at ? `${kyivDate(at)} ${kyivTime(at)}` : null);

describe('isOpenAt (Kyiv time, [start, end))', () => {
  test.each<[string, WorkingHours, boolean]>([
    ['2026-11-18T08:00:00Z', day, true], // 10:00 winter (UTC+2)
    ['2026-11-18T07:59:00Z', day, false],
    ['2026-11-18T19:59:00Z', day, true],
    ['2026-11-18T20:00:00Z', day, false], // 22:00: closed
    ['2026-07-01T07:00:00Z', day, true], // 10:00 summer (UTC+3)
    ['2026-07-01T06:59:00Z', day, false],
    ['2026-11-18T23:30:00Z', night, true], // 01:30 next day
    ['2026-11-19T00:00:00Z', night, false], // 02:00
    ['2026-11-18T10:00:00Z', night, false], // 12:00
    ['2026-11-18T21:59:00Z', always, false], // 23:59: '23:59' ends the day a minute early
    ['2026-11-18T21:59:00Z', aroundTheClock, true], // an end equal to the start: never closed
    ['2026-11-18T22:00:00Z', aroundTheClock, true], // 00:00
  ])('%s %o -> %p', (at, hours, open) => expect(isOpenAt(d(at), hours)).toBe(open));
});

describe('nextOpening (the next whole minute the kitchen opens, Kyiv time)', () => {
  test.each<[string, WorkingHours, string | null]>([
    ['2026-11-18T21:00:00Z', day, '2026-11-19 10:00'], // 23:00
    ['2026-11-18T05:10:00Z', day, '2026-11-18 10:00'], // 07:10
    ['2026-11-18T07:45:00Z', day, '2026-11-18 10:00'], // 09:45
    ['2026-11-18T10:00:00Z', night, '2026-11-18 18:00'], // 12:00
    ['2026-11-18T12:00:00Z', aroundTheClock, null], // never closes, so never opens
  ])('now %s %o -> opens %s', (now, hours, opens) => expect(kyiv(nextOpening(d(now), hours))).toBe(opens));
});

describe('isHhMm', () => {
  test.each<[unknown, boolean]>([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:00', false],
    ['10:60', false],
    [null, false],
    [1000, false],
  ])('%p -> %p', (v, ok) => expect(isHhMm(v)).toBe(ok));
});

describe("a day override (today's hours set at the desk) holds on its Kyiv day only", () => {
  const standing = { time_start: '10:00', time_end: '22:00' };
  const shortDay = { date: '2026-11-18', closed: false, time_start: '12:00', time_end: '16:00' };
  const closedDay = { date: '2026-11-18', closed: true, time_start: null, time_end: null };
  const short = { time_start: '12:00', time_end: '16:00' };
  // Kyiv = UTC+2 in November.
  test.each<[string, WorkingHours['override'], string, ReturnType<typeof hoursAt>, boolean]>([
    ['none, 11:00', null, '2026-11-18T09:00:00Z', standing, true],
    ['short day, 11:00: not yet', shortDay, '2026-11-18T09:00:00Z', short, false],
    ['short day, 12:00', shortDay, '2026-11-18T10:00:00Z', short, true],
    ['short day, 16:00: closed early', shortDay, '2026-11-18T14:00:00Z', short, false],
    ['short day, 00:00 Kyiv is already its day', shortDay, '2026-11-17T22:00:00Z', short, false],
    ['the day before, 21:00', shortDay, '2026-11-17T19:00:00Z', standing, true],
    ['lapsed the next day, 11:00', shortDay, '2026-11-19T09:00:00Z', standing, true],
    ['closed all day, 12:00', closedDay, '2026-11-18T10:00:00Z', null, false],
    ['closed all day, 23:59', closedDay, '2026-11-18T21:59:00Z', null, false],
    ['closed day lapsed, next day 10:00', closedDay, '2026-11-19T08:00:00Z', standing, true],
  ])('%s', (_label, override, iso, hours, open) => {
    const at = new Date(iso);
    expect(hoursAt(at, { ...standing, override })).toEqual(hours);
    expect(isOpenAt(at, { ...standing, override })).toBe(open);
  });

  test('the next opening skips a closed day', () => {
    // 23:00 Kyiv on the 17th; the 18th closed: the 19th at 10:00 Kyiv.
    expect(nextOpening(new Date('2026-11-17T21:00:00Z'), { ...standing, override: closedDay })?.toISOString()).toBe(
      '2026-11-19T08:00:00.000Z',
    );
  });
});
