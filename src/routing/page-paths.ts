/**
 * Locale-free paths of the generated pages (spec section 2, "Page routes"). gatsby-node.ts
 * prefixes them per locale with localizedPath(). All paths end with '/'.
 */
import { parseLocalizedPath } from '../i18n/paths';

/** Content pages by their API kind and slug. */
export function contentPagePath(kind: string, slug: string): string {
  switch (kind) {
    case 'contacts':
      return '/page/contacts/';
    case 'payment-delivery':
      return '/page/oplata-i-dostavka/';
    case 'privacy':
      return '/page/privacy_policy/';
    case 'about':
      return '/o-nas/';
    case 'offer':
      return slug === 'offer' ? '/page/offer/' : `/page/offer-${slug.replace(/^offer-/, '')}/`;
    case 'landing':
      return `/page-${slug.replace(/^page-/, '')}/`;
    case 'promo':
      return slug === 'mono' || slug === 'promo-mono' ? '/promo/mono/' : `/promo-${slug.replace(/^promo-/, '')}/`;
    default:
      return `/page/${slug}/`;
  }
}

export const POST_LIST_PATH = { sales: '/sales/', news: '/news/', articles: '/article/' } as const;
export type PostKind = keyof typeof POST_LIST_PATH;

export function postPath(kind: PostKind, slug: string): string {
  return `${POST_LIST_PATH[kind]}${slug}/`;
}

/** Articles are paginated: page 1 is /article/, then /article/2/, /article/3/... */
export const ARTICLES_PER_PAGE = 6;
export function articlesPagePath(page: number): string {
  return page <= 1 ? '/article/' : `/article/${page}/`;
}

export function categoryPagePath(slug: string, parentSlug: string | null): string {
  return parentSlug ? `/category/${parentSlug}/${slug}/` : `/category/${slug}/`;
}

export function productPagePath(slug: string): string {
  return `/product/${slug}/`;
}

/**
 * The build-your-own page of a constructor dish (a product the API flags `is_constructor`): the
 * spec names no path, so it sits beside the product as /constructor/{product slug}/.
 */
export function constructorPagePath(productSlug: string): string {
  return `/constructor/${productSlug}/`;
}

/** Whether a locale-free path is a constructor page (the footer is hidden there, spec section 2). */
export function isConstructorPath(rest: string): boolean {
  return /^\/constructor\/[^/]+\/?$/.test(rest);
}

export function vacancyPath(slug: string): string {
  return `/vacansii/${slug}/`;
}

/** An account page, in either locale (a path with or without its locale prefix, query, hash). */
export const isProfilePath = (path: string) => parseLocalizedPath(path).rest.startsWith('/profile/');

/**
 * Pages whose content is the browser's business (cart, account, sign-in callbacks): generated as
 * shells with a translated title; `private` ones are not indexed.
 */
export const CLIENT_PAGES: { path: string; titleKey: string; private: boolean; canonicalHome?: boolean }[] = [
  { path: '/checkout/', titleKey: 'checkout', private: true, canonicalHome: true },
  { path: '/profile/information/', titleKey: 'profile_information', private: true },
  { path: '/profile/information/email/', titleKey: 'profile_email', private: true },
  { path: '/profile/information/pass/', titleKey: 'profile_pass', private: true },
  { path: '/profile/address/', titleKey: 'profile_address', private: true },
  { path: '/profile/bonus/', titleKey: 'profile_bonus', private: true },
  { path: '/profile/orders/', titleKey: 'profile_orders', private: true },
  { path: '/profile/promotions/', titleKey: 'profile_promotions', private: true },
  { path: '/profile/reviews/', titleKey: 'profile_reviews', private: true },
  { path: '/profile/wishlist/', titleKey: 'profile_wishlist', private: true },
  { path: '/auth/', titleKey: 'auth', private: true },
  { path: '/auth/apple/', titleKey: 'auth_callback', private: true },
  { path: '/api/apple-result/', titleKey: 'auth_callback', private: true },
  { path: '/auth/google/callback/', titleKey: 'auth_callback', private: true },
  { path: '/cooperation/', titleKey: 'cooperation', private: false },
  // The restaurant's order desk (staff only): never linked from the shop, not indexed, not in the sitemap.
  { path: '/staff/', titleKey: 'desk_title', private: true },
];
