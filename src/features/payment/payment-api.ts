/**
 * The payment calls of the shop API (payments module) through the one API client, typed by the
 * generated schema; the checkout form is checked at the boundary (its action must be the provider's).
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import type { ResponseOf } from '../../api-client/api-types';
import { fail, nullable, number, object, string } from '../../api-client/decode';
import {
  isCheckoutAction,
  parsePaymentStatus,
  parseProviderCheck,
  type PaymentStatus,
  type ProviderCheck,
} from './payment-rules';
import { orderSecretOf } from '../../shared/order-secrets';

/** How the browser reaches the provider's page: POST data + signature (LiqPay) or GET the page (monobank's pageUrl). */
export type CheckoutForm = ResponseOf<'/api/orders/{id}/payment', 'POST'>;

export const decodePaymentStatus: Decoder<PaymentStatus> = (v) => parsePaymentStatus(v) ?? fail('payment status');

export const decodeCheckoutForm: Decoder<CheckoutForm> = (v) => {
  const form = object({ action: string, data: string, signature: string })(v);
  const method = (v as { method?: unknown }).method === 'get' ? 'get' : 'post';
  return isCheckoutAction(form.action) ? { ...form, method } : fail('checkout action');
};

/**
 * `provider_check` while awaiting: what the payment provider said when the shop asked it (null: not
 * asked); an unknown word reads as not asked (the page then keeps reading until its time is up).
 */
export type OrderPayment = Pick<
  ResponseOf<'/api/orders/{id}/payment', 'GET'>,
  'order_id' | 'number' | 'sum_to_pay' | 'sum_paid'
> & {
  payment_status: PaymentStatus;
  provider_check: ProviderCheck | null;
};

const decodeOrderPayment: Decoder<OrderPayment> = object({
  order_id: number,
  number: number,
  payment_status: decodePaymentStatus,
  sum_to_pay: number,
  sum_paid: number,
  provider_check: nullable((v) => parseProviderCheck(v)),
});

/** GET /api/orders/{id}/payment: polled in the background (no progress bar). */
export function fetchOrderPayment(api: ApiClient, id: number, signal?: AbortSignal): Promise<ApiResult<OrderPayment>> {
  return api.request('/api/orders/{id}/payment', {
    params: { id },
    signal,
    progress: false,
    decode: decodeOrderPayment,
    orderSecret: orderSecretOf(id),
  });
}

/** POST /api/orders/{id}/payment: a checkout form to pay the order (again). */
export function requestCheckout(api: ApiClient, id: number): Promise<ApiResult<CheckoutForm>> {
  return api.request('/api/orders/{id}/payment', {
    method: 'POST',
    params: { id },
    decode: decodeCheckoutForm,
    orderSecret: orderSecretOf(id),
  });
}

/**
 * Posts the form as LiqPay expects (a real form POST: the browser navigates to the payment page).
 * The CSP's form-action allows our origin and the configured provider only (src/site/csp.ts).
 */
export function postCheckoutForm(form: CheckoutForm, doc: Document = document) {
  // monobank's invoice page is opened like a link (no fields to post).
  if (form.method === 'get') {
    doc.location.assign(form.action);
    return;
  }
  const el = doc.createElement('form');
  el.method = 'post';
  el.action = form.action;
  el.hidden = true;
  for (const [name, value] of [
    ['data', form.data],
    ['signature', form.signature],
  ]) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    el.appendChild(input);
  }
  doc.body.appendChild(el);
  el.submit();
}

export type PayOnDeliveryType = 'cash' | 'terminal';

/**
 * POST /api/orders/{id}/pay-on-delivery: the unpaid online order is paid in cash or by terminal on
 * delivery instead. `cartGuid` (the cart the order was placed with) proves this browser placed it.
 */
export function switchToPayOnDelivery(api: ApiClient, id: number, cartGuid: string, payType: PayOnDeliveryType) {
  return api.request('/api/orders/{id}/pay-on-delivery', {
    method: 'POST',
    params: { id },
    body: { cart_guid: cartGuid, pay_type: payType },
    decode: object({ order_id: number, number: number, pay_type: string, payment_status: string }),
  });
}
