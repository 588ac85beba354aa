/**
 * The shop's analytics events as the exact calls each service receives (pure, table-tested):
 * - GA4 through gtag.js: `gtag('event', name, params)` with Google's recommended e-commerce
 *   events and parameters (view_item_list, add_to_cart, view_cart, begin_checkout, purchase;
 *   currency UAH and value);
 * - GTM instead (when a container id is configured): the same event as a dataLayer push
 *   `{event: name, ecommerce: params}` after `{ecommerce: null}` (Google's GTM e-commerce form);
 * - the Meta pixel: `fbq('track', 'AddToCart', ...)` once per unit (spec section 4), Purchase.
 *
 * Only product and order data: never a name, phone, e-mail, code or token (events.test.ts).
 */

export const CURRENCY = 'UAH';

/** What the shop tells analytics about a cart line (structural: analytics does not import the cart). */
export interface AnalyticsLine {
  id: string;
  product_id: number;
  name: string;
  name_ua: string;
  /** UAH unit price including modifiers. */
  unitPrice: number;
  count: number;
  /** UAH shown for the line (rounded, after discount). */
  sum: number;
  category: { name: string; name_ua: string };
}

/** A dish in a list (catalogue category page). */
export interface AnalyticsProduct {
  id: number;
  name: string;
  name_ua: string;
  /** UAH. */
  price: number;
  category: { name: string; name_ua: string };
}

/** A placed order as analytics sees it: its number and the sum charged (UAH). */
export interface AnalyticsOrder {
  number: number;
  /** UAH to pay, after discounts and bonuses, with delivery. */
  value: number;
}

/** One GA4 event: name and parameters (gtag's `event` command, or a GTM push). */
export type GaEvent = [name: string, params: Record<string, unknown>];
/** One Meta pixel call: `fbq(...call)`. */
export type PixelCall = ['track', string, Record<string, unknown>];

/** Analytics names are the Ukrainian ones (stable across the two site languages). */
const uaName = (x: { name: string; name_ua: string }) => x.name_ua || x.name;

/** GA4 item of a cart line; `quantity` as the event needs it (units added, or the line count). */
function lineItem(line: AnalyticsLine, quantity: number, index?: number) {
  return {
    item_id: String(line.product_id),
    item_name: uaName(line),
    item_category: uaName(line.category),
    price: line.unitPrice,
    quantity,
    ...(index !== undefined ? { index } : {}),
  };
}

/** UAH, to the kopiyka (float sums of prices drift). */
const uah = (n: number) => Math.round(n * 100) / 100;
const linesValue = (lines: readonly AnalyticsLine[]) => uah(lines.reduce((sum, l) => sum + l.sum, 0));

/** Units added to the cart in one action: one line (a dish added) or several (an order repeated). */
export interface AddedUnits {
  line: AnalyticsLine;
  quantity: number;
}

/** One add_to_cart per action, with every line added and its units. */
export function gaAddToCart(added: readonly AddedUnits[]): GaEvent {
  return [
    'add_to_cart',
    {
      currency: CURRENCY,
      value: uah(added.reduce((sum, a) => sum + a.line.unitPrice * a.quantity, 0)),
      items: added.map((a) => lineItem(a.line, a.quantity)),
    },
  ];
}

/**
 * The cart list became visible (spec section 4): the items with name, id, price, currency UAH,
 * category, position and quantity 1, in GA4's names (item_name, item_id, price, item_category,
 * index: the spec's position, from 1).
 */
export function gaViewCart(lines: readonly AnalyticsLine[]): GaEvent {
  return [
    'view_cart',
    {
      currency: CURRENCY,
      value: linesValue(lines),
      items: lines.map((l, i) => lineItem(l, 1, i + 1)),
    },
  ];
}

export function gaViewItemList(list: { id: string; name: string }, products: readonly AnalyticsProduct[]): GaEvent {
  return [
    'view_item_list',
    {
      item_list_id: list.id,
      item_list_name: list.name,
      items: products.map((p, i) => ({
        item_id: String(p.id),
        item_name: uaName(p),
        item_category: uaName(p.category),
        price: p.price,
        index: i + 1,
        item_list_id: list.id,
        item_list_name: list.name,
      })),
    },
  ];
}

export function gaBeginCheckout(lines: readonly AnalyticsLine[]): GaEvent {
  return ['begin_checkout', { currency: CURRENCY, value: linesValue(lines), items: lines.map((l) => lineItem(l, l.count)) }];
}

export function gaPurchase(order: AnalyticsOrder, lines: readonly AnalyticsLine[]): GaEvent {
  return [
    'purchase',
    {
      transaction_id: String(order.number),
      currency: CURRENCY,
      value: uah(order.value),
      items: lines.map((l) => lineItem(l, l.count)),
    },
  ];
}

/** Spec section 4: one AddToCart per unit added; each call is for one unit. */
export function pixelAddToCart(added: readonly AddedUnits[]): PixelCall[] {
  return added.flatMap(({ line, quantity }) => {
    const one: PixelCall = [
      'track',
      'AddToCart',
      {
        content_ids: [String(line.product_id)],
        content_name: uaName(line),
        content_type: 'product',
        value: line.unitPrice,
        currency: CURRENCY,
      },
    ];
    return Array.from({ length: Math.max(0, Math.floor(quantity)) }, () => one);
  });
}

export function pixelPurchase(order: AnalyticsOrder, lines: readonly AnalyticsLine[]): PixelCall {
  return [
    'track',
    'Purchase',
    {
      value: uah(order.value),
      currency: CURRENCY,
      content_ids: lines.map((l) => String(l.product_id)),
      content_type: 'product',
      num_items: lines.reduce((n, l) => n + l.count, 0),
    },
  ];
}

/** gtag.js: `gtag(...)` arguments of an event. */
export const gtagCall = ([name, params]: GaEvent) => ['event', name, params] as const;

/** GTM: the dataLayer pushes of an event (the previous ecommerce object cleared first). */
export const gtmPushes = ([name, params]: GaEvent) => [{ ecommerce: null }, { event: name, ecommerce: params }];
