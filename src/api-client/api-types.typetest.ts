/**
 * Compile-time tests of the typed client (checked by `npm run typecheck`, never run): each
 * `@ts-expect-error` line must fail to compile, or typecheck fails with "Unused directive".
 */
import { createApiClient, type ApiResult } from './client';
import type { BodyOf, MethodsOf, QueryOf, ResponseOf } from './api-types';

const api = createApiClient({ baseUrl: '', getLang: () => 'ukrainian', getToken: () => null });

export async function typeTests() {
  // An unknown path.
  // @ts-expect-error "/api/nope" is not a path of the API
  await api.request('/api/nope', {});
  // A concrete path instead of the template.
  // @ts-expect-error paths are templates; ids go in `params`
  await api.request('/api/orders/5', {});
  // A method the path does not support.
  // @ts-expect-error /api/categories has GET only
  await api.request('/api/categories', { method: 'DELETE' });
  // POST-only path called with the default GET.
  // @ts-expect-error /api/orders/accept-address has POST only
  await api.request('/api/orders/accept-address', {});
  // A wrong body field type.
  // @ts-expect-error product_id is a number
  await api.request('/api/profile/wishlist', { method: 'POST', body: { product_id: '5' } });
  // A required body missing.
  // @ts-expect-error /api/secret/check requires { id, code }
  await api.request('/api/secret/check', { method: 'POST' });
  // A wrong query key.
  // @ts-expect-error /api/streets takes `q`, not `query`
  await api.request('/api/streets', { query: { query: 'Хрещатик' } });
  // A query on an operation without one (lang is the client's).
  // @ts-expect-error /api/categories takes no query besides lang
  await api.request('/api/categories', { query: { lang: 'russian' } });
  // Missing path params.
  // @ts-expect-error /api/orders/{id} needs params.id
  await api.request('/api/orders/{id}', {});
  // A wrong path param name.
  // @ts-expect-error the placeholder is {id}
  await api.request('/api/orders/{id}', { params: { orderId: 5 } });
  // Multipart only where the operation takes it.
  // @ts-expect-error /api/profile takes JSON
  await api.request('/api/profile', { method: 'PUT', body: new FormData() });

  // Positive: the response type without a decoder is the schema's.
  const working = await api.request('/api/check-is-working-time', {});
  const isWorking: ApiResult<boolean> = working;
  const categories = await api.request('/api/categories', {});
  if (categories.ok) {
    const slugs: string[] = categories.data.map((c) => c.slug);
    const parent: number | null = categories.data[0].parent_id;
    // @ts-expect-error a category has no `title`
    void categories.data[0].title;
    void slugs;
    void parent;
  }
  const order = await api.request('/api/orders/{id}', { params: { id: 5 }, signal: undefined });
  if (order.ok) {
    const id: number = order.data.id;
    void id;
  }
  // With a decoder the data type is the decoder's.
  const decoded = await api.request('/api/categories', { decode: () => 42 });
  const n: ApiResult<number> = decoded;
  // FormData where the operation is multipart.
  await api.request('/api/profile/avatar', { method: 'POST', body: new FormData() });
  // A JSON body and a query (with its value type).
  await api.request('/api/secret/generate/new', { method: 'POST', body: { phone: '+380931234567' }, query: { force_sms: '1' } });
  void isWorking;
  void n;
}

// The derived types themselves.
export const methods: MethodsOf<'/api/profile'>[] = ['GET', 'PUT'];
// @ts-expect-error /api/profile has no DELETE
export const noDelete: MethodsOf<'/api/profile'> = 'DELETE';
export const streetQuery: QueryOf<'/api/streets', 'GET'> = { q: 'Хрещатик' };
export const wishlistBody: BodyOf<'/api/profile/wishlist', 'POST'> = { product_id: 5 };
export const working: ResponseOf<'/api/check-is-working-time', 'GET'> = true;
