import { formatPrice } from './format';

describe('formatPrice (UAH)', () => {
  it.each([
    [0, 'uk', '0'],
    [189, 'uk', '189'],
    [1250, 'uk', '1 250'],
    [99.5, 'ru', '99,50'],
    [1250, 'ru', '1 250'],
  ] as const)('%d in %s -> %s', (amount, lang, expected) => {
    // Intl uses a no-break space as the group separator.
    expect(formatPrice(amount, lang).replace(/\s/g, ' ')).toBe(expected);
  });
});
