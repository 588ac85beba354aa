/** The orders tab: the printer's settings, then open orders first, then finished ones. */
import React from 'react';
import { useTranslation } from '../../i18n/I18n';
import { useDesk, useDeskActions } from './desk-context';
import { deskOrder, isOverdue } from './desk-rules';
import { Actions, List } from './desk-styles';
import { OrderCard } from './OrderCard';
import { PendingReceipts } from './PendingReceipts';
import { PosUnsentLine } from './PosUnsentLine';
import { PAPERS, type Paper } from './ticket-rules';

function PrintSettings() {
  const { t } = useTranslation();
  const { actions } = useDeskActions();
  const print = useDesk((s) => s.print);
  return (
    <Actions>
      <label>
        {t('desk_paper')}
        <select value={print.paper} onChange={(e) => actions.setPrintSettings({ paper: Number(e.target.value) as Paper })}>
          {PAPERS.map((p) => (
            <option key={p} value={p}>
              {t('desk_paper_mm', { value: p })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={print.printOnAccept}
          onChange={(e) => actions.setPrintSettings({ printOnAccept: e.target.checked })}
        />
        {t('desk_print_on_accept')}
      </label>
    </Actions>
  );
}
export function OrdersTab({ now }: { now: number }) {
  const { t } = useTranslation();
  const orders = useDesk((s) => s.orders);
  return (
    <>
      {/* The page's h1, this h2, then each order's h3: the headings in order for screen readers. */}
      <h2>{t('desk_tab_orders')}</h2>
      <PrintSettings />
      <PendingReceipts t={t} />
      {/* Read again on every tick of the desk's clock (15 s) and when an order comes or changes. */}
      <PosUnsentLine refreshKey={`${now}:${orders.map((o) => `${o.id}.${o.version}`).join(',')}`} />
      {orders.length === 0 ? (
        <p>{t('desk_no_orders')}</p>
      ) : (
        <List aria-live="polite">
          {deskOrder(orders).map((o) => (
            <OrderCard key={o.id} order={o} overdue={isOverdue(o, now)} now={now} />
          ))}
        </List>
      )}
    </>
  );
}
