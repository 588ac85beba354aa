import { formatPhone, nationalDigits, phoneError, toE164 } from './phone';

describe('phone rules (spec section 5)', () => {
  it.each([
    ['', 'blank'],
    ['   ', 'blank'],
    ['+38 (0', 'blank'],
    ['+38 (05', 'min_6'],
    ['+38 (050', 'validation_phone'],
    ['+38 (050) 111 22', 'validation_phone'],
    ['+38 (050) 111 22 33', null],
    ['+38 (067) 123 45 67', null],
    ['+38 (048) 770 62 62', null],
    ['+38 (012) 345 67 89', 'validation_phone'],
    ['0931234567', null],
    ['+380931234567', null],
    ['380931234567', null],
    ['931234567', null],
    ['+380 93 123 45 678', 'validation_phone'],
    ['abc', 'blank'],
  ])('%j -> %s', (input, expected) => {
    expect(phoneError(input)).toBe(expected);
  });

  it.each([
    ['+38 (050) 111 22 33', '+380501112233'],
    ['0501112233', '+380501112233'],
    ['380501112233', '+380501112233'],
    ['501112233', '+380501112233'],
    ['+38 (050) 111 22', null],
    ['', null],
  ])('toE164(%j) = %j', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it('formats stored phones for display and leaves non-phones alone', () => {
    expect(formatPhone('+380501112233')).toBe('+38 (050) 111 22 33');
    expect(formatPhone('n/a')).toBe('n/a');
    expect(nationalDigits('+38 (093) 123 45 67')).toBe('0931234567');
  });
});
