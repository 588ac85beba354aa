import { kyivDay } from './kyiv';

describe('kyivDay', () => {
  test.each([
    ['2026-11-18T10:00:00Z', '2026-11-18'],
    ['2026-11-18T21:59:59Z', '2026-11-18'], // 23:59:59 in winter (UTC+2)
    ['2026-11-18T22:00:00Z', '2026-11-19'], // midnight in Kyiv
    ['2026-07-01T20:59:59Z', '2026-07-01'], // summer (UTC+3)
    ['2026-07-01T21:00:00Z', '2026-07-02'],
  ])('%s -> %s', (iso, day) => {
    expect(kyivDay(new Date(iso))).toBe(day);
  });
});
