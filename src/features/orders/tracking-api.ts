/**
 * The calls of order tracking and reviews (shop API orders module) through the one API client,
 * decoded at the boundary. Background polls do not move the progress bar.
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import type { ResponseOf } from '../../api-client/api-types';
import { boolean, fail, number, object, string } from '../../api-client/decode';
import { parseServerStatus, type ServerStatus } from './tracking-rules';
import type { ReviewBody } from './review-rules';
import { decodeOrderMoney, decodePaymentStatus, decodeReceipts, type FiscalReceipt, type OrderMoney } from '../payment';
import { orderSecretOf } from '../../shared/order-secrets';

/** A background call about order `id`: with its secret, without the progress bar. */
const polled = (id: number, signal?: AbortSignal) => ({
  params: { id },
  signal,
  orderSecret: orderSecretOf(id),
  progress: false,
});

const decodeStatus: Decoder<ServerStatus> = (v) => parseServerStatus(v) ?? fail('order status');

/**
 * The order as the popup reads it (spec section 3 "Order as read by the popup"): `delivery_at` the
 * ISO instant it is due, `delivery_from` and `delivery_to` the promised window (the API's rule:
 * never before the kitchen opens); `payment_status` not_required for cash and terminal. The status is checked
 * against the statuses the popup knows; `money` and `receipts` are the online payment's sums and
 * fiscal receipts (issue 45).
 */
export type PopupOrder = Pick<
  ResponseOf<'/api/orders/{id}', 'GET'>,
  'id' | 'number' | 'delivery_at' | 'delivery_from' | 'delivery_to' | 'is_self_delivery' | 'is_working_time' | 'payment_status'
> & { status: ServerStatus; money: OrderMoney; receipts: FiscalReceipt[] };

const decodePopupOrder: Decoder<PopupOrder> = object({
  id: number,
  number: number,
  delivery_at: string,
  delivery_from: string,
  delivery_to: string,
  is_self_delivery: boolean,
  is_working_time: boolean,
  status: decodeStatus,
  payment_status: decodePaymentStatus,
  money: decodeOrderMoney,
  receipts: decodeReceipts,
});

export function fetchPopupOrder(api: ApiClient, id: number, signal?: AbortSignal): Promise<ApiResult<PopupOrder>> {
  return api.request('/api/orders/{id}', { ...polled(id, signal), decode: decodePopupOrder });
}

/** GET /api/orders/check-status-by-id/{id}: a JSON string. */
export function fetchOrderStatus(api: ApiClient, id: number, signal?: AbortSignal): Promise<ApiResult<ServerStatus>> {
  return api.request('/api/orders/check-status-by-id/{id}', { ...polled(id, signal), decode: decodeStatus });
}

export function createReview(api: ApiClient, body: ReviewBody): Promise<ApiResult<{ id: number }>> {
  return api.request('/api/reviews/create', {
    method: 'POST',
    body,
    decode: object({ id: number }),
    orderSecret: orderSecretOf(body.order_id),
  });
}
