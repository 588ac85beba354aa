import type { MarketingEvent } from './esputnik';

/**
 * The marketing feed (spec section 4 "Cart": a cart-status event on every change; section 7: the
 * new customer after registration) as eSputnik events. Pure: the routes validate the input and
 * send what these return. Values are strings (eSputnik's v1 event params); the product list is
 * one JSON-encoded param. No phone, code or token ever goes into an event.
 */
export const CURRENCY = 'UAH';

export interface CartStatusInput {
  guid: string;
  /** UAH, as the cart shows it. */
  total: number;
  lines: { product_id: number; name: string; price: number; count: number; sum: number }[];
}

export function cartStatusEvent(cart: CartStatusInput): MarketingEvent {
  return {
    eventTypeKey: 'StatusCart',
    keyValue: cart.guid,
    params: [
      { name: 'GUID', value: cart.guid },
      { name: 'Total', value: String(cart.total) },
      { name: 'Currency', value: CURRENCY },
      {
        name: 'Products',
        value: JSON.stringify(
          cart.lines.map((l) => ({
            productKey: String(l.product_id),
            name: l.name,
            price: l.price,
            quantity: l.count,
            sum: l.sum,
          })),
        ),
      },
    ],
  };
}

/** The signed-in customer as the shop knows them: id, e-mail, name (the spec's phone is left out). */
export function customerEvent(user: { id: number; email: string | null; name: string }): MarketingEvent {
  const params = [
    { name: 'externalCustomerId', value: String(user.id) },
    { name: 'firstName', value: user.name },
  ];
  if (user.email) params.push({ name: 'email', value: user.email });
  // The contact key: the e-mail links the event to the subscriber; without one, the shop's id.
  return { eventTypeKey: 'CustomerData', keyValue: user.email ?? `customer-${user.id}`, params };
}
