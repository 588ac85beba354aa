/** An order's time and place as the desk and its tickets write them. */
import type { DeskOrder } from './desk-api';
import type { T } from './desk-context';

export const kyivTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('uk-UA', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Kyiv' });

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
