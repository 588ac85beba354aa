import { formatDay, formatShortDay, formatTime } from './format';

describe('profile dates (Kyiv clock, page language)', () => {
  it.each([
    ['2025-06-15T21:30:00Z', 'uk', '16 червня 2025 р.', '16.06.2025', '00:30'],
    ['2025-06-15T08:05:00Z', 'ru', '15 июня 2025 г.', '15.06.2025', '11:05'],
    ['2025-01-15T08:05:00Z', 'uk', '15 січня 2025 р.', '15.01.2025', '10:05'], // winter: UTC+2
  ] as const)('%s in %s', (iso, lang, day, short, time) => {
    expect(formatDay(iso, lang)).toBe(day);
    expect(formatShortDay(iso, lang)).toBe(short);
    expect(formatTime(iso, lang)).toBe(time);
  });

  it('shows an unreadable date as given, never "Invalid Date"', () => {
    expect(formatDay('soon', 'uk')).toBe('soon');
    expect(formatShortDay('', 'ru')).toBe('');
    expect(formatTime('soon', 'uk')).toBe('');
  });
});
