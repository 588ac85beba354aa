import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity } from '../../http/auth';
import { validationError } from '../../http/errors';
import { langOf } from '../../http/lang';
import { kyivDate } from '../content';
import { dayReport, periodDays, REPORT_MAX_DAYS } from '../orders';
import { staffGuard } from './access';
import { e401, e403 } from './schemas';

const tags = ['staff'];
const KyivDate = Type.String({ format: 'date', description: "'YYYY-MM-DD', a Kyiv calendar day" });
const Money = Type.Number({ description: 'UAH' });
const Count = Type.Object({ orders: Type.Integer(), revenue: Money });
const ReportSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  orders: Type.Integer({ description: 'placed in the period, cancelled ones included' }),
  completed_orders: Type.Integer({ description: 'placed and not cancelled: every figure below but cancellations is over these' }),
  revenue: Money,
  revenue_by_pay_type: Type.Array(Type.Object({ pay_type: Type.String(), orders: Type.Integer(), revenue: Money })),
  average_check: Money,
  cancelled: Type.Object({
    orders: Type.Integer(),
    reasons: Type.Array(Type.Object({ reason: Type.String({ description: "'' when none was given" }), orders: Type.Integer() })),
  }),
  delivery: Count,
  pickup: Count,
  promo: Type.Object(
    { orders: Type.Integer(), discount: Money },
    { description: 'orders with a promo code and their discounts (the order keeps one discount total)' },
  ),
  bonus_spent: Type.Integer({ description: 'bonus points (1 = 1 UAH) paid with' }),
  top_dishes: Type.Array(Type.Object({ product_id: Type.Integer(), name: Type.String(), count: Type.Integer(), revenue: Money })),
  refunds: Type.Object(
    {
      count: Type.Integer({ description: 'refunds (an order may have several)' }),
      orders: Type.Integer({ description: 'orders refunded' }),
      amount: Money,
      cancelled_orders_amount: Type.Number({
        description: 'UAH of these refunds that were for cancelled orders (not in revenue)',
      }),
    },
    { description: 'refunds the provider made in the period (by the day each was made, as its return receipt), any order' },
  ),
  net_revenue: Type.Number({ description: "UAH: revenue less the period's refunds of orders that were not cancelled" }),
});

/** The owner's figures for a period of Kyiv days (managers). */
export const reportRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const manager = staffGuard(ctx, 'reports');
  app.get(
    '/api/staff/report',
    {
      preHandler: manager.check,
      schema: {
        tags,
        summary: `The owner's report for Kyiv days from..to (both included, at most ${REPORT_MAX_DAYS} days; without them, today)`,
        security: bearerSecurity,
        querystring: Type.Object({ from: Type.Optional(KyivDate), to: Type.Optional(KyivDate) }),
        response: { 200: ReportSchema, ...e401, ...e403 },
      },
    },
    async (req) => {
      // Without a period: today (Kyiv).
      const today = kyivDate(ctx.now());
      const from = req.query.from ?? today;
      const to = req.query.to ?? from;
      const days = periodDays(from, to);
      if (days < 1) throw validationError({ to: 'report_period_reversed' });
      if (days > REPORT_MAX_DAYS) throw validationError({ to: 'report_period_too_long' });
      return dayReport(ctx.db, from, to, langOf(req.query));
    },
  );
};
