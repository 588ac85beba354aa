/**
 * Poster's webhooks (https://dev.joinposter.com/docs/v3/web/webhooks), pure: the signature check
 * and what a verified webhook asks the shop to do.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export interface PosterWebhook {
  account: string;
  object: string;
  object_id: string | number;
  action: string;
  time: string;
  verify: string;
  data?: string;
}

/** Poster's `verify`: md5 of account, object, object_id, action, data (when sent), time and the application secret, joined by ';'. */
export function posterSignature(hook: Omit<PosterWebhook, 'verify'>, appSecret: string): string {
  const parts = [hook.account, hook.object, String(hook.object_id), hook.action];
  if (hook.data !== undefined) parts.push(hook.data);
  parts.push(hook.time, appSecret);
  return createHash('md5').update(parts.join(';')).digest('hex');
}

/** Webhooks older than this are refused (a replay), ms: Poster retries for a while, not for a day. */
export const WEBHOOK_MAX_AGE_MS = 24 * 3_600_000;

export type WebhookCheck = { ok: true } | { ok: false; reason: 'signature' | 'account' | 'stale' };

export function checkPosterWebhook(hook: PosterWebhook, expect: { appSecret: string; account: string }, now: Date): WebhookCheck {
  const expected = Buffer.from(posterSignature(hook, expect.appSecret));
  const given = Buffer.from(String(hook.verify).toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  if (hook.account !== expect.account) return { ok: false, reason: 'account' };
  const sentMs = Number(hook.time) * 1000;
  if (!Number.isFinite(sentMs) || Math.abs(now.getTime() - sentMs) > WEBHOOK_MAX_AGE_MS) return { ok: false, reason: 'stale' };
  return { ok: true };
}

/** What a verified webhook asks for. Stock types: 2 product, 3 modifier, 4 manufactured dish. */
export type WebhookTask =
  | { kind: 'order_status'; posOrderId: string }
  | { kind: 'stock'; what: 'dish' | 'modifier'; posId: string; inStock: boolean }
  | { kind: 'dish_changed'; posId: string }
  /** A new, removed or changed-in-kind dish or category: the build hook; a removed dish also goes off the menu. */
  | { kind: 'structure'; reason: string; removedDishPosId?: string }
  | { kind: 'ignore' };

export function webhookTask(hook: PosterWebhook): WebhookTask {
  const id = String(hook.object_id);
  switch (hook.object) {
    case 'incoming_order':
      return hook.action === 'changed' ? { kind: 'order_status', posOrderId: id } : { kind: 'ignore' };
    case 'stock': {
      let data: { type?: unknown; element_id?: unknown; value_absolute?: unknown };
      try {
        data = JSON.parse(hook.data ?? '{}') as typeof data;
      } catch {
        return { kind: 'ignore' };
      }
      const type = Number(data.type);
      const what = type === 2 || type === 4 ? 'dish' : type === 3 ? 'modifier' : null;
      if (!what || data.element_id === undefined || !Number.isFinite(Number(data.value_absolute))) return { kind: 'ignore' };
      return { kind: 'stock', what, posId: String(data.element_id), inStock: Number(data.value_absolute) > 0 };
    }
    case 'product':
    case 'dish':
      if (hook.action === 'changed') return { kind: 'dish_changed', posId: id };
      if (hook.action === 'removed')
        return { kind: 'structure', reason: `pos: ${hook.object} ${id} removed`, removedDishPosId: id };
      if (hook.action === 'added' || hook.action === 'transformed')
        return { kind: 'structure', reason: `pos: ${hook.object} ${id} ${hook.action}` };
      return { kind: 'ignore' };
    case 'category':
      return { kind: 'structure', reason: `pos: category ${id} ${hook.action}` };
    default:
      return { kind: 'ignore' };
  }
}

/**
 * Stock webhooks carry the state itself, and Poster resends a refused one later: one that is older
 * than the last applied for the same item would undo a newer state. Their key; null for the rest
 * (an order status or a dish change is read from Poster at the time, so order does not matter).
 */
export function staleOrderKey(task: WebhookTask): string | null {
  return task.kind === 'stock' ? `${task.what}:${task.posId}` : null;
}

/** Whether a webhook sent at `time` (Unix seconds) comes after the last applied one for its item. */
export const inOrder = (lastApplied: number | undefined, time: number) => lastApplied === undefined || time >= lastApplied;
