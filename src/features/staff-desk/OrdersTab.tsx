/** The orders tab: open orders first, then finished ones. */
import React from 'react';
import { useTranslation } from '../../i18n/I18n';
import { useDesk } from './desk-context';
import { deskOrder, isOverdue } from './desk-rules';
import { List } from './desk-styles';
import { OrderCard } from './OrderCard';

export function OrdersTab({ now }: { now: number }) {
  const { t } = useTranslation();
  const orders = useDesk((s) => s.orders);
  if (orders.length === 0) return <p>{t('desk_no_orders')}</p>;
  return (
    <List aria-live="polite">
      {deskOrder(orders).map((o) => (
        <OrderCard key={o.id} order={o} overdue={isOverdue(o, now)} />
      ))}
    </List>
  );
}
