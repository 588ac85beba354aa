import type { DeskReport } from './desk-api';

/** A day with a cancelled order refunded in full (358.25 UAH) and a kept one refunded in part twice (52.25 UAH). */
export const REPORT: DeskReport = {
  from: '2026-11-18',
  to: '2026-11-18',
  orders: 3,
  completed_orders: 2,
  revenue: 716.5,
  revenue_by_pay_type: [{ pay_type: 'cash', orders: 2, revenue: 716.5 }],
  average_check: 358.25,
  cancelled: { orders: 1, reasons: [{ reason: 'Немає кур’єра', orders: 1 }] },
  delivery: { orders: 2, revenue: 716.5 },
  pickup: { orders: 0, revenue: 0 },
  promo: { orders: 0, discount: 0 },
  bonus_spent: 0,
  top_dishes: [{ product_id: 1, name: 'Маргарита', count: 4, revenue: 716 }],
  refunds: { count: 3, orders: 2, amount: 410.5, cancelled_orders_amount: 358.25 },
  net_revenue: 664.25,
};
