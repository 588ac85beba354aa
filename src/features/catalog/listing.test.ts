import { applyListing, listingSearch, parseListingParams, tabsOf, type ListedProduct } from './listing';

const p = (apiId: number, price: number, popularity: number, createdAt: string, tags: string[] = []): ListedProduct => ({
  apiId,
  price,
  popularity,
  createdAt,
  tags: tags.map((slug) => ({ slug })),
});
const menu = [
  p(1, 189, 5, '2026-01-01', ['hit']),
  p(2, 99, 9, '2026-03-01'),
  p(3, 250, 5, '2026-02-01', ['spicy', 'hit']),
  p(4, 99, 1, '2026-03-01'),
];
const ids = (list: ListedProduct[]) => list.map((x) => x.apiId);

describe('category listing', () => {
  it.each([
    ['default', [1, 2, 3, 4]],
    ['price_asc', [2, 4, 1, 3]],
    ['price_desc', [3, 1, 2, 4]],
    ['popular', [2, 1, 3, 4]],
    ['new', [2, 4, 3, 1]],
  ] as const)('sorts %s (stable)', (sort, expected) => {
    expect(ids(applyListing(menu, { sort, tab: null }))).toEqual(expected);
  });

  it('filters by a tab and sorts inside it', () => {
    expect(ids(applyListing(menu, { sort: 'price_desc', tab: 'hit' }))).toEqual([3, 1]);
  });

  it.each([
    ['?sort=price_asc&tab=hit', { sort: 'price_asc', tab: 'hit' }],
    ['?sort=cheapest', { sort: 'default', tab: null }],
    ['?tab=unknown', { sort: 'default', tab: null }],
    ['?tab=%3Cscript%3E', { sort: 'default', tab: null }],
    ['?sort=new&sort=price_asc', { sort: 'new', tab: null }],
    ['', { sort: 'default', tab: null }],
  ])('parses %s safely', (search, expected) => {
    expect(parseListingParams(search, ['hit', 'spicy'])).toEqual(expected);
  });

  it('writes only non-default params', () => {
    expect(listingSearch({ sort: 'default', tab: null })).toBe('');
    expect(listingSearch({ sort: 'popular', tab: 'spicy' })).toBe('?sort=popular&tab=spicy');
  });

  it('offers the tags of the listed dishes as tabs', () => {
    expect(
      tabsOf([
        { tags: [{ slug: 'hit', name: 'Хіт' }] },
        {
          tags: [
            { slug: 'spicy', name: 'Гостре' },
            { slug: 'hit', name: 'Хіт' },
          ],
        },
      ]),
    ).toEqual([
      { slug: 'hit', name: 'Хіт' },
      { slug: 'spicy', name: 'Гостре' },
    ]);
  });
});
