import { hashPassword, isValidEmail, passwordProblem, PASSWORD_MIN_LENGTH, verifyPassword } from './password';

describe('passwordProblem (minimum 6, spec gives 3 or 6)', () => {
  test('minimum is 6', () => expect(PASSWORD_MIN_LENGTH).toBe(6));
  test.each([
    ['', undefined, 'validation_required'],
    [undefined, undefined, 'validation_required'],
    ['12345', undefined, 'validation_min'],
    ['123456', undefined, null],
    ['пароль', undefined, null],
    ['x'.repeat(129), undefined, 'validation_max'],
    ['123456', '123456', null],
    ['123456', '1234567', 'validation_confirmed'],
    ['123456', '', 'validation_confirmed'],
    ['123', '123', 'validation_min'],
  ] as const)('%j / %j -> %p', (password, confirmation, expected) => {
    expect(passwordProblem(password, confirmation)).toBe(expected);
  });
});

describe('hashPassword / verifyPassword', () => {
  const stored = hashPassword('demo1234');
  test.each([
    ['demo1234', stored, true],
    ['demo12345', stored, false],
    ['', stored, false],
    ['demo1234', null, false],
    ['demo1234', 'plain', false],
  ] as const)('%j against %s -> %p', (pw, hash, ok) => {
    expect(verifyPassword(pw, hash)).toBe(ok);
  });
  test('salted: the same password hashes differently', () => {
    expect(hashPassword('demo1234')).not.toBe(stored);
  });
});

describe('isValidEmail (no spaces, an at sign, a dot in the domain)', () => {
  test.each([
    ['maria@example.com', true],
    ['a.b+c@mail.com.ua', true],
    ['maria@example', false],
    ['maria example@mail.com', false],
    ['mariaexample.com', false],
    ['@example.com', false],
    ['maria@.com', false],
    ['maria@example.', false],
    ['', false],
  ])('%j -> %p', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});
