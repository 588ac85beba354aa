/**
 * The status messages in the customer's language (they leave the shop API by bot, SMS or push and
 * never reach the site's bundle, as auth/providers/messages.ts).
 */
import type { MessageEvent } from './rules';

export type MessageLang = 'uk' | 'ru';

const TEXTS: Record<MessageEvent, Record<MessageLang, string>> = {
  accepted: {
    uk: 'Замовлення № {number} прийнято. Чекайте його о {time}.',
    ru: 'Заказ № {number} принят. Ждите его в {time}.',
  },
  on_the_way: {
    uk: 'Замовлення № {number} вже в дорозі: курʼєр везе його до вас.',
    ru: 'Заказ № {number} уже в пути: курьер везёт его к вам.',
  },
  ready: {
    uk: 'Замовлення № {number} готове: чекаємо на вас.',
    ru: 'Заказ № {number} готов: ждём вас.',
  },
  delivered: {
    uk: 'Замовлення № {number} доставлено. Смачного!',
    ru: 'Заказ № {number} доставлен. Приятного аппетита!',
  },
  cancelled: {
    uk: 'Замовлення № {number} скасовано. Причина: {reason}.',
    ru: 'Заказ № {number} отменён. Причина: {reason}.',
  },
};

/** The push notification's title. */
export const PUSH_TITLE: Record<MessageLang, string> = { uk: 'Смачна Хата', ru: 'Смачна Хата' };

const clock = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv', hour: '2-digit', minute: '2-digit' });

/** The message of `event` for an order; the promised time in Kyiv time (HH:MM). */
export function statusMessage(
  event: MessageEvent,
  lang: MessageLang,
  order: { number: number; promised_at: string | null; cancel_reason: string | null },
): string {
  const params: Record<string, string> = {
    number: String(order.number),
    time: order.promised_at ? clock.format(new Date(order.promised_at)) : '',
    reason: (order.cancel_reason ?? '').replace(/[.\s]+$/, ''),
  };
  return TEXTS[event][lang].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
