/**
 * Online payment (issue 7): after the order is created the browser goes to the payment page
 * (the shop API's local stand-in `/api/dev/pay/{id}`), which sends it back to the checkout page
 * with `?order={id}&status=success|failure`. What the thank-you modal needs is kept in
 * sessionStorage (`checkoutPayment`) across the trip.
 */
export const PAYMENT_KEY = 'checkoutPayment';

export interface PendingPayment {
  orderId: number;
  number: number;
  nwAddress: string | null;
  nwAddressName: string | null;
  paymentUrl: string;
}

export interface PaymentReturn {
  orderId: number;
  status: 'success' | 'failure';
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;
const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length <= max ? v : null);

/** `?order=12&status=success` -> { orderId: 12, status: 'success' }; anything else -> null. */
export function parsePaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const order = params.get('order');
  const status = params.get('status');
  if (!order || !/^\d{1,10}$/.test(order) || (status !== 'success' && status !== 'failure')) return null;
  const orderId = Number(order);
  return isId(orderId) ? { orderId, status } : null;
}

/** The payment page: a same-site path (the API's stand-in) or an https page of the payment provider. */
function isPaymentUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

export function parsePendingPayment(raw: string | null | undefined): PendingPayment | null {
  if (!raw || raw.length > 5000) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const paymentUrl = text(o.paymentUrl, 500);
  if (!isId(o.orderId) || !isId(o.number) || !paymentUrl || !isPaymentUrl(paymentUrl)) return null;
  return {
    orderId: o.orderId,
    number: o.number,
    nwAddress: text(o.nwAddress, 300),
    nwAddressName: text(o.nwAddressName, 100),
    paymentUrl,
  };
}

const session = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export function savePendingPayment(p: PendingPayment, storage: Pick<Storage, 'setItem'> | null = session()) {
  try {
    storage?.setItem(PAYMENT_KEY, JSON.stringify(p));
  } catch {
    /* the thank-you modal then shows without the address offer */
  }
}

export function readPendingPayment(storage: Pick<Storage, 'getItem'> | null = session()): PendingPayment | null {
  try {
    return parsePendingPayment(storage?.getItem(PAYMENT_KEY));
  } catch {
    return null;
  }
}

export function clearPendingPayment(storage: Pick<Storage, 'removeItem'> | null = session()) {
  try {
    storage?.removeItem(PAYMENT_KEY);
  } catch {
    /* ignore */
  }
}
