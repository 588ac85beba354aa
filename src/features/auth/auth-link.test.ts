import { authLinkFrom } from './auth-link';

describe('authLinkFrom', () => {
  it.each([
    ['', null],
    ['?page=2', null],
    [
      '?auth=forgot-input&email=olena%40example.com&token=abc123',
      { type: 'forgot-input', options: { email: 'olena@example.com', token: 'abc123' }, rest: '' },
    ],
    [
      '?sort=price&auth=forgot-input&email=%2B380501234567&token=t0k',
      { type: 'forgot-input', options: { email: '+380501234567', token: 't0k' }, rest: '?sort=price' },
    ],
    // Without a token the reducer starts with the request form (auth-modal-state.ts).
    ['?auth=forgot-input&email=a%40b.c', { type: 'forgot-input', options: { email: 'a@b.c' }, rest: '' }],
    ['?auth=login', { type: 'login', options: {}, rest: '' }],
    ['?auth=register&token=x', { type: 'register', options: {}, rest: '' }],
    ['?auth=forgot&email=a%40b.c&token=x', { type: 'forgot', options: { email: 'a@b.c' }, rest: '' }],
    ['?auth=%3Cscript%3E', { type: 'login', options: {}, rest: '' }],
    // The e-mail confirmation link opens no modal: its token goes to the API (issue 43).
    [
      '?auth=email-confirm&token=0123abcd&utm=mail',
      { type: 'login', options: {}, rest: '?utm=mail', emailConfirmToken: '0123abcd' },
    ],
    ['?auth=email-confirm', { type: 'login', options: {}, rest: '', emailConfirmToken: '' }],
    [
      `?auth=forgot-input&email=a%40b.c&token=${'x'.repeat(300)}`,
      { type: 'forgot-input', options: { email: 'a@b.c' }, rest: '' },
    ],
  ])('%s', (search, expected) => expect(authLinkFrom(search)).toEqual(expected));
});
