/**
 * The profile area's calls (shop API: profile, orders and promo modules) through the one API
 * client. Every answer is decoded at the boundary into the shapes the pages use.
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import { array, boolean, fail, nullable, number, object, string } from '../../api-client/decode';
import { decodeUser, type User } from '../auth';
import { decodePaymentStatus, type PaymentStatus } from '../payment';

const quiet = { progress: false } as const;
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

// ---- profile ---------------------------------------------------------------------------------

export type Profile = User & { pending_phone: string | null };

export const decodeProfile: Decoder<Profile> = (v) => ({
  ...decodeUser(v),
  pending_phone: nullable(string)(isObj(v) ? v.pending_phone : fail('object')),
});

export type ProfileSaved = {
  /** 'phone_change_24h' when a new phone was stored as pending (applies within 24 h). */
  message: 'ok' | 'phone_change_24h';
  user: Profile;
};

export const decodeProfileSaved: Decoder<ProfileSaved> = (v) => {
  const o = object({ message: string, user: decodeProfile })(v);
  return { message: o.message === 'phone_change_24h' ? 'phone_change_24h' : 'ok', user: o.user };
};

export type ProfileUpdate = {
  name?: string;
  email?: string;
  /** 'YYYY-MM-DD' */
  birthday?: string;
  /** '+380XXXXXXXXX' */
  phone?: string;
};

