/** An order's time, place and money as the desk and its tickets write them. */
import { formatPrice } from '../../shared/format';
import type { Lang } from '../../i18n/locales';
import type { DeskOrder } from './desk-api';
import type { T } from './desk-context';

/** UAH as the shop writes a price (src/shared/format.ts): "340,10 грн", "1 250 грн". */
export const uahText = (uah: number, t: T, lang: Lang) => t('desk_sum', { sum: formatPrice(uah, lang) });

/** The payment line of the card and the courier's ticket: "готівка · при отриманні · 340,10 грн". */
export const paymentText = (o: DeskOrder, t: T, lang: Lang) =>
  `${t(`desk_pay_${o.pay_type}`)} · ${t(`desk_payment_${o.payment_state}`)} · ${uahText(o.sum_to_pay, t, lang)}`;

export function placeText(o: DeskOrder, t: T): string {
  const a = o.address;
  if (a)
    return [
      `${a.street}, ${a.house}`,
      a.apartment && t('desk_apartment', { value: a.apartment }),
      a.entrance && t('desk_entrance', { value: a.entrance }),
      a.floor && t('desk_floor', { value: a.floor }),
      a.code && t('desk_code', { value: a.code }),
    ]
      .filter(Boolean)
      .join(', ');
  return o.pickup_point ? `${o.pickup_point.name}, ${o.pickup_point.address}` : '';
}

/** A line's modifiers: "Сир × 2, Бекон", or '' without any. */
export const modifiersText = (o: DeskOrder, item: DeskOrder['items'][number]) =>
  item.modifiers.map((m) => `${o.modifier_names[String(m.id)] ?? m.id}${m.count > 1 ? ` × ${m.count}` : ''}`).join(', ');
