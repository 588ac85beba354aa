/** The signed-in desk: who is signed in and the connection, the tabs, the overdue warning, the open tab. */
import React, { useEffect, useState } from 'react';
import { useInterval } from 'react-use';
import { SecondaryButton } from '../../ui/Button';
import { useTranslation } from '../../i18n/I18n';
import { useDesk, useDeskActions, useMay } from './desk-context';
import { isOverdue } from './desk-rules';
import type { DeskTab } from './desk-state';
import { Badge, Bar, Tabs, Warning, Wrap } from './desk-styles';
import { MenuTab } from './MenuTab';
import { OrdersTab } from './OrdersTab';
import { ReportTab } from './ReportTab';
import { ZonesTab } from './ZonesTab';
import { playChime } from './tone';
import { TicketPrinter } from './Ticket';

/** A clock that ticks every 15 s: the 5-minute warning appears without any event. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 15_000);
  return now;
}

const TABS: DeskTab[] = ['orders', 'menu', 'report', 'zones'];

export function DeskScreen() {
  const { t } = useTranslation();
  const { actions, api } = useDeskActions();
  const login = useDesk((s) => s.session?.login ?? '');
  const connection = useDesk((s) => s.connection);
  const orders = useDesk((s) => s.orders);
  const loadError = useDesk((s) => s.loadError);
  const tab = useDesk((s) => s.tab);
  const may: Record<DeskTab, boolean> = { orders: true, menu: true, report: useMay('reports'), zones: useMay('zones') };
  const now = useNow();
  const newCount = orders.filter((o) => o.status === 'New').length;
  const overdue = orders.filter((o) => isOverdue(o, now));
  useEffect(() => {
    // The badge in the tab's title: seen from another tab or window.
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = newCount ? `(${newCount}) ${base}` : base;
  }, [newCount]);
  useEffect(() => {
    // An overdue order rings again every 15 s until someone accepts it.
    if (overdue.length) playChime();
  }, [overdue.length, now]);
  return (
    <Wrap>
      <Bar>
        <span>
          {t('desk_signed_in_as', { login })} · <span data-testid="desk-connection">{t(`desk_connection_${connection}`)}</span>
        </span>
        <SecondaryButton type="button" onClick={() => actions.signOut(api)}>
          {t('desk_sign_out')}
        </SecondaryButton>
      </Bar>
      <Tabs role="tablist">
        {TABS.filter((name) => may[name]).map((name) => (
          <button key={name} role="tab" type="button" aria-selected={tab === name} onClick={() => actions.setTab(name)}>
            {t(`desk_tab_${name}`)}
            {name === 'orders' && ' '}
            {name === 'orders' && newCount > 0 && (
              <Badge data-testid="desk-badge" aria-label={t('desk_new_count', { count: newCount })}>
                {newCount}
              </Badge>
            )}
          </button>
        ))}
      </Tabs>
      {overdue.length > 0 && (
        <Warning role="alert">{t('desk_overdue', { numbers: overdue.map((o) => `№ ${o.number}`).join(', ') })}</Warning>
      )}
      {loadError && <Warning role="alert">{t('desk_load_failed')}</Warning>}
      {tab === 'orders' && <OrdersTab now={now} />}
      {tab === 'menu' && <MenuTab />}
      {tab === 'report' && may.report && <ReportTab />}
      {tab === 'zones' && may.zones && <ZonesTab />}
      <TicketPrinter />
    </Wrap>
  );
}
