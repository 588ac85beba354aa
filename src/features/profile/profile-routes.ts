/**
 * The profile area's routes (spec section 2 "Page routes"; src/site/page-paths.ts generates the
 * pages) and who may see them (section 6: logged-in only).
 */
import type { SessionStatus } from '../auth';

export type ProfileSection =
  'information' | 'email' | 'pass' | 'address' | 'bonus' | 'orders' | 'promotions' | 'reviews' | 'wishlist';

/** Locale-free path -> section. */
export const PROFILE_ROUTES: Record<string, ProfileSection> = {
  '/profile/information/': 'information',
  '/profile/information/email/': 'email',
  '/profile/information/pass/': 'pass',
  '/profile/address/': 'address',
  '/profile/bonus/': 'bonus',
  '/profile/orders/': 'orders',
  '/profile/promotions/': 'promotions',
  '/profile/reviews/': 'reviews',
  '/profile/wishlist/': 'wishlist',
};

export function profileSectionOf(rest: string): ProfileSection | null {
  return PROFILE_ROUTES[rest] ?? null;
}

/** The profile navigation: path, title key (common.json), and which sections it stands for. */
export const PROFILE_NAV: { path: string; key: string; sections: ProfileSection[] }[] = [
  { path: '/profile/information/', key: 'profile_information', sections: ['information', 'email', 'pass'] },
  { path: '/profile/orders/', key: 'profile_orders', sections: ['orders'] },
  { path: '/profile/bonus/', key: 'profile_bonus', sections: ['bonus'] },
  { path: '/profile/address/', key: 'profile_address', sections: ['address'] },
  { path: '/profile/wishlist/', key: 'profile_wishlist', sections: ['wishlist'] },
  { path: '/profile/promotions/', key: 'profile_promotions', sections: ['promotions'] },
  { path: '/profile/reviews/', key: 'profile_reviews', sections: ['reviews'] },
];

export type ProfileAccess = 'wait' | 'guest' | 'ready' | 'offline';

/**
 * What a profile page does with the session now: `wait` while the user is being loaded, `ready`
 * with a user, `offline` when the user could not be loaded for lack of a connection (the token is
 * kept: not a guest), `guest` otherwise (auth modal and home).
 */
export function profileAccess(s: { status: SessionStatus; token: string | null; user: unknown }): ProfileAccess {
  if (s.user) return 'ready';
  if (s.status === 'loading') return 'wait';
  if (s.token && s.status === 'error') return 'offline';
  if (s.token) return 'wait'; // a stored token whose user is about to be fetched
  return 'guest';
}
