import { ageOn, birthdayProblem, isBirthdayToday, isRealDate } from './birthday-rules';

const today = '2026-11-18';

describe('birthdayProblem (real past date, age 10-120)', () => {
  test.each([
    ['1990-05-01', null],
    ['2016-11-18', null], // exactly 10 today
    ['2016-11-19', 'validation_birthday'], // 10 tomorrow: 9 now
    ['1906-11-18', null], // exactly 120
    ['1905-11-18', 'validation_birthday'], // 121
    ['2026-11-18', 'validation_birthday'], // today
    ['2030-01-01', 'validation_birthday'], // future
    ['1990-02-30', 'validation_birthday'], // not a real date
    ['1990-13-01', 'validation_birthday'],
    ['1990-1-1', 'validation_birthday'],
    ['01.05.1990', 'validation_birthday'],
    ['', 'validation_birthday'],
    [null, 'validation_birthday'],
    ['1992-02-29', null],
    ['1991-02-29', 'validation_birthday'],
  ])('%j -> %p', (value, expected) => {
    expect(birthdayProblem(value, today)).toBe(expected);
  });
});

describe('ageOn / isRealDate', () => {
  test.each([
    ['1990-11-18', 36],
    ['1990-11-19', 35],
    ['1990-12-01', 35],
    ['1990-01-01', 36],
  ])('%s -> %i', (b, age) => expect(ageOn(b, today)).toBe(age));
  test.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-04-31', false],
    ['2026-04-30', true],
  ])('%s real: %p', (d, ok) => expect(isRealDate(d)).toBe(ok));
});

describe('isBirthdayToday', () => {
  test.each([
    ['1990-11-18', '2026-11-18', true],
    ['1990-11-17', '2026-11-18', false],
    [null, '2026-11-18', false],
    ['1992-02-29', '2026-02-28', true], // non-leap year: celebrated on 28 February
    ['1992-02-29', '2028-02-28', false], // leap year: wait for the 29th
    ['1992-02-29', '2028-02-29', true],
  ] as const)('%p on %s -> %p', (b, day, expected) => {
    expect(isBirthdayToday(b, day)).toBe(expected);
  });
});
