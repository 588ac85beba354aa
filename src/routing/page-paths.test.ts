import {
  isProfilePath,
  articlesPagePath,
  categoryPagePath,
  constructorPagePath,
  contentPagePath,
  isConstructorPath,
  postPath,
  productPagePath,
  vacancyPath,
} from './page-paths';

describe('page paths (spec "Page routes")', () => {
  it.each([
    ['contacts', 'contact', '/page/contacts/'],
    ['payment-delivery', 'oplata-i-dostavka', '/page/oplata-i-dostavka/'],
    ['privacy', 'privacy_policy', '/page/privacy_policy/'],
    ['about', 'o-nas', '/o-nas/'],
    ['offer', 'offer', '/page/offer/'],
    ['offer', 'offer-corporate', '/page/offer-corporate/'],
    ['offer', 'birthday', '/page/offer-birthday/'],
    ['landing', 'page-kids', '/page-kids/'],
    ['landing', 'kids', '/page-kids/'],
    ['promo', 'mono', '/promo/mono/'],
    ['promo', 'promo-summer', '/promo-summer/'],
    ['promo', '42', '/promo-42/'],
  ])('%s %s -> %s', (kind, slug, expected) => expect(contentPagePath(kind, slug)).toBe(expected));

  it('builds the other routes', () => {
    expect(categoryPagePath('pizza', null)).toBe('/category/pizza/');
    expect(categoryPagePath('rolls', 'sushi')).toBe('/category/sushi/rolls/');
    expect(productPagePath('margarita')).toBe('/product/margarita/');
    expect(postPath('news', 'opening')).toBe('/news/opening/');
    expect(postPath('articles', 'how-to')).toBe('/article/how-to/');
    expect(articlesPagePath(1)).toBe('/article/');
    expect(articlesPagePath(3)).toBe('/article/3/');
    expect(vacancyPath('cook')).toBe('/vacansii/cook/');
  });
});

describe('isProfilePath: account pages in either locale', () => {
  test.each([
    ['/profile/orders/', true],
    ['/ua/profile/orders/', true],
    ['/ru/profile/information/pass/', true],
    ['/ru/profile/bonus/?from=menu#top', true],
    ['/ru/product/profile/', false],
    ['/checkout/', false],
    ['/', false],
  ])('%s -> %p', (path, expected) => expect(isProfilePath(path)).toBe(expected));
});

describe('constructor route (footer hidden there)', () => {
  it('sits beside the product as /constructor/{slug}/', () => {
    expect(constructorPagePath('build-your-pizza')).toBe('/constructor/build-your-pizza/');
  });
  it.each([
    ['/constructor/build-your-pizza/', true],
    ['/constructor/build-your-pizza', true],
    ['/constructor/', false],
    ['/product/build-your-pizza/', false],
    ['/constructor/a/b/', false],
  ])('%s -> %s', (rest, expected) => expect(isConstructorPath(rest)).toBe(expected));
});
