import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { bearerSecurity, requireUser, type UserRow } from '../../http/auth';
import { notFound, validationError } from '../../http/errors';
import { langOf } from '../../http/lang';
import { Image, MessageBody, Nullable, ValidationErrorBody } from '../../http/schemas';
import { UserSchema } from '../auth/schemas';
import { findUserByEmail, findUserById, findUserByPhone, grantBirthdayBonusIfDue, userShape } from '../auth/users';
import { normalisePhone } from '../auth/phone';
import { hashPassword, isValidEmail, passwordProblem } from '../auth/password';
import { kyivDay } from '../auth/kyiv';
import { BONUS_FACTS, bonusHistory } from '../auth/bonus';
import { birthdayProblem } from './birthday-rules';
import { applyDuePhoneChange, cancelPhoneChange, pendingPhoneChange, requestPhoneChange } from './phone-change';
import { deleteAddress, listAddresses, saveAddress, setMainAddress, updateAddress, type AddressFields } from './addresses';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist';
import { AVATAR_MAX_BYTES, removeAvatar, sniffImageType, storeAvatar } from './avatar';

const tags = ['profile'];
const security = bearerSecurity;
const e401 = { 401: MessageBody };
const e422 = { 422: ValidationErrorBody };
const e404 = { 404: MessageBody };

export const ProfileSchema = Type.Composite([
  UserSchema,
  Type.Object({
    pending_phone: Nullable(Type.String({ description: 'requested new phone; applies within 24 h' })),
  }),
]);

const AddressSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'address name' }),
  street: Type.String(),
  house: Type.String(),
  apartment: Type.String(),
  private_house: Type.Boolean(),
  entrance: Type.String(),
  code: Type.String({ description: 'door code' }),
  floor: Type.String(),
  is_main: Type.Boolean(),
});

const short = (max = 100) => Type.String({ maxLength: max });
const AddressInput = Type.Object({
  street: short(200),
  house: short(20),
  apartment: Type.Optional(short(20)),
  private_house: Type.Optional(Type.Boolean()),
  entrance: Type.Optional(short(20)),
  code: Type.Optional(short(20)),
  floor: Type.Optional(short(20)),
  name: Type.Optional(short(100)),
  is_main: Type.Optional(Type.Boolean()),
});
type AddressInputT = Static<typeof AddressInput>;

const WishlistSchema = Type.Array(
  Type.Object({
    product_id: Type.Integer(),
    added_at: Type.String(),
    product: Nullable(
      Type.Object({
        id: Type.Integer(),
        slug: Type.String(),
        name: Type.String(),
        name_ua: Type.String(),
        price: Type.Number(),
        old_price: Nullable(Type.Number()),
        weight: Type.Number(),
        main_image: Image,
        category: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), name_ua: Type.String() }),
      }),
    ),
  }),
);

const BonusSchema = Type.Object({
  balance: Type.Integer(),
  history: Type.Array(Type.Object({ amount: Type.Integer(), reason: Type.String(), created_at: Type.String() })),
  facts: Type.Object({
    app_install: Type.Integer(),
    first_login: Type.Integer(),
    birthday: Type.Integer(),
    photo_review: Type.Integer(),
    max_cashback_percent: Type.Integer(),
  }),
});

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

