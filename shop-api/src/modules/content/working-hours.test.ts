import { getWorkingHours, hoursAt, isOpenAt, isWorkingTime, kyivMinutes, setDayOverride } from './queries';
import { seededDb } from './test-content';

describe('working hours (10:00-22:00 Europe/Kyiv)', () => {
  const db = seededDb();
  afterAll(() => db.close());

  test('getWorkingHours', () =>
    expect(getWorkingHours(db, new Date())).toEqual({ time_start: '10:00', time_end: '22:00', override: null }));

  const standing = { time_start: '10:00', time_end: '22:00' };
  const shortDay = { date: '2026-11-18', closed: false, time_start: '12:00', time_end: '16:00' };
  const closedDay = { date: '2026-11-18', closed: true, time_start: null, time_end: null };
  test.each([
    // Kyiv = UTC+2 in November; the override is for Wednesday 2026-11-18.
    ['no override, 11:00', null, '2026-11-18T09:00:00Z', standing, true],
    ['short day, 11:00: not yet', shortDay, '2026-11-18T09:00:00Z', { time_start: '12:00', time_end: '16:00' }, false],
    ['short day, 12:00: open', shortDay, '2026-11-18T10:00:00Z', { time_start: '12:00', time_end: '16:00' }, true],
    ['short day, 16:00: closed early', shortDay, '2026-11-18T14:00:00Z', { time_start: '12:00', time_end: '16:00' }, false],
    [
      'short day, 00:00 Kyiv is already its day',
      shortDay,
      '2026-11-17T22:00:00Z',
      { time_start: '12:00', time_end: '16:00' },
      false,
    ],
    ['short day lapsed: the next day, 11:00', shortDay, '2026-11-19T09:00:00Z', standing, true],
    ['short day, the day before at 21:00', shortDay, '2026-11-17T19:00:00Z', standing, true],
    ['closed all day, 12:00', closedDay, '2026-11-18T10:00:00Z', null, false],
    ['closed all day, 23:59 Kyiv', closedDay, '2026-11-18T21:59:00Z', null, false],
    ['closed day lapsed: next day 10:00', closedDay, '2026-11-19T08:00:00Z', standing, true],
    [
      'a late day (until 23:30), 22:30',
      { ...shortDay, time_start: '10:00', time_end: '23:30' },
      '2026-11-18T20:30:00Z',
      { time_start: '10:00', time_end: '23:30' },
      true,
    ],
  ])('day override: %s', (_label, override, iso, hours, open) => {
    const at = new Date(iso);
    expect(hoursAt(at, { ...standing, override })).toEqual(hours);
    expect(isOpenAt(at, { ...standing, override })).toBe(open);
  });

  test('a stored override is read until its Kyiv day is over, then lapses', () => {
    const db2 = seededDb();
    setDayOverride(db2, closedDay);
    expect(getWorkingHours(db2, new Date('2026-11-18T21:59:00Z')).override).toEqual(closedDay);
    expect(isWorkingTime(db2, new Date('2026-11-18T10:00:00Z'))).toBe(false);
    expect(getWorkingHours(db2, new Date('2026-11-18T22:00:00Z')).override).toBeNull();
    expect(isWorkingTime(db2, new Date('2026-11-19T10:00:00Z'))).toBe(true);
    setDayOverride(db2, null);
    expect(getWorkingHours(db2, new Date('2026-11-18T10:00:00Z')).override).toBeNull();
    db2.close();
  });

  test.each([
    // winter: Kyiv = UTC+2
    ['2026-11-18T07:59:59Z', '09:59 before open', false],
    ['2026-11-18T08:00:00Z', '10:00 at open', true],
    ['2026-11-18T10:00:00Z', '12:00 midday', true],
    ['2026-11-18T19:59:00Z', '21:59 just before close', true],
    ['2026-11-18T20:00:00Z', '22:00 at close', false],
    ['2026-11-18T22:30:00Z', '00:30 after midnight', false],
    // summer: Kyiv = UTC+3
    ['2026-07-01T07:00:00Z', '10:00 at open (summer time)', true],
    ['2026-07-01T19:00:00Z', '22:00 at close (summer time)', false],
    // DST starts 2026-03-29 at 03:00 local
    ['2026-03-28T07:30:00Z', '09:30 the day before the switch', false],
    ['2026-03-29T07:00:00Z', '10:00 on the switch day (UTC+3)', true],
    ['2026-03-29T06:59:00Z', '09:59 on the switch day', false],
    // DST ends 2026-10-25 at 04:00 local
    ['2026-10-24T19:00:00Z', '22:00 the day before (UTC+3)', false],
    ['2026-10-25T19:00:00Z', '21:00 on the switch day (UTC+2)', true],
    ['2026-10-25T20:00:00Z', '22:00 on the switch day (UTC+2)', false],
  ])('%s (%s) -> %s', (iso, _label, open) => expect(isWorkingTime(db, new Date(iso))).toBe(open));

  test.each([
    ['2026-11-18T10:00:00Z', 12 * 60],
    ['2026-11-18T22:00:00Z', 0],
    ['2026-07-01T20:59:00Z', 23 * 60 + 59],
  ])('kyivMinutes(%s) = %d', (iso, minutes) => expect(kyivMinutes(new Date(iso))).toBe(minutes));

  test('hours past midnight and the pause switch', () => {
    const db2 = seededDb();
    db2.prepare("UPDATE settings SET value = '02:00' WHERE key = 'time_end'").run();
    expect(isWorkingTime(db2, new Date('2026-11-18T22:30:00Z'))).toBe(true); // 00:30
    expect(isWorkingTime(db2, new Date('2026-11-19T00:00:00Z'))).toBe(false); // 02:00
    expect(isWorkingTime(db2, new Date('2026-11-18T07:00:00Z'))).toBe(false); // 09:00
    db2.prepare("UPDATE settings SET value = '1' WHERE key = 'kitchen_paused'").run();
    expect(isWorkingTime(db2, new Date('2026-11-18T10:00:00Z'))).toBe(false);
    db2.close();
  });

  test('an end equal to the start: around the clock, midnight included; the pause still closes it', () => {
    const db2 = seededDb();
    db2.prepare("UPDATE settings SET value = '00:00' WHERE key IN ('time_start', 'time_end')").run();
    for (const iso of ['2026-11-18T21:59:00Z', '2026-11-18T22:00:00Z', '2026-11-19T08:00:00Z']) {
      expect(isWorkingTime(db2, new Date(iso))).toBe(true); // 23:59, 00:00, 10:00 Kyiv
    }
    db2.prepare("UPDATE settings SET value = '1' WHERE key = 'kitchen_paused'").run();
    expect(isWorkingTime(db2, new Date('2026-11-18T22:00:00Z'))).toBe(false);
    db2.close();
  });
});
