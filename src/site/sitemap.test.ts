import { isIndexable, renderRobots, renderSitemap, renderSitemapIndex } from './sitemap';

const pages = [
  '/',
  '/ru/',
  '/ua/category/pizza/',
  '/ru/category/pizza/',
  '/ua/checkout/',
  '/ru/profile/bonus/',
  '/404/',
  '/ru/404/',
  '/ua/promo/mono/',
];

describe('sitemaps', () => {
  it('lists only the indexable pages of one language, with hreflang alternates', () => {
    const ua = renderSitemap('https://shop.test', 'ua', pages);
    expect(ua).toContain('<loc>https://shop.test/</loc>');
    expect(ua).toContain('<loc>https://shop.test/ua/category/pizza/</loc>');
    expect(ua).toContain('hreflang="ru" href="https://shop.test/ru/category/pizza/"');
    expect(ua).toContain('hreflang="uk" href="https://shop.test/"');
    expect(ua).not.toContain('/ru/category/pizza/</loc>');
    expect(ua).not.toMatch(/checkout|404|mono/);
    const ru = renderSitemap('https://shop.test', 'ru', pages);
    expect(ru).toContain('<loc>https://shop.test/ru/</loc>');
    expect(ru).not.toMatch(/profile|404/);
  });
  it('indexes both language sitemaps and points robots.txt at them', () => {
    expect(renderSitemapIndex('https://shop.test')).toContain('https://shop.test/sitemap-ru.xml');
    expect(renderRobots('https://shop.test')).toContain('Sitemap: https://shop.test/sitemap.xml');
  });
  it("keeps the restaurant's order desk out of both sitemaps and out of crawlers' way", () => {
    const paths = ['/', '/ua/staff/', '/ru/', '/ru/staff/'];
    expect(renderSitemap('https://shop.test', 'ua', paths)).not.toContain('staff');
    expect(renderSitemap('https://shop.test', 'ru', paths)).not.toContain('staff');
    expect(renderRobots('https://shop.test')).toMatch(/Disallow: \/ua\/staff\/\nDisallow: \/ru\/staff\//);
  });
  it.each([
    ['/category/pizza/', true],
    ['/checkout/', false],
    ['/profile/orders/', false],
    ['/auth/google/callback/', false],
    ['/api/apple-result/', false],
    ['/staff/', false],
  ])('%s indexable: %s', (p, expected) => expect(isIndexable(p)).toBe(expected));
});
