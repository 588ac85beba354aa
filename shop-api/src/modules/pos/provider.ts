/**
 * The POS provider interface: what the shop needs from a restaurant's point-of-sale back office.
 * Poster is the first provider (poster.ts); another POS implements the same calls. Money here is
 * kopecks (whole numbers), as POS APIs take it.
 */

/** One dish line as the POS takes it. */
export interface PosOrderLine {
  posProductId: string;
  count: number;
  /** Price of one dish without its modifiers, kopecks (the POS prices the modifiers itself). */
  priceKopecks: number;
  /** Modifiers per one dish. */
  modifications: { posModificationId: string; count: number }[];
}

export interface PosOrderRequest {
  /** `web #<order number>`, the first words of the comment: finds the order again after a lost answer. */
  marker: string;
  phone: string;
  firstName: string;
  /** Delivery address in one line, null for pickup. */
  address: string | null;
  comment: string;
  lines: PosOrderLine[];
  /** Paid online before the order reaches the POS; null when it is paid on receipt. */
  prepaid: { sumKopecks: number } | null;
}

export type PosStatus = 'new' | 'accepted' | 'cancelled';

export interface PosOrder {
  posOrderId: string;
  status: PosStatus;
  comment: string;
}

/**
 * A call's outcome. `uncertain`: the POS may have done it (a timeout, a 5xx), so a retry first
 * looks for it (never creating an order twice).
 */
export type PosCall<T> = { ok: true; value: T } | { ok: false; error: string; uncertain: boolean };

/** A dish as the POS prices and shows it now (webhooks re-read it). */
export interface PosDish {
  posId: string;
  /** At this spot, kopecks. */
  priceKopecks: number;
  /** Sold at this spot (not hidden). */
  visible: boolean;
}

export interface PosProvider {
  name: string;
  createOrder(request: PosOrderRequest): Promise<PosCall<PosOrder>>;
  getOrder(posOrderId: string): Promise<PosCall<PosOrder>>;
  /** The order this shop created since `since` whose comment starts with `marker`, or null. */
  findOrder(marker: string, since: Date): Promise<PosCall<PosOrder | null>>;
  /** The dish now, or null when the POS has no such dish (removed). */
  getDish(posId: string): Promise<PosCall<PosDish | null>>;
}
