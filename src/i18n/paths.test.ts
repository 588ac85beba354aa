import { alternatePaths, localizedPath, normalisePath, parseLocalizedPath, switchLocalePath } from './paths';
import { pluralForm, pluralKey } from './plural';

describe('localizedPath', () => {
  it.each([
    ['ua', '/', '/'],
    ['ru', '/', '/ru/'],
    ['ua', '/sales', '/ua/sales/'],
    ['ru', 'category/pizza/', '/ru/category/pizza/'],
    ['ua', '/category/sushi/rolls?sort=price_asc', '/ua/category/sushi/rolls/?sort=price_asc'],
  ] as const)('%s %s -> %s', (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected);
  });
});

describe('parseLocalizedPath', () => {
  it.each([
    ['/', 'ua', '/'],
    ['/ru/', 'ru', '/'],
    ['/ru', 'ru', '/'],
    ['/ua/news/', 'ua', '/news/'],
    ['/ru/product/margarita/', 'ru', '/product/margarita/'],
    ['/russia/', 'ua', '/russia/'],
  ] as const)('%s -> %s %s', (path, locale, rest) => {
    expect(parseLocalizedPath(path)).toEqual({ locale, rest });
  });
});

describe('switching and alternates', () => {
  it('switches the same page between languages, keeping the query', () => {
    expect(switchLocalePath('/', 'ru')).toBe('/ru/');
    expect(switchLocalePath('/ru/', 'ua')).toBe('/');
    expect(switchLocalePath('/ru/category/pizza/?sort=price_desc', 'ua')).toBe('/ua/category/pizza/?sort=price_desc');
  });
  it('lists both locales', () => {
    expect(alternatePaths('/ua/sales/')).toEqual([
      { locale: 'ua', path: '/ua/sales/' },
      { locale: 'ru', path: '/ru/sales/' },
    ]);
  });
  it('normalises slashes', () => {
    expect(normalisePath('//a//b')).toBe('/a/b/');
    expect(normalisePath('')).toBe('/');
  });
});

describe('plurals (three forms, bonus_count_1/_2/_3)', () => {
  // count -> expected form, the same for uk and ru.
  const table: [number, 1 | 2 | 3][] = [
    [0, 3],
    [1, 1],
    [2, 2],
    [5, 3],
    [11, 3],
    [21, 1],
    [22, 2],
    [25, 3],
    [111, 3],
    [104, 2],
  ];
  it.each(table)('uk %i -> form %i', (count, form) => expect(pluralForm('uk', count)).toBe(form));
  it.each(table)('ru %i -> form %i', (count, form) => expect(pluralForm('ru', count)).toBe(form));
  it('builds the key', () => expect(pluralKey('bonus_count', 'uk', 22)).toBe('bonus_count_2'));
});
