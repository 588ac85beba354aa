/**
 * Which status message an order's status calls for, who receives it and when a failed one is
 * tried again (pure; the queue passes what it read).
 */
import type { Static } from '@sinclair/typebox';
import type { StatusName as StatusNameSchema } from '../orders';

type StatusName = Static<typeof StatusNameSchema>;

export const MESSAGE_EVENTS = ['accepted', 'on_the_way', 'ready', 'delivered', 'cancelled'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];
export type ChannelKind = 'bot' | 'sms' | 'push';

/**
 * The message a status calls for: accepted (with the promised time), on its way (delivery) or
 * ready (pickup), delivered (delivery only: a pickup customer is at the counter), cancelled.
 */
export function messageEventOf(status: StatusName, pickup: boolean): MessageEvent | null {
  switch (status) {
    case 'In progress':
      return 'accepted';
    case 'On the way':
      return pickup ? 'ready' : 'on_the_way';
    case 'Delivered':
      return pickup ? null : 'delivered';
    case 'Cancelled':
      return 'cancelled';
    default:
      return null;
  }
}

export interface Reach {
  /** The customer's messenger chat (signed in with the bot), or null. */
  chatId: string | null;
  phone: string;
  pushEndpoints: string[];
  /** The customer's switches (a guest has all on). */
  prefs: Record<ChannelKind, boolean>;
  /** What the restaurant runs: the bot, status SMS (paid), web push (VAPID keys). */
  available: Record<ChannelKind, boolean>;
}

/**
 * The recipients of one status message. The bot and web push are free and go wherever allowed;
 * SMS costs money per message, so it goes only when neither reaches the customer.
 */
export function recipientsOf(r: Reach): { channel: ChannelKind; recipient: string }[] {
  const out: { channel: ChannelKind; recipient: string }[] = [];
  if (r.available.bot && r.prefs.bot && r.chatId) out.push({ channel: 'bot', recipient: r.chatId });
  if (r.available.push && r.prefs.push) for (const e of r.pushEndpoints) out.push({ channel: 'push', recipient: e });
  if (out.length === 0 && r.available.sms && r.prefs.sms) out.push({ channel: 'sms', recipient: r.phone });
  return out;
}

/** Tries before a message counts as failed. */
export const MAX_ATTEMPTS = 6;
/** Waits after the 1st, 2nd... failed try, ms: 30 s, 1, 2, 5, 10 minutes. */
const BACKOFF_MS = [30_000, 60_000, 120_000, 300_000, 600_000];

/** When to try again after `attempts` failed tries, or null when it is given up. */
export function retryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]);
}

/**
 * At send time: a message goes only if the order still has the status it was queued for; a status
 * undone or overtaken within the hold sends nothing (the newer status has its own message).
 */
export function stillDue(event: MessageEvent, status: StatusName, pickup: boolean): boolean {
  return messageEventOf(status, pickup) === event;
}
