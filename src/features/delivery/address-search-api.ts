/**
 * Address suggestions from the shop API's geocoder (GET /api/address-search, issue 47): street and
 * house as the provider knows them. The point that comes with a suggestion is for the map only; the
 * server locates a saved or ordered address itself (decision 470).
 */
import type { ApiClient, ApiResult } from '../../api-client/client';
import type { ResponseOf } from '../../api-client/api-types';
import { array, number, object, string } from '../../api-client/decode';

export type AddressSuggestion = ResponseOf<'/api/address-search', 'GET'>[number];

const decodeSuggestions = array(
  object<AddressSuggestion>({ street: string, house: string, label: string, lat: number, lng: number }),
);

/** The API's limit on the text of one search (characters). */
export const ADDRESS_QUERY_MAX = 120;

export function searchAddresses(api: ApiClient, q: string, signal?: AbortSignal): Promise<ApiResult<AddressSuggestion[]>> {
  return api.request('/api/address-search', {
    query: { q: q.slice(0, ADDRESS_QUERY_MAX) },
    decode: decodeSuggestions,
    signal,
    progress: false,
  });
}
