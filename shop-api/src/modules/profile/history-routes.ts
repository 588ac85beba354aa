import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity } from '../../http/auth';
import { signedIn as signedInGuard } from '../../http/guard';
import { langOf } from '../../http/lang';
import { customerOrders, customerPromoCodes, customerReviews, OrderSchema, PromoCodeSchema, ReviewSchema } from '../orders';
import { e401 } from './schemas';

const security = bearerSecurity;

/** The customer's own orders, reviews and promo codes (the orders module keeps the data). */
export const historyRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const signedIn = signedInGuard(ctx);
  const preHandler = signedIn.check;

  app.get(
    '/api/profile/promocodes',
    {
      preHandler,
      schema: {
        tags: ['promo'],
        summary: "The customer's promo codes: enabled, not expired, not used up (upcoming ones included)",
        security,
        response: { 200: Type.Array(PromoCodeSchema), ...e401 },
      },
    },
    async (req) => customerPromoCodes(ctx, signedIn.of(req), langOf(req.query)),
  );

  app.get(
    '/api/profile/orders',
    {
      preHandler,
      schema: {
        tags: ['orders'],
        summary: "The customer's orders, newest first, with statuses and lines",
        security,
        response: { 200: Type.Array(OrderSchema), ...e401 },
      },
    },
    async (req) => customerOrders(ctx, signedIn.of(req).id, langOf(req.query)),
  );

  app.get(
    '/api/profile/reviews',
    {
      preHandler,
      schema: {
        tags: ['reviews'],
        summary: "The customer's reviews, newest first",
        security,
        response: { 200: Type.Array(ReviewSchema), ...e401 },
      },
    },
    async (req) => customerReviews(ctx, signedIn.of(req).id),
  );
};
