/**
 * The cart's calls (spec section 7) through the one API client: errors are values, every
 * response is decoded at the boundary.
 */
import type { ApiClient, ApiResult, Decoder } from '../../api-client/client';
import { array, nullable, number, object, string } from '../../api-client/decode';
import { unitPrice, type CartLine, type CartProductSource, type Gift, type LineDiscount } from './cart-math';

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const decodeModifierGroups: Decoder<NonNullable<CartProductSource['modifiers_group']>> = (v) =>
  v === undefined || v === null
    ? []
    : array(
        object({
          id: number,
          name: string,
          modifiers: array(object({ id: number, name: string, pivot: object({ price: number }) })),
        }),
      )(v);

export const decodeProductSource: Decoder<CartProductSource> = (v) => {
  const p = object({
    id: number,
    name: string,
    name_ua: nullable(string),
    price: number,
    weight: nullable(number),
    main_image: object({ urlForList: string }),
    category: object({ name: string, name_ua: nullable(string) }),
    modifiers_group: decodeModifierGroups,
    addons: nullable(array(number)),
  })(v);
  return {
    id: p.id,
    name: p.name,
    name_ua: p.name_ua || p.name,
    price: p.price,
    weight: p.weight ?? 0,
    main_image: p.main_image,
    category: { name: p.category.name, name_ua: p.category.name_ua || p.category.name },
    modifiers_group: p.modifiers_group,
    ...(p.addons ? { addons: p.addons } : {}),
  };
};

/**
 * check-discount answer: `{ loyatyResult: { programResults: [{ discounts: [{ orderItemId, discount }] }] } }`
 * (the spec's spelling). The amount is read from `discount` (or `sum` / `amount`); an entry without
 * a usable id is skipped. No program result means no discounts.
 */
export const decodeDiscountResult: Decoder<LineDiscount[]> = (v) => {
  const anything: Decoder<unknown> = (x) => x;
  const { loyatyResult } = object({ loyatyResult: nullable(object({ programResults: nullable(array(anything)) })) })(v);
  const first = loyatyResult?.programResults?.[0];
  if (first === undefined) return [];
  const discounts = object({ discounts: nullable(array(anything)) })(first).discounts ?? [];
  const out: LineDiscount[] = [];
  for (const d of discounts) {
    if (!isObj(d)) continue;
    const id = d.orderItemId;
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    const amount = [d.discount, d.sum, d.amount].find((a) => typeof a === 'number');
    out.push({ orderItemId: String(id), discount: typeof amount === 'number' && Number.isFinite(amount) ? amount : 0 });
  }
  return out;
};

/**
 * The order items sent to check-discount (and order creation): line id (the answer's orderItemId),
 * product, count, the unit price WITH modifiers as the client shows it, and the modifier counts.
 */
export function toOrderItems(lines: readonly CartLine[]) {
  return lines.map((l) => ({
    id: l.id,
    product_id: l.product_id,
    count: l.count,
    price: unitPrice(l),
    modifiers: l.modifiers_group.flatMap((g) => g.modifiers.map((m) => ({ id: m.id, count: m.count }))),
  }));
}

const decodeGifts: Decoder<Gift[]> = array(object({ id: number, sum: number, product: decodeProductSource }));

export function fetchGifts(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<Gift[]>> {
  return api.request('/api/gifts', { decode: decodeGifts, signal, progress: false });
}

/** The current menu (visible products) for the fresh-menu check. */
export function fetchMenu(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<CartProductSource[]>> {
  return api.request('/api/products', { decode: array(decodeProductSource), signal, progress: false });
}

export function fetchSauces(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<CartProductSource[]>> {
  return api.request('/api/products/get-sauces', { decode: array(decodeProductSource), signal, progress: false });
}

export function postCheckDiscount(api: ApiClient, lines: readonly CartLine[], promoCode?: string, signal?: AbortSignal) {
  return api.request('/api/orders/check-discount', {
    method: 'POST',
    body: { items: toOrderItems(lines), ...(promoCode ? { promo_code: promoCode } : {}) },
    decode: decodeDiscountResult,
    signal,
    progress: false,
  });
}
