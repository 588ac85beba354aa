import {
  registrationErrors,
  emailOrPhoneError,
  normaliseEmailOrPhone,
  passwordError,
  phoneError,
  safeReturnPath,
  toE164,
} from './auth-rules';

const NBSP = '\u00a0';
const masked = (s: string) => s.replace(/ /g, NBSP).replace(`+38${NBSP}(`, '+38 (');

describe('phone field of the login form (spec section 5)', () => {
  it.each([
    ['', 'blank'],
    ['   ', 'blank'],
    ['+38 (0', 'blank'],
    [masked('+38 (05'), 'min_6'],
    [masked('+38 (050) 1'), 'validation_phone'],
    [masked('+38 (050) 111 22 3'), 'validation_phone'],
    [masked('+38 (012) 111 22 33'), 'validation_phone'],
    [masked('+38 (050) 111 22 33'), null],
    [masked('+38 (067) 123 45 67'), null],
    ['0931234567', null],
    ['+380931234567', null],
  ])('%j -> %s', (value, key) => {
    expect(phoneError(value)).toBe(key);
  });

  it('sends E.164 to the API', () => {
    expect(toE164(masked('+38 (050) 111 22 33'))).toBe('+380501112233');
  });
});

describe('forgot-password field (e-mail or phone)', () => {
  it.each([
    ['', 'blank'],
    ['maria@example', 'valid_email'],
    ['maria@example.com', null],
    ['0931234567', null],
    ['+38 (093) 123 45 67', null],
    ['12345', 'auth_email_or_phone'],
    ['maria', 'auth_email_or_phone'],
  ])('%j -> %s', (value, key) => {
    expect(emailOrPhoneError(value)).toBe(key);
  });

  it.each([
    [' Maria@Example.com ', 'maria@example.com'],
    ['+38 (093) 123 45 67', '+380931234567'],
    ['0931234567', '+380931234567'],
  ])('%j is sent as %j', (value, sent) => {
    expect(normaliseEmailOrPhone(value)).toBe(sent);
  });
});

describe('password (minimum 6, as the API)', () => {
  it.each([
    ['', 'validation_required'],
    ['abc', 'validation_min'],
    ['abcde', 'validation_min'],
    ['abcdef', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), 'validation_max'],
  ])('%j -> %s', (value, key) => {
    expect(passwordError(value)).toBe(key);
  });
});

describe('last-url (return after social login): same-origin paths only', () => {
  it.each([
    ['/', '/'],
    ['/ru/category/pizza/?sort=price#top', '/ru/category/pizza/?sort=price#top'],
    ['/checkout/', '/checkout/'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
    [42, null],
    ['/a\nb', null],
    ['/' + 'x'.repeat(2001), null],
    ['/auth/google/callback/?code=1', null],
    ['/ru/auth/apple/', null],
    ['/api/apple-result/', null],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%j -> %j', (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });
});

describe('registrationErrors (checked before any SMS is spent)', () => {
  const ok = { name: 'Ірина', phone: '+38 (063) 555 44 33', email: '', password: 'secret1', password_confirmation: 'secret1' };
  it.each<[string, Partial<typeof ok>, Record<string, string> | null]>([
    ['all fine without e-mail', {}, null],
    ['all fine with e-mail', { email: 'iryna@example.com' }, null],
    ['blank name', { name: '  ' }, { name: 'validation_required' }],
    ['bad phone', { phone: '+38 (012) 555 44 33' }, { phone: 'validation_phone' }],
    ['bad e-mail', { email: 'iryna@' }, { email: 'valid_email' }],
    ['short password', { password: '12345', password_confirmation: '12345' }, { password: 'validation_min' }],
    [
      'no password',
      { password: '', password_confirmation: '' },
      { password: 'validation_required', password_confirmation: 'validation_required' },
    ],
    ['mismatch', { password_confirmation: 'secret2' }, { password_confirmation: 'validation_confirmed' }],
  ])('%s', (_name, over, expected) => {
    expect(registrationErrors({ ...ok, ...over })).toEqual(expected);
  });
});
