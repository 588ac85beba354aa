import { dayOffset, firstSlotOfNextOpening, generateSlots, groupByDay, slotProblem } from './time-slots';
import type { WorkingHours } from '../working-hours';
import { kyivDate, kyivTime } from '../../shared/kyiv-time';

const day: WorkingHours = { time_start: '10:00', time_end: '22:00' };
const night: WorkingHours = { time_start: '18:00', time_end: '02:00' };
const always: WorkingHours = { time_start: '00:00', time_end: '23:59' };
const d = (iso: string) => new Date(iso);
const kyiv = (at: Date | null) => (at ? `${kyivDate(at)} ${kyivTime(at)}` : null);

describe('generateSlots: half-hour grid, 30 min ahead, 7 days, inside hours', () => {
  // [now, hours, count, first (Kyiv), last (Kyiv)]
  const table: [string, WorkingHours, number, string, string][] = [
    // 12:00 Kyiv: today 12:30..21:30 (19), six full days (6 x 24), day 7 10:00..12:00 (5).
    ['2026-11-18T10:00:00Z', day, 168, '2026-11-18 12:30', '2026-11-25 12:00'],
    // 12:05: 12:35 is off the grid, so 13:00.
    ['2026-11-18T10:05:00Z', day, 167, '2026-11-18 13:00', '2026-11-25 12:00'],
    // 21:40: nothing left today, tomorrow from the opening.
    ['2026-11-18T19:40:00Z', day, 168, '2026-11-19 10:00', '2026-11-25 21:30'],
    // 23:00 (closed): the first slot is the next opening.
    ['2026-11-18T21:00:00Z', day, 168, '2026-11-19 10:00', '2026-11-25 21:30'],
    // Summer time (UTC+3).
    ['2026-07-01T09:00:00Z', day, 168, '2026-07-01 12:30', '2026-07-08 12:00'],
    // Past midnight: 18:00..01:30.
    ['2026-11-18T10:00:00Z', night, 112, '2026-11-18 18:00', '2026-11-25 01:30'],
    // Around the clock (the e2e setting 00:00-23:59): 48 a day.
    ['2026-11-18T10:00:00Z', always, 48 * 7, '2026-11-18 12:30', '2026-11-25 12:00'],
  ];
  test.each(table)('now %s %o -> %i slots, %s .. %s', (now, hours, count, first, last) => {
    const slots = generateSlots(d(now), hours);
    expect(slots).toHaveLength(count);
    expect(kyiv(slots[0])).toBe(first);
    expect(kyiv(slots[slots.length - 1])).toBe(last);
    // Every slot is one the API accepts.
    for (const s of slots) expect(slotProblem(s.toISOString(), d(now), hours)).toBeNull();
  });

  it('keeps 24 day slots on the day clocks go back (2026-10-25)', () => {
    const slots = generateSlots(d('2026-10-24T09:00:00Z'), day).filter((s) => kyivDate(s) === '2026-10-25');
    expect(slots).toHaveLength(24);
    expect([kyivTime(slots[0]), kyivTime(slots[23])]).toEqual(['10:00', '21:30']);
  });
});

describe('slotProblem: a chosen time that is no longer valid is refused', () => {
  const now = '2026-11-18T10:00:00Z'; // 12:00 Kyiv
  test.each<[string, string | null]>([
    ['2026-11-18T11:00:00Z', null],
    ['2026-11-18T10:30:00Z', null], // exactly 30 min ahead
    ['2026-11-18T10:29:00Z', 'checkout_time_invalid'], // less than 30 min ahead (went stale)
    ['2026-11-18T09:00:00Z', 'checkout_time_invalid'], // past
    ['2026-11-25T10:00:00Z', null], // exactly 7 days
    ['2026-11-25T10:01:00Z', 'checkout_time_invalid'],
    ['2026-11-18T20:00:00Z', 'checkout_time_invalid'], // 22:00: outside hours
    ['2026-11-19T06:00:00Z', 'checkout_time_invalid'], // 08:00 tomorrow
    ['tomorrow', 'checkout_time_invalid'],
    ['2026-13-45T99:00:00Z', 'checkout_time_invalid'],
  ])('%s -> %p', (iso, problem) => expect(slotProblem(iso, d(now), day)).toBe(problem));
});

describe('the slot to offer when ASAP is impossible (the next opening: opening-hours.test.ts)', () => {
  test.each<[string, WorkingHours, string | null]>([
    ['2026-11-18T21:00:00Z', day, '2026-11-19 10:00'], // 23:00
    ['2026-11-18T05:10:00Z', day, '2026-11-18 10:00'], // 07:10
    ['2026-11-18T07:45:00Z', day, '2026-11-18 10:30'], // 09:45: 10:00 is < 30 min ahead
    ['2026-11-18T10:00:00Z', night, '2026-11-18 18:00'],
  ])('now %s %o -> offer %s', (now, hours, offer) => {
    expect(kyiv(firstSlotOfNextOpening(d(now), hours))).toBe(offer);
  });

  it("uses the API's next_opening when given", () => {
    expect(kyiv(firstSlotOfNextOpening(d('2026-11-18T10:00:00Z'), day, d('2026-11-19T12:00:00Z')))).toBe('2026-11-19 14:00');
  });
  it('offers nothing when the opening is beyond the slots', () => {
    expect(firstSlotOfNextOpening(d('2026-11-18T10:00:00Z'), day, d('2026-12-30T12:00:00Z'))).toBeNull();
  });
});

describe('days', () => {
  it('groups slots by Kyiv day (22:00 Kyiv: three slots left today)', () => {
    const days = groupByDay(generateSlots(d('2026-11-18T20:00:00Z'), always));
    expect(days.map((x) => x.date).slice(0, 3)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(days[0].slots.map(kyivTime)).toEqual(['22:30', '23:00', '23:30']);
    expect(days[1].slots).toHaveLength(48);
  });
  test.each([
    ['2026-11-18', 0],
    ['2026-11-19', 1],
    ['2026-11-25', 7],
  ])('day offset of %s from 2026-11-18 22:30 Kyiv -> %i', (date, offset) =>
    expect(dayOffset(d('2026-11-18T20:30:00Z'), date)).toBe(offset),
  );
});
