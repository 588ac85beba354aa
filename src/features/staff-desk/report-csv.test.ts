import { reportCsv } from './report-csv';
import type { DeskReport } from './desk-api';
import { REPORT } from './test-report';

/** The day of the report tab's tests, with a cancellation reason that holds the separator and a quote. */
const report: DeskReport = { ...REPORT, cancelled: { orders: 1, reasons: [{ reason: 'Сказав "ні"; пішов', orders: 1 }] } };

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
