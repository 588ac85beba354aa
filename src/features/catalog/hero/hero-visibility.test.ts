import { HERO_OFF_CLASS, HERO_PREPAINT_SCRIPT, heroShouldHide, storageHidesHero } from './hero-visibility';

describe('heroShouldHide', () => {
  it.each([
    [{ cartHasItems: false, loggedIn: false, scrolledPast: false }, false],
    [{ cartHasItems: true, loggedIn: false, scrolledPast: false }, true],
    [{ cartHasItems: false, loggedIn: true, scrolledPast: false }, true],
    [{ cartHasItems: false, loggedIn: false, scrolledPast: true }, true],
    [{ cartHasItems: true, loggedIn: true, scrolledPast: true }, true],
  ])('%o -> %s', (inputs, hidden) => expect(heroShouldHide(inputs)).toBe(hidden));
});

const cases: [cart: string | null, token: string | null, hidden: boolean][] = [
  [null, null, false],
  ['{"version":2,"lines":[]}', null, false],
  ['[]', null, false],
  ['{"version":2,"lines":[{"product_id":1}]}', null, true],
  ['[{"product_id":1}]', null, true],
  [null, 'abc', true],
  ['{"version":2,"lines":[]}', 'abc', true],
  ['{not json', null, true],
  ['null', null, false],
];

describe('storageHidesHero and the pre-paint script agree', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove(HERO_OFF_CLASS);
  });
  it.each(cases)('cart %s, token %s -> hidden %s', (cart, token, hidden) => {
    expect(storageHidesHero(cart, token)).toBe(hidden);
    if (cart !== null) localStorage.setItem('cartProducts', cart);
    if (token !== null) localStorage.setItem('token', token);
    new Function(HERO_PREPAINT_SCRIPT)();
    expect(document.documentElement.classList.contains(HERO_OFF_CLASS)).toBe(hidden);
  });
});
