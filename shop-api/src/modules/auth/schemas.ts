import { Type } from '@sinclair/typebox';
import { Nullable } from '../../http/schemas';

export const UserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String({ description: "'+380XXXXXXXXX'" })),
  bonus: Type.Integer({ minimum: 0 }),
  avatar: Nullable(Type.Object({ url: Type.String(), urlForList: Type.String() })),
  show_mobile_result: Type.Boolean(),
  birthday: Nullable(Type.String({ format: 'date' })),
});

export const AccessTokenBody = Type.Object({ access_token: Type.String() });

/** Phone as typed: '+38 (0XX) XXX XX XX' (the mask) or digits. */
export const PhoneInput = Type.String({ maxLength: 32, description: "'+38 (0XX) XXX XX XX' or digits" });

export const TG_ERRORS = [
  'token_old',
  'phone_mismatch',
  'cannot_authorise',
  'account_not_found',
  'other_number',
  'other_email',
  'phone_missing',
] as const;
export type TgError = (typeof TG_ERRORS)[number];

const TgErrorBody = Type.Object({ status: Type.Literal('error'), error: Type.Union(TG_ERRORS.map((e) => Type.Literal(e))) });

/** The storefront's poll answer. */
export const TgStatusBody = Type.Union([
  Type.Object({ status: Type.Literal('waiting') }),
  Type.Object({
    status: Type.Literal('success'),
    token: Type.String({
      description: 'access token, answered once: the server keeps only its hash, and later polls answer error token_old',
    }),
  }),
  TgErrorBody,
]);

/** What the bot side (the stand-in page) sees: confirmed or not, never a token. */
export const TgLoginStateBody = Type.Union([
  Type.Object({ status: Type.Literal('waiting') }),
  Type.Object({ status: Type.Literal('success') }),
  TgErrorBody,
]);
