import { kyivDate, kyivFormat, kyivMinutes, kyivTime, kyivWallClock } from './kyiv-time';

describe('Kyiv time', () => {
  it.each([
    // [instant, Kyiv date, Kyiv time]: summer (UTC+3), winter (UTC+2), across midnight
    ['2026-06-15T11:05:00.000Z', '2026-06-15', '14:05'],
    ['2026-01-15T22:30:00.000Z', '2026-01-16', '00:30'],
    ['2025-06-15T21:30:00.000Z', '2025-06-16', '00:30'],
    ['2025-06-15T20:30:00.000Z', '2025-06-15', '23:30'],
    // the spring change (03:00 Kyiv summer time from 2026-03-29 01:00 UTC)
    ['2026-03-29T00:59:00.000Z', '2026-03-29', '02:59'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29', '04:00'],
  ])('%s is %s %s in Kyiv', (iso, date, time) => {
    const at = new Date(iso);
    expect(kyivDate(at)).toBe(date);
    expect(kyivTime(at)).toBe(time);
    const [h, m] = time.split(':').map(Number);
    expect(kyivMinutes(at)).toBe(h * 60 + m);
  });

  it('the wall clock carries the Kyiv fields in local fields', () => {
    const wall = kyivWallClock(new Date('2026-01-15T22:30:00.000Z'));
    expect([wall.getFullYear(), wall.getMonth() + 1, wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([
      2026, 1, 16, 0, 30,
    ]);
  });

  it('formats in the page language on the Kyiv clock, one formatter per options', () => {
    const f = kyivFormat('uk', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(f.format(new Date('2026-06-15T11:05:00.000Z'))).toBe('14:05');
    expect(kyivFormat('uk', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe(f);
  });
});
