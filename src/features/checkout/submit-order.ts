/**
 * Sending the order (issue 7 "Submit"): one request at a time (a double click joins the request
 * in flight), the cart GUID as the idempotency key (a retry after a lost answer returns the same
 * order), and what each answer does to the cart. The page turns the result into messages and
 * field errors. Deps are injected so the rules are tested without a browser.
 */
import type { ApiClient } from '../../api-client/client';
import { toAnalyticsLine, type CartStore } from '../cart';
import { getAnalytics, type Analytics } from '../analytics';
import { addCurrentOrder } from '../orders';
import { rememberOrderSecret } from '../../shared/order-secrets';
import { createOrder, type OrderBody, type PlacedOrder } from './checkout-api';
import { clearDraft } from './checkout-draft';
import { applyCorrectedPrices, interpretOrderError, type OrderOutcome, type PriceChange } from './order-errors';

export type SubmitResult =
  | { ok: true; order: PlacedOrder }
  | {
      ok: false;
      outcome: OrderOutcome;
      /** Prices the cart now has (prices corrected). */
      priceChanges: PriceChange[];
      /** Lines the server refused (hidden dishes, workshop off): they stay in the cart, flagged. */
      unavailable: { name: string; name_ua: string }[];
    };

export interface SubmitDeps {
  api: ApiClient;
  cart: CartStore;
  /** Keeps the order's secret and writes `currentOrders` (tracking) — injectable for tests. */
  rememberOrder?: (order: PlacedOrder) => void;
  forgetDraft?: () => void;
  /** GA4 purchase and the pixel's Purchase for a placed order (default: the site's analytics). */
  analytics?: Pick<Analytics, 'purchase'>;
}

export function createOrderSubmitter(deps: SubmitDeps) {
  let inFlight: Promise<SubmitResult> | null = null;
  const remember =
    deps.rememberOrder ??
    ((o: PlacedOrder) => {
      // The secret first: the tracking popup, woken by the list's change, reads the order with it.
      rememberOrderSecret(o.id, o.secret);
      addCurrentOrder({ id: o.id, number: o.number, created_at: o.created_at });
    });
  const forgetDraft = deps.forgetDraft ?? clearDraft;

  async function send(body: OrderBody): Promise<SubmitResult> {
    const result = await createOrder(deps.api, body);
    const cart = deps.cart.getState();
    if (result.ok) {
      const analytics = deps.analytics ?? getAnalytics();
      analytics.purchase({ number: result.data.number, value: result.data.sum_to_pay }, cart.all.map(toAnalyticsLine));
      cart.setLastOrder(result.data);
      cart.nullify();
      remember(result.data);
      forgetDraft();
      return { ok: true, order: result.data };
    }
    const outcome = interpretOrderError(result.error);
    let priceChanges: PriceChange[] = [];
    let unavailable: { name: string; name_ua: string }[] = [];
    if (outcome.kind === 'prices_corrected') {
      const fixed = applyCorrectedPrices(cart.all, outcome.items);
      priceChanges = fixed.changes;
      // Never charged silently: the cart shows the new prices and the customer submits again.
      if (fixed.changes.length > 0) cart.setCart(fixed.lines);
      else await cart.checkMenu();
    } else if (outcome.kind === 'dishes_hidden' || outcome.kind === 'workshop_disabled') {
      // Nothing in the cart is lost: the lines stay, "temporarily unavailable" and out of the
      // total, until the customer removes them or the dishes are back.
      const refused = new Set(outcome.productIds);
      unavailable = cart.all.filter((l) => refused.has(l.product_id)).map((l) => ({ name: l.name, name_ua: l.name_ua }));
      if (unavailable.length > 0) cart.markUnavailable(outcome.productIds);
      else await cart.checkMenu();
    } else if (outcome.kind === 'modifier_gone') {
      // The fresh menu and the feed know which modifiers are gone (dropped, with notices) and which
      // are only off now (kept, flagged).
      await cart.checkMenu();
    }
    return { ok: false, outcome, priceChanges, unavailable };
  }

  return {
    /** Sends the order; while one is in flight, further calls get the same answer (one request). */
    submit(buildBody: () => OrderBody): Promise<SubmitResult> {
      if (inFlight) return inFlight;
      inFlight = send(buildBody()).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
