import { Type, type Static } from '@sinclair/typebox';
import { Image, MessageBody, Nullable } from '../../http/schemas';
import { UserSchema } from '../auth';

export const ProfileSchema = Type.Composite([
  UserSchema,
  Type.Object({
    pending_phone: Nullable(Type.String({ description: 'requested new phone; applies within 24 h' })),
    email_confirmed: Type.Boolean({
      description:
        'the e-mail was confirmed by the link sent to it (false without an e-mail); only a confirmed one admits a social sign-in',
    }),
  }),
]);

const short = (max = 100) => Type.String({ maxLength: max });

export const ProfileUpdate = Type.Object({
  name: Type.Optional(short(100)),
  email: Type.Optional(short(254)),
  birthday: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD, age 10-120' })),
  phone: Type.Optional(Type.String({ maxLength: 32, description: 'a change takes up to 24 h' })),
  phone_proof: Type.Optional(
    Type.String({
      maxLength: 128,
      description: 'with a new phone: the proof a code sent to it earned (secret/check); 422 phone_unconfirmed without',
    }),
  ),
});
export const ProfileUpdated = Type.Object({
  message: Type.Union([Type.Literal('ok'), Type.Literal('phone_change_24h')]),
  user: ProfileSchema,
  email_confirmation: Type.Optional(
    Type.Union([Type.Literal('sent'), Type.Literal('limit'), Type.Literal('failed')], {
      description: 'with a new e-mail: whether the confirmation link went to it',
    }),
  ),
});
export const EmailConfirmationSent = Type.Object({
  message: Type.Union([Type.Literal('sent'), Type.Literal('already_confirmed')]),
});

export const PasswordBody = Type.Object({
  password: short(200),
  password_confirmation: short(200),
  current_password: Type.Optional(
    Type.String({ maxLength: 200, description: 'required when the account has a password, unless id and code are given' }),
  ),
  id: Type.Optional(
    Type.String({ maxLength: 64, description: "a fresh SMS code's secret id (secret/generate/new to the account's phone)" }),
  ),
  code: Type.Optional(Type.Union([Type.String({ maxLength: 8 }), Type.Integer()])),
});

/**
 * For the contract only: the handler reads the file itself (req.file), so the schema has no
 * `type` and accepts the unparsed body Fastify validates (null for multipart requests).
 */
export const AvatarBody = {
  content: {
    'multipart/form-data': {
      schema: { properties: { avatar: { type: 'string', format: 'binary' } }, required: ['avatar'] },
    },
  },
};
export const AvatarSchema = Type.Object({ avatar: Type.Object({ url: Type.String(), urlForList: Type.String() }) });

export const AddressSchema = Type.Object({
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

export const AddressInput = Type.Object({
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
export type AddressInputT = Static<typeof AddressInput>;

export const WishlistSchema = Type.Array(
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
export const WishlistBody = Type.Object({ product_id: Type.Integer({ minimum: 1 }) });
export const WishlistParams = Type.Object({ product_id: Type.Integer({ minimum: 1 }) });

export const BonusSchema = Type.Object({
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

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const e401 = { 401: MessageBody };
