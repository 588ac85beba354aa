/** The owner's report (managers): today, yesterday or a chosen period of Kyiv days; a CSV export. */
import React, { useEffect } from 'react';
import { SecondaryButton } from '../../ui/Button';
import { useLocale, useTranslation } from '../../i18n/I18n';
import type { DeskReport } from './desk-api';
import { useDesk, useDeskActions, type T } from './desk-context';
import { Kitchen, Table, TableScroll } from './desk-styles';
import { reportCsv } from './report-csv';
import { uahText } from './order-text';

function download(r: DeskReport, t: T) {
  const blob = new Blob([reportCsv(r, t)], { type: 'text/csv;charset=utf-8' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `report-${r.from}-${r.to}.csv`;
  a.click();
  URL.revokeObjectURL(a.href);
}

/** One figure of the summary: its name, then its value. */
function Figure({
  name,
  testId,
  valueTestId,
  children,
}: {
  name: string;
  testId?: string;
  valueTestId?: string;
  children: React.ReactNode;
}) {
  return (
    <tr data-testid={testId}>
      <th scope="row">{name}</th>
      <td data-testid={valueTestId}>{children}</td>
    </tr>
  );
}

function Figures({ r, t }: { r: DeskReport; t: T }) {
  const { lang } = useLocale();
  const sum = (uah: number) => uahText(uah, t, lang);
  const ofOrders = (uah: number, count: number) => `${sum(uah)} · ${t('desk_report_n_orders', { count })}`;
  return (
    <>
      <h3>{t('desk_report_summary')}</h3>
      <Table data-testid="desk-report-summary">
        <tbody>
          <Figure name={t('desk_report_orders')}>{r.orders}</Figure>
          <Figure name={t('desk_report_revenue')}>{sum(r.revenue)}</Figure>
          <Figure name={t('desk_report_refunds')} testId="desk-report-refunds">
            {sum(r.refunds.amount)} · {t('desk_report_n_refunds', { count: r.refunds.count })}
            {r.refunds.cancelled_orders_amount > 0 &&
              ` · ${t('desk_report_refunds_cancelled', { sum: sum(r.refunds.cancelled_orders_amount) })}`}
          </Figure>
          <Figure name={t('desk_report_net_revenue')} valueTestId="desk-report-net">
            {sum(r.net_revenue)}
          </Figure>
          <Figure name={t('desk_report_average')}>{sum(r.average_check)}</Figure>
          {r.revenue_by_pay_type.map((p) => (
            <Figure key={p.pay_type} name={t(`desk_pay_${p.pay_type}`)}>
              {ofOrders(p.revenue, p.orders)}
            </Figure>
          ))}
          <Figure name={t('desk_delivery')}>{ofOrders(r.delivery.revenue, r.delivery.orders)}</Figure>
          <Figure name={t('desk_pickup')}>{ofOrders(r.pickup.revenue, r.pickup.orders)}</Figure>
          <Figure name={t('desk_report_promo')}>{ofOrders(r.promo.discount, r.promo.orders)}</Figure>
          <Figure name={t('desk_report_bonus')}>{sum(r.bonus_spent)}</Figure>
        </tbody>
      </Table>
      <h3>{t('desk_report_cancelled_title', { count: r.cancelled.orders })}</h3>
      {r.cancelled.reasons.length > 0 && (
        <ul>
          {r.cancelled.reasons.map((c) => (
            <li key={c.reason}>
              {c.reason || t('desk_report_no_reason')}: {c.orders}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('desk_report_top')}</h3>
      <TableScroll>
        <Table data-testid="desk-report-top">
          <thead>
            <tr>
              <th>{t('desk_dish')}</th>
              <th>{t('desk_report_count')}</th>
              <th>{t('desk_report_uah')}</th>
            </tr>
          </thead>
          <tbody>
            {r.top_dishes.map((d) => (
              <tr key={d.product_id}>
                <td>{d.name}</td>
                <td>{d.count}</td>
                <td>{sum(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </>
  );
}

export function ReportTab() {
  const { t } = useTranslation();
  const period = useDesk((s) => s.period);
  const report = useDesk((s) => s.report);
  const error = useDesk((s) => s.reportError);
  const { actions, api } = useDeskActions();
  useEffect(() => {
    void actions.loadReport(api);
  }, [actions, api]);
  return (
    <section aria-labelledby="desk-report-title">
      <h2 id="desk-report-title">{t('desk_report_title')}</h2>
      <Kitchen>
        <SecondaryButton type="button" onClick={() => actions.showDay(api, 'today')}>
          {t('desk_report_today')}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => actions.showDay(api, 'yesterday')}>
          {t('desk_report_yesterday')}
        </SecondaryButton>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void actions.loadReport(api);
          }}
        >
          {(['from', 'to'] as const).map((k) => (
            <label key={k}>
              {t(`desk_report_${k}`)}
              <input
                type="date"
                value={period[k]}
                required
                onChange={(e) => actions.setPeriod({ ...period, [k]: e.target.value })}
              />
            </label>
          ))}
          <SecondaryButton type="submit">{t('desk_report_show')}</SecondaryButton>
        </form>
        {report && (
          <SecondaryButton type="button" onClick={() => download(report, t)}>
            {t('desk_report_csv')}
          </SecondaryButton>
        )}
      </Kitchen>
      {error && <p role="alert">{t(error)}</p>}
      {report && (
        <>
          <p data-testid="desk-report-period">{t('desk_report_period', { from: report.from, to: report.to })}</p>
          <Figures r={report} t={t} />
        </>
      )}
    </section>
  );
}
