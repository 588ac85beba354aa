/**
 * The report as CSV for the accountant: one "section;name;orders;UAH" row per figure, `;` as the
 * separator and a byte-order mark, as Excel with Ukrainian or Russian settings opens it. The refunds'
 * row counts the orders refunded (an order may have had several refunds).
 */
import type { DeskReport } from './desk-api';

const cell = (value: string | number) => {
  const text = String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function reportCsv(r: DeskReport, label: (key: string) => string): string {
  const rows: (string | number)[][] = [
    [label('desk_report_csv_section'), label('desk_report_csv_name'), label('desk_report_orders'), label('desk_report_uah')],
    ['period', `${r.from} — ${r.to}`, r.orders, ''],
    ['revenue', label('desk_report_revenue'), r.completed_orders, r.revenue],
    ['refunds', label('desk_report_refunds'), r.refunds.orders, r.refunds.amount],
    ['refunds_cancelled', label('desk_report_refunds_cancelled_csv'), '', r.refunds.cancelled_orders_amount],
    ['net_revenue', label('desk_report_net_revenue'), '', r.net_revenue],
    ['average_check', label('desk_report_average'), r.completed_orders, r.average_check],
    ...r.revenue_by_pay_type.map((p) => ['pay_type', label(`desk_pay_${p.pay_type}`), p.orders, p.revenue]),
    ['delivery', label('desk_delivery'), r.delivery.orders, r.delivery.revenue],
    ['pickup', label('desk_pickup'), r.pickup.orders, r.pickup.revenue],
    ['promo', label('desk_report_promo'), r.promo.orders, r.promo.discount],
    ['bonus', label('desk_report_bonus'), '', r.bonus_spent],
    ['cancelled', label('desk_report_cancelled'), r.cancelled.orders, ''],
    ...r.cancelled.reasons.map((c) => ['cancel_reason', c.reason || label('desk_report_no_reason'), c.orders, '']),
    ...r.top_dishes.map((d) => ['dish', d.name, d.count, d.revenue]),
  ];
  return '\ufeff' + rows.map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}
