import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { RoutesOptions } from '../../context';
import { bearerSecurity } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { signedIn as signedInGuard } from '../../http/guard';
import { langOf, type Lang } from '../../http/lang';
import { geocoderOf, locateAddress, lookupFailed } from '../content';
import { MessageBody, ValidationErrorBody } from '../../http/schemas';
import { deleteAddress, listAddresses, saveAddress, setMainAddress, updateAddress, type AddressFields } from './addresses';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist';
import {
  AddressInput,
  AddressSchema,
  e401,
  IdParams,
  WishlistBody,
  WishlistParams,
  WishlistSchema,
  type AddressInputT,
} from './schemas';

const tags = ['profile'];
const security = bearerSecurity;
const e422 = { 422: ValidationErrorBody };
const e404 = { 404: MessageBody };

function checkAddress(body: AddressInputT): AddressFields {
  const errors: Record<string, string> = {};
  if (!body.street.trim()) errors.street = 'validation_required';
  if (!body.house.trim()) errors.house = 'validation_required';
  if (Object.keys(errors).length) throw validationError(errors);
  const { is_main: _ignored, ...fields } = body;
  return fields;
}

/** The customer's saved addresses and favourite dishes. */
export const addressRoutes: FastifyPluginAsyncTypebox<RoutesOptions> = async (app, { ctx }) => {
  const db = ctx.db;
  const signedIn = signedInGuard(ctx);
  const preHandler = signedIn.check;
  /** Where the server's geocoder puts the address (null: it knows no such address). */
  const locate = async (fields: AddressFields, lang: Lang) => {
    const located = await locateAddress(db, geocoderOf(ctx), fields.street, fields.house, lang);
    if (!located.ok) throw lookupFailed(located.reason);
    return located.point;
  };

  app.get(
    '/api/profile/addresses',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Saved addresses (main first)',
        security,
        response: { 200: Type.Array(AddressSchema), ...e401 },
      },
    },
    async (req) => listAddresses(db, signedIn.of(req).id),
  );

  app.post(
    '/api/profile/addresses',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add an address (the first one is main; is_main moves main to it)',
        security,
        body: AddressInput,
        response: { 201: AddressSchema, ...e401, ...e422, 429: MessageBody, 503: MessageBody },
      },
    },
    async (req, reply) => {
      const fields = checkAddress(req.body);
      const point = await locate(fields, langOf(req.query));
      const address = saveAddress(db, signedIn.of(req).id, fields, req.body.is_main === true, ctx.now(), point);
      return reply.status(201).send(address);
    },
  );

  app.put(
    '/api/profile/addresses/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Replace an address (is_main true makes it main, false passes main to another address)',
        security,
        params: IdParams,
        body: AddressInput,
        response: { 200: AddressSchema, ...e401, ...e404, ...e422, 429: MessageBody, 503: MessageBody },
      },
    },
    async (req) => {
      const fields = checkAddress(req.body);
      const point = await locate(fields, langOf(req.query));
      const address = updateAddress(db, signedIn.of(req).id, req.params.id, fields, req.body.is_main, point);
      if (!address) throw notFound('address_not_found');
      return address;
    },
  );

  app.delete(
    '/api/profile/addresses/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete an address (main passes to the oldest remaining one)',
        security,
        params: IdParams,
        response: { 200: MessageBody, ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      if (!deleteAddress(db, signedIn.of(req).id, req.params.id)) throw notFound('address_not_found');
      return { message: 'ok' };
    },
  );

  app.post(
    '/api/profile/addresses/:id/main',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Make an address the main one; returns all addresses',
        security,
        params: IdParams,
        response: { 200: Type.Array(AddressSchema), ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const user = signedIn.of(req);
      if (!setMainAddress(db, user.id, req.params.id)) throw notFound('address_not_found');
      return listAddresses(db, user.id);
    },
  );

  app.get(
    '/api/profile/wishlist',
    {
      preHandler,
      schema: { tags, summary: 'Favourite dishes (newest first)', security, response: { 200: WishlistSchema, ...e401 } },
    },
    async (req) => listWishlist(db, signedIn.of(req).id, langOf(req.query)),
  );

  app.post(
    '/api/profile/wishlist',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a dish to favourites (idempotent); returns the wishlist',
        security,
        body: WishlistBody,
        response: { 200: WishlistSchema, ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const user = signedIn.of(req);
      if (!addToWishlist(db, user.id, req.body.product_id, ctx.now())) throw notFound('product_not_found');
      return listWishlist(db, user.id, langOf(req.query));
    },
  );

  app.delete(
    '/api/profile/wishlist/:product_id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a dish from favourites; returns the wishlist',
        security,
        params: WishlistParams,
        response: { 200: WishlistSchema, ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const user = signedIn.of(req);
      if (!removeFromWishlist(db, user.id, req.params.product_id)) throw notFound('not_in_wishlist');
      return listWishlist(db, user.id, langOf(req.query));
    },
  );
};
