/**
 * An online order's money as the customer and the desk read it (issue 45): the sums the shop API
 * reports (UAH) and the fiscal receipts of the payment and its refunds. Pure functions, table tests
 * in money-rules.test.ts.
 */
import type { Decoder } from '../../api-client/client';
import type { ResponseOf } from '../../api-client/api-types';
import { array, fail, memberOf, nullable, number, object, string } from '../../api-client/decode';

type OrderAnswer = ResponseOf<'/api/orders/{id}', 'GET'>;
/** UAH: held on the card, captured, refunded, refunds on their way, still to pay online. */
export type OrderMoney = OrderAnswer['money'];
/** pending: queued for the cash register (Checkbox); done: issued, `url` is its page (amount: UAH). */
export type FiscalReceipt = OrderAnswer['receipts'][number];

export const NO_MONEY: OrderMoney = { held: 0, captured: 0, refunded: 0, refund_pending: 0, outstanding: 0 };

const strictMoney: Decoder<OrderMoney> = object({
  held: number,
  captured: number,
  refunded: number,
  refund_pending: number,
  outstanding: number,
});

/** An API without these fields (a restaurant's own, older one) reads as no sums and no receipts. */
export const decodeOrderMoney: Decoder<OrderMoney> = (v) => (v === undefined ? NO_MONEY : strictMoney(v));

const oneOf =
  <T extends string>(values: readonly T[], what: string): Decoder<T> =>
  (v) =>
    memberOf(values, v) ?? fail(what);

const strictReceipts: Decoder<FiscalReceipt[]> = array(
  object<FiscalReceipt>({
    kind: oneOf(['sell', 'return'] as const, 'receipt kind'),
    amount: number,
    status: oneOf(['pending', 'done'] as const, 'receipt status'),
    url: nullable(string),
  }),
);
export const decodeReceipts: Decoder<FiscalReceipt[]> = (v) => (v === undefined ? [] : strictReceipts(v));

export type MoneyLineKey = 'held' | 'captured' | 'refund_pending' | 'refunded' | 'outstanding';

const ORDER: readonly MoneyLineKey[] = ['held', 'captured', 'refund_pending', 'refunded', 'outstanding'];

/** The sums worth a line, in reading order (a zero says nothing and is left out). */
export function moneyLines(money: OrderMoney): { key: MoneyLineKey; amount: number }[] {
  return ORDER.filter((key) => money[key] > 0).map((key) => ({ key, amount: money[key] }));
}

/**
 * A receipt's link as the page may show it: only an https page (Checkbox's check.checkbox.ua in
 * production, the stand-in's page under this origin's /api/ elsewhere); anything else is not a link.
 */
export function receiptHref(receipt: FiscalReceipt): string | null {
  if (receipt.status !== 'done' || !receipt.url) return null;
  if (receipt.url.startsWith('/api/')) return receipt.url;
  try {
    const url = new URL(receipt.url);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Kopecks rounding: the most the desk may still refund (UAH) = captured less refunded and pending. */
export function refundableOf(money: OrderMoney): number {
  return Math.max(0, Math.round((money.captured - money.refunded - money.refund_pending) * 100) / 100);
}

/**
 * The desk's refund amount field (UAH, comma or dot, at most two decimals) against what may be
 * refunded: the amount, or the message key of the problem.
 */
export function parseRefundAmount(input: string, refundable: number): { ok: true; amount: number } | { ok: false; key: string } {
  const text = input.replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return { ok: false, key: 'desk_refund_error_amount' };
  const amount = Number(text);
  if (amount <= 0) return { ok: false, key: 'desk_refund_error_amount' };
  if (amount > refundable + 0.001) return { ok: false, key: 'desk_refund_error_too_much' };
  return { ok: true, amount };
}

/**
 * Whether an order's payment may still change by itself: awaiting the bank, held (the desk's
 * acceptance captures it), a refund on its way, or a receipt still with the cash register. The
 * order popup reads the whole order while so (its money and receipt links), the status alone after.
 */
export function paymentStillMoving(status: string, money: OrderMoney, receipts: FiscalReceipt[]): boolean {
  return status === 'awaiting' || money.held > 0 || money.refund_pending > 0 || receipts.some((r) => r.status === 'pending');
}
