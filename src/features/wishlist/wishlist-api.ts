/**
 * Favourites (wishlist) calls of the shop API. Kept apart from profile-api.ts: the heart on every
 * product card needs only these, not the whole profile area's decoders.
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import { array, nullable, number, object, string } from '../../api-client/decode';

export type WishlistProduct = {
  id: number;
  slug: string;
  name: string;
  price: number;
  old_price: number | null;
  weight: number;
  main_image: { urlForList: string };
};

export type WishlistItem = {
  product_id: number;
  added_at: string;
  /** null when the dish is hidden now (no longer on the menu). */
  product: WishlistProduct | null;
};

export const decodeWishlist: Decoder<WishlistItem[]> = array(
  object<WishlistItem>({
    product_id: number,
    added_at: string,
    product: nullable(
      object<WishlistProduct>({
        id: number,
        slug: string,
        name: string,
        price: number,
        old_price: nullable(number),
        weight: number,
        main_image: object({ urlForList: string }),
      }),
    ),
  }),
);

const quiet = { progress: false } as const;

export function fetchWishlist(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<WishlistItem[]>> {
  return api.request('/api/profile/wishlist', { decode: decodeWishlist, signal, ...quiet });
}

/** Idempotent; answers the whole list. */
export function addToWishlist(api: ApiClient, productId: number): Promise<ApiResult<WishlistItem[]>> {
  return api.request('/api/profile/wishlist', {
    method: 'POST',
    body: { product_id: productId },
    decode: decodeWishlist,
    ...quiet,
  });
}

/** Answers the whole list; 404 `not_in_wishlist` when it was not there. */
export function removeFromWishlist(api: ApiClient, productId: number): Promise<ApiResult<WishlistItem[]>> {
  return api.request('/api/profile/wishlist/{product_id}', {
    method: 'DELETE',
    params: { product_id: productId },
    decode: decodeWishlist,
    ...quiet,
  });
}
