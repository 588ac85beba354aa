/**
 * The body of POST /api/orders from the form, the cart and what the page knows (shop API
 * `CreateOrderBody`). Pure, so the exact body is table-tested.
 */
import type { CartLine } from '../cart';
import { toOrderItems } from '../cart';
import { toE164 } from '../../ui/form/phone';
import { bonusValue, type CheckoutValues } from './checkout-rules';
import type { OrderBody } from './checkout-api';

export interface PayloadContext {
  lines: readonly CartLine[];
  /** The cart GUID: the idempotency key (a double click or a retry makes one order). */
  guid: string;
  /** The delivery price the customer saw (the API refuses the order if it changed). */
  deliveryPrice: number;
  promoCode: string | null;
  loggedIn: boolean;
  /** Where the payment page sends the customer back (online payment). */
  returnUrl: string;
  /** A guest's proof of the phone (the shop API's, from the SMS code: issue 43); null when signed in. */
  phoneProof?: string | null;
}

const clip = (v: string, max: number) => v.trim().slice(0, max);

/** Short text of a delivery address for people (thank-you modal, saved addresses). */
export function addressLine(v: Pick<CheckoutValues, 'street' | 'house' | 'apartment' | 'privateHouse'>): string {
  const base = `${v.street.trim()}, ${v.house.trim()}`;
  return !v.privateHouse && v.apartment.trim() ? `${base}, ${v.apartment.trim()}` : base;
}

export function buildOrderBody(values: CheckoutValues, ctx: PayloadContext): OrderBody {
  const delivery = values.deliveryType === 'delivery';
  const cash = values.payType === 'cash';
  const changeFrom = values.changeFrom.trim().replace(',', '.');
  const bonus = ctx.loggedIn ? bonusValue(values.bonusDebit) : 0;
  const email = values.email.trim();
  const comment = values.comment.trim();
  return {
    cart_guid: ctx.guid,
    items: toOrderItems(ctx.lines),
    name: clip(values.name, 100),
    phone: toE164(values.phone) ?? values.phone.trim(),
    ...(!ctx.loggedIn && ctx.phoneProof ? { phone_proof: ctx.phoneProof } : {}),
    ...(email ? { email: clip(email, 254) } : {}),
    delivery_type: values.deliveryType,
    ...(delivery
      ? {
          address: {
            street: clip(values.street, 120),
            house: clip(values.house, 20),
            private_house: values.privateHouse,
            ...(values.privateHouse
              ? {}
              : {
                  apartment: clip(values.apartment, 20),
                  entrance: clip(values.entrance, 20),
                  code: clip(values.code, 20),
                  floor: clip(values.floor, 20),
                }),
            name: clip(values.addressName, 100),
            is_main: values.isMain,
          },
          expected_delivery_price: ctx.deliveryPrice,
        }
      : { pickup_point_id: Number(values.pickupPointId) }),
    time: values.timeMode === 'asap' ? 'asap' : values.slot,
    pay_type: values.payType,
    ...(cash && changeFrom ? { change_from: Number(changeFrom) } : {}),
    cutlery: Number(values.cutlery.trim()),
    ...(comment ? { comment: comment.slice(0, 1000) } : {}),
    ...(ctx.promoCode ? { promo_code: ctx.promoCode } : {}),
    ...(bonus > 0 ? { bonus_debit: bonus } : {}),
    ...(values.payType === 'online' ? { return_url: ctx.returnUrl } : {}),
  };
}
