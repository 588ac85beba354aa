/**
 * schema.org JSON-LD for search engines: Restaurant (with opening hours), Menu sections,
 * Product and BreadcrumbList. Pure builders; `JsonLd` in SeoHead serialises them.
 */
export interface BreadcrumbItem {
  name: string;
  url: string;
}

export function breadcrumbList(items: BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

export function restaurant(input: {
  name: string;
  url: string;
  telephone?: string;
  address?: string;
  opens: string; // 'HH:mm'
  closes: string; // 'HH:mm'
  menuUrl: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: input.name,
    url: input.url,
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.address ? { address: { '@type': 'PostalAddress', streetAddress: input.address, addressCountry: 'UA' } } : {}),
    servesCuisine: ['Pizza', 'Sushi', 'Ukrainian'],
    priceRange: '₴₴',
    currenciesAccepted: 'UAH',
    paymentAccepted: 'Cash, Credit Card',
    hasMenu: input.menuUrl,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: input.opens,
        closes: input.closes,
      },
    ],
  };
}

export interface MenuItemInput {
  name: string;
  url: string;
  price: number; // UAH
  weight: number; // grams
  description?: string;
  image?: string;
}

export function menuSection(name: string, url: string, items: MenuItemInput[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MenuSection',
    name,
    url,
    hasMenuItem: items.map((item) => ({
      '@type': 'MenuItem',
      name: item.name,
      url: item.url,
      ...(item.image ? { image: item.image } : {}),
      offers: { '@type': 'Offer', price: item.price.toFixed(2), priceCurrency: 'UAH' },
    })),
  };
}

export function product(input: MenuItemInput & { sku: string; category: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    category: input.category,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    weight: { '@type': 'QuantitativeValue', value: input.weight, unitCode: 'GRM' },
    offers: {
      '@type': 'Offer',
      price: input.price.toFixed(2),
      priceCurrency: 'UAH',
      availability: 'https://schema.org/InStock',
      url: input.url,
    },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
