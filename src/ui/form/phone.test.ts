import { formatPhone, nationalDigits, phoneError, phoneFieldDigits, toE164 } from './phone';

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
    // The newest mobile codes: Vodafone 075, Kyivstar 077.
    ['+38 (075) 123 45 67', null],
    ['+38 (077) 123 45 67', null],
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

describe('phoneFieldDigits: what the phone field keeps of a key, a paste or an autofill', () => {
  it.each([
    // typed or pasted into the focused field, after its prefix '+38 (0'
    ['+38 (00671112233', '671112233'],
    ['+38 (0+380671112233', '671112233'],
    ['+38 (0380671112233', '671112233'],
    ['+38 (0067 111 22 33', '671112233'],
    ['+38 (0(067) 111-22-33', '671112233'],
    ['+38 (0671112233', '671112233'],
    ['+38 (0', ''],
    ['+38 (00', ''],
    ['+38 (038', '38'],
    ['+38 (0380', ''],
    ['+38 (067) 111 22 334', '671112233'],
    ['+38 (039) 123 45 67', '391234567'],
    // the whole field replaced (select all + paste) or filled by the browser
    ['0671112233', '671112233'],
    ['+380671112233', '671112233'],
    ['380671112233', '671112233'],
    ['067 111 22 33', '671112233'],
    ['(067) 111-22-33', '671112233'],
    ['+38 067 111 22 33', '671112233'],
    ['671112233', '671112233'],
    ['', ''],
  ])('%j -> %j', (text, digits) => {
    expect(phoneFieldDigits(text)).toBe(digits);
  });
});
