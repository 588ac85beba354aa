import { formatPhone, normalisePhone } from './phone';

describe('normalisePhone', () => {
  test.each([
    ['+38 (050) 111 22 33', '+380501112233'],
    ['+38 (067) 123 45 67', '+380671234567'],
    ['0501112233', '+380501112233'],
    ['380501112233', '+380501112233'],
    ['+380501112233', '+380501112233'],
    ['501112233', '+380501112233'],
    ['  050-111-22-33 ', '+380501112233'],
    ['+38 (044) 770 62 62', '+380447706262'],
  ])('%j -> %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  test.each([
    [''],
    ['   '],
    ['+38 (0'],
    ['+38 (000) 111 22 33'], // area code cannot start with 0
    ['050111223'], // 9 digits starting with 0
    ['05011122334'], // 11 digits
    ['+48 501 112 233'], // Polish number
    ['+1 (050) 111 22 33'],
    ['050 111 22 3a'],
    ['phone'],
    ['+380501112233+'],
    [null],
    [501112233],
  ])('%j is rejected', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  test('formatPhone gives the storefront mask', () => {
    expect(formatPhone('+380501112233')).toBe('+38 (050) 111 22 33');
  });
});
