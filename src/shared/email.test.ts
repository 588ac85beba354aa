import { isValidEmail } from './email';

describe('isValidEmail (spec section 5: no spaces, an @, a dot in the domain)', () => {
  it.each([
    ['olena@gmail.com', true],
    ['o@b.ua', true],
    ['a.b@c.d.ua', true],
    ['user.name+tag@mail.example.com', true],
    ['olena@gmail', false],
    ['olena gmail.com', false],
    ['olena.example.com', false],
    ['olena@@gmail.com', false],
    ['@gmail.com', false],
    ['olena@.com', false],
    ['olena@gmail.', false],
    ['olena@gmail..com', false],
    ['olena..k@gmail.com', false],
    ['ole na@gmail.com', false],
    ['', false],
  ])('%j valid: %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));
});
