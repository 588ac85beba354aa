/**
 * The calls of order tracking and reviews (shop API orders module) through the one API client,
 * decoded at the boundary. Background polls do not move the progress bar.
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import { boolean, fail, number, object, string } from '../../api-client/decode';
import { parseServerStatus, type ServerStatus } from './tracking-rules';
import type { ReviewBody } from './review-rules';
import { decodePaymentStatus, type PaymentStatus } from '../payment';

const quiet = { progress: false } as const;

export const decodeStatus: Decoder<ServerStatus> = (v) => parseServerStatus(v) ?? fail('order status');

/** The order as the popup reads it (spec section 3 "Order as read by the popup"). */
export interface PopupOrder {
  id: number;
  number: number;
  /** ISO instant the order is due (delivery, or ready for pickup). */
  delivery_at: string;
  /** ISO instants of the promised window (the API's rule: never before the kitchen opens). */
  delivery_from: string;
  delivery_to: string;
  is_self_delivery: boolean;
  is_working_time: boolean;
  status: ServerStatus;
  /** Online payment: awaiting, paid, failed...; not_required for cash and terminal. */
  payment_status: PaymentStatus;
}

export const decodePopupOrder: Decoder<PopupOrder> = object({
  id: number,
  number: number,
  delivery_at: string,
  delivery_from: string,
  delivery_to: string,
  is_self_delivery: boolean,
  is_working_time: boolean,
  status: decodeStatus,
  payment_status: decodePaymentStatus,
});

export function fetchPopupOrder(api: ApiClient, id: number, signal?: AbortSignal): Promise<ApiResult<PopupOrder>> {
  return api.request('/api/orders/{id}', { params: { id }, decode: decodePopupOrder, signal, ...quiet });
}

/** GET /api/orders/check-status-by-id/{id}: a JSON string. */
export function fetchOrderStatus(api: ApiClient, id: number, signal?: AbortSignal): Promise<ApiResult<ServerStatus>> {
  return api.request('/api/orders/check-status-by-id/{id}', { params: { id }, decode: decodeStatus, signal, ...quiet });
}

export function createReview(api: ApiClient, body: ReviewBody): Promise<ApiResult<{ id: number }>> {
  return api.request('/api/reviews/create', { method: 'POST', body, decode: object({ id: number }) });
}
