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

test('the same text as Intl.NumberFormat for uk and ru (amounts from 0 to 1 000 000 UAH, kopecks, negatives)', () => {
  const amounts = [
    0, 1, 5, 99.5, 100, 999, 1000, 1250, 9999.99, 10000, 12345.67, 100000, 999999.9, 1000000, 0.01, 0.1, -50, -1250.5,
  ];
  for (let i = 1; i <= 500; i++) amounts.push(((i * 7_919_777) % 2_000_003) / 100); // spread over 0..20 000 UAH, all kopecks
  for (const lang of ['uk', 'ru'] as const) {
    for (const amount of amounts) {
      const hasKopecks = Math.round(amount * 100) % 100 !== 0;
      const intl = new Intl.NumberFormat(lang, { minimumFractionDigits: hasKopecks ? 2 : 0, maximumFractionDigits: 2 });
      expect([amount, formatPrice(amount, lang)]).toEqual([amount, intl.format(amount)]);
    }
  }
});

test('no Intl formatter is built for a price (building the first one loads locale data)', () => {
  const built = jest.spyOn(Intl, 'NumberFormat');
  try {
    formatPrice(1250.5, 'uk');
    formatPrice(189, 'ru');
    expect(built).not.toHaveBeenCalled();
  } finally {
    built.mockRestore();
  }
});
