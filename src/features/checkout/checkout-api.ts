/**
 * The checkout's calls (shop API: content, profile and orders modules) through the one API
 * client; every answer decoded at the boundary into the shapes the page uses.
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import type { BodyOf, ResponseOf } from '../../api-client/api-types';
import { array, boolean, nullable, number, object, string } from '../../api-client/decode';
import type { CartLine } from '../cart';
import { toOrderItems } from '../cart';
import type { DeliveryType } from './checkout-rules';
import {
  decodeCheckoutForm,
  decodeOrderMoney,
  decodePaymentStatus,
  decodeReceipts,
  type FiscalReceipt,
  type OrderMoney,
} from '../payment';
import { orderSecretOf } from '../../shared/order-secrets';

// The shapes the page uses: the schema's (decision 082), narrowed to what the decoders keep.
type ResolveAnswer = ResponseOf<'/api/delivery/resolve', 'POST'>;
export type Area = Pick<
  NonNullable<ResolveAnswer['area']>,
  'id' | 'name' | 'min_sum' | 'delivery_price' | 'free_from' | 'delivery_minutes' | 'served'
>;
/** The open pickup point closest to an address outside every zone (issue 47); distance_km: straight-line, km. */
export type NearestPickup = Pick<NonNullable<ResolveAnswer['nearest_pickup']>, 'id' | 'name' | 'address' | 'distance_km'>;
/** Where the server's geocoder located an address (degrees); the zone was decided there. */
export type AddressPoint = NonNullable<ResolveAnswer['point']>;
export type Resolved = Pick<ResolveAnswer, 'street_known' | 'point'> & {
  area: Area | null;
  nearest_pickup: NearestPickup | null;
};
export type PickupPoint = Omit<ResponseOf<'/api/pickup-points', 'GET'>[number], 'lat' | 'lng'>;
export type SavedAddress = ResponseOf<'/api/profile/addresses', 'GET'>[number];
export type PromoApplied = Pick<ResponseOf<'/api/promo/check', 'POST'>, 'code' | 'name' | 'discount'>;
/** `checkout`: an unpaid online order's form to post to the payment page. */
export type PlacedOrder = Pick<
  ResponseOf<'/api/orders', 'POST'>,
  | 'id'
  | 'number'
  | 'sum_to_pay'
  | 'delivery_type'
  | 'pay_type'
  | 'payment_status'
  | 'checkout'
  | 'awaiting_confirmation'
  | 'formattedDeliveryTime'
  | 'deliveryTimeRange'
  | 'delivery_at'
  | 'is_self_delivery'
  | 'created_at'
> & {
  status: string;
  /** Where a pickup order waits. */
  pickup_point: PickupWhere | null;
  /** The order's secret: this browser reads, pays and reviews the order with it (kept by order-secrets). */
  secret: string;
};

/** The pickup point of an order, as the thank-you screens name it. */
export type PickupWhere = Pick<NonNullable<ResponseOf<'/api/orders', 'POST'>['pickup_point']>, 'name' | 'address'>;
const decodePickupWhere: Decoder<PickupWhere> = object({ name: string, address: string });

const decodeArea: Decoder<Area> = object({
  id: number,
  name: string,
  min_sum: number,
  delivery_price: number,
  free_from: number,
  delivery_minutes: number,
  served: boolean,
});
export const decodeResolved: Decoder<Resolved> = object({
  area: nullable(decodeArea),
  street_known: boolean,
  nearest_pickup: nullable(object({ id: number, name: string, address: string, distance_km: number })),
  point: nullable(object({ lat: number, lng: number })),
});
export const decodePickupPoints: Decoder<PickupPoint[]> = array(
  object({ id: number, name: string, address: string, available: boolean, reason: string }),
);
export const decodeAddresses: Decoder<SavedAddress[]> = array(
  object({
    id: number,
    name: string,
    street: string,
    house: string,
    apartment: string,
    private_house: boolean,
    entrance: string,
    code: string,
    floor: string,
    is_main: boolean,
  }),
);
export const decodePromo: Decoder<PromoApplied> = object({ code: string, name: string, discount: number });
export const decodePlacedOrder: Decoder<PlacedOrder> = (v) => {
  const o = object({
    id: number,
    number: number,
    sum_to_pay: number,
    delivery_type: string,
    pay_type: string,
    payment_status: decodePaymentStatus,
    checkout: nullable(decodeCheckoutForm),
    awaiting_confirmation: boolean,
    formattedDeliveryTime: string,
    deliveryTimeRange: string,
    delivery_at: string,
    is_self_delivery: boolean,
    created_at: string,
    status: string,
    pickup_point: nullable(decodePickupWhere),
    secret: string,
  })(v);
  return { ...o, delivery_type: o.delivery_type === 'pickup' ? 'pickup' : 'delivery' };
};
/** Delivered orders' goods sum (the cashback tier's basis). */
export const decodeDeliveredSum: Decoder<number> = (v) =>
  array(object({ status: string, sum: number }))(v)
    .filter((o) => o.status === 'Delivered')
    .reduce((s, o) => s + o.sum, 0);

