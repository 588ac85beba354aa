import { hidesFooter, isCheckout, isChromeless, isDesk, showsChatButton } from './Layout';

describe('which chrome a path shows (spec section 2, "Layout")', () => {
  it.each([
    // path, header hidden, footer hidden, checkout (footer without margin)
    ['/', false, false, false],
    ['/ua/promo/mono/', true, true, false],
    ['/ru/promo/mono/', true, true, false],
    ['/ua/promo-summer/', false, false, false],
    ['/ua/constructor/build-your-pizza/', false, true, false],
    ['/ru/constructor/build-your-pizza/', false, true, false],
    ['/ua/product/build-your-pizza/', false, false, false],
    ['/ua/checkout/', false, false, true],
    ['/ru/checkout/', false, false, true],
  ])('%s: header hidden %s, footer hidden %s, checkout %s', (path, noHeader, noFooter, checkout) => {
    expect(isChromeless(path)).toBe(noHeader);
    expect(hidesFooter(path)).toBe(noFooter);
    expect(isCheckout(path)).toBe(checkout);
  });

  it.each([
    ['/ua/staff/', true],
    ['/ru/staff/', true],
    ['/staff/', true],
    ['/ua/staff-vacancies/', false],
    ['/ua/profile/', false],
  ])('%s is the staff desk, its own screen without the shop chrome: %s', (path, desk) => {
    expect(isDesk(path)).toBe(desk);
    expect(hidesFooter(path)).toBe(desk);
  });
});

describe('the floating chat button (issue 41: it covered checkout controls on phones)', () => {
  it.each([
    ['/ua/', true],
    ['/ru/category/pizza/', true],
    ['/ua/checkout/', false],
    ['/ru/checkout/', false],
    ['/ua/staff/', false],
    ['/ua/promo/mono/', false],
  ])('%s shows it: %s', (path, shown) => {
    expect(showsChatButton(path)).toBe(shown);
  });
});
