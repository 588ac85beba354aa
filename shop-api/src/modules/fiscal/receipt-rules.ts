/**
 * Pure rules of a fiscal receipt in Checkbox's terms: sums in kopecks, quantities times 1000 (3
 * decimals), one cashless payment. A sell receipt lists the order's dishes and the delivery, with
 * one receipt discount bringing the goods to what was captured (loyalty and promo discounts,
 * bonuses spent, a dish dropped at capture). A return receipt gives back `amount` as one line (the
 * desk refunds a sum, not dishes). Table tests: receipt-rules.test.ts.
 */
export interface ReceiptLine {
  code: string;
  name: string;
  /** UAH per unit. */
  price: number;
  count: number;
}

export interface CheckboxGood {
  good: { code: string; name: string; price: number };
  quantity: number;
  is_return?: boolean;
}
export interface CheckboxSellBody {
  id: string;
  goods: CheckboxGood[];
  discounts?: { type: 'DISCOUNT'; mode: 'VALUE'; value: number; name: string }[];
  payments: { type: 'CASHLESS'; value: number; label: string }[];
}

export const kopecks = (uah: number) => Math.round(uah * 100);

export function sellReceipt(
  id: string,
  lines: ReceiptLine[],
  amount: number,
  labels: { discount: string; payment: string },
): CheckboxSellBody {
  const goods = lines.map((l) => ({ good: { code: l.code, name: l.name, price: kopecks(l.price) }, quantity: l.count * 1000 }));
  const goodsTotal = goods.reduce((s, g) => s + (g.good.price * g.quantity) / 1000, 0);
  const paid = kopecks(amount);
  const discount = Math.round(goodsTotal - paid);
  return {
    id,
    goods,
    ...(discount > 0
      ? { discounts: [{ type: 'DISCOUNT' as const, mode: 'VALUE' as const, value: discount, name: labels.discount }] }
      : {}),
    payments: [{ type: 'CASHLESS', value: paid, label: labels.payment }],
  };
}

export function returnReceipt(id: string, amount: number, name: string, payment: string): CheckboxSellBody {
  return {
    id,
    goods: [{ good: { code: 'refund', name, price: kopecks(amount) }, quantity: 1000, is_return: true }],
    payments: [{ type: 'CASHLESS', value: kopecks(amount), label: payment }],
  };
}

/** The sum a receipt body adds up to (kopecks): goods less discounts; Checkbox refuses a payment that differs. */
export function receiptTotal(body: CheckboxSellBody): number {
  const goods = body.goods.reduce((s, g) => s + Math.round((g.good.price * g.quantity) / 1000), 0);
  return goods - (body.discounts ?? []).reduce((s, d) => s + d.value, 0);
}

/** Tries of one receipt before the desk is asked to look; the pause grows from 10 s to at most 15 minutes. */
export const RECEIPT_MAX_TRIES = 40;
export function receiptRetryDelayMs(tries: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, tries - 1), 900_000);
}

/** A Kyiv calendar day, 'YYYY-MM-DD': Checkbox's shift is opened and closed once a day. */
export function kyivDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
}