/** What the thank-you modal shows of an order (GET /api/orders/{id}, the popup shape). */
export type OrderBrief = Pick<
  ResponseOf<'/api/orders/{id}', 'GET'>,
  'id' | 'number' | 'deliveryTimeRange' | 'is_self_delivery' | 'payment_status'
> & {
  pickup_point: PickupWhere | null;
  /** The online payment's sums and fiscal receipts (issue 45). */
  money: OrderMoney;
  receipts: FiscalReceipt[];
};
export const decodeOrderBrief: Decoder<OrderBrief> = object({
  id: number,
  number: number,
  deliveryTimeRange: string,
  is_self_delivery: boolean,
  payment_status: decodePaymentStatus,
  pickup_point: nullable(decodePickupWhere),
  money: decodeOrderMoney,
  receipts: decodeReceipts,
});

const quiet = { progress: false } as const;

export function fetchOrderBrief(api: ApiClient, id: number): Promise<ApiResult<OrderBrief>> {
  return api.request('/api/orders/{id}', { params: { id }, decode: decodeOrderBrief, orderSecret: orderSecretOf(id), ...quiet });
}

export function fetchPickupPoints(api: ApiClient): Promise<ApiResult<PickupPoint[]>> {
  return api.request('/api/pickup-points', { decode: decodePickupPoints, ...quiet });
}

export function resolveArea(api: ApiClient, street: string, house: string, signal?: AbortSignal): Promise<ApiResult<Resolved>> {
  return api.request('/api/delivery/resolve', {
    method: 'POST',
    body: { street, house },
    decode: decodeResolved,
    signal,
    ...quiet,
  });
}

export function fetchAddresses(api: ApiClient): Promise<ApiResult<SavedAddress[]>> {
  return api.request('/api/profile/addresses', { decode: decodeAddresses, ...quiet });
}

export function fetchDeliveredSum(api: ApiClient): Promise<ApiResult<number>> {
  return api.request('/api/profile/orders', { decode: decodeDeliveredSum, ...quiet });
}

export interface PromoCheckInput {
  code: string;
  lines: readonly CartLine[];
  deliveryType: DeliveryType;
  areaId: number | null;
  street: string;
  house: string;
  phone: string | null;
}

export function checkPromoCode(api: ApiClient, input: PromoCheckInput): Promise<ApiResult<PromoApplied>> {
  return api.request('/api/promo/check', {
    method: 'POST',
    body: {
      code: input.code,
      items: toOrderItems(input.lines),
      delivery_type: input.deliveryType,
      ...(input.deliveryType === 'delivery' && input.areaId !== null ? { area_id: input.areaId } : {}),
      ...(input.deliveryType === 'delivery' && input.street.trim() ? { street: input.street.trim().slice(0, 120) } : {}),
      ...(input.deliveryType === 'delivery' && input.house.trim() ? { house: input.house.trim().slice(0, 20) } : {}),
      ...(input.phone ? { phone: input.phone } : {}),
    },
    decode: decodePromo,
  });
}

/** Order creation may take a moment (one transaction); a retry with the same cart GUID is safe. */
export const ORDER_TIMEOUT_MS = 20_000;

export type OrderBody = BodyOf<'/api/orders', 'POST'>;

export function createOrder(api: ApiClient, body: OrderBody, signal?: AbortSignal): Promise<ApiResult<PlacedOrder>> {
  return api.request('/api/orders', { method: 'POST', body, decode: decodePlacedOrder, signal, timeoutMs: ORDER_TIMEOUT_MS });
}

export function acceptAddress(api: ApiClient, id: number, name: string, asMain: boolean): Promise<ApiResult<null>> {
  return api.request('/api/orders/accept-address', {
    method: 'POST',
    body: { id, name: name.trim().slice(0, 100), asMain },
    decode: () => null,
  });
}