function checkAddress(body: AddressInputT): AddressFields {
  const errors: Record<string, string> = {};
  if (!body.street.trim()) errors.street = 'validation_required';
  if (!body.house.trim()) errors.house = 'validation_required';
  if (Object.keys(errors).length) throw validationError(errors);
  const { is_main: _ignored, ...fields } = body;
  return fields;
}

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;

  /** The logged-in user after lazy work due on read (phone change after 24 h, birthday bonus). */
  const currentUser = (req: FastifyRequest): UserRow => {
    const user = requireUser(ctx, req);
    const now = ctx.now();
    const changed = applyDuePhoneChange(db, user.id, now);
    return grantBirthdayBonusIfDue(db, user, now) || changed ? findUserById(db, user.id)! : user;
  };
  const profileOf = (user: UserRow) => ({ ...userShape(user), pending_phone: pendingPhoneChange(db, user.id)?.phone ?? null });

  app.get(
    '/api/profile',
    { schema: { tags, summary: 'Profile of the logged-in user', security, response: { 200: ProfileSchema, ...e401 } } },
    async (req) => profileOf(currentUser(req)),
  );

  const ProfileUpdate = Type.Object({
    name: Type.Optional(short(100)),
    email: Type.Optional(short(254)),
    birthday: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, age 10-120' })),
    phone: Type.Optional(Type.String({ maxLength: 32, description: 'a change takes up to 24 h' })),
  });
  app.put(
    '/api/profile',
    {
      schema: {
        tags,
        summary: 'Update name, e-mail, birthday; a phone change is stored as pending (message phone_change_24h)',
        security,
        body: ProfileUpdate,
        response: {
          200: Type.Object({
            message: Type.Union([Type.Literal('ok'), Type.Literal('phone_change_24h')]),
            user: ProfileSchema,
          }),
          ...e401,
          ...e422,
        },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const b = req.body as Static<typeof ProfileUpdate>;
      const now = ctx.now();
      const errors: Record<string, string> = {};
      const name = b.name?.trim();
      if (name !== undefined && !name) errors.name = 'validation_required';
      const email = b.email?.trim().toLowerCase();
      if (email !== undefined) {
        if (!email) errors.email = 'validation_required';
        else if (!isValidEmail(email)) errors.email = 'valid_email';
        else if (findUserByEmail(db, email) && findUserByEmail(db, email)!.id !== user.id) errors.email = 'validation_unique';
      }
      if (b.birthday !== undefined && birthdayProblem(b.birthday, kyivDay(now))) errors.birthday = 'validation_birthday';
      let newPhone: string | null = null;
      if (b.phone !== undefined) {
        const phone = normalisePhone(b.phone);
        if (!phone) errors.phone = 'validation_phone';
        else if (phone !== user.phone) {
          const owner = findUserByPhone(db, phone);
          if (owner && owner.id !== user.id) errors.phone = 'validation_unique';
          else newPhone = phone;
        }
      }
      if (Object.keys(errors).length) throw validationError(errors);
      db.transaction(() => {
        if (name !== undefined) db.prepare('UPDATE users SET name = ? WHERE id = ?').run(name, user.id);
        if (email !== undefined) db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, user.id);
        if (b.birthday !== undefined) db.prepare('UPDATE users SET birthday = ? WHERE id = ?').run(b.birthday, user.id);
        if (newPhone) requestPhoneChange(db, user.id, newPhone, now);
        else if (b.phone !== undefined) cancelPhoneChange(db, user.id); // back to the current number
      })();
      return { message: newPhone ? ('phone_change_24h' as const) : ('ok' as const), user: profileOf(findUserById(db, user.id)!) };
    },
  );

  const PasswordBody = Type.Object({ password: short(200), password_confirmation: short(200) });
  app.put(
    '/api/profile/password',
    {
      schema: {
        tags,
        summary: 'Set a new password (min 6 characters, confirmed)',
        security,
        body: PasswordBody,
        response: { 200: MessageBody, ...e401, ...e422 },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      const b = req.body as Static<typeof PasswordBody>;
      const problem = passwordProblem(b.password, b.password_confirmation);
      if (problem) throw validationError({ password: problem });
      const hash = await hashPassword(b.password);
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user.id);
      return { message: 'password_changed' };
    },
  );

  app.post(
    '/api/profile/avatar',
    {
      schema: {
        tags,
        summary: 'Upload an avatar (multipart field "avatar": JPEG, PNG or WebP, up to 2 MiB)',
        security,
        consumes: ['multipart/form-data'],
        // For the contract only: the handler reads the file itself (req.file), so the schema has no
        // `type` and accepts the unparsed body Fastify validates (null for multipart requests).
        body: {
          content: {
            'multipart/form-data': {
              schema: { properties: { avatar: { type: 'string', format: 'binary' } }, required: ['avatar'] },
            },
          },
        },
        response: {
          200: Type.Object({ avatar: Type.Object({ url: Type.String(), urlForList: Type.String() }) }),
          ...e401,
          ...e422,
        },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      if (!req.isMultipart()) throw validationError({ avatar: 'validation_required' });
      const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file) throw validationError({ avatar: 'validation_required' });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw validationError({ avatar: 'validation_max' });
      }
      if (file.file.truncated || bytes.length > AVATAR_MAX_BYTES) throw validationError({ avatar: 'validation_max' });
      if (bytes.length === 0) throw validationError({ avatar: 'validation_required' });
      if (!sniffImageType(bytes)) throw validationError({ avatar: 'validation_image' });
      const imagesDir = path.join(ctx.config.dataDir, 'images');
      let base: string;
      try {
        base = await storeAvatar(imagesDir, user.id, bytes);
      } catch {
        throw validationError({ avatar: 'validation_image' });
      }
      db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(base, user.id);
      removeAvatar(imagesDir, user.avatar);
      return { avatar: userShape(findUserById(db, user.id)!).avatar! };
    },
  );

  // Addresses
  app.get(
    '/api/profile/addresses',
    {
      schema: {
        tags,
        summary: 'Saved addresses (main first)',
        security,
        response: { 200: Type.Array(AddressSchema), ...e401 },
      },
    },
    async (req) => listAddresses(db, requireUser(ctx, req).id),
  );

  app.post(
    '/api/profile/addresses',
    {
      schema: {
        tags,
        summary: 'Add an address (the first one is main; is_main moves main to it)',
        security,
        body: AddressInput,
        response: { 201: AddressSchema, ...e401, ...e422 },
      },
    },
    async (req, reply) => {
      const user = requireUser(ctx, req);
      const body = req.body as AddressInputT;
      const address = saveAddress(db, user.id, checkAddress(body), body.is_main === true, ctx.now());
      return reply.status(201).send(address);
    },
  );

  app.put(
    '/api/profile/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Replace an address (is_main true makes it main, false passes main to another address)',
        security,
        params: IdParams,
        body: AddressInput,
        response: { 200: AddressSchema, ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      const body = req.body as AddressInputT;
      const address = updateAddress(db, user.id, (req.params as { id: number }).id, checkAddress(body), body.is_main);
      if (!address) throw notFound('address_not_found');
      return address;
    },
  );

  app.delete(
    '/api/profile/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete an address (main passes to the oldest remaining one)',
        security,
        params: IdParams,
        response: { 200: MessageBody, ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      if (!deleteAddress(db, user.id, (req.params as { id: number }).id)) throw notFound('address_not_found');
      return { message: 'ok' };
    },
  );

  app.post(
    '/api/profile/addresses/:id/main',
    {
      schema: {
        tags,
        summary: 'Make an address the main one; returns all addresses',
        security,
        params: IdParams,
        response: { 200: Type.Array(AddressSchema), ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      if (!setMainAddress(db, user.id, (req.params as { id: number }).id)) throw notFound('address_not_found');
      return listAddresses(db, user.id);
    },
  );

  // Wishlist
  app.get(
    '/api/profile/wishlist',
    {
      schema: { tags, summary: 'Favourite dishes (newest first)', security, response: { 200: WishlistSchema, ...e401 } },
    },
    async (req) => listWishlist(db, requireUser(ctx, req).id, langOf(req.query)),
  );

  app.post(
    '/api/profile/wishlist',
    {
      schema: {
        tags,
        summary: 'Add a dish to favourites (idempotent); returns the wishlist',
        security,
        body: Type.Object({ product_id: Type.Integer({ minimum: 1 }) }),
        response: { 200: WishlistSchema, ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      if (!addToWishlist(db, user.id, (req.body as { product_id: number }).product_id, ctx.now()))
        throw notFound('product_not_found');
      return listWishlist(db, user.id, langOf(req.query));
    },
  );

  app.delete(
    '/api/profile/wishlist/:product_id',
    {
      schema: {
        tags,
        summary: 'Remove a dish from favourites; returns the wishlist',
        security,
        params: Type.Object({ product_id: Type.Integer({ minimum: 1 }) }),
        response: { 200: WishlistSchema, ...e401, ...e404, ...e422 },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      if (!removeFromWishlist(db, user.id, (req.params as { product_id: number }).product_id)) throw notFound('not_in_wishlist');
      return listWishlist(db, user.id, langOf(req.query));
    },
  );

  app.get(
    '/api/profile/bonus',
    {
      schema: {
        tags,
        summary: 'Bonus balance, history (newest first) and the bonus facts',
        security,
        response: { 200: BonusSchema, ...e401 },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return { balance: user.bonus, history: bonusHistory(db, user.id), facts: { ...BONUS_FACTS } };
    },
  );
}
