import { correctEmailTypos, hasRuMailWarning, normaliseEmailInput } from './email-rules';

describe('subscribe e-mail rules', () => {
  it.each([
    [' Olena.K@Gmail.COM ', 'olena.k@gmail.com'],
    ['o le na@ukr .net', 'olena@ukr.net'],
    ['\tA@B.C\n', 'a@b.c'],
  ])('normalises %j while typing -> %s', (raw, expected) => expect(normaliseEmailInput(raw)).toBe(expected));

  it.each([
    ['olena@gmial.com', 'olena@gmail.com'],
    ['olena@gmail.con', 'olena@gmail.com'],
    ['olena@gamil.com', 'olena@gmail.com'],
    ['olena@ukr.nett', 'olena@ukr.net'],
    ['olena@gmail.com', 'olena@gmail.com'],
    ['olena@company.ua', 'olena@company.ua'],
    ['no-at-sign', 'no-at-sign'],
  ])('corrects %s -> %s', (email, expected) => expect(correctEmailTypos(email)).toBe(expected));

  it.each([
    ['olena@mail.ru', true],
    ['olena@yandex.ru', true],
    ['olena@rum.ua', false],
    ['olena@gmail.com', false],
  ])('%s warns about .ru: %s', (email, warns) => expect(hasRuMailWarning(email)).toBe(warns));
});
