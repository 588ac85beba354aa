import { reportCsv } from './report-csv';
import type { DeskReport } from './desk-api';

const report: DeskReport = {
  from: '2026-11-18',
  to: '2026-11-18',
  orders: 3,
  completed_orders: 2,
  revenue: 716.5,
  revenue_by_pay_type: [{ pay_type: 'cash', orders: 2, revenue: 716.5 }],
  average_check: 358.25,
  cancelled: { orders: 1, reasons: [{ reason: 'Сказав "ні"; пішов', orders: 1 }] },
  delivery: { orders: 2, revenue: 716.5 },
  pickup: { orders: 0, revenue: 0 },
  promo: { orders: 0, discount: 0 },
  bonus_spent: 0,
  top_dishes: [{ product_id: 1, name: 'Маргарита', count: 4, revenue: 716 }],
  refunds: { count: 3, orders: 2, amount: 410.5, cancelled_orders_amount: 358.25 },
  net_revenue: 664.25,
};

test('one row per figure, quoted where a cell holds the separator or a quote, with a BOM for Excel', () => {
  const csv = reportCsv(report, (k) => k);
  expect(csv.startsWith('\ufeff')).toBe(true);
  expect(csv.slice(1).split('\r\n')).toEqual([
    'desk_report_csv_section;desk_report_csv_name;desk_report_orders;desk_report_uah',
    'period;2026-11-18 — 2026-11-18;3;',
    'revenue;desk_report_revenue;2;716.5',
    'refunds;desk_report_refunds;2;410.5',
    'refunds_cancelled;desk_report_refunds_cancelled_csv;;358.25',
    'net_revenue;desk_report_net_revenue;;664.25',
    'average_check;desk_report_average;2;358.25',
    'pay_type;desk_pay_cash;2;716.5',
    'delivery;desk_delivery;2;716.5',
    'pickup;desk_pickup;0;0',
    'promo;desk_report_promo;0;0',
    'bonus;desk_report_bonus;;0',
    'cancelled;desk_report_cancelled;1;',
    'cancel_reason;"Сказав ""ні""; пішов";1;',
    'dish;Маргарита;4;716',
    '',
  ]);
});