export function fetchProfile(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Profile>> {
  return api.request('/api/profile', { decode: decodeProfile, signal, ...quiet });
}

export function updateProfile(api: ApiClient, body: ProfileUpdate): Promise<ApiResult<ProfileSaved>> {
  return api.request('/api/profile', { method: 'PUT', body, decode: decodeProfileSaved });
}

/** The current password proves the change; the API ends every other session of the account. */
export function changePassword(
  api: ApiClient,
  values: { current_password: string; password: string; password_confirmation: string },
): Promise<ApiResult<null>> {
  return api.request('/api/profile/password', {
    method: 'PUT',
    body: values,
    decode: () => null,
  });
}

export type Avatar = { url: string; urlForList: string };
export const decodeAvatar: Decoder<Avatar> = (v) => object({ avatar: object({ url: string, urlForList: string }) })(v).avatar;

/** Multipart upload, field `avatar`. */
export function uploadAvatar(api: ApiClient, file: Blob, fileName: string): Promise<ApiResult<Avatar>> {
  const form = new FormData();
  form.append('avatar', file, fileName);
  return api.request('/api/profile/avatar', { method: 'POST', body: form, decode: decodeAvatar, timeoutMs: 60_000 });
}

// ---- addresses -------------------------------------------------------------------------------

export type Address = {
  id: number;
  name: string;
  street: string;
  house: string;
  apartment: string;
  private_house: boolean;
  entrance: string;
  code: string;
  floor: string;
  is_main: boolean;
};

export type AddressInput = Omit<Address, 'id'>;

export const decodeAddress: Decoder<Address> = object<Address>({
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
});
export const decodeAddresses: Decoder<Address[]> = array(decodeAddress);

export function fetchAddresses(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Address[]>> {
  return api.request('/api/profile/addresses', { decode: decodeAddresses, signal, ...quiet });
}

export function createAddress(api: ApiClient, body: AddressInput): Promise<ApiResult<Address>> {
  return api.request('/api/profile/addresses', { method: 'POST', body, decode: decodeAddress });
}

export function editAddress(api: ApiClient, id: number, body: AddressInput): Promise<ApiResult<Address>> {
  return api.request('/api/profile/addresses/{id}', { method: 'PUT', params: { id }, body, decode: decodeAddress });
}

export function deleteAddress(api: ApiClient, id: number): Promise<ApiResult<null>> {
  return api.request('/api/profile/addresses/{id}', { method: 'DELETE', params: { id }, decode: () => null });
}

/** Returns every address (main first). */
export function makeMainAddress(api: ApiClient, id: number): Promise<ApiResult<Address[]>> {
  return api.request('/api/profile/addresses/{id}/main', { method: 'POST', params: { id }, decode: decodeAddresses });
}

// ---- bonus -----------------------------------------------------------------------------------

export type BonusEntry = {
  amount: number;
  /** first_login, app_install, birthday, photo_review, order_cashback, order_debit, order_refund, ... */
  reason: string;
  created_at: string;
};
export type BonusFacts = {
  app_install: number;
  first_login: number;
  birthday: number;
  photo_review: number;
  max_cashback_percent: number;
};
export type BonusInfo = {
  balance: number;
  history: BonusEntry[];
  facts: BonusFacts;
};

export const decodeBonus: Decoder<BonusInfo> = object<BonusInfo>({
  balance: number,
  history: array(object<BonusEntry>({ amount: number, reason: string, created_at: string })),
  facts: object<BonusFacts>({
    app_install: number,
    first_login: number,
    birthday: number,
    photo_review: number,
    max_cashback_percent: number,
  }),
});

export function fetchBonus(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<BonusInfo>> {
  return api.request('/api/profile/bonus', { decode: decodeBonus, signal, ...quiet });
}

// ---- orders ----------------------------------------------------------------------------------

export type OrderLine = {
  id: number;
  product_id: number;
  name: string;
  price: number;
  count: number;
  discount: number;
  modifiers: { id: number; count: number; price: number }[];
};

export type ProfileOrder = {
  id: number;
  number: number;
  status: string;
  created_at: string;
  formattedDeliveryTime: string;
  deliveryTimeRange: string;
  delivery_at: string;
  is_self_delivery: boolean;
  delivery_type: 'delivery' | 'pickup';
  address: { street: string; house: string; apartment: string; private_house: boolean; name: string } | null;
  pickup_point: { id: number; name: string; address: string } | null;
  subtotal: number;
  sum: number;
  discount: number;
  delivery_price: number;
  bonus_debit: number;
  sum_to_pay: number;
  /** UAH the online payment brought (spec section 3 "sum already paid"). */
  sum_paid: number;
  pay_type: string;
  payment_status: PaymentStatus;
  promo_code: string | null;
  cashback: number;
  comment: string;
  items: OrderLine[];
};

const decodeOrderLine: Decoder<OrderLine> = object<OrderLine>({
  id: number,
  product_id: number,
  name: string,
  price: number,
  count: number,
  discount: number,
  modifiers: array(object({ id: number, count: number, price: number })),
});

export const decodeOrder: Decoder<ProfileOrder> = (v) => {
  const o = object({
    id: number,
    number: number,
    status: string,
    created_at: string,
    formattedDeliveryTime: string,
    deliveryTimeRange: string,
    delivery_at: string,
    is_self_delivery: boolean,
    delivery_type: string,
    address: nullable(object({ street: string, house: string, apartment: string, private_house: boolean, name: string })),
    pickup_point: nullable(object({ id: number, name: string, address: string })),
    subtotal: number,
    sum: number,
    discount: number,
    delivery_price: number,
    bonus_debit: number,
    sum_to_pay: number,
    sum_paid: number,
    pay_type: string,
    payment_status: decodePaymentStatus,
    promo_code: nullable(string),
    cashback: number,
    comment: string,
    items: array(decodeOrderLine),
  })(v);
  return { ...o, delivery_type: o.delivery_type === 'pickup' ? 'pickup' : 'delivery' };
};
export const decodeOrders: Decoder<ProfileOrder[]> = array(decodeOrder);

export function fetchOrders(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<ProfileOrder[]>> {
  return api.request('/api/profile/orders', { decode: decodeOrders, signal, ...quiet });
}

/** A line of the repeat answer: the unit price INCLUDES the chosen modifiers (see repeat-order.ts). */
export type RepeatLine = {
  product_id: number;
  name: string;
  name_ua: string;
  price: number;
  count: number;
  weight: number;
  main_image: { urlForList: string };
  category: { name: string; name_ua: string };
  modifiers_group: {
    id: number;
    name: string;
    modifiers: { id: number; name: string; count: number; pivot: { price: number } }[];
  }[];
  addons: number[];
};
export type RepeatResult = {
  items: RepeatLine[];
  unavailable: { product_id: number; name: string }[];
};

const decodeRepeatLine: Decoder<RepeatLine> = (v) => {
  const l = object({
    product_id: number,
    name: string,
    name_ua: nullable(string),
    price: number,
    count: number,
    weight: nullable(number),
    main_image: object({ urlForList: string }),
    category: object({ name: string, name_ua: nullable(string) }),
    modifiers_group: array(
      object({
        id: number,
        name: string,
        modifiers: array(object({ id: number, name: string, count: number, pivot: object({ price: number }) })),
      }),
    ),
    addons: nullable(array(number)),
  })(v);
  return {
    ...l,
    name_ua: l.name_ua ?? l.name,
    weight: l.weight ?? 0,
    category: { name: l.category.name, name_ua: l.category.name_ua ?? l.category.name },
    addons: l.addons ?? [],
  };
};

export const decodeRepeat: Decoder<RepeatResult> = object<RepeatResult>({
  items: array(decodeRepeatLine),
  unavailable: array(object({ product_id: number, name: string })),
});

export function repeatOrder(api: ApiClient, id: number): Promise<ApiResult<RepeatResult>> {
  return api.request('/api/orders/{id}/repeat', { method: 'POST', params: { id }, decode: decodeRepeat });
}

// ---- promo codes -----------------------------------------------------------------------------

export type PromoCode = {
  id: number;
  name: string;
  code: string;
  image: string;
  conditions_url: string;
  valid_from: string;
  valid_to: string;
  min_sum: number;
  area: { id: number; name: string } | null;
  delivery_only: boolean;
  pickup_only: boolean;
  login_required: boolean;
  once: boolean;
  discount_type: string;
  discount_value: number;
};

export const decodePromoCodes: Decoder<PromoCode[]> = array(
  object<PromoCode>({
    id: number,
    name: string,
    code: string,
    image: string,
    conditions_url: string,
    valid_from: string,
    valid_to: string,
    min_sum: number,
    area: nullable(object({ id: number, name: string })),
    delivery_only: boolean,
    pickup_only: boolean,
    login_required: boolean,
    once: boolean,
    discount_type: string,
    discount_value: number,
  }),
);

export function fetchPromoCodes(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<PromoCode[]>> {
  return api.request('/api/profile/promocodes', { decode: decodePromoCodes, signal, ...quiet });
}

// ---- reviews ---------------------------------------------------------------------------------

export type Review = {
  id: number;
  order_id: number;
  order_number: number;
  food: number;
  delivery: number;
  pack: number;
  food_text: string;
  delivery_text: string;
  pack_text: string;
  has_photo: boolean;
  created_at: string;
};

export const decodeReviews: Decoder<Review[]> = array(
  object<Review>({
    id: number,
    order_id: number,
    order_number: number,
    food: number,
    delivery: number,
    pack: number,
    food_text: string,
    delivery_text: string,
    pack_text: string,
    has_photo: boolean,
    created_at: string,
  }),
);

export function fetchReviews(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Review[]>> {
  return api.request('/api/profile/reviews', { decode: decodeReviews, signal, ...quiet });
}
