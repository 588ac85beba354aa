/**
 * Guest orders with proof (issue 43, point 5): orders without an account are limited per client
 * address and per phone, and a guest's order above a sum waits for the desk's confirmation (its
 * acceptance) before it is paid online or moved by the demo clock.
 */
import type { AppContext } from '../../context';
import { decideWindow, enforce, hitsSince, recordHit, strictest } from '../../http/limits';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Whether a new order waits for the desk's confirmation: a guest's, with more than `aboveUah` to pay (UAH). */
export function needsDeskConfirmation(guest: boolean, sumToPayUah: number, aboveUah: number): boolean {
  return guest && sumToPayUah > aboveUah;
}

/**
 * Counts a guest's new order for its client address and its phone, or throws 429
 * `too_many_orders` (with Retry-After) past either limit. Call inside the order's transaction: a
 * refused or failed order then counts nothing, and parallel orders are counted one by one.
 */
export function reserveGuestOrder(ctx: AppContext, client: string, phone: string, at: Date) {
  const { db } = ctx;
  const { guestOrdersPerClientHour, guestOrdersPerPhoneDay } = ctx.config.limits;
  const now = at.getTime();
  const times = (bucket: string, key: string, windowMs: number) => hitsSince(db, bucket, key, now - windowMs).map((h) => h.at);
  enforce(
    strictest([
      decideWindow(times('guest_order_client', client, HOUR_MS), now, { max: guestOrdersPerClientHour, windowMs: HOUR_MS }),
      decideWindow(times('guest_order_phone', phone, DAY_MS), now, { max: guestOrdersPerPhoneDay, windowMs: DAY_MS }),
    ]),
    'too_many_orders',
  );
  recordHit(db, 'guest_order_client', client, at);
  recordHit(db, 'guest_order_phone', phone, at);
}
