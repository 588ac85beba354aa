import { birthdayProblem as apiBirthdayProblem } from '../../../shop-api/src/modules/profile/birthday-rules';
import { ageOn, birthdayBounds, birthdayProblem, birthdayState, isRealDate } from './birthday';
import { kyivDate } from '../../shared/kyiv-time';

describe('birthday rules (the shop API birthday-rules, spec section 5 "corrected if wrong")', () => {
  const today = '2025-06-15';

  it.each([
    ['', null],
    ['   ', null],
    ['1985-03-14', null],
    ['2015-06-15', null], // exactly 10 today
    ['2015-06-16', 'pf_birthday_age'], // 10 only tomorrow
    ['1905-06-15', null], // exactly 120 today
    ['1904-06-16', null], // 120, 121 tomorrow
    ['1904-06-15', 'pf_birthday_age'], // 121 today
    ['2025-06-15', 'pf_birthday_invalid'], // today
    ['2030-01-01', 'pf_birthday_invalid'], // future
    ['1990-02-30', 'pf_birthday_invalid'], // not a date
    ['1990-2-3', 'pf_birthday_invalid'], // wrong form
    ['14.03.1985', 'pf_birthday_invalid'],
    ['abc', 'pf_birthday_invalid'],
  ])('on 2025-06-15: %s -> %s', (value, expected) => {
    expect(birthdayProblem(value, today)).toBe(expected);
  });

  it.each([
    ['1985-03-14', '2025-03-13', 39],
    ['1985-03-14', '2025-03-14', 40],
    ['2000-02-29', '2025-02-28', 24],
    ['2000-02-29', '2025-03-01', 25],
  ])('age of %s on %s is %i', (birthday, on, age) => {
    expect(ageOn(birthday, on)).toBe(age);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-04-31', false],
  ])('isRealDate(%s) = %s', (v, ok) => expect(isRealDate(v)).toBe(ok));

  it.each([
    ['2025-06-15', { min: '1904-06-16', max: '2015-06-15' }],
    ['2024-02-29', { min: '1903-03-01', max: '2014-02-28' }],
    ['2025-01-01', { min: '1904-01-02', max: '2015-01-01' }],
  ])('the date input on %s allows %o, and both ends pass the rules', (day, bounds) => {
    expect(birthdayBounds(day)).toEqual(bounds);
    expect(birthdayProblem(bounds.min, day)).toBeNull();
    expect(birthdayProblem(bounds.max, day)).toBeNull();
    // One day outside either end fails.
    const before = new Date(`${bounds.min}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    expect(birthdayProblem(before.toISOString().slice(0, 10), day)).toBe('pf_birthday_age');
    const after = new Date(`${bounds.max}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    expect(birthdayProblem(after.toISOString().slice(0, 10), day)).toBe('pf_birthday_age');
  });

  it.each([
    [null, 'none'],
    ['', 'none'],
    ['1985-03-14', 'ok'],
    ['2020-01-01', 'correct'], // 5 years old: to be corrected
    ['1990-02-30', 'correct'],
  ])('stored %s reads as %s', (stored, state) => {
    expect(birthdayState(stored, today)).toBe(state);
  });

  it('today is the Kyiv calendar day (UTC evening is already tomorrow in Kyiv)', () => {
    expect(kyivDate(new Date('2025-06-15T21:30:00Z'))).toBe('2025-06-16');
    expect(kyivDate(new Date('2025-06-15T20:30:00Z'))).toBe('2025-06-15');
  });
});

describe('the same verdicts as the shop API', () => {
  it('accepts and refuses exactly the dates the API does, around every boundary', () => {
    for (const today of ['2025-06-15', '2024-02-29', '2025-03-01', '2025-12-31']) {
      const { min, max } = birthdayBounds(today);
      const days: string[] = ['1990-02-30', '2023-13-01', today];
      for (const edge of [min, max]) {
        const d = new Date(`${edge}T00:00:00Z`);
        for (let i = -3; i <= 3; i++) {
          const x = new Date(d);
          x.setUTCDate(d.getUTCDate() + i);
          days.push(x.toISOString().slice(0, 10));
        }
      }
      for (const day of days)
        expect([day, birthdayProblem(day, today) === null]).toEqual([day, apiBirthdayProblem(day, today) === null]);
    }
  });
});
