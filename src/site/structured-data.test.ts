import { breadcrumbList, menuSection, product, restaurant, restaurantGeo, serializeJsonLd } from './structured-data';

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
  const site = { name: 'X', url: 'https://s/', opens: '10:00', closes: '22:00', menuUrl: 'https://s/ua/category/' };
  it('builds a restaurant with daily opening hours', () => {
    const r = restaurant({ ...site, image: 'https://s/og-image.png' });
    expect(r.openingHoursSpecification[0]).toMatchObject({ opens: '10:00', closes: '22:00' });
    expect(r.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
  });
  it("gives the restaurant the address, geo and image Google's local business results ask for", () => {
    const r = restaurant({
      ...site,
      address: 'м. Одеса, вул. Дерибасівська, 10',
      geo: { lat: 46.4846, lng: 30.7385 },
      image: 'https://s/og-image.png',
    });
    expect(r).toMatchObject({
      image: 'https://s/og-image.png',
      address: { '@type': 'PostalAddress', streetAddress: 'м. Одеса, вул. Дерибасівська, 10', addressCountry: 'UA' },
      geo: { '@type': 'GeoCoordinates', latitude: 46.4846, longitude: 30.7385 },
    });
  });
  const points = [
    { address: 'вул. Ак. Корольова, 44', lat: 46.4, lng: 30.72, available: true },
    { address: 'вул. Дерибасівська, 10', lat: 46.4846, lng: 30.7385, available: false },
  ];
  it.each([
    [
      'the pickup point whose address is in the contact address',
      'м. Одеса, вул.  Дерибасівська, 10',
      points,
      { lat: 46.4846, lng: 30.7385 },
    ],
    ['no match: the first point open for pickup', 'м. Одеса, пл. Соборна, 1', [...points].reverse(), { lat: 46.4, lng: 30.72 }],
    ['no address: the first point open for pickup', undefined, points, { lat: 46.4, lng: 30.72 }],
    ['none open: the first point', 'x', [{ ...points[1] }], { lat: 46.4846, lng: 30.7385 }],
    ['points without coordinates are skipped', 'x', [{ address: 'x' }, points[0]], { lat: 46.4, lng: 30.72 }],
    ['no pickup points: no geo', 'x', [], null],
  ])('restaurant geo: %s', (_label, address, list, expected) => {
    expect(restaurantGeo(address, list)).toEqual(expected);
  });
  it('prices menu items and products in UAH', () => {
    const item = { name: 'Маргарита', url: 'https://s/ua/product/margarita/', price: 189, weight: 450 };
    expect(menuSection('Піца', 'https://s/ua/category/pizza/', [item]).hasMenuItem[0].offers).toEqual({
      '@type': 'Offer',
      price: '189.00',
      priceCurrency: 'UAH',
    });
    expect(product({ ...item, sku: '1', category: 'Піца', image: 'https://s/p.jpg' }).offers.priceCurrency).toBe('UAH');
  });
  it("a product always has the image Google's product results require", () => {
    const item = { name: 'Маргарита', url: 'https://s/ua/product/margarita/', price: 189, weight: 450 };
    expect(product({ ...item, sku: '1', category: 'Піца', image: 'https://s/static/a/margarita.jpg' }).image).toBe(
      'https://s/static/a/margarita.jpg',
    );
  });
  it('cannot break out of the script tag', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
