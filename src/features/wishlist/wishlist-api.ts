/**
 * Favourites (wishlist) calls of the shop API. Kept apart from profile-api.ts: the heart on every
 * product card needs only these, not the whole profile area's calls. Types from the generated schema.
 */
import type { ApiClient, ApiResult } from '../../api-client/client';
import type { ResponseOf } from '../../api-client/api-types';

export type WishlistItem = ResponseOf<'/api/profile/wishlist', 'GET'>[number];

const quiet = { progress: false } as const;

export function fetchWishlist(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<WishlistItem[]>> {
  return api.request('/api/profile/wishlist', { signal, ...quiet });
}

/** Idempotent; answers the whole list. */
export function addToWishlist(api: ApiClient, productId: number): Promise<ApiResult<WishlistItem[]>> {
  return api.request('/api/profile/wishlist', {
    method: 'POST',
    body: { product_id: productId },
    ...quiet,
  });
}

/** Answers the whole list; 404 `not_in_wishlist` when it was not there. */
export function removeFromWishlist(api: ApiClient, productId: number): Promise<ApiResult<WishlistItem[]>> {
  return api.request('/api/profile/wishlist/{product_id}', {
    method: 'DELETE',
    params: { product_id: productId },
    ...quiet,
  });
}
