import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { validationError } from '../../http/errors';
import { ValidationErrorBody } from '../../http/schemas';
import { OrderSecretQuery, orderSecretSecurity } from '../../http/order-secret';
import { orderAccess } from './order-secrets';
import { addBonus, BONUS_FACTS } from '../auth';
import { cleanReviewPhoto, REVIEW_PHOTO_MAX_CHARS } from './review-photo';
import { insertReview, orderRowById, reviewExists } from './repository';
import { ReviewBody } from './schemas';
import { currentStatus } from './service';

/** Reviews of delivered orders (a photo review credits bonuses). */
export const reviewRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const db = ctx.db;

  app.post(
    '/api/reviews/create',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a delivered order (one per order; a photo review gives 50 bonuses)',
        // The order's secret (the guest's browser) or the session of the customer whose order it is.
        security: orderSecretSecurity,
        querystring: OrderSecretQuery,
        body: ReviewBody,
        response: { 200: Type.Object({ id: Type.Integer() }), 422: ValidationErrorBody },
      },
      // The photo travels in the JSON body (base64).
      bodyLimit: REVIEW_PHOTO_MAX_CHARS + 64 * 1024,
    },
    async (req) => {
      const b = req.body;
      const order = orderRowById(db, b.order_id);
      // Someone else's order (or one reviewed without its secret) reads as unknown.
      if (!order || orderAccess(ctx, req, b.order_id, req.query.secret) !== 'granted')
        throw validationError({ order_id: 'validation_exists' });
      if (currentStatus(ctx, order).name !== 'Delivered') throw validationError({ order_id: 'review_not_delivered' });
      if (reviewExists(db, order.id)) throw validationError({ order_id: 'review_exists' });
      const sent = b.photo?.trim() || null;
      const cleaned = sent ? await cleanReviewPhoto(sent) : null;
      if (cleaned && !cleaned.ok) throw validationError({ photo: cleaned.error });
      const photo = cleaned?.ok ? cleaned.dataUrl : null;
      const now = ctx.now();
      const id = db.transaction(() => {
        // Checked again here: the photo's processing above is asynchronous, and a second send of
        // the same review meanwhile must not store it (and credit the photo's bonuses) twice.
        if (reviewExists(db, order.id)) throw validationError({ order_id: 'review_exists' });
        const reviewId = insertReview(db, {
          order_id: order.id,
          user_id: order.user_id,
          food: b.food,
          delivery: b.delivery,
          pack: b.pack,
          food_text: (b.food_text ?? '').trim(),
          delivery_text: (b.delivery_text ?? '').trim(),
          pack_text: (b.pack_text ?? '').trim(),
          photo,
          created_at: now.toISOString(),
        });
        if (photo && order.user_id !== null) addBonus(db, order.user_id as number, BONUS_FACTS.photo_review, 'photo_review', now);
        return reviewId;
      })();
      return { id };
    },
  );
};
