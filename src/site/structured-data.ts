/**
 * schema.org JSON-LD for search engines: Restaurant (with opening hours), Menu sections,
 * Product and BreadcrumbList. Pure builders, used by src/templates/json-ld.ts for the server
 * render. Google's rich results require a Product's `image` and a local business's `address`;
 * `geo` and `image` are recommended.
 */

/** The site's share picture (static/og-image.png, 1200 x 630 px): og:image where a page has no photo, the Restaurant's image. */
export const SITE_IMAGE_PATH = '/og-image.png';
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

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * Where the restaurant is, for its `geo`: the pickup point whose address is part of the contact
 * address (the footer's), else the first one open for pickup; null without pickup points.
 */
export function restaurantGeo(
  address: string | undefined,
  pickupPoints: readonly { address?: unknown; lat?: unknown; lng?: unknown; available?: unknown }[],
): GeoPoint | null {
  const points = pickupPoints.filter(
    (p): p is { address?: unknown; lat: number; lng: number; available?: unknown } =>
      Number.isFinite(p.lat) && Number.isFinite(p.lng),
  );
  const norm = (text: unknown) =>
    String(text ?? '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
  const home = address ? points.find((p) => norm(p.address) !== '' && norm(address).includes(norm(p.address))) : undefined;
  const point = home ?? points.find((p) => p.available !== false && p.available !== 0) ?? points[0];
  return point ? { lat: point.lat, lng: point.lng } : null;
}

export function restaurant(input: {
  name: string;
  url: string;
  telephone?: string;
  /** The street address the footer shows. */
  address?: string;
  geo?: GeoPoint | null;
  /** Absolute URL of the restaurant's picture. */
  image: string;
  opens: string; // 'HH:mm'
  closes: string; // 'HH:mm'
  menuUrl: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: input.name,
    url: input.url,
    image: input.image,
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.address ? { address: { '@type': 'PostalAddress', streetAddress: input.address, addressCountry: 'UA' } } : {}),
    ...(input.geo ? { geo: { '@type': 'GeoCoordinates', latitude: input.geo.lat, longitude: input.geo.lng } } : {}),
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
      offers: { '@type': 'Offer', price: item.price.toFixed(2), priceCurrency: 'UAH' },
    })),
  };
}

/** A dish's page: `image` (the photo the page shows, absolute URL) is required by Google's Product results. */
export function product(input: MenuItemInput & { sku: string; category: string; image: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    category: input.category,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    image: input.image,
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
