/**
 * New-order alerts: each new order is posted to the restaurant's Telegram group through the Bot
 * API provider of the auth module (the same `sendMessage` interface and stand-in).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { createStandInBotApi, createTelegramBotApi, type TgBotApi, type TgOutgoing } from '../auth';
import { getOrderRow, lastOrderEventId, onOrderEvents, orderEventsAfter } from '../orders';

export interface OrderAlerts {
  /** What the stand-in bot "sent" (empty with the real bot or when off). */
  outbox: TgOutgoing[];
  stop: () => void;
}

const money = (uah: number) => `${uah.toFixed(2).replace(/\.00$/, '')} грн`;
const kyivTime = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv', hour: '2-digit', minute: '2-digit' });

/** The group message (Ukrainian: the restaurant's working language); no phone or address in a chat. */
export function orderAlertText(order: {
  number: number;
  sum_to_pay: number;
  delivery_type: string;
  time_mode: string;
  delivery_at: string;
  pay_type: string;
}): string {
  const how = order.delivery_type === 'pickup' ? 'самовивіз' : 'доставка';
  const when = order.time_mode === 'asap' ? 'якнайшвидше' : `на ${kyivTime.format(new Date(order.delivery_at))}`;
  const pay = order.pay_type === 'online' ? 'онлайн' : order.pay_type === 'terminal' ? 'термінал' : 'готівка';
  return `Нове замовлення № ${order.number}: ${money(order.sum_to_pay)}, ${how}, ${when}, оплата: ${pay}. Прийміть його на /staff/`;
}

export function startOrderAlerts(ctx: AppContext, log: FastifyBaseLogger): OrderAlerts {
  const s = ctx.config.orderAlerts;
  if (s.kind === 'off') return { outbox: [], stop: () => {} };
  const standIn = s.kind === 'standin' ? createStandInBotApi() : null;
  const bot: TgBotApi = standIn ?? createTelegramBotApi({ token: (s as { token: string }).token, fetch: ctx.fetch });
  // Orders placed before this start were alerted by the previous process (or never will be).
  let cursor = lastOrderEventId(ctx.db);
  const stop = onOrderEvents(ctx.db, () => {
    for (const e of orderEventsAfter(ctx.db, cursor)) {
      cursor = e.id;
      if (e.kind !== 'created') continue;
      const row = getOrderRow(ctx, e.order_id);
      if (!row) continue;
      const text = orderAlertText(row as never);
      void bot.sendMessage({ chat_id: s.chatId, text }).then((ok) => {
        // The chat id is configuration, not a secret; the token never reaches the log.
        if (!ok) log.warn(`new-order alert for order ${e.order_id} was not accepted by Telegram (chat ${s.chatId})`);
      });
    }
  });
  return { outbox: standIn?.sent ?? [], stop };
}
