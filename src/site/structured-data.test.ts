import { breadcrumbList, menuSection, product, restaurant, serializeJsonLd } from './structured-data';

describe('JSON-LD', () => {
  it('builds a breadcrumb list with positions', () => {
    expect(
      breadcrumbList([
        { name: 'Головна', url: 'https://s/' },
        { name: 'Піца', url: 'https://s/ua/category/pizza/' },
      ]).itemListElement[1],
    ).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Піца',
      item: 'https://s/ua/category/pizza/',
    });
  });
  it('builds a restaurant with daily opening hours', () => {
    const r = restaurant({ name: 'X', url: 'https://s/', opens: '10:00', closes: '22:00', menuUrl: 'https://s/ua/category/' });
    expect(r.openingHoursSpecification[0]).toMatchObject({ opens: '10:00', closes: '22:00' });
    expect(r.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
  });
  it('prices menu items and products in UAH', () => {
    const item = { name: 'Маргарита', url: 'https://s/ua/product/margarita/', price: 189, weight: 450 };
    expect(menuSection('Піца', 'https://s/ua/category/pizza/', [item]).hasMenuItem[0].offers).toEqual({
      '@type': 'Offer',
      price: '189.00',
      priceCurrency: 'UAH',
    });
    expect(product({ ...item, sku: '1', category: 'Піца' }).offers.priceCurrency).toBe('UAH');
  });
  it('cannot break out of the script tag', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
